import type { SupplierQuestions as Panel } from '@procura/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, mockServer } from '../../../test/fetch-mock.ts';
import { refusal } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { SupplierQuestions } from './supplier-questions.tsx';

const path = '/api/v1/portal/demo/Opportunities/5/Questions';

function panel(overrides: Partial<Panel> = {}): Panel {
  return {
    refusal: null,
    hasQuestionDeadline: true,
    questionDeadline: '2026-04-01T16:00:00.000Z',
    isAfterDeadline: false,
    timeZone: 'America/Toronto',
    mine: [],
    published: [],
    ...overrides,
  };
}

const render = () =>
  renderApp('/portal/demo/opportunities/5', <SupplierQuestions agency="demo" projectId={5} />);

describe('the supplier questions panel', () => {
  it('shows the deadline in the agency zone, my questions with answers and the published answers', async () => {
    mockServer({
      [`GET ${path}`]: {
        body: envelope('supplierQuestions', [
          panel({
            mine: [
              {
                id: 1,
                question: 'Night work?',
                answer: 'After 7 pm.',
                status: 'Complete',
                askedAt: '2026-03-02T15:00:00.000Z',
                answeredAt: '2026-03-03T15:00:00.000Z',
                addendumNumber: null,
              },
              {
                id: 2,
                question: 'Parking?',
                answer: '',
                status: 'Incomplete',
                askedAt: '2026-03-02T15:00:00.000Z',
                answeredAt: null,
                addendumNumber: null,
              },
            ],
            published: [
              {
                id: 7,
                question: 'Steel grade?',
                answer: 'CSA G40.21.',
                displayName: 'Bidder 1',
                addendumNumber: 2,
              },
            ],
          }),
        ]),
      },
    });
    render();
    expect(await screen.findByText(/Question deadline: Wed, Apr 1, 2026 12:00 PM EDT/)).toBeTruthy();
    expect(screen.getByText('After 7 pm.')).toBeTruthy();
    expect(screen.getByText('Awaiting an answer')).toBeTruthy();
    expect(screen.getByText('CSA G40.21.')).toBeTruthy();
    expect(screen.getByText(/Addendum 2 · Bidder 1/)).toBeTruthy();
  });

  it('disables asking with the reason when the supplier is not registered', async () => {
    mockServer({
      [`GET ${path}`]: { body: envelope('supplierQuestions', [panel({ refusal: 'questionNotRegistered' })]) },
    });
    render();
    expect(await screen.findByTestId('ask-refused')).toBeTruthy();
    expect(
      screen.getByText('Register as a plan taker for this opportunity before asking a question.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send question' })).toBeNull();
    expect(screen.getByText('You have not asked any question.')).toBeTruthy();
  });

  it('sends a question and shows the server’s refusal in place', async () => {
    let refuse = false;
    const mock = mockServer({
      [`GET ${path}`]: { body: envelope('supplierQuestions', [panel()]) },
      [`POST ${path}`]: ({ body }) =>
        refuse
          ? refusal(
              400,
              ['questionDeadlinePassed'],
              ['The question deadline has passed; no more questions are accepted.'],
            )
          : {
              body: envelope('supplierQuestions', [
                panel({
                  mine: [
                    {
                      id: 3,
                      question: (body as { question: string }).question,
                      answer: '',
                      status: 'Incomplete',
                      askedAt: '2026-03-02T15:00:00.000Z',
                      answeredAt: null,
                      addendumNumber: null,
                    },
                  ],
                }),
              ]),
            },
    });
    render();
    const box = await screen.findByRole('textbox', { name: 'Ask a question' });
    await userEvent.click(screen.getByRole('button', { name: 'Send question' }));
    expect(await screen.findByText('Question text is required.')).toBeTruthy();
    await userEvent.type(box, 'Is there a site visit?');
    await userEvent.click(screen.getByRole('button', { name: 'Send question' }));
    expect(await screen.findByText('Is there a site visit?')).toBeTruthy();
    expect(screen.getByText('Your question was sent.')).toBeTruthy();
    expect(mock.callsTo(`POST ${path}`)[0]?.body).toEqual({ question: 'Is there a site visit?' });

    refuse = true;
    await userEvent.type(box, 'One more?');
    await userEvent.click(screen.getByRole('button', { name: 'Send question' }));
    await waitFor(() =>
      expect(
        screen.getByText('The question deadline has passed; no more questions are accepted.'),
      ).toBeTruthy(),
    );
  });

  it('shows the error state when the panel cannot load', async () => {
    mockServer({ [`GET ${path}`]: { status: 500, body: ['Boom'] } });
    render();
    expect(await screen.findByText('The questions could not be loaded')).toBeTruthy();
  });
});
