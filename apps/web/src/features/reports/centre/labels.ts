import {
  type FixedRange,
  findProjectReportColumn,
  type ReportDateKind,
  type ReportPhase,
  type ReportText,
  reportDateKinds,
  reportPhases,
} from '@procura/contract';
import { currentLanguage } from '../../../platform/i18n/index.ts';
import type { UiKey } from '../../../platform/i18n/ui-en.ts';
import type { WizardStep } from './wizard-model.ts';

/** The wizard's names for the contract's lists: its own bilingual labels, or the UI's texts. */

export const textOf = (label: ReportText) => label[currentLanguage()];

export function columnLabel(id: number): string {
  const column = findProjectReportColumn(id);
  return column ? textOf(column.label) : String(id);
}

export function phaseLabel(phase: ReportPhase): string {
  const found = reportPhases.find((p) => p.id === phase);
  return found ? textOf(found.label) : phase;
}

export function dateKindLabel(kind: ReportDateKind): string {
  const found = reportDateKinds.find((k) => k.id === kind);
  return found ? textOf(found.label) : kind;
}

export const fixedRangeLabelKeys: Record<FixedRange, UiKey> = {
  today: 'reportWizardFixedToday',
  yesterday: 'reportWizardFixedYesterday',
  tomorrow: 'reportWizardFixedTomorrow',
  thisWeek: 'reportWizardFixedThisWeek',
  lastWeek: 'reportWizardFixedLastWeek',
  nextWeek: 'reportWizardFixedNextWeek',
  thisMonth: 'reportWizardFixedThisMonth',
  lastMonth: 'reportWizardFixedLastMonth',
  nextMonth: 'reportWizardFixedNextMonth',
  thisYear: 'reportWizardFixedThisYear',
  lastYear: 'reportWizardFixedLastYear',
  nextYear: 'reportWizardFixedNextYear',
};

export const stepTitleKeys: Record<WizardStep, UiKey> = {
  type: 'reportWizardStepType',
  phase: 'reportWizardStepPhase',
  statuses: 'reportWizardStepStatuses',
  dateRange: 'reportWizardStepDateRange',
  filters: 'reportWizardStepFilters',
  columns: 'reportWizardStepColumns',
};
