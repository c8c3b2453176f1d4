import {
  type CustomProjectReportDefinition,
  daysOfRange,
  type ProjectType,
  type ReportDateKind,
  type ReportPart,
  reportDateKinds,
  reportPhases,
  spanInstants,
} from '@procura/contract';
import { type AnyColumn, and, asc, count, eq, gt, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { awards, contracts, projects, tenders } from '../../db/schema/index.ts';
import { tenantJoin } from '../../platform/query.ts';
import type { Tx } from '../../platform/tenancy.ts';
import type { ReportScope } from './paging.ts';
import { sourceDate } from './source-queries.ts';

/*
 * The SQL of custom project reports (issue 26 §3): which of the node's projects a definition
 * selects, and a page of them with only the fields its chosen columns read. Per-page counts, sums
 * and names are in custom-lookup-queries.ts.
 */

/** What a page reads off the project itself. */
const projectFields = {
  projectId: projects.id,
  type: projects.type,
  phase: projects.phase,
  status: projects.status,
  procurementMethod: projects.procurementMethod,
  classification: projects.classification,
  departmentId: projects.departmentId,
  divisionId: projects.divisionId,
  projectLeadId: projects.projectLeadId,
  departmentProjectLeadId: projects.departmentProjectLeadId,
  categoryIds: projects.categoryIds,
  commodityCodeIds: projects.commodityCodeIds,
  description: projects.description,
  estimatedValue: projects.estimatedValue,
  estimatedAnnualValue: projects.estimatedAnnualValue,
  internalReferenceNumber: projects.internalReferenceNumber,
  isCooperative: projects.isCooperative,
  isPlanned: projects.isPlanned,
  fromIntake: sql<boolean>`(${projects.intakeRequestId} is not null)`,
  createdById: projects.createdById,
  createdAt: projects.createdAt,
  updatedAt: projects.updatedAt,
  number: projects.number,
  name: projects.name,
};

/** What a page reads off the project's source; all null on a project without a source part. */
const tenderFields = {
  tenderId: tenders.id,
  submissionMode: sql<number | null>`((${tenders.settings}->>'submission')::int)`,
  published: sourceDate(tenders.dateAvailable),
  closing: sourceDate(tenders.dateClosing),
  questionDeadline: sourceDate(tenders.questionDeadline),
  plannedNotice: sourceDate(tenders.datePlannedNotice),
  sentToPurchasing: sourceDate(tenders.dateSentToPurchasing),
  estimatedAward: sourceDate(tenders.dateEstimatedAward),
};

/** What a page reads off the project's contract; all null on a project without one. */
const contractFields = {
  contractId: contracts.id,
  contractNumber: contracts.number,
  contractName: contracts.name,
  contractStatus: contracts.status,
  hasWarrantyPeriod: contracts.hasWarrantyPeriod,
  termEnd: contracts.termEnd,
  warrantyEnd: contracts.warrantyEnd,
  amount: contracts.amount,
  contingencyAmount: contracts.contigencyAmount,
  totalProjectValue: contracts.totalProjectValue,
  startedAt: contracts.startedAt,
  initialTermStart: contracts.initialTermStart,
  initialTermEnd: contracts.initialTermEnd,
  firmPricingStart: contracts.firmPricingStart,
  firmPricingEnd: contracts.firmPricingEnd,
  warrantyStart: contracts.warrantyStart,
  substantialCompletion: contracts.substantialCompletionDate,
  closedAt: contracts.closedAt,
  isTerm: contracts.isTerm,
};

type Missing<T> = { [K in keyof T]: T[K] | null };

/** A page row with every field; a page holds only those its columns declared (CustomPlan.fields). */
export type CustomPageRow = SelectResultFields<typeof projectFields> &
  Missing<SelectResultFields<typeof tenderFields>> &
  Missing<SelectResultFields<typeof contractFields>>;
export type CustomPageField = keyof CustomPageRow;

const allFields: Record<CustomPageField, PgColumn | SQL> = {
  ...projectFields,
  ...tenderFields,
  ...contractFields,
};

/** The part of a project a page field belongs to: a source or contract field needs its join. */
export function partOfField(field: CustomPageField): ReportPart | null {
  if (field in tenderFields) return 'source';
  if (field in contractFields) return 'contract';
  return null;
}

/** The project types that have a part: those a single-type phase of that part names (phases.ts). */
function typesWithPart(part: ReportPart): ProjectType[] {
  return reportPhases
    .filter(
      (phase) => phase.projectTypes.length === 1 && (phase.parts as readonly ReportPart[]).includes(part),
    )
    .flatMap((phase) => phase.projectTypes);
}

/**
 * A project's source is its first tender, as the snapshot and the Summary report read it; only a
 * project with a source part has one here, so a contract-only project's source columns stay empty.
 */
const tenderJoin = and(
  tenantJoin(tenders.projectId, projects.id),
  inArray(projects.type, typesWithPart('source')),
  sql`${tenders.id} = (select min(f.id) from ${tenders} f
    where f.customer_id = ${projects.customerId} and f.project_id = ${projects.id})`,
) as SQL;

/** A project has one contract (contracts_project_uq); only a project with a contract part shows it. */
const contractJoin = and(
  tenantJoin(contracts.projectId, projects.id),
  inArray(projects.type, typesWithPart('contract')),
) as SQL;

/** contractStatusOn in SQL: a started contract past its term shows Warranty while it lasts, then Expired. */
const shownContractStatus = (today: string) => sql`(case
  when ${contracts.status} = 'Active' and ${contracts.termEnd} < ${today}::date
  then (case when ${contracts.hasWarrantyPeriod} and ${contracts.warrantyEnd} >= ${today}::date
    then 'Warranty' else 'Expired' end)
  else ${contracts.status} end)`;

/** The value each date kind compares (its `from` in phases.ts), and the join it needs. */
const dateKindValues: Record<ReportDateKind, { value: SQL | AnyColumn; part: ReportPart | null }> = {
  contractClosed: { value: contracts.closedAt, part: 'contract' },
  firmFrom: { value: contracts.firmPricingStart, part: 'contract' },
  firmTo: { value: contracts.firmPricingEnd, part: 'contract' },
  contractStarted: { value: contracts.startedAt, part: 'contract' },
  warrantyStart: { value: contracts.warrantyStart, part: 'contract' },
  warrantyEnd: { value: contracts.warrantyEnd, part: 'contract' },
  estimatedAward: { value: tenderFields.estimatedAward, part: 'source' },
  plannedNotice: { value: tenderFields.plannedNotice, part: 'source' },
  projectCreated: { value: projects.createdAt, part: null },
  questionDeadline: { value: tenderFields.questionDeadline, part: 'source' },
  sentToPurchasing: { value: tenderFields.sentToPurchasing, part: 'source' },
  sourceAwarded: {
    value: sql`(select min(w.award_date) from ${awards} w
      where w.customer_id = ${tenders.customerId} and w.tender_id = ${tenders.id})`,
    part: 'source',
  },
  sourceClosed: { value: tenderFields.closing, part: 'source' },
  sourcePublished: { value: tenderFields.published, part: 'source' },
  substantialCompletion: { value: contracts.substantialCompletionDate, part: 'contract' },
};

/**
 * The range's condition: a day column within the span's days, both ends included; an instant
 * within the span's instants in the agency's zone, the end excluded.
 */
function dateRangeWhere(scope: ReportScope, definition: CustomProjectReportDefinition): SQL | undefined {
  const { dateKind, dateRange } = definition;
  if (dateKind === null || dateRange === null) return undefined;
  const span = daysOfRange(dateRange, scope.today);
  const { value } = dateKindValues[dateKind];
  const kind = reportDateKinds.find((k) => k.id === dateKind);
  if (kind?.stores === 'day') return sql`(${value} >= ${span.from}::date and ${value} <= ${span.to}::date)`;
  const { start, end } = spanInstants(span, scope.timeZone);
  return sql`(${value} >= ${start.toISOString()}::timestamptz and ${value} < ${end.toISOString()}::timestamptz)`;
}

const idList = (ids: readonly number[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::integer[]`;

/** Which projects a definition reports, and the joins its conditions and columns need. */
export type CustomSelection = { where: SQL; tender: boolean; contract: boolean };

/**
 * The node's projects of the phase's types (never a template), in the chosen statuses, contract
 * statuses (as shown today), date range and filters, each non-empty list matching any of its
 * values. Archived projects are in, as project search lists them by default (a deleted project has
 * no row left). `parts` are the joins the chosen columns read.
 */
export function customSelection(
  scope: ReportScope,
  definition: CustomProjectReportDefinition,
  parts: ReadonlySet<ReportPart>,
): CustomSelection {
  const phase = reportPhases.find((p) => p.id === definition.phase);
  const { filters } = definition;
  const datePart = definition.dateKind === null ? null : dateKindValues[definition.dateKind].part;
  const where = and(
    eq(projects.customerId, scope.customerId),
    eq(projects.nodeId, scope.nodeId),
    inArray(projects.type, [...(phase?.projectTypes ?? [])]),
    ne(projects.status, 'Template'),
    definition.statuses.length > 0 ? inArray(projects.status, definition.statuses) : undefined,
    definition.contractStatuses.length > 0
      ? sql`${shownContractStatus(scope.today)} in (${sql.join(
          definition.contractStatuses.map((status) => sql`${status}`),
          sql`, `,
        )})`
      : undefined,
    dateRangeWhere(scope, definition),
    filters.departmentId.length > 0 ? inArray(projects.departmentId, filters.departmentId) : undefined,
    filters.projectLeadId.length > 0 ? inArray(projects.projectLeadId, filters.projectLeadId) : undefined,
    filters.procurementMethod.length > 0
      ? inArray(projects.procurementMethod, filters.procurementMethod)
      : undefined,
    filters.classification.length > 0 ? inArray(projects.classification, filters.classification) : undefined,
    filters.categoryId.length > 0 ? sql`${projects.categoryIds} && ${idList(filters.categoryId)}` : undefined,
  ) as SQL;
  return {
    where,
    tender: parts.has('source') || datePart === 'source',
    contract: parts.has('contract') || datePart === 'contract' || definition.contractStatuses.length > 0,
  };
}

function joined(tx: Tx, fields: Record<string, PgColumn | SQL>, selection: CustomSelection) {
  let query = tx.select(fields).from(projects).$dynamic();
  if (selection.tender) query = query.leftJoin(tenders, tenderJoin);
  if (selection.contract) query = query.leftJoin(contracts, contractJoin);
  return query;
}

/**
 * One page of the selected projects past the project id `after`, by id, with the `fields` asked
 * for (and the project id, the cursor). Money comes as numeric text, day columns as YYYY-MM-DD,
 * instants as Dates.
 */
export async function findCustomReportPage(
  tx: Tx,
  selection: CustomSelection,
  fields: ReadonlySet<CustomPageField>,
  after: number | null,
  limit: number,
): Promise<CustomPageRow[]> {
  const chosen: Record<string, PgColumn | SQL> = { projectId: projects.id };
  for (const field of fields) chosen[field] = allFields[field];
  const rows = await joined(tx, chosen, selection)
    .where(and(selection.where, after === null ? undefined : gt(projects.id, after)))
    .orderBy(asc(projects.id))
    .limit(limit);
  // The select holds exactly the fields the page's columns read; custom-columns.ts reads no other.
  return rows as CustomPageRow[];
}

/** How many projects the selection reports. */
export async function countCustomReportProjects(tx: Tx, selection: CustomSelection): Promise<number> {
  const [row] = await joined(tx, { value: count() }, selection).where(selection.where);
  return Number(row?.value ?? 0);
}
