import { describe, expect, it } from 'vitest';
import { defaultFeatureFlags } from '../features/feature-flags.ts';
import { availableWidgets, defaultLayout, layoutProblems, type NodeFlags, widgetBox } from './widgets.ts';

const withPerformance: NodeFlags = { contractorPerformance: true, enableIntakeEssentials: false };
const withoutPerformance: NodeFlags = { contractorPerformance: false, enableIntakeEssentials: false };

describe('widgets gated by the tender node (000 §6)', () => {
  it('offers the satisfactory snapshot only where the node has contractorPerformance', () => {
    expect(availableWidgets(defaultFeatureFlags, withPerformance)).toContain('satisfactorySnapshot');
    expect(availableWidgets(defaultFeatureFlags, withoutPerformance)).not.toContain('satisfactorySnapshot');
    // Without the node's flags the widget is not judged (the caller knows the node).
    expect(availableWidgets(defaultFeatureFlags)).toContain('satisfactorySnapshot');
    expect(widgetBox('satisfactorySnapshot', 'max')).toEqual({ w: 6, h: 4 });
  });

  it('places it beside the expired documents, moving no other widget of the default board', () => {
    const withIt = defaultLayout(defaultFeatureFlags, withPerformance);
    const withoutIt = defaultLayout(defaultFeatureFlags, withoutPerformance);
    expect(withoutIt.some((item) => item.widgetId === 'satisfactorySnapshot')).toBe(false);
    expect(withIt.filter((item) => item.widgetId !== 'satisfactorySnapshot')).toEqual(withoutIt);
    const expired = withIt.find((item) => item.widgetId === 'expiredContractDocuments');
    const snapshot = withIt.find((item) => item.widgetId === 'satisfactorySnapshot');
    expect(snapshot).toEqual({
      widgetId: 'satisfactorySnapshot',
      size: 'max',
      positionX: 6,
      positionY: expired?.positionY,
    });
    expect(layoutProblems(withIt)).toEqual([]);
  });

  it('offers Intake: pending requests (12x20) only where the node has enableIntakeEssentials', () => {
    const withIntake: NodeFlags = { contractorPerformance: false, enableIntakeEssentials: true };
    expect(availableWidgets(defaultFeatureFlags, withIntake)).toContain('intakeEssentials');
    expect(availableWidgets(defaultFeatureFlags, withoutPerformance)).not.toContain('intakeEssentials');
    expect(widgetBox('intakeEssentials', 'max')).toEqual({ w: 12, h: 20 });
    const board = defaultLayout(defaultFeatureFlags, withIntake);
    const intake = board.find((item) => item.widgetId === 'intakeEssentials');
    expect(intake).toMatchObject({ positionX: 0, size: 'max' });
    expect(board.filter((item) => item.widgetId !== 'intakeEssentials')).toEqual(
      defaultLayout(defaultFeatureFlags, withoutPerformance),
    );
    expect(layoutProblems(board)).toEqual([]);
  });
});
