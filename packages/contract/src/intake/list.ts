/**
 * The Intake: pending requests widget (001 §3 pending request list row, §9 intake list closing
 * ranges; issue 24 §3): rows, the search's criteria and the spreadsheet's name.
 */
import { z } from 'zod';
import { type ClosingRange, closesWithin, teamMemberClosingRanges } from '../dashboard/ranges.ts';
import { idSchema } from '../validation/ids.ts';
import { intakeStatusNumbers } from './request.ts';

/** 001 §9: any day, 1, 7, 14, 21, 30, 60, 90, 180; measured to the estimated posting date. */
export const intakeClosingRanges = teamMemberClosingRanges;
export const intakeClosingDefault: ClosingRange = 'any';
/** The default status filter, the list's "In Progress": requests still waiting for a decision. */
export const intakeStatusDefault = 1;

export const intakeListRowSchema = z.object({
  id: z.number().int(),
  dateCreatedUtc: z.string(),
  dateModifiedUtc: z.string().nullable(),
  projectName: z.string(),
  requester: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Null shows 'Not sure' (001 §9). */
  procurementLead: z.string().nullable(),
  department: z.string().nullable(),
  bidType: z.string().nullable(),
  classification: z.string().nullable(),
  estimatedPostingDate: z.string().nullable(),
  deliveryConstructionStartDate: z.string().nullable(),
  projectBudget: z.number().nullable(),
  estimatedTotalProjectValue: z.number().nullable(),
  status: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  projectId: z.number().int().nullable(),
});
export type IntakeListRow = z.infer<typeof intakeListRowSchema>;

export const intakeSortColumns = [
  'dateCreatedUtc',
  'dateModifiedUtc',
  'projectName',
  'requester',
  'procurementLead',
  'department',
  'estimatedPostingDate',
  'deliveryConstructionStartDate',
  'projectBudget',
  'estimatedTotalProjectValue',
  'status',
] as const;
export type IntakeSortColumn = (typeof intakeSortColumns)[number];

export const intakeListRules = { pageSizeMax: 100, pageSizeDefault: 20, searchTextMax: 200 } as const;

const closingRange = z
  .union([z.literal('any'), z.number().int()])
  .refine((value) => (intakeClosingRanges as readonly ClosingRange[]).includes(value), 'invalidParameter');

/** POST api/intake/search?nodeId: the widget's filters, a page and its order. */
export const intakeSearchSchema = z.object({
  searchText: z.string().trim().max(intakeListRules.searchTextMax, 'invalidParameter').default(''),
  /** Null keeps every status. */
  status: z
    .union([z.literal(1), z.literal(2), z.literal(3)])
    .nullable()
    .default(intakeStatusDefault),
  departmentId: idSchema('intakeDepartmentInvalid').nullable().default(null),
  /** A lead's id; 0 keeps the requests whose lead is 'Not sure'. */
  procurementLeadId: z.number().int().min(0).max(2_147_483_647).nullable().default(null),
  /** A requester's email (GET api/intake/requesters lists them). */
  requester: z.string().trim().max(254, 'invalidParameter').nullable().default(null),
  closingRange: closingRange.default(intakeClosingDefault),
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(intakeListRules.pageSizeMax).default(intakeListRules.pageSizeDefault),
  sortColumn: z.enum(intakeSortColumns).default('dateCreatedUtc'),
  sortDirection: z.enum(['asc', 'desc']).default('desc'),
});
export type IntakeSearch = z.input<typeof intakeSearchSchema>;

export const intakeSearchPageSchema = z.object({
  rows: z.array(intakeListRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type IntakeSearchPage = z.infer<typeof intakeSearchPageSchema>;

/** GET api/intake/intakeRequests?nodeId&status: status optional, as in the search. */
export const intakeListQuerySchema = z.object({
  status: z.coerce
    .number()
    .int()
    .refine((value) => (intakeStatusNumbers as readonly number[]).includes(value), 'intakeStatusInvalid')
    .optional(),
});

export const intakeRequesterSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type IntakeRequester = z.infer<typeof intakeRequesterSchema>;

/** Whether a request's estimated posting date is within the range (0 <= days left < N). */
export const intakeWithinRange = (postingDate: string | null, today: string, range: ClosingRange) =>
  closesWithin(postingDate, today, range);

/** The export's file name (001 §7): 'Intake_ Pending Requests - {All Data|Filtered} - {MM.DD.YYYY}'. */
export function intakeExportFileName(filtered: boolean, today: string): string {
  const [year, month, day] = today.slice(0, 10).split('-');
  return `Intake_ Pending Requests - ${filtered ? 'Filtered' : 'All Data'} - ${month}.${day}.${year}`;
}
