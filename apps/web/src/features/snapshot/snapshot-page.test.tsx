import type { ProjectSnapshot } from '@procura/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { buildRoutes, projectFixture, renderBuildPage } from '../../test/build-fixtures.tsx';
import { envelope, type MockRoute, mockServer } from '../../test/fetch-mock.ts';
import { sessionFixture } from '../../test/fixtures.ts';
import { projectFixture as shellProject, projectRoutes as shellRoutes } from '../../test/project-fixtures.ts';
import { questionFixture } from '../../test/question-fixtures.ts';
import { currentLocation, renderApp } from '../../test/render.tsx';
import { SnapshotPage } from './pages/snapshot-page.tsx';
import { emptySnapshot, fullSnapshot, snapshotPath } from './snapshot-fixtures.ts';

configure({ asyncUtilTimeout: 5_000 });

const widgets = [
  'overview',
  'estimated-vs-actual',
  'milestones',
  'stats',
  'supplier-questions',
  'suppliers',
  'team',
  'quick-reports',
];
const node = '/api/v1/customer/7/node/70';
const answer = (snapshot: ProjectSnapshot) => ({ body: envelope('projectSnapshot', [snapshot]) });
const widget = (name: string) => within(screen.getByTestId(`snapshot-${name}`));
const hrefOf = (testId: string) => screen.getByTestId(testId).getAttribute('href');

/** A buyer who may view Build and Source (or Build only), with the default route permissions. */
function session(canViewSource = true): Record<string, MockRoute> {
  const permissions = canViewSource ? (['BUILD_VIEW', 'SOURCE_VIEW'] as const) : (['BUILD_VIEW'] as const);
  return buildRoutes(sessionFixture({ user: { permissions: [...permissions] } }));
}

function renderSnapshot() {
  return renderBuildPage(<SnapshotPage project={projectFixture()} />);
}

describe('Project snapshot', { timeout: 30_000 }, () => {
  it('shows each widget’s own skeleton while the one call is on its way', async () => {
    const server = mockServer({ ...session(), [`GET ${snapshotPath}`]: () => new Promise(() => {}) });
    renderSnapshot();
    await screen.findByTestId('snapshot-page');
    for (const name of widgets) expect(widget(name).getByTestId('widget-loading')).toBeTruthy();
    expect(server.callsTo(`GET ${snapshotPath}`)).toHaveLength(1);
    expect(server.callsTo(`GET ${snapshotPath}`)[0]?.url.searchParams.get('projectId')).toBe('5');
  });

  it('shows the error in every widget, and a retry brings them all back', async () => {
    let fail = true;
    mockServer({
      ...session(),
      [`GET ${snapshotPath}`]: () =>
        fail ? { status: 500, body: ['The server could not answer.'] } : answer(fullSnapshot()),
    });
    const user = userEvent.setup();
    renderSnapshot();
    await waitFor(() => expect(screen.getAllByTestId('widget-error')).toHaveLength(widgets.length));
    for (const name of widgets) {
      expect(widget(name).getByText('This widget could not be loaded')).toBeTruthy();
      expect(widget(name).getByText('The server could not answer.')).toBeTruthy();
    }
    fail = false;
    await user.click(widget('team').getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryAllByTestId('widget-error')).toHaveLength(0));
    expect(widget('overview').getByTestId('snapshot-status').textContent).toBe('Closed / Unofficial');
  });

  it('says what is not there yet: a project just created', async () => {
    mockServer({ ...session(), [`GET ${snapshotPath}`]: answer(emptySnapshot()) });
    renderSnapshot();
    await screen.findByTestId('snapshot-overview');
    await waitFor(() => expect(screen.queryAllByTestId('widget-loading')).toHaveLength(0));
    const empty: [string, string][] = [
      ['estimated-vs-actual', 'No estimate, award or contract amount yet.'],
      ['milestones', 'No dates yet.'],
      ['stats', 'This project has no source.'],
      ['supplier-questions', 'No questions from suppliers yet.'],
      ['suppliers', 'No registered suppliers yet.'],
      ['team', 'No one is on the team yet.'],
    ];
    for (const [name, text] of empty) expect(widget(name).getByTestId('widget-empty').textContent).toBe(text);
    expect(widget('overview').getByTestId('fact-lead').textContent).toContain('Not sure');
    expect(widget('overview').getByTestId('snapshot-description-empty').textContent).toBe('No description.');
    // Without a source only the activity feed is a report.
    expect(
      within(screen.getByTestId('quick-reports'))
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Activity feed (Excel)']);
  });

  it('shows every widget’s figures, links and reports for a closed, awarded project', async () => {
    mockServer({ ...session(), [`GET ${snapshotPath}`]: answer(fullSnapshot()) });
    renderSnapshot();
    await screen.findByTestId('milestones');

    const overview = widget('overview');
    expect(overview.getByTestId('fact-department').textContent).toContain('Public Works / Roads');
    expect(overview.getByTestId('fact-lead').textContent).toContain('Ada Lovelace');
    expect(overview.getByTestId('fact-classification').textContent).toContain('Goods');
    expect(overview.getByTestId('fact-estimated-value').textContent).toContain('$100,000.00');
    expect(overview.getByTestId('snapshot-description').textContent).toContain('Delivered to three depots.');

    const values = widget('estimated-vs-actual');
    expect(values.getByTestId('bar-estimated-value').textContent).toBe('$100,000.00');
    expect(values.getByTestId('bar-awarded-value').textContent).toBe('$112,345.67');
    expect(values.getByTestId('bar-ordered-value').textContent).toBe('$3,000.35');
    expect(values.queryByTestId('bar-actual')).toBeNull();
    expect(values.getByTestId('variance-total').textContent).toBe('$12,345.67 (12.3 %) over the estimate');
    expect(values.getByTestId('variance-annual').textContent).toBe('$5,000.00 (10.0 %) under the estimate');
    expect(values.getByText('Awarded to 2 companies')).toBeTruthy();
    // The largest bar is full; the others are shares of it.
    const bar = (name: string) => values.getByRole('progressbar', { name }).getAttribute('aria-valuenow');
    expect(bar('Awarded')).toBe('100');
    expect(Number(bar('Estimated total value'))).toBeCloseTo(89.01, 1);

    const milestones = within(screen.getByTestId('milestones'));
    expect(
      milestones.getAllByTestId(/^milestone-(?!next)/).map((m) => m.getAttribute('data-testid')),
    ).toEqual([
      'milestone-created',
      'milestone-siteMeeting',
      'milestone-closing',
      'milestone-awarded',
      'milestone-contractEnd',
    ]);
    expect(milestones.getByText('Site meeting: Depot walk')).toBeTruthy();
    expect(milestones.getByText('April 20, 2026')).toBeTruthy();
    expect(within(screen.getByTestId('milestone-awarded')).getByTestId('milestone-next')).toBeTruthy();

    const stats = widget('stats');
    expect(stats.getByTestId('stat-closing').textContent).toBe('Closed 3 days ago');
    expect(stats.getByTestId('stat-plan-takers').textContent).toBe('12Plan takers');
    expect(stats.getByTestId('stat-submissions').textContent).toBe('3Submissions received');
    expect(stats.getByTestId('stat-no-bids').textContent).toBe('1No-bid responses');

    const questions = widget('supplier-questions');
    expect(questions.getByTestId('questions-unanswered').textContent).toBe('1Unanswered');
    expect(questions.getByText('75 % answered')).toBeTruthy();
    expect(hrefOf('questions-link')).toBe('/projects/5/source/questions');

    const suppliers = widget('suppliers');
    expect(suppliers.getAllByTestId('supplier-row').map((row) => row.textContent)).toEqual([
      expect.stringContaining('Acme Roads'),
      expect.stringContaining('Hand Delivered Inc.Added by buyer'),
    ]);
    expect(suppliers.getByText('Submitted')).toBeTruthy();
    expect(suppliers.getByText('No bid')).toBeTruthy();
    expect(suppliers.getByTestId('suppliers-more').textContent).toBe('and 10 more');
    expect(suppliers.getByTestId('suppliers-link').textContent).toBe('View all 12 suppliers');
    expect(hrefOf('suppliers-link')).toBe('/projects/5/source/companies');

    const team = widget('team');
    const members = team.getAllByTestId('team-member');
    expect(members[0]?.textContent).toContain('Ada Lovelace');
    expect(within(members[0] as HTMLElement).getByTestId('team-lead')).toBeTruthy();
    expect(members[1]?.textContent).toContain('Grace Hopper');
    expect(members[1]?.textContent).toContain('EvaluatorProject Team Member');
    expect(hrefOf('team-link')).toBe('/projects/5/team');

    expect(hrefOf('report-projectSummary')).toBe(`${node}/Exports/ProjectSummary?projectId=5`);
    expect(hrefOf('report-registeredSuppliers')).toBe(`${node}/plantakers/Export?tenderId=50`);
    expect(hrefOf('report-supplierActivity')).toBe(`${node}/Exports/SupplierActivity?tenderId=50`);
    expect(hrefOf('report-openingSheet')).toBe(`${node}/Exports/OpeningSheet?tenderId=50`);
    expect(hrefOf('report-bidAnalysis')).toBe(`${node}/Exports/BidAnalysis?tenderId=50`);
    expect(hrefOf('report-compliance')).toBe(`${node}/Exports/Compliance?tenderId=50`);
    expect(hrefOf('report-noBid')).toBe(`${node}/Exports/NoBid?tenderId=50`);
    expect(hrefOf('report-activity')).toBe(`${node}/AuditEvents/Export?projectId=5`);
    const sheet = within(screen.getByTestId('report-signInSheet-9'));
    expect(sheet.getByRole('link', { name: 'PDF' }).getAttribute('href')).toBe(
      `${node}/SignInSheet?meetingId=9&format=pdf`,
    );
    expect(sheet.getByRole('link', { name: 'Excel' }).getAttribute('href')).toBe(
      `${node}/SignInSheet?meetingId=9&format=xlsx`,
    );
  });

  it('exports every question of the source as a workbook', async () => {
    const createObjectURL = vi.fn(() => 'blob:questions');
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    Object.defineProperty(URL, 'createObjectURL', { value: createObjectURL, configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
    onTestFinished(() => {
      Object.defineProperty(URL, 'createObjectURL', { value: original.create, configurable: true });
      Object.defineProperty(URL, 'revokeObjectURL', { value: original.revoke, configurable: true });
    });
    const server = mockServer({
      ...session(),
      [`GET ${snapshotPath}`]: answer(fullSnapshot()),
      [`GET ${node}/VendorQuestions`]: {
        body: envelope('vendorQuestion', [questionFixture(11), questionFixture(12)], 2),
      },
      [`POST ${node}/Exports/VendorQuestions`]: { body: {} },
    });
    const user = userEvent.setup();
    renderSnapshot();
    await user.click(await screen.findByTestId('report-supplierQuestions'));
    await waitFor(() => expect(server.callsTo(`POST ${node}/Exports/VendorQuestions`)).toHaveLength(1));
    expect(server.callsTo(`GET ${node}/VendorQuestions`)[0]?.url.searchParams.get('tenderId')).toBe('50');
    expect(server.callsTo(`POST ${node}/Exports/VendorQuestions`)[0]?.body).toEqual({ ids: [11, 12] });
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
  });

  it('leaves out what the viewer may not open: Source reports and links, and the companies', async () => {
    const restricted = fullSnapshot();
    restricted.suppliers = { total: 12, visible: false, items: [] };
    mockServer({ ...session(false), [`GET ${snapshotPath}`]: answer(restricted) });
    renderSnapshot();
    await screen.findByTestId('quick-reports');
    expect(
      within(screen.getByTestId('quick-reports'))
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Activity feed (Excel)']);
    expect(screen.queryByTestId('questions-link')).toBeNull();
    expect(screen.queryByTestId('suppliers-link')).toBeNull();
    expect(widget('suppliers').getByTestId('suppliers-hidden').textContent).toBe(
      '12 registered suppliers. You may not view the Source area.',
    );
  });

  it('opens from the project header at /projects/{id}/snapshot', async () => {
    const project = shellProject();
    mockServer({
      ...shellRoutes(project),
      [`GET ${snapshotPath}`]: answer({
        ...fullSnapshot(),
        overview: { ...fullSnapshot().overview, id: project.id },
      }),
    });
    const user = userEvent.setup();
    renderApp(`/projects/${project.id}/build/settings`);
    await user.click(await screen.findByTestId('project-snapshot-open'));
    await waitFor(() => expect(currentLocation()).toBe(`/projects/${project.id}/snapshot`));
    expect(await screen.findByTestId('snapshot-page')).toBeTruthy();
    expect(await screen.findByTestId('milestones')).toBeTruthy();
  });
});
