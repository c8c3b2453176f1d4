import type { AwardApproval, WorkflowPerson } from '@procura/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildRoutes, projectFixture, renderBuildPage } from '../../../test/build-fixtures.tsx';
import { nodePath } from '../../../test/control-panel-fixtures.ts';
import { installFakeXhr } from '../../../test/fake-xhr.ts';
import { envelope, type MockRequest, mockServer } from '../../../test/fetch-mock.ts';
import { refusal, sessionFixture } from '../../../test/fixtures.ts';
import { openingFixture, submissionSummaryFixture } from '../../../test/submission-fixtures.ts';
import { AwardApprovalPage } from './award-approval-page.tsx';

const closed = projectFixture({ status: 'Closed' });
const approvalsPath = `${nodePath}/Awards/approvals`;
/** A buyer who may view and change awards. */
const awardRoutes = () =>
  buildRoutes(
    sessionFixture({ user: { permissions: ['BUILD_VIEW', 'SOURCE_VIEW', 'AWARD_VIEW', 'AWARD_EDIT'] } }),
  );

function personFixture(overrides: Partial<WorkflowPerson> = {}): WorkflowPerson {
  return {
    id: 61,
    kind: 'EMAIL',
    userId: null,
    fullName: 'Olu Outside',
    email: 'olu@council.example',
    title: 'Treasurer',
    role: 'approver',
    status: 'Draft',
    comments: '',
    emailSentAt: null,
    decidedAt: null,
    ...overrides,
  };
}

function approvalFixture(overrides: Partial<AwardApproval> = {}): AwardApproval {
  return {
    id: 9,
    projectId: 5,
    tenderId: 50,
    reportName: 'Award report',
    reportNumber: 'AR-1',
    submissionId: 32,
    companyName: 'Birch Paving',
    status: 'Incomplete',
    cancelReason: '',
    sentAt: null,
    documents: [],
    workflow: [],
    missing: ['awardApprovalNeedsDocument', 'awardApprovalNeedsApprover'],
    createdAt: '2026-03-04T15:00:00.000Z',
    updatedAt: '2026-03-04T15:00:00.000Z',
    ...overrides,
  };
}

const pickers = {
  [`GET ${nodePath}/Submissions`]: {
    body: {
      ...envelope('submission', [
        submissionSummaryFixture(31, { companyName: 'Acme Roads' }),
        submissionSummaryFixture(32, { companyName: 'Birch Paving' }),
      ]),
      opening: openingFixture(),
    },
  },
  [`GET ${nodePath}/projectUsers/Assignable`]: {
    body: envelope('user', [
      {
        id: 42,
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@springfield.example',
        avatarUrl: null,
        inActive: false,
        deleted: false,
      },
    ]),
  },
};

/** Types a whole value at once: key by key is slow on a busy machine and tests nothing more here. */
async function fill(user: ReturnType<typeof userEvent.setup>, name: string | RegExp, value: string) {
  await user.click(screen.getByRole('textbox', { name }));
  await user.paste(value);
}

/** Answers the approval as the server would, in its envelope. */
const answer = (approval: AwardApproval) => ({ body: envelope('awardApproval', [approval]) });

describe('the Award › Approval page', { timeout: 30_000 }, () => {
  it('offers a new approval when the project has none', async () => {
    mockServer({ ...awardRoutes(), [`GET ${approvalsPath}`]: { body: envelope('awardApproval', []) } });
    renderBuildPage(<AwardApprovalPage project={closed} />);
    const empty = await screen.findByTestId('empty-state');
    expect(within(empty).getByText('No approval yet')).toBeTruthy();
    expect(within(empty).getByRole('button', { name: 'New approval' })).toBeTruthy();
  });

  it('makes an approval through the wizard: settings, an uploaded document, an email approver, then sends it', async () => {
    let approval = approvalFixture();
    const server = mockServer({
      ...awardRoutes(),
      ...pickers,
      [`GET ${approvalsPath}`]: () => ({
        body: envelope('awardApproval', server.callsTo(`POST ${approvalsPath}`).length ? [approval] : []),
      }),
      [`POST ${approvalsPath}`]: () => answer(approval),
      [`POST ${approvalsPath}/9/workflow`]: ({ body }: MockRequest) => {
        const person = personFixture(body as Partial<WorkflowPerson>);
        approval = { ...approval, workflow: [person], missing: [], status: 'Draft' };
        return answer(approval);
      },
      [`POST ${approvalsPath}/9/send`]: () => {
        approval = {
          ...approval,
          status: 'Pending Approval',
          sentAt: '2026-03-05T15:00:00.000Z',
          workflow: approval.workflow.map((p) => ({ ...p, status: 'Email Sent' as const })),
        };
        return answer(approval);
      },
    });
    const xhr = installFakeXhr();
    const user = userEvent.setup();
    renderBuildPage(<AwardApprovalPage project={closed} />);
    await user.click(await screen.findByRole('button', { name: 'New approval' }));

    // 1 Settings: the forbidden characters are refused before anything is sent.
    await fill(user, /Report name/, 'Award report / draft');
    await fill(user, /Report number/, 'AR-1');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText(/cannot contain/)).toBeTruthy();
    expect(screen.getByText('Choose a company that submitted a complete bid to this project.')).toBeTruthy();
    expect(server.callsTo(`POST ${approvalsPath}`)).toHaveLength(0);
    await user.clear(screen.getByRole('textbox', { name: /Report name/ }));
    await fill(user, /Report name/, 'Award report');
    await user.click(screen.getByRole('combobox', { name: /Supplier/ }));
    await user.click(await screen.findByRole('option', { name: 'Birch Paving' }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(server.callsTo(`POST ${approvalsPath}`)[0]?.body).toEqual({
      projectId: 5,
      reportName: 'Award report',
      reportNumber: 'AR-1',
      submissionId: 32,
    });

    // 2 Documents: the upload shows its progress, then the document.
    const upload = await screen.findByTestId('approval-upload');
    const input = upload.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['%PDF-1.4'], 'evaluation report.pdf', { type: 'application/pdf' }));
    const request = xhr.sent[0];
    expect(request?.url).toBe(`${approvalsPath}/9/documents`);
    expect((request?.body?.get('file') as File | undefined)?.name).toBe('evaluation report.pdf');
    act(() => request?.progress(50, 100));
    expect(await screen.findByText('Uploading… 50%')).toBeTruthy();
    const document = {
      id: 81,
      fileName: 'evaluation report.pdf',
      type: 'application/pdf',
      sizeInByte: 8,
      isSummaryReport: false,
    };
    approval = { ...approval, documents: [document], missing: ['awardApprovalNeedsApprover'] };
    act(() => request?.respond(200, envelope('awardApproval', [approval])));
    // The card behind the wizard lists the document too once the approvals refresh; count the wizard's.
    await waitFor(() =>
      expect(
        within(screen.getByRole('dialog')).getAllByRole('link', { name: 'evaluation report.pdf' }),
      ).toHaveLength(1),
    );
    expect(screen.queryByTestId('approval-upload-progress')).toBeNull();

    // 3 Workflow: an outside approver by email.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByText('By email'));
    await fill(user, /Full name/, 'Olu Outside');
    await fill(user, /Email/, 'Olu@Council.example');
    await fill(user, 'Title', 'Treasurer');
    await user.click(screen.getByRole('button', { name: 'Add to workflow' }));
    expect(await screen.findByText('olu@council.example')).toBeTruthy();
    expect(server.callsTo(`POST ${approvalsPath}/9/workflow`)[0]?.body).toEqual({
      kind: 'EMAIL',
      fullName: 'Olu Outside',
      email: 'olu@council.example',
      role: 'approver',
      title: 'Treasurer',
    });

    // 4 Review & Send: nothing missing, so it can go.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findByTestId('review-status')).textContent).toBe('Draft');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The approval was sent.')).toBeTruthy();
    expect((await screen.findByTestId('approval-status-9')).textContent).toBe('Pending Approval');
    const people = within(screen.getByTestId('approval-9')).getByTestId('approval-person-61');
    expect(within(people).getByText('Email Sent')).toBeTruthy();
    expect(within(people).getByRole('button', { name: 'Resend the link to Olu Outside' })).toBeTruthy();
    expect(server.allMutationsCarriedCsrf()).toBe(true);
  });

  it('shows the comments of a decline and resets the approval to send it again', async () => {
    const declined = approvalFixture({
      status: 'Declined',
      sentAt: '2026-03-05T15:00:00.000Z',
      missing: [],
      documents: [
        { id: 81, fileName: 'report.pdf', type: 'application/pdf', sizeInByte: 8, isSummaryReport: false },
      ],
      workflow: [
        personFixture({
          status: 'Declined',
          comments: 'The amount exceeds the budget line.',
          decidedAt: '2026-03-06T15:00:00.000Z',
        }),
      ],
    });
    const server = mockServer({
      ...awardRoutes(),
      [`GET ${approvalsPath}`]: { body: envelope('awardApproval', [declined]) },
      [`PUT ${approvalsPath}/9/status`]: () =>
        answer({
          ...declined,
          status: 'Draft',
          sentAt: null,
          workflow: [personFixture({ status: 'Draft' })],
        }),
    });
    const user = userEvent.setup();
    renderBuildPage(<AwardApprovalPage project={closed} />);
    const card = await screen.findByTestId('approval-9');
    expect(within(card).getByText('The amount exceeds the budget line.')).toBeTruthy();
    expect(within(card).getByTestId('approval-status-9').textContent).toBe('Declined');
    // A declined one is reset, not sent; the person's decline can be reset on its own too.
    expect(within(card).queryByRole('button', { name: 'Send Award report' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Reset the decision of Olu Outside' })).toBeTruthy();

    await user.click(within(card).getByRole('button', { name: 'Reset Award report' }));
    expect(await screen.findByText('The approval was reset: it can be changed and sent again.')).toBeTruthy();
    expect(within(card).getByTestId('approval-status-9').textContent).toBe('Draft');
    const [reset] = server.callsTo(`PUT ${approvalsPath}/9/status`);
    expect(reset?.url.searchParams.get('status')).toBe('Draft');
    expect(within(card).queryByText('The amount exceeds the budget line.')).toBeNull();
  });

  it('shows every message of a refused send', async () => {
    const draft = approvalFixture({ status: 'Draft', missing: [] });
    mockServer({
      ...awardRoutes(),
      [`GET ${approvalsPath}`]: { body: envelope('awardApproval', [draft]) },
      [`POST ${approvalsPath}/9/send`]: refusal(
        400,
        ['awardApprovalNeedsDocument', 'awardApprovalNeedsApprover'],
        ['Add at least one document to the approval.', 'Add at least one approver to the approval.'],
      ),
    });
    const user = userEvent.setup();
    renderBuildPage(<AwardApprovalPage project={closed} />);
    await user.click(await screen.findByRole('button', { name: 'Send Award report' }));
    expect(
      await screen.findByText(
        'Add at least one document to the approval. Add at least one approver to the approval.',
      ),
    ).toBeTruthy();
  });

  it('cancels a pending approval only with a reason', async () => {
    const pending = approvalFixture({
      status: 'Pending Approval',
      sentAt: '2026-03-05T15:00:00.000Z',
      missing: [],
      workflow: [personFixture({ status: 'Email Sent' })],
    });
    const server = mockServer({
      ...awardRoutes(),
      [`GET ${approvalsPath}`]: { body: envelope('awardApproval', [pending]) },
      [`PUT ${approvalsPath}/9/status`]: ({ body }: MockRequest) =>
        answer({ ...pending, status: 'Cancelled', cancelReason: (body as { reason: string }).reason }),
    });
    const user = userEvent.setup();
    renderBuildPage(<AwardApprovalPage project={closed} />);
    const card = await screen.findByTestId('approval-9');
    // A pending approval is cancelled before it can be deleted.
    expect(within(card).queryByRole('button', { name: 'Delete Award report' })).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Cancel approval' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel approval' }));
    expect(await within(dialog).findByText('Enter the reason for cancelling the approval.')).toBeTruthy();
    expect(server.callsTo(`PUT ${approvalsPath}/9/status`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('textbox', { name: /Cancel reason/ }));
    await user.paste('Scope changed');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel approval' }));
    expect(await screen.findByText('The approval was cancelled.')).toBeTruthy();
    expect(within(card).getByTestId('approval-status-9').textContent).toBe('Cancelled');
    expect(within(card).getByText('Scope changed')).toBeTruthy();
    const [cancel] = server.callsTo(`PUT ${approvalsPath}/9/status`);
    expect(cancel?.url.searchParams.get('status')).toBe('Cancelled');
    expect(cancel?.body).toEqual({ reason: 'Scope changed' });
  });

  it('says when the approvals could not be loaded', async () => {
    mockServer({
      ...awardRoutes(),
      [`GET ${approvalsPath}`]: refusal(500, ['unknownError'], ['Something went wrong.']),
    });
    renderBuildPage(<AwardApprovalPage project={closed} />);
    expect(await screen.findByText('The approvals could not be loaded.')).toBeTruthy();
    expect(screen.getByText('Something went wrong.')).toBeTruthy();
  });
});
