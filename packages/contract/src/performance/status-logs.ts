/**
 * A supplier's performance status (000 §3 Performance status log: id, complete; §4 only one active
 * status per supplier, a log moves between current and history by completion; §5 comments, valid
 * status, start and end required, end not before start; 001 §7 /PerformanceVendorStatusLogs and
 * /PerformanceStatuses/All; §8 active vendor status exists, status already complete, duplicate).
 */
import { z } from 'zod';
import { contractDaySchema } from '../contracts/dates.ts';
import type { MessageKey } from '../messages/catalogue.ts';
import { idParamSchema, idSchema } from '../validation/ids.ts';

/** The statuses an agency may put a supplier in, most severe last (decision 357). */
export const performanceStatuses = ['Watch List', 'Probation', 'Suspended', 'Debarred'] as const;
export type PerformanceStatus = (typeof performanceStatuses)[number];

export const performanceStatusLogRules = { commentsMax: 4000, historyPage: 50, currentMax: 200 } as const;

const day = contractDaySchema.unwrap();
const requiredDay = z
  .string({ error: 'performanceStatusDatesRequired' })
  .min(1, 'performanceStatusDatesRequired')
  .pipe(day);

/** POST /PerformanceVendorStatusLogs and PUT …?fromHistory (with its id). */
export const performanceStatusLogInputSchema = z.object({
  vendorId: idSchema('vendorInvalidId'),
  status: z.enum(performanceStatuses, { error: 'performanceStatusInvalid' }),
  comments: z
    .string({ error: 'performanceStatusCommentsRequired' })
    .trim()
    .min(1, 'performanceStatusCommentsRequired')
    .max(performanceStatusLogRules.commentsMax, 'invalidParameter'),
  startDate: requiredDay,
  endDate: requiredDay,
  /** Completing moves the log to history (and frees the supplier for a new status). */
  complete: z.boolean().default(false),
});
export type PerformanceStatusLogInput = z.input<typeof performanceStatusLogInputSchema>;

export const updatePerformanceStatusLogSchema = performanceStatusLogInputSchema.extend({
  id: idSchema('invalidPerformanceStatusLogId'),
});

/** Why a status log's dates may not be saved: the end is not before the start (000 §5). */
export function statusLogProblems(log: {
  startDate: string;
  endDate: string;
}): { key: MessageKey; field: string }[] {
  return log.endDate < log.startDate ? [{ key: 'performanceStatusEndBeforeStart', field: 'endDate' }] : [];
}

export const statusLogQuerySchema = z.object({ vendorId: idParamSchema('vendorInvalidId') });

/**
 * GET …/Current: `?vendorId=1` for one supplier (404 when it is not the agency's), or the parameter
 * repeated (`?vendorId=1&vendorId=2`) for the warnings of a list, which answers the current logs
 * of those that have one. A query string holds one value as text and a repeated one as a list.
 */
export const currentStatusQuerySchema = z.object({
  vendorId: z.preprocess(
    (value) => (Array.isArray(value) ? value : [value]),
    z
      .array(idParamSchema('vendorInvalidId'))
      .min(1, 'vendorInvalidId')
      .max(performanceStatusLogRules.currentMax, 'invalidParameter'),
  ),
});
export const statusLogUpdateQuerySchema = z.object({
  fromHistory: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .default(false),
});

export const performanceStatusLogSchema = z.object({
  id: z.number().int(),
  vendorId: z.number().int(),
  status: z.enum(performanceStatuses),
  comments: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  complete: z.boolean(),
  createdBy: z.string(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type PerformanceStatusLog = z.infer<typeof performanceStatusLogSchema>;

export const performanceStatusSchema = z.object({ status: z.enum(performanceStatuses) });

/** The warning a supplier's current status raises wherever it is invited, registered or awarded. */
export const currentStatusSchema = z
  .object({ status: z.enum(performanceStatuses), startDate: z.string(), endDate: z.string() })
  .nullable();
export type CurrentPerformanceStatus = z.infer<typeof currentStatusSchema>;
