/** The shape of a custom project report's numbered column, and the shorthand the tables use. */
import type { ReportColumnType, ReportText } from './catalogue.ts';
import type { ReportPart } from './phases.ts';

export type ProjectReportColumn = {
  id: number;
  key: string;
  label: ReportText;
  type: ReportColumnType;
  /** The parts it has values for: a column of the contract is empty on a source-only project. */
  phases: readonly ReportPart[];
  /** Where the value is read: `table.column`, a join, or an aggregate. */
  from: string;
};

export const both = ['source', 'contract'] as const;
export const source = ['source'] as const;
export const contract = ['contract'] as const;

export function col(
  id: number,
  key: string,
  en: string,
  fr: string,
  type: ReportColumnType,
  phases: readonly ReportPart[],
  from: string,
): ProjectReportColumn {
  return { id, key, label: { en, fr }, type, phases, from };
}
