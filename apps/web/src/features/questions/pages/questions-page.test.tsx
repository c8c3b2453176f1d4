import type { Addendum, VendorQuestion } from '@procura/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildRoutes, projectFixture, renderBuildPage } from '../../../test/build-fixtures.tsx';
import { nodePath } from '../../../test/control-panel-fixtures.ts';
import { envelope, type MockRoute, mockServer } from '../../../test/fetch-mock.ts';
import { refusal, sessionFixture } from '../../../test/fixtures.ts';
import { questionFixture } from '../../../test/question-fixtures.ts';
import { QuestionsPage } from './questions-page.tsx';

const questionsPath = `${nodePath}/VendorQuestions`;
const addendaPath = `${nodePath}/Addenda`;

function addendumFixture(number: number): Addendum {
  return {
    id: 100 + number,
    tenderId: 50,
    number,
    title: `Change ${number}`,
    fileName: `addendum-${number}.pdf`,
    contentType: 'application/pdf',
    sizeInByte: 2048,
    pageCount: 4,
    createdAt: '2026-03-03T15:00:00.000Z',
    createdBy: null,
    questionCount: 0,
  };
}

const sourceSession = sessionFixture({ user: { permissions: ['SOURCE_VIEW', 'SOURCE_EDIT'] } });

function server(questions: VendorQuestion[], addenda: Addendum[], extra: Record<string, MockRoute> = {}) {
  return mockServer({
    ...buildRoutes(sourceSession),
    [`GET ${questionsPath}`]: ({ url }) => {
      const status = url.searchParams.get('status');
      const shown = status ? questions.filter((q) => q.status === status) : questions;
      return { body: envelope('vendorQuestion', shown, shown.length) };
    },
    [`GET ${addendaPath}`]: () => ({ body: envelope('addendum', addenda) }),
    ...extra,
  });
}

const openProject = () => projectFixture({ status: 'Open', canEdit: true });

describe('questions and addenda tab', () => {
  it('lists the questions with their status and lateness, filters by status, and lists the addenda', async () => {
    const mock = server(
      [questionFixture(1, { isLate: true }), questionFixture(2, { status: 'Complete', answer: 'Yes.' })],
      [addendumFixture(1)],
    );
    renderBuildPage(<QuestionsPage project={openProject()} />);
    const table = await screen.findByRole('table', { name: 'Questions' });
    expect(within(table).getByText('Company 1')).toBeTruthy();
    expect(within(table).getByText('Late')).toBeTruthy();
    expect(within(table).getAllByText('Complete')).toHaveLength(1);
    const addenda = await screen.findByRole('table', { name: 'Addenda' });
    expect(within(addenda).getByText('addendum-1.pdf')).toBeTruthy();
    expect(within(addenda).getByText('4')).toBeTruthy();

    await userEvent.click(screen.getByRole('radio', { name: 'Complete' }));
    await waitFor(() =>
      expect(mock.callsTo(`GET ${questionsPath}`).at(-1)?.url.searchParams.get('status')).toBe('Complete'),
    );
    await waitFor(() => expect(screen.queryByText('Company 1')).toBeNull());
  });

  it('shows the empty and error states', async () => {
    mockServer({
      ...buildRoutes(sourceSession),
      [`GET ${questionsPath}`]: { status: 500, body: ['Boom'] },
      [`GET ${addendaPath}`]: () => ({ body: envelope('addendum', []) }),
    });
    renderBuildPage(<QuestionsPage project={openProject()} />);
    expect(await screen.findByText('The questions could not be loaded')).toBeTruthy();
    expect(await screen.findByText('No addenda issued')).toBeTruthy();
  });

  it('answers a question and sends the response to the supplier with answerViaEmail', async () => {
    const questions = [questionFixture(1)];
    const mock = server(questions, [], {
      [`PUT ${questionsPath}`]: ({ body }) => ({
        body: envelope('vendorQuestion', [{ ...questions[0], ...(body as object) }]),
      }),
    });
    renderBuildPage(<QuestionsPage project={openProject()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Answer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Answer the question' });
    // Sending needs an answer: the form says so before anything is sent.
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Send response to supplier' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Enter an answer before marking the question Complete.'),
    ).toBeTruthy();
    expect(mock.callsTo(`PUT ${questionsPath}`)).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Answer' }), 'Yes, after 7 pm.');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Display name/ }), 'Bidder A');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mock.callsTo(`PUT ${questionsPath}`)).toHaveLength(1));
    const [put] = mock.callsTo(`PUT ${questionsPath}`);
    expect(put?.url.searchParams.get('answerViaEmail')).toBe('true');
    expect(put?.body).toMatchObject({
      id: 1,
      answer: 'Yes, after 7 pm.',
      status: 'Complete',
      displayName: 'Bidder A',
      sendResponseToSupplier: true,
    });
  });

  it('publishes the chosen answers in an addendum, asking before it withdraws completed submissions', async () => {
    const questions = [questionFixture(1, { status: 'Complete', answer: 'Yes.' })];
    const mock = server(questions, [], {
      [`POST ${addendaPath}/FromQuestions`]: ({ url }) =>
        url.searchParams.get('confirmWithdraw') === 'true'
          ? { body: envelope('addendum', [addendumFixture(1)]) }
          : refusal(
              409,
              ['addendumWithdrawsSubmissions'],
              ['Issuing this addendum will withdraw 2 completed submission(s).'],
            ),
    });
    renderBuildPage(<QuestionsPage project={openProject()} />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select question 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Publish in addendum' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish answers in an addendum' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Addendum title' }), 'Q&A 1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Issue addendum' }));
    expect(
      await screen.findByText('Issuing this addendum will withdraw 2 completed submission(s).'),
    ).toBeTruthy();
    await userEvent.click(screen.getByTestId('confirm-action'));
    await waitFor(() => expect(mock.callsTo(`POST ${addendaPath}/FromQuestions`)).toHaveLength(2));
    const [first, second] = mock.callsTo(`POST ${addendaPath}/FromQuestions`);
    expect(first?.url.searchParams.get('confirmWithdraw')).toBe('false');
    expect(second?.url.searchParams.get('confirmWithdraw')).toBe('true');
    expect(second?.body).toEqual({ questionIds: [1], title: 'Q&A 1' });
  });

  it('offers no upload or publishing on a source that is not open', async () => {
    server([questionFixture(1)], []);
    renderBuildPage(<QuestionsPage project={projectFixture({ status: 'Closed', canEdit: true })} />);
    expect(await screen.findByText('Addenda can be issued while the project is published.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Publish in addendum' })).toBeNull();
  });
});
