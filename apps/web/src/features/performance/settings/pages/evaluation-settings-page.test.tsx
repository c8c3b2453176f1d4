import type { PerformanceTemplate } from '@procura/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { controlPanelViewer } from '../../../../test/control-panel-fixtures.ts';
import { mockServer } from '../../../../test/fetch-mock.ts';
import { fill } from '../../../../test/fill.ts';
import { refusal } from '../../../../test/fixtures.ts';
import { currentLocation, renderApp } from '../../../../test/render.tsx';
import {
  finalRatingPath,
  retype,
  settingsRoutes,
  templateFixture,
  templatePath,
} from '../settings-fixtures.ts';

const page = '/control-panel/evaluation-settings';

function saveButton(): HTMLButtonElement {
  return screen.getByTestId('template-save') as HTMLButtonElement;
}

function worthInputs(): HTMLInputElement[] {
  return screen.getAllByRole('textbox', { name: /^(Points|Weight \(%\))$/ }) as HTMLInputElement[];
}

async function openEditor(name = 'Construction services') {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Edit ${name}` }));
  await screen.findByTestId('template-editor');
  return user;
}

describe('evaluation settings: the score card templates', () => {
  it('lists the templates with their group, scoring method, status and evaluations', async () => {
    mockServer(
      settingsRoutes({
        templates: [
          templateFixture(),
          templateFixture({
            id: 12,
            name: 'Consulting',
            assessmentGroupId: null,
            assessmentGroupName: null,
            isActive: false,
            evaluationCount: 4,
            card: { ...templateFixture().card, scoringMethod: 'weights' },
          }),
        ],
      }),
    );
    renderApp(page);
    const table = await screen.findByRole('table', { name: 'Score card templates' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 5)
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Construction services', 'Construction', 'Points', 'Active', '0'],
      ['Consulting', 'None', 'Weights', 'Inactive', '4'],
    ]);
    await userEvent.setup().click(screen.getByTestId('sort-evaluationCount'));
    await userEvent.setup().click(screen.getByTestId('sort-evaluationCount'));
    expect(within(table).getAllByRole('row')[1]?.textContent).toContain('Consulting');
  });

  it('says when there are none yet, and offers to add one', async () => {
    mockServer(settingsRoutes({ templates: [] }));
    renderApp(page);
    expect(await screen.findByText('No score card templates yet.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add template' }));
    await screen.findByTestId('template-editor');
    expect(currentLocation()).toBe(`${page}?template=new`);
  });

  it('shows a failed load with a retry', async () => {
    const server = mockServer({
      ...settingsRoutes(),
      [`GET ${templatePath}`]: { status: 500, body: ['Server error'] },
    });
    renderApp(page);
    expect(await screen.findByText('The score card templates could not be loaded.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(server.callsTo(`GET ${templatePath}`).length).toBeGreaterThan(1));
  });

  it('edits a template with live totals and saves the card', async () => {
    const server = mockServer(settingsRoutes());
    renderApp(page);
    const user = await openEditor();
    expect(screen.getByTestId('total-worth').textContent).toBe('30');
    expect(screen.getByTestId('section-total-0').textContent).toBe('Section total: 30 points');
    // The rating scale is section weight: the section's weight is shown and counted.
    expect(screen.getByTestId('total-section-weights').textContent).toBe('100%');

    const [, safety] = worthInputs();
    await retype(user, safety as HTMLInputElement, '15');
    expect(screen.getByTestId('total-worth').textContent).toBe('25');

    await user.click(screen.getByRole('button', { name: 'Add a criterion to Quality' }));
    const names = screen.getAllByRole('textbox', { name: 'Criterion' });
    await fill(user, names[2] as HTMLElement, 'Schedule');
    await retype(user, worthInputs()[2] as HTMLInputElement, '5');
    expect(screen.getByTestId('total-worth').textContent).toBe('30');

    await user.click(saveButton());
    await waitFor(() => expect(server.callsTo(`PUT ${templatePath}/11`)).toHaveLength(1));
    const body = server.callsTo(`PUT ${templatePath}/11`)[0]?.body as { card: PerformanceTemplate['card'] };
    const criteria = body.card.sections[0]?.criteria ?? [];
    expect(criteria.map((c) => [c.name, c.worth])).toEqual([
      ['Workmanship', 10],
      ['Safety', 15],
      ['Schedule', 5],
    ]);
    // The new criterion got its own key, of the characters the contract allows.
    expect(criteria[2]?.key).toMatch(/^c-[a-z0-9]{8}$/);
    await screen.findByRole('table', { name: 'Score card templates' });
    expect(currentLocation()).toBe(page);
  });

  it('warns before a change of scoring method, then resets every point and weight to 0', async () => {
    const server = mockServer(settingsRoutes());
    renderApp(page);
    const user = await openEditor();
    await user.click(screen.getByRole('radio', { name: 'Weights' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/resets the points or weight of every criterion to 0/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Change and reset' }));
    await waitFor(() => expect(worthInputs().map((input) => input.value)).toEqual(['0%', '0%']));
    expect(screen.getByTestId('total-worth').textContent).toBe('0%');
    expect(screen.getByTestId('total-worth-check').textContent).toBe('Must total 100%');
    expect(within(screen.getByTestId('card-problems')).getByText(/must add up to 100%/)).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
    expect(server.callsTo(`PUT ${templatePath}/11`)).toHaveLength(0);
  });

  it('blocks saving while the weights do not total 100%, and saves once they do', async () => {
    const weights = templateFixture({
      card: {
        ...templateFixture().card,
        scoringMethod: 'weights',
        sections: [
          {
            ...(templateFixture().card.sections[0] as PerformanceTemplate['card']['sections'][number]),
            criteria: [
              { key: 'c-work', name: 'Workmanship', description: '', worth: 50 },
              { key: 'c-safety', name: 'Safety', description: '', worth: 50 },
            ],
          },
        ],
      },
    });
    const server = mockServer(settingsRoutes({ templates: [weights] }));
    renderApp(page);
    const user = await openEditor();
    expect(screen.getByTestId('total-worth-check').textContent).toBe('Totals 100%');
    const [, safety] = worthInputs();
    await retype(user, safety as HTMLInputElement, '40');
    expect(screen.getByTestId('total-worth').textContent).toBe('90%');
    expect(screen.getByTestId('total-worth-check').textContent).toBe('Must total 100%');
    expect(screen.getByText('The criteria weights must add up to 100%.')).toBeTruthy();
    expect(saveButton().disabled).toBe(true);

    await retype(user, safety as HTMLInputElement, '50');
    expect(screen.queryByTestId('card-problems')).toBeNull();
    // Back as loaded: nothing to save.
    expect(saveButton().disabled).toBe(true);
    await retype(user, screen.getByRole('textbox', { name: /^Name/ }), 'Works');
    expect(saveButton().disabled).toBe(false);
    await user.click(saveButton());
    await waitFor(() => expect(server.callsTo(`PUT ${templatePath}/11`)).toHaveLength(1));
  });

  it('asks before leaving a template with unsaved changes', async () => {
    mockServer(settingsRoutes());
    renderApp(page);
    const user = await openEditor();
    await fill(user, screen.getByRole('textbox', { name: /^Description/ }), ' and bridges');
    await user.click(screen.getByRole('button', { name: 'Back to templates' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('The changes you have not saved will be lost.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(currentLocation()).toBe(`${page}?template=11`);
    await user.click(screen.getByRole('button', { name: 'Back to templates' }));
    await user.click(await screen.findByTestId('confirm-action'));
    await screen.findByRole('table', { name: 'Score card templates' });
  });

  it("shows the server's refusal at its field", async () => {
    const server = mockServer({
      ...settingsRoutes({ templates: [] }),
      [`POST ${templatePath}`]: refusal(400, ['performanceNameTaken'], ['The name "Works" is already used.']),
    });
    renderApp(`${page}?template=new`);
    const user = userEvent.setup();
    await screen.findByTestId('template-editor');
    await fill(user, screen.getByRole('textbox', { name: /^Name/ }), 'Works');
    await fill(user, screen.getByRole('textbox', { name: /^Section name/ }), 'Quality');
    await fill(user, screen.getByRole('textbox', { name: 'Criterion' }), 'Workmanship');
    await retype(user, worthInputs()[0] as HTMLInputElement, '10');
    await user.click(saveButton());
    expect(await screen.findByText('The name "Works" is already used.')).toBeTruthy();
    const name = screen.getByRole('textbox', { name: /^Name/ });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const sent = server.callsTo(`POST ${templatePath}`)[0]?.body as { card: PerformanceTemplate['card'] };
    expect(sent.card.sections[0]?.key).toMatch(/^s-[a-z0-9]{8}$/);
    expect(currentLocation()).toBe(`${page}?template=new`);
  });

  it("keeps the server's refusal of a delete above the list", async () => {
    mockServer({
      ...settingsRoutes({ templates: [templateFixture({ evaluationCount: 3 })] }),
      [`DELETE ${templatePath}/11`]: refusal(
        409,
        ['performanceTemplateInUse'],
        ['Evaluations use this template: deactivate it instead.'],
      ),
    });
    renderApp(page);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Construction services' }));
    await user.click(await screen.findByTestId('confirm-action'));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Evaluations use this template: deactivate it instead.',
    );
    expect(screen.getByRole('table', { name: 'Score card templates' })).toBeTruthy();
  });

  it('deactivates a template by saving it inactive', async () => {
    const server = mockServer(settingsRoutes());
    renderApp(page);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Deactivate Construction services' }));
    await waitFor(() => expect(server.callsTo(`PUT ${templatePath}/11`)).toHaveLength(1));
    expect(server.callsTo(`PUT ${templatePath}/11`)[0]?.body).toMatchObject({
      isActive: false,
      assessmentGroupId: 3,
    });
  });

  it('hides section weights unless the rating scale reads them', async () => {
    mockServer({
      ...settingsRoutes(),
      [`GET ${finalRatingPath}`]: {
        body: {
          data: {
            finalRatingDTO: {
              values: [
                {
                  ratingScale: 'average',
                  ranges: {
                    exceptional: 90,
                    good: 80,
                    satisfactory: 70,
                    cautionary: 60,
                    notSatisfactory: 50,
                  },
                },
              ],
              count: 1,
            },
          },
        },
      },
    });
    renderApp(page);
    await openEditor();
    expect(screen.queryByRole('textbox', { name: /^Section weight/ })).toBeNull();
    expect(screen.queryByTestId('total-section-weights')).toBeNull();
  });

  it('lets a viewer read a template but change nothing', async () => {
    mockServer(settingsRoutes({ session: controlPanelViewer() }));
    renderApp(page);
    expect(await screen.findByTestId('read-only-notice')).toBeTruthy();
    const add = (await screen.findByRole('button', { name: 'Add template' })) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    expect(add.closest('[data-locked="true"]')).not.toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'View Construction services' }));
    await screen.findByTestId('template-editor');
    expect((screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).disabled).toBe(true);
    expect(saveButton().closest('[data-locked="true"]')).not.toBeNull();
  });
});
