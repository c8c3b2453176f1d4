import { describe, expect, it } from 'vitest';
import { defaultFeatureFlags, type FeatureFlag } from '../features/feature-flags.ts';
import { projectLinkOf, teamMemberExportName } from './data.ts';
import { closesWithin, closingWindow, endsWithin, isRealDate, noDateSentinel } from './ranges.ts';
import {
  availableWidgets,
  dashboardGrid,
  dashboardWidgets,
  defaultLayout,
  isToggleable,
  layoutBottom,
  layoutItemsSchema,
  layoutItemToWidget,
  layoutProblems,
  type UserWidget,
  userWidgetsSchema,
  widgetBox,
  widgetKeys,
  widgetToLayoutItem,
} from './widgets.ts';

const withoutTasks: FeatureFlag[] = defaultFeatureFlags.map((flag) =>
  flag.name === 'BuyerDashboard' ? { ...flag, modules: [{ name: 'MyTasks', enabled: false }] } : flag,
);

describe('widget catalogue (001 §3)', () => {
  it('has the sizes of the catalogue, columns x rows', () => {
    expect(widgetBox('projectCounter', 'max')).toEqual({ w: 12, h: 6 });
    expect(widgetBox('calendar', 'max')).toEqual({ w: 12, h: 24 });
    expect(widgetBox('comments', 'min')).toEqual({ w: 6, h: 12 });
    expect(widgetBox('comments', 'max')).toEqual({ w: 12, h: 12 });
    expect(widgetBox('projectBuyers', 'min')).toEqual({ w: 6, h: 8 });
    expect(widgetBox('projectTeamMembers', 'max')).toEqual({ w: 12, h: 12 });
    expect(widgetBox('overview', 'max')).toEqual({ w: 12, h: 12 });
    expect(dashboardWidgets.comments.defaultSize).toBe('min');
    expect(dashboardWidgets.tasks.defaultSize).toBe('min');
    expect(dashboardGrid).toEqual({ columns: 12, rowHeight: 30, margin: 10 });
  });

  it('toggles only the widgets that have two sizes', () => {
    expect(widgetKeys.filter(isToggleable)).toEqual([
      'comments',
      'tasks',
      'projectBuyers',
      'projectTeamMembers',
    ]);
  });

  it('offers My Tasks only with BuyerDashboard.MyTasks', () => {
    expect(availableWidgets(defaultFeatureFlags)).toContain('tasks');
    expect(availableWidgets(withoutTasks)).not.toContain('tasks');
  });

  it('starts every buyer with a layout that fits the grid and overlaps nothing', () => {
    const layout = defaultLayout(defaultFeatureFlags);
    expect(layout.map((item) => item.widgetId).sort()).toEqual([...widgetKeys].sort());
    expect(layoutProblems(layout)).toEqual([]);
    const cells = new Set<string>();
    for (const item of layout) {
      const box = widgetBox(item.widgetId, item.size);
      for (let x = item.positionX; x < item.positionX + box.w; x += 1) {
        for (let y = item.positionY; y < item.positionY + box.h; y += 1) {
          expect(cells.has(`${x},${y}`)).toBe(false);
          cells.add(`${x},${y}`);
        }
      }
    }
    expect(defaultLayout(withoutTasks).some((item) => item.widgetId === 'tasks')).toBe(false);
    expect(layoutBottom(layout)).toBeGreaterThan(0);
  });
});

describe('saved layouts', () => {
  const entry: UserWidget = { widgetId: 'comments', size: 'max', positionX: 0, positionY: 3 };

  it('refuses a widget twice, one outside the 12 columns, an unknown widget and an unknown size', () => {
    expect(userWidgetsSchema.safeParse([entry]).success).toBe(true);
    const twice = userWidgetsSchema.safeParse([entry, { ...entry, positionY: 20 }]);
    expect(twice.error?.issues.map((i) => i.message)).toEqual(['widgetDuplicate']);
    const outside = userWidgetsSchema.safeParse([{ ...entry, positionX: 1 }]);
    expect(outside.error?.issues.map((i) => i.message)).toEqual(['widgetOutsideGrid']);
    expect(userWidgetsSchema.safeParse([{ ...entry, positionX: 6, size: 'min' }]).success).toBe(true);
    expect(
      userWidgetsSchema.safeParse([{ ...entry, widgetId: 'pendingApprovals' }]).error?.issues[0]?.message,
    ).toBe('widgetUnknown');
    expect(userWidgetsSchema.safeParse([{ ...entry, size: 'huge' }]).success).toBe(false);
    expect(userWidgetsSchema.safeParse([{ ...entry, positionX: -1 }]).success).toBe(false);
  });

  it('reads a layout item as the same entry and back', () => {
    const item = widgetToLayoutItem(entry, 4);
    expect(item).toEqual({ id: 4, widgetId: 'comments', hStart: 0, vStart: 3, width: 12, height: 12 });
    expect(layoutItemToWidget(item)).toEqual(entry);
    expect(layoutItemsSchema.safeParse([item]).success).toBe(true);
    expect(layoutItemsSchema.safeParse([{ ...item, width: 7 }]).error?.issues[0]?.message).toBe(
      'widgetSizeInvalid',
    );
  });
});

describe('closing ranges (000 §9)', () => {
  const today = '2026-11-26';

  it('reads "within N days" as 0 <= days left < N', () => {
    expect(closesWithin('2026-11-26T23:00:00', today, 7)).toBe(true);
    expect(closesWithin('2026-12-02', today, 7)).toBe(true);
    expect(closesWithin('2026-12-03', today, 7)).toBe(false);
    expect(closesWithin('2026-11-25', today, 7)).toBe(false);
    expect(closesWithin('2027-02-23', today, 90)).toBe(true);
    expect(closesWithin('2027-02-24', today, 90)).toBe(false);
    expect(closesWithin(null, today, 'any')).toBe(true);
    expect(closesWithin(null, today, 7)).toBe(false);
  });

  it('treats the 9999-12-31 sentinel as no date', () => {
    expect(isRealDate(noDateSentinel)).toBe(false);
    expect(isRealDate('9999-12-31')).toBe(false);
    expect(isRealDate('2026-01-01')).toBe(true);
    expect(closesWithin(noDateSentinel, today, 90)).toBe(false);
    expect(endsWithin(noDateSentinel, today, 0)).toBe(false);
  });

  it('reads the contract range 0 as already ended', () => {
    expect(endsWithin('2026-11-25', today, 0)).toBe(true);
    expect(endsWithin('2026-11-26', today, 0)).toBe(false);
    expect(endsWithin('2026-11-26', today, 7)).toBe(true);
    expect(endsWithin('2026-12-26', today, 30)).toBe(false);
  });

  it('gives a query window of [today, today + N)', () => {
    expect(closingWindow(today, 30)).toEqual({ from: '2026-11-26', to: '2026-12-26' });
    expect(closingWindow(today, 'any')).toBeNull();
  });
});

describe('links and names', () => {
  it('sends build to settings, source to companies and contract to dates', () => {
    expect(projectLinkOf(5, 'Build')).toBe('/projects/5/build/settings');
    expect(projectLinkOf(5, 'Source')).toBe('/projects/5/source/companies');
    expect(projectLinkOf(5, 'Contract')).toBe('/projects/5/contract/dates');
  });

  it('names the team-member export as the spec does', () => {
    expect(teamMemberExportName(false, '2026-03-09')).toBe(
      'Source Projects by Team Member - All Data - 03.09.2026.xlsx',
    );
    expect(teamMemberExportName(true, '2026-03-09')).toBe(
      'Source Projects by Team Member - Filtered - 03.09.2026.xlsx',
    );
  });
});
