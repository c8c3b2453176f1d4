import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { browser } from '../../../../platform/api/browser.ts';
import { mockServer } from '../../../../test/fetch-mock.ts';
import { fill } from '../../../../test/fill.ts';
import { refusal } from '../../../../test/fixtures.ts';
import { currentLocation, renderApp } from '../../../../test/render.tsx';
import { forgetExchanges } from '../api/approver-queries.ts';
import { approverApi, approverPage, approverViewFixture, viewAnswer } from '../approver-fixtures.ts';
import { ApproverPage } from './approver-page.tsx';

/** The page in strict mode, which mounts it twice: the link's token must still be posted once. */
function renderApproverPage(path: string) {
  return renderApp(
    path,
    <StrictMode>
      <Routes>
        <Route path="/approval/:approvalId/approver/:workflowId" element={<ApproverPage />} />
      </Routes>
    </StrictMode>,
  );
}

const decided = (status: 'Approved' | 'Declined', comments = '') =>
  approverViewFixture({
    approver: { status, comments, decidedAt: '2026-03-04T15:30:00.000Z' },
    awardApprovalWorkflows: [
      { fullName: 'Priya Raman', status: 'Approved' },
      { fullName: 'Olu Turner', status },
      { fullName: 'Rae Cole', status: status === 'Approved' ? 'Email Sent' : 'Draft' },
    ],
    status: status === 'Approved' ? 'Approved' : 'Declined',
  });

describe('the public award approval page', { timeout: 20_000 }, () => {
  afterEach(() => forgetExchanges());

  it('posts the link token once, drops it from the address and asks for the decision', async () => {
    const server = mockServer({ [`POST ${approverApi}`]: viewAnswer(approverViewFixture()) });
    renderApproverPage(`${approverPage}?uat=tok-1`);

    expect(await screen.findByText('Hello Olu Turner,')).toBeTruthy();
    expect(screen.getByTestId('approver-header').textContent).toBe('AWARD APPROVAL');
    expect(screen.getByText('City of Springfield asks for your decision on the award below.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Approve Award' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Decline Award' })).toBeTruthy();
    expect(server.callsTo(`POST ${approverApi}`).map((call) => call.body)).toEqual([{ uat: 'tok-1' }]);
    expect(server.callsTo(`GET ${approverApi}`)).toHaveLength(0);
    expect(server.allMutationsCarriedCsrf()).toBe(true);
    await waitFor(() => expect(currentLocation()).toBe(approverPage));
    // Others' decisions show in the workflow's list.
    const workflow = screen.getByTestId('approver-workflow');
    expect(within(workflow).getByText('Priya Raman')).toBeTruthy();
    expect(within(workflow).getAllByText('Approved')).toHaveLength(1);
  });

  it('reads the page by the session once the token is spent, as a second visit does', async () => {
    const server = mockServer({
      [`POST ${approverApi}`]: viewAnswer(approverViewFixture()),
      [`GET ${approverApi}`]: viewAnswer(approverViewFixture()),
    });
    const first = renderApproverPage(`${approverPage}?uat=tok-3`);
    await screen.findByText('Hello Olu Turner,');
    first.unmount();
    renderApproverPage(`${approverPage}?uat=tok-3`);
    expect(await screen.findByText('Hello Olu Turner,')).toBeTruthy();
    expect(server.callsTo(`POST ${approverApi}`)).toHaveLength(1);
    expect(server.callsTo(`GET ${approverApi}`)).toHaveLength(1);
  });

  it('reads the page with the session cookie when the address holds no token (a reload)', async () => {
    const server = mockServer({ [`GET ${approverApi}`]: viewAnswer(approverViewFixture()) });
    renderApproverPage(approverPage);
    expect(await screen.findByText('Hello Olu Turner,')).toBeTruthy();
    expect(server.callsTo(`POST ${approverApi}`)).toHaveLength(0);
  });

  it('sends a refused link to /login with the first message, and no way back', async () => {
    mockServer({
      [`POST ${approverApi}`]: {
        status: 401,
        body: ['This approval link is no longer valid. Ask the agency to send it again.'],
      },
    });
    renderApproverPage(`${approverPage}?uat=spent`);
    await waitFor(() =>
      expect(browser.replace).toHaveBeenCalledWith(
        `/login?err=${encodeURIComponent('This approval link is no longer valid. Ask the agency to send it again.')}`,
      ),
    );
    expect(browser.replace).toHaveBeenCalledTimes(1);
    expect(browser.assign).not.toHaveBeenCalled();
  });

  it('shows the first message of any other failure, with a retry', async () => {
    let fail = true;
    mockServer({
      [`GET ${approverApi}`]: () =>
        fail ? { status: 500, body: ['The server is busy.'] } : viewAnswer(approverViewFixture()),
    });
    const user = userEvent.setup();
    renderApproverPage(approverPage);
    const failed = await screen.findByTestId('error-state');
    expect(within(failed).getByText('The server is busy.')).toBeTruthy();
    fail = false;
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hello Olu Turner,')).toBeTruthy();
  });

  it('refuses to decline without comments and sends nothing', async () => {
    const server = mockServer({ [`GET ${approverApi}`]: viewAnswer(approverViewFixture()) });
    const user = userEvent.setup();
    renderApproverPage(approverPage);
    await user.click(await screen.findByRole('button', { name: 'Decline Award' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline award' });
    const comments = within(dialog).getByLabelText(/Comments/) as HTMLTextAreaElement;
    expect(comments.rows).toBe(8);
    await user.type(comments, '   ');
    await user.click(within(dialog).getByTestId('decline-confirm'));
    expect(within(dialog).getByText('Comments are required to decline award.')).toBeTruthy();
    expect(server.callsTo(`POST ${approverApi}/status`)).toHaveLength(0);
  });

  it('declines with comments, sent as a JSON string, and shows the summary', async () => {
    const server = mockServer({
      [`GET ${approverApi}`]: viewAnswer(approverViewFixture()),
      [`POST ${approverApi}/status`]: viewAnswer(decided('Declined', 'The price is too high.')),
    });
    const user = userEvent.setup();
    renderApproverPage(approverPage);
    await user.click(await screen.findByRole('button', { name: 'Decline Award' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline award' });
    await fill(user, within(dialog).getByLabelText(/Comments/), ' The price is too high. ');
    await user.click(within(dialog).getByTestId('decline-confirm'));

    const summary = await screen.findByTestId('approver-summary');
    const [call] = server.callsTo(`POST ${approverApi}/status`);
    expect(call?.url.searchParams.get('status')).toBe('Declined');
    expect(call?.body).toBe('The price is too high.');
    expect(within(summary).getByTestId('approver-comments').textContent).toBe('The price is too high.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the server refusal of the comments under the field', async () => {
    mockServer({
      [`GET ${approverApi}`]: viewAnswer(approverViewFixture()),
      [`POST ${approverApi}/status`]: refusal(
        400,
        ['awardApprovalCommentsTooLong'],
        ['Comments may have at most 4,000 characters.'],
      ),
    });
    const user = userEvent.setup();
    renderApproverPage(approverPage);
    await user.click(await screen.findByRole('button', { name: 'Decline Award' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline award' });
    await user.type(within(dialog).getByLabelText(/Comments/), 'No.');
    await user.click(within(dialog).getByTestId('decline-confirm'));
    expect(await within(dialog).findByText('Comments may have at most 4,000 characters.')).toBeTruthy();
  });

  it('approves after a confirmation and shows the summary with the documents to download', async () => {
    const server = mockServer({
      [`POST ${approverApi}`]: viewAnswer(approverViewFixture()),
      [`POST ${approverApi}/status`]: viewAnswer(decided('Approved')),
    });
    const user = userEvent.setup();
    renderApproverPage(`${approverPage}?uat=tok-2`);
    await user.click(await screen.findByRole('button', { name: 'Approve Award' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve award' });
    expect(
      within(dialog).getByText('Approve the award of RFP-2026-14 Road resurfacing to Acme Roads?'),
    ).toBeTruthy();
    await user.click(within(dialog).getByTestId('approve-confirm'));

    const summary = await screen.findByTestId('approver-summary');
    const [call] = server.callsTo(`POST ${approverApi}/status`);
    expect(call?.url.searchParams.get('status')).toBe('Approved');
    expect(call?.body).toBe('');
    expect(within(summary).getByText('March 04, 2026', { exact: false })).toBeTruthy();
    expect(within(summary).getByText('No comments')).toBeTruthy();
    const all = within(summary).getByRole('link', { name: 'Download Documents' });
    expect(all.getAttribute('href')).toBe(`${approverApi}/documents/download/all`);
    // The exchange was not repeated after the decision.
    expect(server.callsTo(`POST ${approverApi}`)).toHaveLength(1);
  });

  it('shows the summary to a person who already decided', async () => {
    mockServer({ [`GET ${approverApi}`]: viewAnswer(decided('Declined', 'Too costly.')) });
    renderApproverPage(approverPage);
    const summary = await screen.findByTestId('approver-summary');
    expect(within(summary).getByTestId('approver-comments').textContent).toBe('Too costly.');
    expect(screen.queryByRole('button', { name: 'Approve Award' })).toBeNull();
  });

  it('says the award is unavailable while it is being corrected', async () => {
    mockServer({
      [`GET ${approverApi}`]: viewAnswer(
        approverViewFixture({ status: 'Correcting', awardApprovalDocuments: [], awardApprovalWorkflows: [] }),
      ),
    });
    renderApproverPage(approverPage);
    expect(await screen.findByText('This award is not available right now')).toBeTruthy();
    expect(
      screen.getByText(
        'This award is being corrected. It will be available again once the agency sends it back to you.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve Award' })).toBeNull();
    expect(screen.queryByText('Documents')).toBeNull();
  });

  it('tells a reviewer that no decision is asked, and says when there are no documents', async () => {
    mockServer({
      [`GET ${approverApi}`]: viewAnswer(
        approverViewFixture({ approver: { role: 'reviewer' }, awardApprovalDocuments: [] }),
      ),
    });
    renderApproverPage(approverPage);
    expect(
      await screen.findByText('You are a reviewer of this award: no decision is asked of you.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve Award' })).toBeNull();
    expect(screen.getByText('No documents for this award')).toBeTruthy();
  });

  it('previews a PDF, offers a download for anything else, and steps through the documents', async () => {
    mockServer({ [`GET ${approverApi}`]: viewAnswer(approverViewFixture()) });
    const user = userEvent.setup();
    renderApproverPage(approverPage);
    await user.click(await screen.findByRole('button', { name: 'Review Evaluation.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Evaluation.pdf' });
    const frame = within(dialog).getByTestId('approver-preview');
    expect(frame.getAttribute('src')).toBe(`${approverApi}/documents/41/preview`);
    expect(within(dialog).getByText('Document 1/2')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);

    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText('Document 2/2')).toBeTruthy();
    const prompt = await within(dialog).findByTestId('approver-no-preview');
    expect(within(dialog).queryByTestId('approver-preview')).toBeNull();
    expect(within(prompt).getByRole('link', { name: 'Download' }).getAttribute('href')).toBe(
      `${approverApi}/documents/42/download`,
    );
    expect(within(dialog).getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);

    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
