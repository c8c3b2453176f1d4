/**
 * Custom project reports (000 §2 report wizard and report centre; 000 §3 Custom report; 001 §3,
 * §7 /Report/CustomProject): what the wizard sends, step by step (type, phase, statuses, date
 * range, other filters, columns, name), and what the centre lists.
 */
import { z } from 'zod';
import { contractStatuses } from '../contracts/lifecycle.ts';
import { classifications, procurementMethods, userRefSchema } from '../projects/schemas.ts';
import { type ProjectStatus, projectStatuses } from '../projects/status.ts';
import { idSchema } from '../validation/ids.ts';
import { hasNoForbiddenCharacters } from '../validation/project-number.ts';
import {
  defaultReportColumns,
  findProjectReportColumn,
  maxReportColumns,
  partsOfPhase,
  type ReportPart,
  reportDateKindIds,
  reportDateKinds,
  reportPhaseIds,
} from './project-columns.ts';
import { reportDateRangeSchema } from './ranges.ts';

/** The wizard's report types (000 §2): Projects; Suppliers is shown as coming soon. */
export const customReportTypes = ['Projects', 'Suppliers'] as const;
export type CustomReportType = (typeof customReportTypes)[number];
export const availableCustomReportTypes = ['Projects'] as const satisfies readonly CustomReportType[];

export const customReportRules = {
  nameMax: 200,
  /** Ids per filter: more than any agency has departments, leads or categories to pick. */
  filterIdsMax: 500,
} as const;

/** The project statuses a report may filter on: every one but a template's. */
export const reportableProjectStatuses = projectStatuses.filter(
  (status): status is Exclude<ProjectStatus, 'Template'> => status !== 'Template',
);

/**
 * The report's name: required, at most 200 characters, none of the characters 000 §5 keeps out of
 * project numbers and report names. The award approval's report-name texts say exactly this.
 */
export const customReportNameSchema = z
  .string({ error: 'awardApprovalReportNameRequired' })
  .trim()
  .min(1, 'awardApprovalReportNameRequired')
  .max(customReportRules.nameMax, 'awardApprovalReportNameTooLong')
  .refine(hasNoForbiddenCharacters, 'awardApprovalForbiddenCharacters');

const ids = z.array(idSchema('invalidParameter')).max(customReportRules.filterIdsMax, 'invalidParameter');

/**
 * The other filters (000 §2 wizard: department, lead, method, classification, categories), named
 * as project search names them (projects/search.ts searchCriteriaSchema) so one picker serves
 * both; an empty or absent list does not filter.
 */
export const customReportFiltersSchema = z.object({
  departmentId: ids.default([]),
  projectLeadId: ids.default([]),
  procurementMethod: z.array(z.enum(procurementMethods, 'invalidParameter')).max(10).default([]),
  classification: z.array(z.enum(classifications, 'invalidParameter')).max(10).default([]),
  categoryId: ids.default([]),
});
export type CustomReportFilters = z.output<typeof customReportFiltersSchema>;

/** The definition a report is saved with, before the rules between its steps are checked. */
export const customProjectReportDefinitionSchema = z.object({
  name: customReportNameSchema,
  type: z.literal('Projects', 'invalidParameter'),
  phase: z.enum(reportPhaseIds, 'invalidParameter'),
  /** Project (source) statuses; none selected reports every status. */
  statuses: z
    .array(z.enum(reportableProjectStatuses, 'invalidParameter'))
    .max(projectStatuses.length)
    .default([]),
  /** Contract statuses as shown (contractStatusOn), for phases with a contract; none reports every one. */
  contractStatuses: z
    .array(z.enum(contractStatuses, 'invalidParameter'))
    .max(contractStatuses.length)
    .default([]),
  /** The date the range applies to, and the range; both or neither. */
  dateKind: z.enum(reportDateKindIds, 'invalidParameter').nullable().default(null),
  dateRange: reportDateRangeSchema.nullable().default(null),
  filters: customReportFiltersSchema.default({
    departmentId: [],
    projectLeadId: [],
    procurementMethod: [],
    classification: [],
    categoryId: [],
  }),
  /** Column ids (project-columns.ts) in the order the report shows them. */
  columns: z
    .array(z.number('invalidParameter').int('invalidParameter'))
    .min(1, 'reportColumnsRequired')
    .max(maxReportColumns, 'invalidParameter'),
});

type Definition = z.output<typeof customProjectReportDefinitionSchema>;

const within = (parts: readonly ReportPart[], phases: readonly ReportPart[]) =>
  phases.some((part) => parts.includes(part));

/**
 * The rules between the wizard's steps: every column known, once, and of the phase's parts; a date
 * kind and a range together, the kind of the phase's parts, a Custom range not ending before it
 * starts; contract statuses only for a phase with contracts. The wizard offers only what passes
 * (columnsOfPhase, dateKindsOfPhase), so a refusal here means a stale or forged request.
 */
function checkDefinition(definition: Definition, ctx: z.RefinementCtx) {
  const parts = partsOfPhase(definition.phase);
  const seen = new Set<number>();
  definition.columns.forEach((id, index) => {
    const known = findProjectReportColumn(id);
    if (!known || seen.has(id) || !within(parts, known.phases)) {
      ctx.addIssue({ code: 'custom', message: 'invalidParameter', path: ['columns', index] });
    }
    seen.add(id);
  });
  if ((definition.dateKind === null) !== (definition.dateRange === null)) {
    ctx.addIssue({ code: 'custom', message: 'invalidParameter', path: ['dateRange'] });
  }
  const kind = reportDateKinds.find((k) => k.id === definition.dateKind);
  if (kind && !within(parts, kind.phases)) {
    ctx.addIssue({ code: 'custom', message: 'invalidParameter', path: ['dateKind'] });
  }
  const range = definition.dateRange;
  if (range?.type === 'Custom' && range.from > range.to) {
    ctx.addIssue({ code: 'custom', message: 'searchDateRangeInvalid', path: ['dateRange', 'to'] });
  }
  if (definition.contractStatuses.length > 0 && !parts.includes('contract')) {
    ctx.addIssue({ code: 'custom', message: 'invalidParameter', path: ['contractStatuses'] });
  }
}

/** POST /Report/CustomProject: a new custom project report. */
export const createCustomProjectReportSchema =
  customProjectReportDefinitionSchema.superRefine(checkDefinition);
export type CreateCustomProjectReport = z.input<typeof createCustomProjectReportSchema>;
export type CustomProjectReportDefinition = z.output<typeof createCustomProjectReportSchema>;

/**
 * POST /Report/CustomData: the wizard's preview of a definition, which may come before the report
 * is named (the name is asked with the columns, the last step).
 */
export const customDataBodySchema = customProjectReportDefinitionSchema
  .extend({
    name: z.string('invalidParameter').max(customReportRules.nameMax, 'invalidParameter').default(''),
  })
  .superRefine(checkDefinition);

/** PUT /Report/CustomProject: a saved report's whole definition, replaced. */
export const updateCustomProjectReportSchema = customProjectReportDefinitionSchema
  .extend({ id: idSchema('invalidParameter') })
  .superRefine(checkDefinition);
export type UpdateCustomProjectReport = z.input<typeof updateCustomProjectReportSchema>;

/** What the wizard starts from: a projects report of every phase with the default columns. */
export const newCustomProjectReport = {
  name: '',
  type: 'Projects',
  phase: 'all',
  statuses: [],
  contractStatuses: [],
  dateKind: null,
  dateRange: null,
  filters: { departmentId: [], projectLeadId: [], procurementMethod: [], classification: [], categoryId: [] },
  columns: [...defaultReportColumns],
} as const satisfies CreateCustomProjectReport;

/**
 * A report of the centre (001 §3: id, name, uri, isPending; 000 §2 centre columns Created By,
 * Create Date, Last Run By, Last Run On). `uri` is where its last file is downloaded (null before
 * the first run); `isPending` while a run is generating it.
 */
export const customProjectReportRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  uri: z.string().nullable(),
  isPending: z.boolean(),
  createdBy: userRefSchema.nullable(),
  createdAt: z.string(),
  lastRunBy: userRefSchema.nullable(),
  lastRunAt: z.string().nullable(),
});
export type CustomProjectReportRow = z.infer<typeof customProjectReportRowSchema>;

/** GET /Report/CustomProject/{id}: the row with its definition, for the wizard's Edit. */
export const customProjectReportSchema = customProjectReportDefinitionSchema.extend(
  customProjectReportRowSchema.shape,
);
export type CustomProjectReport = z.infer<typeof customProjectReportSchema>;
