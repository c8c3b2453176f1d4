/**
 * Project search (000 §2 Project Search, §9 filter groups; 001 §7 POST /Projects/Search) and saved
 * searches (001 §3, §5).
 */
import { z } from 'zod';
import { idParamSchema, idSchema } from '../validation/ids.ts';
import { classifications, procurementMethods, projectPhases } from './schemas.ts';
import { projectStatuses, projectTypes } from './status.ts';

/** The five filter groups of 000 §9, each a set of optional criteria; empty ones are dropped. */
export const searchCriteriaSchema = z.object({
  project: z
    .object({
      type: z.array(z.enum(projectTypes)).max(10).optional(),
      phase: z.array(z.enum(projectPhases)).max(10).optional(),
      departmentId: z.array(idSchema()).max(100).optional(),
      classification: z.array(z.enum(classifications)).max(10).optional(),
      projectLeadId: z.array(idSchema()).max(100).optional(),
      categoryId: z.array(idSchema()).max(100).optional(),
      createdById: z.array(idSchema()).max(100).optional(),
    })
    .default({}),
  source: z
    .object({
      procurementMethod: z.array(z.enum(procurementMethods)).max(10).optional(),
      status: z.array(z.enum(projectStatuses)).max(20).optional(),
      submission: z.union([z.literal(0), z.literal(1)]).optional(),
      closingFrom: z.iso.date().optional(),
      closingTo: z.iso.date().optional(),
    })
    .default({}),
  contract: z.object({ contractNumber: z.string().trim().max(100).optional() }).default({}),
  award: z
    .object({ estimatedAwardFrom: z.iso.date().optional(), estimatedAwardTo: z.iso.date().optional() })
    .default({}),
  intake: z.object({ fromIntake: z.boolean().optional() }).default({}),
});
export type SearchCriteria = z.input<typeof searchCriteriaSchema>;

export const projectSortColumns = [
  'name',
  'number',
  'status',
  'procurementMethod',
  'department',
  'projectLead',
  'dateAvailable',
  'dateClosing',
  'estimatedValue',
  'createdAt',
  'updatedAt',
] as const;
export type ProjectSortColumn = (typeof projectSortColumns)[number];

/**
 * Search totals are exact up to this many; past it the answer says `searchCountCap + 1` and the
 * list shows "1,000+", so a broad search over a million projects never counts them all.
 */
export const searchCountCap = 1_000;

/** Projects list initial limit (001 §9). */
export const projectSearchPageSize = 20;

export const projectSearchSchema = z
  .object({
    limit: z.number().int().min(1).max(200).default(projectSearchPageSize),
    start: z.number().int().min(0).max(10_000_000).default(0),
    searchText: z.string().trim().max(200).optional(),
    /** Created between (inclusive), as calendar dates. */
    dateFrom: z.iso.date().optional(),
    dateTo: z.iso.date().optional(),
    status: z.array(z.enum(projectStatuses)).max(20).optional(),
    searchCriteria: searchCriteriaSchema.default({
      project: {},
      source: {},
      contract: {},
      award: {},
      intake: {},
    }),
    sortColumn: z.enum(projectSortColumns).default('updatedAt'),
    sortDirection: z.enum(['asc', 'desc']).default('desc'),
  })
  .refine((s) => !s.dateFrom || !s.dateTo || s.dateFrom <= s.dateTo, {
    message: 'searchDateRangeInvalid',
    path: ['dateTo'],
  });
export type ProjectSearch = z.input<typeof projectSearchSchema>;

/** One row of the result list; the column chooser picks among these. */
export const projectSearchRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  number: z.string(),
  type: z.enum(projectTypes),
  phase: z.enum(projectPhases),
  status: z.enum(projectStatuses),
  procurementMethod: z.enum(procurementMethods),
  isPlanned: z.boolean(),
  department: z.string().nullable(),
  projectLead: z.string().nullable(),
  dateAvailable: z.string().nullable(),
  dateClosing: z.string().nullable(),
  estimatedValue: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProjectSearchRow = z.infer<typeof projectSearchRowSchema>;

/** The columns a user may show, in their default order; the first five show by default. */
export const projectSearchColumns = [
  'number',
  'name',
  'status',
  'procurementMethod',
  'dateClosing',
  'department',
  'projectLead',
  'dateAvailable',
  'estimatedValue',
  'phase',
  'type',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof ProjectSearchRow)[];
export type ProjectSearchColumn = (typeof projectSearchColumns)[number];
export const defaultProjectSearchColumns: ProjectSearchColumn[] = [
  'number',
  'name',
  'status',
  'procurementMethod',
  'dateClosing',
];

export const savedSearchTypes = ['Project'] as const;

/** A saved project search (001 §3: id, name, type Project; 000 §3: shared or private). */
export const savedSearchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(savedSearchTypes),
  shared: z.boolean(),
  criteria: z.record(z.string(), z.unknown()),
  ownerId: z.number().int(),
  mine: z.boolean(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const saveSavedSearchSchema = z.object({
  id: idSchema().optional(),
  name: z.string().trim().min(1, 'nameRequired').max(100),
  type: z.enum(savedSearchTypes).default('Project'),
  shared: z.boolean().default(false),
  criteria: z.record(z.string(), z.unknown()),
});
export type SaveSavedSearch = z.input<typeof saveSavedSearchSchema>;

/** GET /Projects/ProjectDropdown?Column&Value: the distinct values of one column, for filter pickers. */
export const projectDropdownColumns = [
  'name',
  'number',
  'contractNumber',
  'internalReferenceNumber',
] as const;

/** GET /Projects/ProjectDropdown: the column and the start of its value. */
export const projectDropdownQuerySchema = z.object({
  Column: z.enum(projectDropdownColumns),
  Value: z.string().max(100).default(''),
});
export const projectDropdownValueSchema = z.object({ value: z.string() });

/** POST /Projects/Search/Export: the search and the columns of the spreadsheet. */
export const projectSearchExportSchema = z.intersection(
  projectSearchSchema,
  z.object({ columns: z.array(z.enum(projectSearchColumns)).min(1).max(projectSearchColumns.length) }),
);
export type ProjectSearchExport = z.input<typeof projectSearchExportSchema>;

/** GET /SavedSearchCriteria?type: the caller's saved searches and the shared ones. */
export const savedSearchesQuerySchema = z.object({ type: z.enum(savedSearchTypes).default('Project') });

/** DELETE /SavedSearchCriteria?savedSearchId. */
export const savedSearchIdQuerySchema = z.object({ savedSearchId: idParamSchema() });
