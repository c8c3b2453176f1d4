/**
 * The buyer dashboard's widget catalogue and its saved layout (000 §2 Dashboard screens, §9 Grid;
 * 001 §3 Dashboard widgets, §7 Snapshot/Layout and UserBuyerWidget). One table of sizes drives
 * the grid on the web and the layout check on the server.
 */
import { z } from 'zod';
import { type FeatureFlag, isFeatureEnabled, type NodeFeatureFlag } from '../features/feature-flags.ts';

/** The grid of 000 §9: 12 columns, rows of 30 px, 10 px apart; draggable, never resizable. */
export const dashboardGrid = { columns: 12, rowHeight: 30, margin: 10 } as const;

export const widgetSizes = ['min', 'max'] as const;
export type WidgetSize = (typeof widgetSizes)[number];

type Box = { w: number; h: number };
export type WidgetDefinition = {
  /** Columns x rows; a widget with one size has `min` equal to `max`. */
  min: Box;
  max: Box;
  defaultSize: WidgetSize;
  /** A `Feature.Module` flag the widget needs (000 §6 widget gating). */
  feature?: string;
  /** A flag of the tender node the widget needs (000 §6: contractorPerformance, enableIntakeEssentials). */
  nodeFeature?: NodeFeatureFlag;
};

/** The tender node's own flags, as the session carries them. */
export type NodeFlags = Readonly<Record<NodeFeatureFlag, boolean>>;

/**
 * The catalogue of 001 §3, in the order the add-widget menu lists it.
 */
export const dashboardWidgets = {
  projectCounter: { min: { w: 12, h: 6 }, max: { w: 12, h: 6 }, defaultSize: 'max' },
  calendar: { min: { w: 12, h: 24 }, max: { w: 12, h: 24 }, defaultSize: 'max' },
  totalProjects: { min: { w: 6, h: 4 }, max: { w: 6, h: 4 }, defaultSize: 'max' },
  openProjects: { min: { w: 6, h: 4 }, max: { w: 6, h: 4 }, defaultSize: 'max' },
  questionsSubmitted: { min: { w: 6, h: 4 }, max: { w: 6, h: 4 }, defaultSize: 'max' },
  awardedValue: { min: { w: 6, h: 4 }, max: { w: 6, h: 4 }, defaultSize: 'max' },
  comments: { min: { w: 6, h: 12 }, max: { w: 12, h: 12 }, defaultSize: 'min' },
  tasks: {
    min: { w: 6, h: 12 },
    max: { w: 12, h: 12 },
    defaultSize: 'min',
    feature: 'BuyerDashboard.MyTasks',
  },
  expiredContractDocuments: { min: { w: 6, h: 4 }, max: { w: 6, h: 4 }, defaultSize: 'max' },
  overview: { min: { w: 12, h: 12 }, max: { w: 12, h: 12 }, defaultSize: 'max' },
  projectBuyers: { min: { w: 6, h: 8 }, max: { w: 12, h: 8 }, defaultSize: 'min' },
  projectTeamMembers: { min: { w: 6, h: 12 }, max: { w: 12, h: 12 }, defaultSize: 'min' },
  /**
   * Satisfactory against not satisfactory completed supplier evaluations (000 §6; issue 23 §4).
   * The web also hides it where the rating scale has no satisfactory snapshot (GET /Summary).
   */
  satisfactorySnapshot: {
    min: { w: 6, h: 4 },
    max: { w: 6, h: 4 },
    defaultSize: 'max',
    nodeFeature: 'contractorPerformance',
  },
  /** Intake: pending requests (001 §3; issue 24 §3), on nodes with enableIntakeEssentials. */
  intakeEssentials: {
    min: { w: 12, h: 20 },
    max: { w: 12, h: 20 },
    defaultSize: 'max',
    nodeFeature: 'enableIntakeEssentials',
  },
} as const satisfies Record<string, WidgetDefinition>;

export type WidgetKey = keyof typeof dashboardWidgets;
export const widgetKeys = Object.keys(dashboardWidgets) as WidgetKey[];

export function isWidgetKey(value: string): value is WidgetKey {
  return Object.hasOwn(dashboardWidgets, value);
}

/** Whether a widget has two sizes to toggle between. */
export function isToggleable(key: WidgetKey): boolean {
  const { min, max } = dashboardWidgets[key] as WidgetDefinition;
  return min.w !== max.w || min.h !== max.h;
}

/** Columns and rows of a widget at a size. */
export function widgetBox(key: WidgetKey, size: WidgetSize): Box {
  return (dashboardWidgets[key] as WidgetDefinition)[size];
}

/**
 * The widgets this agency's flags allow (000 §6: My Tasks needs BuyerDashboard.MyTasks), and,
 * when the tender node's flags are given, those its flags allow (the satisfactory snapshot needs
 * contractorPerformance). Without the node's flags a node-gated widget is not judged here.
 */
export function availableWidgets(flags: readonly FeatureFlag[], node?: NodeFlags): WidgetKey[] {
  return widgetKeys.filter((key) => {
    const { feature, nodeFeature } = dashboardWidgets[key] as WidgetDefinition;
    if (feature !== undefined && !isFeatureEnabled(flags, feature)) return false;
    return nodeFeature === undefined || node === undefined || node[nodeFeature];
  });
}

/** The saved user widget entry of 001 §3 (UserBuyerWidget). */
export const userWidgetSchema = z.object({
  widgetId: z.string().refine(isWidgetKey, 'widgetUnknown'),
  size: z.enum(widgetSizes, 'invalidParameter'),
  positionX: z.number().int('invalidParameter').min(0, 'widgetOutsideGrid').max(11, 'widgetOutsideGrid'),
  positionY: z.number().int('invalidParameter').min(0, 'widgetOutsideGrid').max(10_000, 'widgetOutsideGrid'),
});
export type UserWidget = { widgetId: WidgetKey; size: WidgetSize; positionX: number; positionY: number };

/** The layout item of 001 §3 (Snapshot/Layout): the same entry as a box on the grid. */
export const layoutItemSchema = z.object({
  id: z.number().int().optional(),
  widgetId: z.string().refine(isWidgetKey, 'widgetUnknown'),
  hStart: z.number().int('invalidParameter').min(0, 'widgetOutsideGrid').max(11, 'widgetOutsideGrid'),
  vStart: z.number().int('invalidParameter').min(0, 'widgetOutsideGrid').max(10_000, 'widgetOutsideGrid'),
  width: z.number().int('invalidParameter').min(1, 'invalidParameter').max(12, 'invalidParameter'),
  height: z.number().int('invalidParameter').min(1, 'invalidParameter').max(100, 'invalidParameter'),
});
export type LayoutItem = {
  id?: number | undefined;
  widgetId: WidgetKey;
  hStart: number;
  vStart: number;
  width: number;
  height: number;
};

/** A whole layout is saved at once: no widget twice, every box inside the 12 columns. */
export const userWidgetsSchema = z
  .array(userWidgetSchema)
  .max(widgetKeys.length, 'invalidParameter')
  .superRefine((items, ctx) => {
    for (const problem of layoutProblems(items as UserWidget[]))
      ctx.addIssue({ code: 'custom', message: problem });
  });

export const layoutItemsSchema = z
  .array(layoutItemSchema)
  .max(widgetKeys.length, 'invalidParameter')
  .superRefine((items, ctx) => {
    for (const item of items as LayoutItem[]) {
      if (!isWidgetKey(item.widgetId)) continue;
      if (sizeOfBox(item.widgetId, { w: item.width, h: item.height }) === null) {
        ctx.addIssue({ code: 'custom', message: 'widgetSizeInvalid' });
        return;
      }
    }
    const entries = (items as LayoutItem[])
      .filter((item) => isWidgetKey(item.widgetId))
      .map(layoutItemToWidget);
    for (const problem of layoutProblems(entries)) ctx.addIssue({ code: 'custom', message: problem });
  });

export type LayoutProblem = 'widgetDuplicate' | 'widgetOutsideGrid';

/** What is wrong with a layout, if anything (the server refuses it; the web never builds one). */
export function layoutProblems(items: readonly UserWidget[]): LayoutProblem[] {
  const problems = new Set<LayoutProblem>();
  const seen = new Set<string>();
  for (const item of items) {
    if (seen.has(item.widgetId)) problems.add('widgetDuplicate');
    seen.add(item.widgetId);
    if (!isWidgetKey(item.widgetId)) continue;
    if (item.positionX + widgetBox(item.widgetId, item.size).w > dashboardGrid.columns) {
      problems.add('widgetOutsideGrid');
    }
  }
  return [...problems];
}

/** The size whose box is `box`, or null when the widget has no such size. */
export function sizeOfBox(key: WidgetKey, box: Box): WidgetSize | null {
  for (const size of ['max', 'min'] as const) {
    const candidate = widgetBox(key, size);
    if (candidate.w === box.w && candidate.h === box.h) return size;
  }
  return null;
}

export function widgetToLayoutItem(entry: UserWidget, id?: number): LayoutItem {
  const box = widgetBox(entry.widgetId, entry.size);
  return {
    ...(id === undefined ? {} : { id }),
    widgetId: entry.widgetId,
    hStart: entry.positionX,
    vStart: entry.positionY,
    width: box.w,
    height: box.h,
  };
}

export function layoutItemToWidget(item: LayoutItem): UserWidget {
  return {
    widgetId: item.widgetId,
    size: sizeOfBox(item.widgetId, { w: item.width, h: item.height }) ?? 'max',
    positionX: item.hStart,
    positionY: item.vStart,
  };
}

/**
 * The layout a buyer starts with (and gets back on reset): counts first, then the calendar and
 * the lists, stacked so that nothing overlaps. Widgets the agency's flags (and the node's, when
 * given) switch off are left out.
 */
export function defaultLayout(flags: readonly FeatureFlag[], node?: NodeFlags): UserWidget[] {
  const order: WidgetKey[] = [
    'projectCounter',
    'totalProjects',
    'openProjects',
    'questionsSubmitted',
    'awardedValue',
    'expiredContractDocuments',
    // Beside the expired documents, in the half row they leave: without it nothing else moves.
    'satisfactorySnapshot',
    'calendar',
    'tasks',
    'comments',
    'overview',
    'projectBuyers',
    'projectTeamMembers',
    'intakeEssentials',
  ];
  const allowed = new Set(availableWidgets(flags, node));
  return packWidgets(
    order.filter((key) => allowed.has(key)).map((key) => ({ key, size: dashboardWidgets[key].defaultSize })),
  );
}

/** Places widgets left to right, row after row, each row as tall as its tallest widget. */
export function packWidgets(widgets: readonly { key: WidgetKey; size: WidgetSize }[]): UserWidget[] {
  const placed: UserWidget[] = [];
  let x = 0;
  let y = 0;
  let rowHeight = 0;
  for (const { key, size } of widgets) {
    const box = widgetBox(key, size);
    if (x + box.w > dashboardGrid.columns) {
      x = 0;
      y += rowHeight;
      rowHeight = 0;
    }
    placed.push({ widgetId: key, size, positionX: x, positionY: y });
    x += box.w;
    rowHeight = Math.max(rowHeight, box.h);
  }
  return placed;
}

/** The bottom row of a layout: where an added widget goes. */
export function layoutBottom(items: readonly UserWidget[]): number {
  return items.reduce(
    (bottom, item) => Math.max(bottom, item.positionY + widgetBox(item.widgetId, item.size).h),
    0,
  );
}
