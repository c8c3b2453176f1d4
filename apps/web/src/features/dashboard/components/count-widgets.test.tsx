import type { WidgetData, WidgetKey } from '@procura/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  counterData,
  dashboardNode,
  documentFixture,
  failing,
  gated,
  renderDashboard,
  widgetAt,
} from '../../../test/dashboard-fixtures.ts';
import { envelope } from '../../../test/fetch-mock.ts';

const widgetPath = `GET ${dashboardNode}/Widget`;

function answer(data: WidgetData) {
  return { body: envelope('widget', [data]) };
}

async function card(key: WidgetKey): Promise<HTMLElement> {
  return screen.findByTestId(`widget-${key}`);
}

const cases: {
  key: WidgetKey & WidgetData['widgetType'];
  data: WidgetData;
  empty: WidgetData;
  shown: string;
  emptyText: string;
}[] = [
  {
    key: 'totalProjects',
    data: { widgetType: 'totalProjects', count: 14 },
    empty: { widgetType: 'totalProjects', count: 0 },
    shown: '14',
    emptyText: 'You have no projects yet.',
  },
  {
    key: 'openProjects',
    data: { widgetType: 'openProjects', count: 3 },
    empty: { widgetType: 'openProjects', count: 0 },
    shown: '3',
    emptyText: 'None of your projects is open for bids.',
  },
  {
    key: 'awardedValue',
    data: { widgetType: 'awardedValue', amount: 1234567.5, count: 3 },
    empty: { widgetType: 'awardedValue', amount: 0, count: 0 },
    shown: '$1,234,567.50',
    emptyText: 'None of your projects is awarded yet.',
  },
  {
    key: 'questionsSubmitted',
    data: { widgetType: 'questionsSubmitted', count: 5, incompleteQuestions: [] },
    empty: { widgetType: 'questionsSubmitted', count: 0, incompleteQuestions: [] },
    shown: '5',
    emptyText: 'No supplier question is waiting for an answer.',
  },
  {
    key: 'expiredContractDocuments',
    data: { widgetType: 'expiredContractDocuments', count: 2 },
    empty: { widgetType: 'expiredContractDocuments', count: 0 },
    shown: '2',
    emptyText: 'No contract document has expired.',
  },
];

// Whole dashboards (the app's frame, the grid, Mantine's menus and selects) take seconds in jsdom.
describe('count widgets', { timeout: 40_000 }, () => {
  it.each(cases)(
    '$key: loads, then shows its figure from Widget?widgetType=$key',
    async ({ key, data, shown }) => {
      const call = gated(answer(data));
      const { server } = renderDashboard([widgetAt(key)], { [widgetPath]: call.route });
      const widget = await card(key);
      expect(await within(widget).findByTestId('widget-loading')).toBeTruthy();
      call.release();
      await waitFor(() => expect(within(widget).getByText(shown)).toBeTruthy());
      expect(within(widget).queryByTestId('widget-loading')).toBeNull();
      expect(server.callsTo(widgetPath)[0]?.url.searchParams.get('widgetType')).toBe(key);
    },
  );

  it.each(cases)(
    '$key: shows the widget error, and the figure after a retry',
    async ({ key, data, shown }) => {
      const call = failing(answer(data));
      renderDashboard([widgetAt(key)], { [widgetPath]: call.route });
      const user = userEvent.setup();
      const widget = await card(key);
      expect(await within(widget).findByText('This widget could not be loaded.')).toBeTruthy();
      expect(within(widget).getByText(/Something went wrong while fetching its data/)).toBeTruthy();
      call.recover();
      await user.click(within(widget).getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(within(widget).getByText(shown)).toBeTruthy());
    },
  );

  it.each(cases)('$key: says when there is nothing to count', async ({ key, empty, emptyText }) => {
    renderDashboard([widgetAt(key)], { [widgetPath]: answer(empty) });
    const widget = await card(key);
    expect(await within(widget).findByText(emptyText)).toBeTruthy();
  });

  it('awarded value: US dollars with two decimals and the number of projects', async () => {
    renderDashboard([widgetAt('awardedValue')], {
      [widgetPath]: answer({ widgetType: 'awardedValue', amount: 1000, count: 1 }),
    });
    const widget = await card('awardedValue');
    expect(await within(widget).findByText('$1,000.00')).toBeTruthy();
    expect(within(widget).getByText('Across 1 awarded project')).toBeTruthy();
  });

  it('questions submitted: the unanswered questions per project link to their questions page', async () => {
    renderDashboard([widgetAt('questionsSubmitted')], {
      [widgetPath]: answer({
        widgetType: 'questionsSubmitted',
        count: 5,
        incompleteQuestions: [
          { projectId: 12, projectName: 'Road Salt', projectNumber: 'RS-1', questionsCount: 3 },
          { projectId: 13, projectName: 'Snow Plough', projectNumber: 'SP-2', questionsCount: 2 },
        ],
      }),
    });
    const user = userEvent.setup();
    const widget = await card('questionsSubmitted');
    await user.click(await within(widget).findByTestId('unanswered-questions'));
    const list = await screen.findByTestId('unanswered-questions-list');
    expect(within(list).getByRole('link', { name: 'RS-1 Road Salt' }).getAttribute('href')).toBe(
      '/projects/12/source/questions',
    );
    expect(within(list).getByRole('link', { name: 'SP-2 Snow Plough' }).getAttribute('href')).toBe(
      '/projects/13/source/questions',
    );
    expect(within(list).getByText('3')).toBeTruthy();
  });

  it('project counter: the seven categories in order, and a line when all are zero', async () => {
    renderDashboard([widgetAt('projectCounter')], {
      [widgetPath]: answer(counterData([1, 2, 3, 4, 5, 6, 7])),
    });
    const widget = await card('projectCounter');
    await within(widget).findByTestId('counter-allDraftProjects');
    const tiles = within(widget)
      .getAllByTestId(/^counter-all/)
      .map((tile) => tile.textContent);
    expect(tiles).toEqual([
      '1Draft',
      '2Planned',
      '3Published',
      '4Closed',
      '5Awarded',
      '6Active Contract',
      '7Warranty Contract',
    ]);
    expect(within(widget).queryByTestId('counter-empty')).toBeNull();
  });

  it('project counter: loading, error with retry, and empty', async () => {
    const call = failing(answer(counterData([])));
    renderDashboard([widgetAt('projectCounter')], { [widgetPath]: call.route });
    const user = userEvent.setup();
    const widget = await card('projectCounter');
    expect(within(widget).getByTestId('widget-loading')).toBeTruthy();
    expect(await within(widget).findByText('This widget could not be loaded.')).toBeTruthy();
    call.recover();
    await user.click(within(widget).getByRole('button', { name: 'Try again' }));
    expect(await within(widget).findByTestId('counter-empty')).toHaveProperty(
      'textContent',
      'You have no projects yet.',
    );
    expect(within(widget).getByTestId('counter-allAwardedProjects').textContent).toBe('0Awarded');
  });

  it('expired documents: opens the overview on its Expired tab when the overview is on the board', async () => {
    const { server } = renderDashboard([widgetAt('expiredContractDocuments'), widgetAt('overview', 0, 4)], {
      [widgetPath]: answer({ widgetType: 'expiredContractDocuments', count: 1 }),
      [`GET ${dashboardNode}/Dashboard/MyProjects`]: { body: envelope('myProject', [], 0) },
      [`GET ${dashboardNode}/Documents/Contract/Expired`]: {
        body: envelope('document', [documentFixture(1)]),
      },
    });
    const user = userEvent.setup();
    const widget = await card('expiredContractDocuments');
    await user.click(await within(widget).findByTestId('open-expired-documents'));
    const overview = screen.getByTestId('widget-overview');
    await waitFor(() =>
      expect(within(overview).getByTestId('overview-tab-expired').getAttribute('aria-selected')).toBe('true'),
    );
    expect(await within(overview).findByText('C-1 Contract project 1')).toBeTruthy();
    expect(server.callsTo(`GET ${dashboardNode}/Documents/Contract/Expired`)).toHaveLength(1);
  });

  it('expired documents: shows the list in a dialog when the overview is not on the board', async () => {
    renderDashboard([widgetAt('expiredContractDocuments')], {
      [widgetPath]: answer({ widgetType: 'expiredContractDocuments', count: 1 }),
      [`GET ${dashboardNode}/Documents/Contract/Expired`]: {
        body: envelope('document', [documentFixture(1)]),
      },
    });
    const user = userEvent.setup();
    const widget = await card('expiredContractDocuments');
    await user.click(await within(widget).findByTestId('open-expired-documents'));
    const dialog = await screen.findByRole('dialog');
    expect(
      (await within(dialog).findByRole('link', { name: 'C-1 Contract project 1' })).getAttribute('href'),
    ).toBe('/projects/31/contract/documents');
  });
});
