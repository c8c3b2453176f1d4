import {
  defaultRoutePermissions,
  type ExportStatus,
  type OpeningState,
  realtimeEvents,
  type SubmissionDetail,
} from '@procura/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { browser } from '../../../platform/api/browser.ts';
import { projectFixture, renderBuildPage } from '../../../test/build-fixtures.tsx';
import { nodePath } from '../../../test/control-panel-fixtures.ts';
import { openSocket } from '../../../test/fake-socket.ts';
import { envelope, mockServer } from '../../../test/fetch-mock.ts';
import { refusal, sessionFixture, signedInRoutes } from '../../../test/fixtures.ts';
import { openingFixture } from '../../../test/submission-fixtures.ts';
import { SubmissionsPage } from '../../submissions/pages/submissions-page.tsx';
import { CompletedSubmissionButton } from './completed-submission-button.tsx';

const exportsPath = `${nodePath}/Exports`;
const exportId = 'ab'.repeat(16);

function routes() {
  const session = sessionFixture({ user: { permissions: ['SOURCE_VIEW', 'SOURCE_EDIT'] } });
  return signedInRoutes({ session, routePermissions: defaultRoutePermissions });
}

const opening = (overrides: Partial<OpeningState> = {}) =>
  openingFixture({
    completeCount: 0,
    priceUnsealedAt: '2026-03-03T12:00:00.000Z',
    submissionUnsealedAt: '2026-03-03T12:00:00.000Z',
    ...overrides,
  });

const listRoute = (state: OpeningState) => ({
  [`GET ${nodePath}/Submissions`]: { body: { ...envelope('submission', []), opening: state } },
});

function status(overrides: Partial<ExportStatus>): ExportStatus {
  return {
    exportId,
    kind: 'CompletedSubmissionsAll',
    tenderId: 50,
    state: 'queued',
    percent: 0,
    fileName: 'Completed Submissions - P-1 - 03.03.2026.zip',
    requestedAt: '2026-03-03T12:00:00.000Z',
    finishedAt: null,
    expiresAt: '2026-03-04T12:00:00.000Z',
    error: null,
    ...overrides,
  };
}

describe('Source export buttons', () => {
  it('links the no-bid, supplier activity and project summary downloads', async () => {
    mockServer({ ...routes(), ...listRoute(opening({ isClosed: false })) });
    const project = projectFixture();
    const tenderId = project.tenders[0]?.id;
    renderBuildPage(<SubmissionsPage project={project} />);
    const noBid = await screen.findByRole('link', { name: 'No-bid responses' });
    expect(noBid.getAttribute('href')).toBe(`${exportsPath}/NoBid?tenderId=${tenderId}`);
    expect(screen.getByRole('link', { name: 'Supplier activity' }).getAttribute('href')).toBe(
      `${exportsPath}/SupplierActivity?tenderId=${tenderId}`,
    );
    expect(screen.getByRole('link', { name: 'Project summary' }).getAttribute('href')).toBe(
      `${exportsPath}/ProjectSummary?projectId=${project.id}`,
    );
    // Before closing, nothing complete can be exported.
    expect(screen.getByRole('button', { name: 'All completed submissions' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('requests all completed submissions, shows the percent, then the download', async () => {
    let answer = status({ state: 'running', percent: 40 });
    const server = mockServer({
      ...routes(),
      ...listRoute(opening()),
      [`POST ${exportsPath}/CompletedSubmissionsAll`]: {
        status: 202,
        body: { data: { exportDTO: status({}) } },
      },
      [`GET ${exportsPath}/CompletedSubmissionsAll`]: () => ({ body: { data: { exportDTO: answer } } }),
    });
    renderBuildPage(<SubmissionsPage project={projectFixture()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'All completed submissions' }));
    // The progress shows 0% from the request's answer until the first poll brings 40%.
    await waitFor(() => expect(screen.getByTestId('export-progress').textContent).toContain('40%'));
    expect(server.callsTo(`POST ${exportsPath}/CompletedSubmissionsAll`)).toHaveLength(1);
    expect(
      server.callsTo(`GET ${exportsPath}/CompletedSubmissionsAll`)[0]?.url.searchParams.get('exportId'),
    ).toBe(exportId);
    answer = status({ state: 'done', percent: 100 });
    const done = await screen.findByTestId('export-done', {}, { timeout: 3000 });
    expect(done.querySelector('a')?.getAttribute('href')).toBe(
      `${exportsPath}/CompletedSubmissionsAll/Download?exportId=${exportId}`,
    );
    expect(screen.queryByTestId('export-progress')).toBeNull();
  });

  it('shows the refusal when the export is refused', async () => {
    mockServer({
      ...routes(),
      ...listRoute(opening()),
      [`POST ${exportsPath}/CompletedSubmissionsAll`]: refusal(403, ['submissionSealed'], ['Sealed.']),
    });
    renderBuildPage(<SubmissionsPage project={projectFixture()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'All completed submissions' }));
    expect(await screen.findByText('Sealed.')).toBeTruthy();
  });

  it('shows a persistent exportReady notification to the requester, whose click downloads', async () => {
    mockServer({ ...routes(), ...listRoute(opening()) });
    renderBuildPage(<SubmissionsPage project={projectFixture()} />);
    await screen.findByRole('button', { name: 'All completed submissions' });
    const ready = { exportId, kind: 'CompletedSubmissionsAll', fileName: 'All.zip', tenderId: 50 };
    // Another user's export: nothing shown.
    act(() => openSocket()?.emitFromServer(realtimeEvents.exportReady, { ...ready, userId: 7 }));
    act(() => openSocket()?.emitFromServer(realtimeEvents.exportReady, { ...ready, userId: 42 }));
    const link = await screen.findByTestId('export-ready-link');
    expect(screen.getAllByTestId('export-ready-link')).toHaveLength(1);
    expect(link.textContent).toBe('All.zip is ready. Click to download it.');
    expect(link.getAttribute('href')).toBe(
      `${exportsPath}/CompletedSubmissionsAll/Download?exportId=${exportId}`,
    );
    await userEvent.click(screen.getByText('Export ready'));
    await waitFor(() =>
      expect(browser.assign).toHaveBeenCalledWith(
        `${exportsPath}/CompletedSubmissionsAll/Download?exportId=${exportId}`,
      ),
    );
  });
});

describe('Completed submission button', () => {
  const detail = (overrides: Partial<SubmissionDetail>): SubmissionDetail => ({
    id: 3,
    tenderId: 50,
    companyName: 'Bidder 3',
    contactName: '',
    contactEmail: '',
    status: 'complete',
    submittedAt: null,
    withdrawnAt: null,
    isHardCopy: false,
    isNoBid: false,
    noBidReason: '',
    priceSealed: false,
    submissionSealed: false,
    privateComments: '',
    receiptNumber: null,
    receiptHash: null,
    priceTotals: [],
    answers: { forms: [], compliance: [], bonds: [], files: [], notes: '' },
    prices: { forms: [] },
    ...overrides,
  });

  it('downloads an unsealed complete submission and is disabled while a part is sealed', async () => {
    mockServer(routes());
    const { unmount } = renderBuildPage(<CompletedSubmissionButton detail={detail({})} />);
    const link = await screen.findByTestId('completed-submission-export');
    expect(link.getAttribute('href')).toBe(`${exportsPath}/CompletedSubmission?submissionId=3`);
    unmount();
    renderBuildPage(<CompletedSubmissionButton detail={detail({ prices: null, priceSealed: true })} />);
    const sealed = await screen.findByTestId('completed-submission-export');
    expect(sealed.getAttribute('href')).toBeNull();
    expect(sealed.getAttribute('data-disabled') ?? sealed.getAttribute('disabled')).not.toBeNull();
  });
});
