import type { CriterionInput, Evaluation } from '@procura/contract';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { projectFixture, renderBuildPage } from '../../../test/build-fixtures.tsx';
import {
  answer,
  criterionFixture,
  evaluationFixture,
  evaluationOf,
  evaluationRoutes,
  evaluationsPath,
} from '../../../test/evaluation-fixtures.ts';
import { mockServer } from '../../../test/fetch-mock.ts';
import { refusal } from '../../../test/fixtures.ts';
import { BuildEvaluationPage } from './build-evaluation-page.tsx';

// The first render loads the session and the evaluation: allow for a busy machine.
configure({ asyncUtilTimeout: 5_000 });

const project = projectFixture({ status: 'Closed' });
const built = evaluationFixture({
  criteria: [
    criterionFixture(),
    criterionFixture({ id: 32, name: 'Price', kind: 'price', worth: 40, sortOrder: 2 }),
  ],
  missing: ['evaluationNeedsEvaluator'],
});

/** Types a whole value at once: key by key is slow on a busy machine and tests nothing more here. */
async function fill(user: ReturnType<typeof userEvent.setup>, name: string | RegExp, value: string) {
  const box = screen.getByRole('textbox', { name });
  await user.clear(box);
  await user.click(box);
  await user.paste(value);
}

describe('the Evaluate › Build page', { timeout: 30_000 }, () => {
  it('offers to create the evaluation when the project has none, then shows the builder', async () => {
    let created: Evaluation | null = null;
    const server = mockServer({
      ...evaluationRoutes(),
      ...evaluationOf(null),
      [`POST ${evaluationsPath}`]: () => {
        created = evaluationFixture();
        return answer(created);
      },
    });
    const user = userEvent.setup();
    renderBuildPage(<BuildEvaluationPage project={project} />);
    const empty = await screen.findByTestId('empty-state');
    expect(within(empty).getByText('No evaluation yet')).toBeTruthy();
    await user.click(within(empty).getByRole('button', { name: 'Create evaluation' }));
    expect(await screen.findByRole('region', { name: 'General' })).toBeTruthy();
    expect(server.callsTo(`POST ${evaluationsPath}`)[0]?.body).toEqual({ projectId: 5 });
    expect(created).not.toBeNull();
    // What keeps evaluators from starting, in the catalogue's words; Start waits for it.
    const missing = screen.getByTestId('evaluation-missing');
    expect(within(missing).getByText('Add at least one criterion.')).toBeTruthy();
    expect(within(missing).getByText('Add at least one evaluator to the team.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start evaluation' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('scoring-example').textContent).toBe(
      'For example, a score of 8 on a criterion worth 10 points earns 8 points.',
    );
  });

  it('says only that there is none to a viewer who may not create it', async () => {
    mockServer({ ...evaluationRoutes(false), ...evaluationOf(null) });
    renderBuildPage(<BuildEvaluationPage project={project} />);
    const empty = await screen.findByTestId('empty-state');
    expect(within(empty).getByText('Nobody has created the evaluation of this project yet.')).toBeTruthy();
    expect(within(empty).queryByRole('button')).toBeNull();
  });

  it('asks before another scoring method, which resets every worth', async () => {
    const server = mockServer({
      ...evaluationRoutes(),
      ...evaluationOf(built),
      [`PUT ${evaluationsPath}/9`]: ({ body }) =>
        answer({
          ...built,
          ...(body as Partial<Evaluation>),
          criteria: built.criteria.map((c) => ({ ...c, worth: 0 })),
          missing: ['evaluationNeedsWorth', 'evaluationWeightsNot100', 'evaluationNeedsEvaluator'],
        }),
    });
    const user = userEvent.setup();
    renderBuildPage(<BuildEvaluationPage project={project} />);
    expect((await screen.findByTestId('evaluation-worth-total')).textContent).toContain('Total: 100 points');

    await user.click(screen.getByText('Weights'));
    await user.click(screen.getByTestId('evaluation-settings-save'));
    const dialog = await screen.findByRole('dialog', { name: 'Change the scoring method?' });
    expect(within(dialog).getByText(/resets the points or weights of all 2 criteria to 0/)).toBeTruthy();
    expect(server.callsTo(`PUT ${evaluationsPath}/9`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Change and reset' }));

    expect(await screen.findByText('Give every criterion its points or weight.')).toBeTruthy();
    expect(server.callsTo(`PUT ${evaluationsPath}/9`)[0]?.body).toMatchObject({
      scoringMethod: 'weights',
      decimalPlaces: 2,
      minScore: 0,
      maxScore: 10,
    });
    const worths = screen.getAllByTestId('criterion-worth').map((cell) => cell.textContent);
    expect(worths).toEqual(['0%', '0%']);
    expect(screen.getByRole('columnheader', { name: 'Weight %' })).toBeTruthy();
    expect(screen.getByTestId('evaluation-worth-total').textContent).toContain('Weights must total 100%');
  });

  it('adds a criterion to a section, refusing a second price criterion before sending', async () => {
    const server = mockServer({
      ...evaluationRoutes(),
      ...evaluationOf(built),
      [`POST ${evaluationsPath}/9/Criteria`]: ({ body }) =>
        answer({
          ...built,
          criteria: [...built.criteria, criterionFixture({ id: 33, ...(body as CriterionInput) })],
        }),
    });
    const user = userEvent.setup();
    renderBuildPage(<BuildEvaluationPage project={project} />);
    await user.click(await screen.findByRole('button', { name: 'Add a criterion to General' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add criterion' });
    // The evaluation has its price criterion: Price is not offered again.
    expect(within(dialog).getByText('The evaluation already has its price criterion.')).toBeTruthy();
    expect((within(dialog).getByRole('radio', { name: 'Price' }) as HTMLInputElement).disabled).toBe(true);

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a name (at most 200 characters).')).toBeTruthy();
    expect(server.callsTo(`POST ${evaluationsPath}/9/Criteria`)).toHaveLength(0);

    await fill(user, /Criterion/, 'Experience');
    await fill(user, /Description/, 'Similar contracts');
    await fill(user, /Points/, '25');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Experience')).toBeTruthy();
    expect(server.callsTo(`POST ${evaluationsPath}/9/Criteria`)[0]?.body).toEqual({
      sectionId: 21,
      name: 'Experience',
      description: 'Similar contracts',
      kind: 'scored',
      worth: 25,
    });
    expect(screen.getByTestId('evaluation-worth-total').textContent).toContain('Total: 125 points');
  });

  it('shows the server messages of a refused start and of a section that still has criteria', async () => {
    const ready = { ...built, missing: [] };
    mockServer({
      ...evaluationRoutes(),
      ...evaluationOf(ready),
      [`PUT ${evaluationsPath}/9/Status`]: refusal(
        409,
        ['evaluationSourceNotClosed'],
        ['Evaluators can start once the source has closed.'],
      ),
      [`DELETE ${evaluationsPath}/9/Sections/21`]: refusal(
        409,
        ['evaluationSectionNotEmpty'],
        ['Remove or move the criteria of this section first.'],
      ),
    });
    const user = userEvent.setup();
    renderBuildPage(<BuildEvaluationPage project={project} />);
    await user.click(await screen.findByRole('button', { name: 'Start evaluation' }));
    await user.click(await screen.findByTestId('confirm-action'));
    expect(await screen.findByText('Evaluators can start once the source has closed.')).toBeTruthy();
    expect(screen.getByTestId('evaluation-status').textContent).toBe('Draft');

    await user.click(screen.getByRole('button', { name: 'Delete General' }));
    await user.click(await screen.findByTestId('confirm-action'));
    expect(await screen.findByText('Remove or move the criteria of this section first.')).toBeTruthy();
  });

  it('locks the builder once the evaluation has started and offers Complete and Back to draft', async () => {
    mockServer({ ...evaluationRoutes(), ...evaluationOf({ ...built, status: 'In Progress', missing: [] }) });
    renderBuildPage(<BuildEvaluationPage project={project} />);
    expect(await screen.findByRole('button', { name: 'Complete evaluation' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to draft' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add a criterion to General' })).toBeNull();
    expect(screen.queryByTestId('evaluation-settings-save')).toBeNull();
    // The settings' fieldset is disabled, and with it every input.
    expect(screen.getByRole('textbox', { name: 'Decimal places' }).matches(':disabled')).toBe(true);
  });

  it('says when the evaluation cannot be loaded', async () => {
    mockServer({
      ...evaluationRoutes(),
      [`GET ${evaluationsPath}`]: { status: 500, body: ['The server could not answer.'] },
    });
    renderBuildPage(<BuildEvaluationPage project={project} />);
    const error = await screen.findByTestId('error-state');
    expect(within(error).getByText('The evaluation could not be loaded.')).toBeTruthy();
    expect(within(error).getByText('The server could not answer.')).toBeTruthy();
  });
});
