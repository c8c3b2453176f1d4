import { defaultFeatureFlags, defaultLayout, layoutProblems, type UserWidget } from '@procura/contract';
import { describe, expect, it } from 'vitest';
import { endingFixture } from '../../../test/dashboard-fixtures.ts';
import { endingRows } from '../components/overview-ending.tsx';
import { closingDates } from '../components/range-select.tsx';
import { compacted, withPlacement, withToggledSize, withWidget } from './use-dashboard-layout.ts';

const board: UserWidget[] = [
  { widgetId: 'projectCounter', size: 'max', positionX: 0, positionY: 0 },
  { widgetId: 'comments', size: 'min', positionX: 6, positionY: 6 },
];

describe('layout changes', () => {
  it('adds a widget at its default size in the first column, under everything', () => {
    expect(withWidget(board, 'tasks').at(-1)).toEqual({
      widgetId: 'tasks',
      size: 'min',
      positionX: 0,
      positionY: 18,
    });
    expect(withWidget([], 'calendar')).toEqual([
      { widgetId: 'calendar', size: 'max', positionX: 0, positionY: 0 },
    ]);
  });

  it('toggles min and max and keeps the grown widget inside the twelve columns', () => {
    const grown = withToggledSize(board, 'comments');
    expect(grown[1]).toEqual({ widgetId: 'comments', size: 'max', positionX: 0, positionY: 6 });
    expect(layoutProblems(grown)).toEqual([]);
    expect(withToggledSize(grown, 'comments')[1]).toEqual({
      widgetId: 'comments',
      size: 'min',
      positionX: 0,
      positionY: 6,
    });
    expect(withToggledSize(board, 'comments')[0]).toBe(board[0]);
  });

  it('takes the places the grid gives after a drag, sizes unchanged', () => {
    const moved = withPlacement(board, [
      { i: 'comments', x: 0, y: 0 },
      { i: 'projectCounter', x: 0, y: 12 },
    ]);
    expect(moved).toEqual([
      { widgetId: 'projectCounter', size: 'max', positionX: 0, positionY: 12 },
      { widgetId: 'comments', size: 'min', positionX: 0, positionY: 0 },
    ]);
    expect(layoutProblems(withPlacement(defaultLayout(defaultFeatureFlags), []))).toEqual([]);
  });
});

describe('compaction', () => {
  it('saves what the grid shows: gaps closed upwards, overlaps pushed down', () => {
    const items: UserWidget[] = [
      { widgetId: 'totalProjects', size: 'max', positionX: 0, positionY: 3 },
      { widgetId: 'comments', size: 'max', positionX: 0, positionY: 3 },
      { widgetId: 'openProjects', size: 'max', positionX: 6, positionY: 40 },
    ];
    expect(compacted(items)).toEqual([
      { widgetId: 'totalProjects', size: 'max', positionX: 0, positionY: 0 },
      { widgetId: 'comments', size: 'max', positionX: 0, positionY: 4 },
      // Up until the full-width comments, never through them.
      { widgetId: 'openProjects', size: 'max', positionX: 6, positionY: 16 },
    ]);
    const defaults = defaultLayout(defaultFeatureFlags);
    expect(compacted(defaults)).toEqual(defaults);
  });
});

describe('dashboard ranges', () => {
  it('sends a bid-closing range as inclusive days: N days are today and the N - 1 after it', () => {
    expect(closingDates('2026-03-30', 7)).toEqual({ dateFrom: '2026-03-30', dateTo: '2026-04-05' });
    expect(closingDates('2026-12-31', 30)).toEqual({ dateFrom: '2026-12-31', dateTo: '2027-01-29' });
    expect(closingDates('2026-03-01', 'any')).toEqual({});
  });

  it('keeps contracts ending within the range: 0 <= days left < N, 0 meaning ended, no date never', () => {
    const projects = [-30, -1, 0, 6, 7, 89, 90, null].map((days, index) => endingFixture(index + 1, days));
    const ids = (range: number) =>
      endingRows(projects, projects[2]?.contracts[0]?.dateClosing ?? '', range).map((row) => row.project.id);
    expect(ids(0)).toEqual([1, 2]);
    expect(ids(7)).toEqual([3, 4]);
    expect(ids(30)).toEqual([3, 4, 5]);
    expect(ids(90)).toEqual([3, 4, 5, 6]);
  });
});
