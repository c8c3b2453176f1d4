import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope } from '../../../test/fetch-mock.ts';
import { refusal } from '../../../test/fixtures.ts';
import {
  libraryRoutes,
  offered,
  renderLibrary,
  reportPath,
  runAnswer,
  runFixture,
  subscriptionFixture,
} from '../library-fixtures.tsx';

const cardTitles = () =>
  within(screen.getByRole('region', { name: 'Reports' }))
    .queryAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

const category = (name: string) => screen.getByTestId(`report-category-${name}`);

describe('the Reports Library (issue 26 §2)', { timeout: 30_000 }, () => {
  it('lists the categories with Favourites first, and filters by category, title and subscription', async () => {
    renderLibrary(libraryRoutes({ byUser: [subscriptionFixture(5)] }));
    const nav = await screen.findByRole('navigation', { name: 'Report categories' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((item) => item.textContent),
    ).toEqual(['Favourites1', 'All5', 'Contract3', 'Source1', 'Suppliers1']);
    expect(cardTitles()).toEqual([
      'Active Contracts',
      'Contracts Closing in 90 Days',
      'Expired Insurance',
      'Supplier Documents Pending Approval',
      'Supplier Questions',
    ]);
    // Each card shows its catalogue description and a lazily loaded preview.
    expect(screen.getByText(/Insurance on contracts that has expired/)).toBeTruthy();
    const preview = screen.getByAltText('Preview of Expired Insurance');
    expect(preview.getAttribute('src')).toBe(`${reportPath}/Thumbnail/ExpiredInsurance`);
    expect(preview.getAttribute('loading')).toBe('lazy');
    fireEvent.error(preview);
    expect(screen.getByTestId('report-thumbnail-fallback-ExpiredInsurance').textContent).toBe('No preview');

    await userEvent.click(category('Contract'));
    expect(cardTitles()).toEqual(['Active Contracts', 'Contracts Closing in 90 Days', 'Expired Insurance']);
    await userEvent.click(category('Favourites'));
    expect(cardTitles()).toEqual(['Active Contracts']);

    await userEvent.click(category('All'));
    await userEvent.type(screen.getByLabelText('Search reports'), 'supplier');
    expect(cardTitles()).toEqual(['Supplier Documents Pending Approval', 'Supplier Questions']);
    await userEvent.type(screen.getByLabelText('Search reports'), ' zzz');
    expect(screen.getByText('No report matches these filters.')).toBeTruthy();

    await userEvent.clear(screen.getByLabelText('Search reports'));
    await userEvent.click(screen.getByLabelText('My Subscriptions'));
    expect(cardTitles()).toEqual(['Contracts Closing in 90 Days']);
  });

  it('marks a favourite with PUT then unmarks it with DELETE, and puts the star back when refused', async () => {
    const name = 'ContractsClosingIn90Days';
    const favourites = new Set(['ActiveContracts']);
    let refuse = false;
    let release: () => void = () => undefined;
    const answer = () => ({
      body: envelope('reportFavorite', [{ name, isFavorite: favourites.has(name) }]),
    });
    const { server } = renderLibrary({
      ...libraryRoutes(),
      [`GET ${reportPath}/Names`]: () => ({
        body: envelope(
          'reportName',
          offered.map((report) => ({ ...report, isFavorite: favourites.has(report.name) })),
        ),
      }),
      [`PUT ${reportPath}/Favorite/${name}`]: async () => {
        // The server answers only when the test lets it, to see the star change before.
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        if (refuse) return refusal(500, ['unknownError'], ['Something went wrong.']);
        favourites.add(name);
        return answer();
      },
      [`DELETE ${reportPath}/Favorite/${name}`]: () => {
        favourites.delete(name);
        return answer();
      },
    });
    const star = await screen.findByTestId(`report-favourite-${name}`);
    expect(star.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(star);
    // Before the server answers: the star and the Favourites count.
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('true'));
    expect(category('Favourites').textContent).toBe('Favourites2');
    expect(server.callsTo(`PUT ${reportPath}/Favorite/${name}`)).toHaveLength(1);
    release();
    await waitFor(() => expect(star.hasAttribute('disabled')).toBe(false));
    expect(star.getAttribute('aria-pressed')).toBe('true');

    await userEvent.click(star);
    await waitFor(() => expect(server.callsTo(`DELETE ${reportPath}/Favorite/${name}`)).toHaveLength(1));
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('false'));
    expect(server.allMutationsCarriedCsrf()).toBe(true);

    // A refused mark puts the star back.
    refuse = true;
    await waitFor(() => expect(star.hasAttribute('disabled')).toBe(false));
    await userEvent.click(star);
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('true'));
    release();
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('false'));
    expect(server.callsTo(`PUT ${reportPath}/Favorite/${name}`)).toHaveLength(2);
    expect(category('Favourites').textContent).toBe('Favourites1');
  });

  it('runs a report, shows the rows written every second, then the download', async () => {
    let current = runFixture({ state: 'running', rows: 120 });
    const { server } = renderLibrary({
      ...libraryRoutes(),
      [`POST ${reportPath}/generateReport/ContractsClosingIn90Days`]: {
        status: 202,
        ...runAnswer(runFixture()),
      },
      [`GET ${reportPath}/Generation/ContractsClosingIn90Days`]: () => runAnswer(current),
    });
    await userEvent.click(await screen.findByTestId('report-run-ContractsClosingIn90Days'));
    const progress = await screen.findByTestId('report-run-progress-ContractsClosingIn90Days');
    await waitFor(() => expect(progress.textContent).toBe('120 rows written'));
    const post = server.callsTo(`POST ${reportPath}/generateReport/ContractsClosingIn90Days`);
    expect(post.map((call) => call.url.searchParams.get('format'))).toEqual(['xlsx']);

    current = runFixture({ state: 'done', rows: 1250, finishedAt: '2026-03-03T12:00:05.000Z' });
    const done = await screen.findByTestId('report-run-done-ContractsClosingIn90Days', {}, { timeout: 4000 });
    expect(done.textContent).toContain('Ready: 1,250 rows.');
    expect(screen.getByTestId('report-download-ContractsClosingIn90Days').getAttribute('href')).toBe(
      `${reportPath}/Download/ContractsClosingIn90Days`,
    );
    expect(screen.queryByTestId('report-run-progress-ContractsClosingIn90Days')).toBeNull();
    // Finished: the polling stops.
    const polls = server.callsTo(`GET ${reportPath}/Generation/ContractsClosingIn90Days`).length;
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(server.callsTo(`GET ${reportPath}/Generation/ContractsClosingIn90Days`)).toHaveLength(polls);

    // The menu runs it as CSV.
    await userEvent.click(
      screen.getByRole('button', { name: 'Other formats of Contracts Closing in 90 Days' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Run as CSV (.csv)' }));
    await waitFor(() =>
      expect(
        server
          .callsTo(`POST ${reportPath}/generateReport/ContractsClosingIn90Days`)
          .map((call) => call.url.searchParams.get('format')),
      ).toEqual(['xlsx', 'csv']),
    );
  });

  it('warns when the line cap stopped the report, and says so when the run failed', async () => {
    const capped = runFixture({
      name: 'SupplierDocumentsPendingApproval',
      state: 'done',
      rows: 10_000,
      capped: true,
      message: 'reportSupplierDocumentLimit',
    });
    const failed = runFixture({
      name: 'SupplierQuestions',
      state: 'failed',
      message: 'reportGenerationFailed',
    });
    renderLibrary({
      ...libraryRoutes(),
      [`POST ${reportPath}/generateReport/SupplierDocumentsPendingApproval`]: runAnswer(capped),
      [`GET ${reportPath}/Generation/SupplierDocumentsPendingApproval`]: runAnswer(capped),
      [`POST ${reportPath}/generateReport/SupplierQuestions`]: runAnswer(failed),
      [`GET ${reportPath}/Generation/SupplierQuestions`]: runAnswer(failed),
    });
    await userEvent.click(await screen.findByTestId('report-run-SupplierDocumentsPendingApproval'));
    expect(
      (await screen.findByTestId('report-run-capped-SupplierDocumentsPendingApproval')).textContent,
    ).toBe('The supplier document download report is limited to 10,000 lines.');
    expect(screen.getByTestId('report-download-SupplierDocumentsPendingApproval')).toBeTruthy();

    await userEvent.click(screen.getByTestId('report-run-SupplierQuestions'));
    expect((await screen.findByTestId('report-run-failed-SupplierQuestions')).textContent).toBe(
      'The report could not be generated. Contact the administrator.',
    );
    expect(screen.queryByTestId('report-download-SupplierQuestions')).toBeNull();
  });

  it('opens on the report a link names (?report=), and says when it is not offered', async () => {
    const { unmount } = renderLibrary(libraryRoutes(), { path: '/reports/library?report=ExpiredInsurance' });
    const card = await screen.findByTestId('report-card-ExpiredInsurance');
    expect(card.getAttribute('data-highlighted')).toBe('true');
    expect(card.getAttribute('aria-current')).toBe('true');
    expect(screen.getByTestId('report-card-ActiveContracts').hasAttribute('data-highlighted')).toBe(false);
    expect(screen.queryByTestId('report-not-offered')).toBeNull();
    unmount();

    renderLibrary(libraryRoutes(), { path: '/reports/library?report=ExpiredEvaluations' });
    expect((await screen.findByTestId('report-not-offered')).textContent).toContain('not offered to you');
  });

  it('explains an empty library, and offers a retry when it could not be loaded', async () => {
    const { unmount } = renderLibrary({
      ...libraryRoutes(),
      [`GET ${reportPath}/Names`]: { body: envelope('reportName', []) },
    });
    expect(await screen.findByText('No report is offered to you')).toBeTruthy();
    expect(screen.getByText(/depend on your rights and on your agency's modules/)).toBeTruthy();
    unmount();

    let fail = true;
    renderLibrary({
      ...libraryRoutes(),
      [`GET ${reportPath}/Names`]: () =>
        fail ? { status: 500, body: ['Server error.'] } : { body: envelope('reportName', offered) },
    });
    expect(await screen.findByText('The reports could not be loaded.')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('report-card-ActiveContracts')).toBeTruthy();
  });

  it('lets someone without the reports edit right only unsubscribe from what mails them', async () => {
    const mailingThem = subscriptionFixture(5, { createdBy: { id: 7, fullName: 'Grace Hopper' } });
    renderLibrary(libraryRoutes({ forUser: [mailingThem] }), {
      permissions: ['REPORTS_VIEW'],
    });
    await screen.findByTestId('report-card-ContractsClosingIn90Days');
    expect(screen.queryByRole('button', { name: 'Subscribe' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Manage' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Update subscription' })).toBeNull();
    expect(screen.getByTestId('report-unsubscribe-ContractsClosingIn90Days')).toBeTruthy();
    // Running and favourites are the view right's.
    expect(screen.getByTestId('report-run-ContractsClosingIn90Days')).toBeTruthy();
    expect(screen.getByTestId('report-favourite-ContractsClosingIn90Days')).toBeTruthy();
  });
});
