import type {
  AssessmentGroup,
  CurrentPerformanceStatus,
  PerformanceStatusLog,
  PerformanceTemplate,
} from '@procura/contract';
import type {
  performanceAssessmentGroups,
  performanceTemplates,
  performanceVendorStatusLogs,
} from '../../db/schema/index.ts';

/** Shapes the settings area's rows for the answers (display shaping only). */

type TemplateRow = typeof performanceTemplates.$inferSelect;
type GroupRow = typeof performanceAssessmentGroups.$inferSelect;
type StatusLogRow = typeof performanceVendorStatusLogs.$inferSelect;

export function presentTemplate(
  row: TemplateRow,
  assessmentGroupName: string | null,
  evaluationCount: number,
): PerformanceTemplate {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    guide: row.guide,
    assessmentGroupId: row.assessmentGroupId,
    assessmentGroupName,
    isActive: row.isActive,
    card: row.card,
    evaluationCount,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentGroup(row: GroupRow, templateCount: number): AssessmentGroup {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    ranges: row.ranges ?? null,
    templateCount,
  };
}

/** A status log with the name of who recorded it ('' once that user is gone). */
export function presentStatusLog(row: StatusLogRow, createdBy: string): PerformanceStatusLog {
  return {
    id: row.id,
    vendorId: row.vendorId,
    status: row.status,
    comments: row.comments,
    startDate: row.startDate,
    endDate: row.endDate,
    complete: row.complete,
    createdBy,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/** The supplier's current status as its warning reads it; none without a current log. */
export const presentCurrentStatus = (log: StatusLogRow | undefined): CurrentPerformanceStatus =>
  log ? { status: log.status, startDate: log.startDate, endDate: log.endDate } : null;
