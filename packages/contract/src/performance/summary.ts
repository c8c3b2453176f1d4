/**
 * What the supplier-performance dashboard and a supplier's Performance tab read (001 §3
 * Performance summary; 001 §7 /Summary, PerformanceEvaluationStatistic,
 * /VendorPerformances/GetVendorPerformanceSummary; 000 §3 Performance results; 000 §9 percent
 * formats: one decimal, satisfactory two).
 */
import { z } from 'zod';
import { idParamSchema } from '../validation/ids.ts';
import { performanceRatings } from './scoring.ts';
import { currentStatusSchema } from './status-logs.ts';
import { evaluationTypes, performanceEvaluationStatuses } from './workflow.ts';

const day = z.iso.date('invalidParameter');

/** The dashboard's filters: a department, the evaluation dates' range and a type. */
export const performanceSummaryQuerySchema = z.object({
  departmentId: idParamSchema('invalidDepartmentId').optional(),
  dateFrom: day.optional(),
  dateTo: day.optional(),
  type: z.enum(evaluationTypes, { error: 'invalidParameter' }).optional(),
});
export type PerformanceSummaryQuery = z.input<typeof performanceSummaryQuerySchema>;

export const departmentPerformanceSchema = z.object({
  departmentId: z.number().int().nullable(),
  name: z.string(),
  numExpired: z.number().int(),
  numInProgress: z.number().int(),
  numInterim: z.number().int(),
  numFinal: z.number().int(),
  numCustom: z.number().int(),
  /** Contracts of the department with a completed evaluation, of those registered (percent). */
  pctEvaluated: z.number(),
});

/** GET /Summary: the Performance summary of 001 §3. */
export const performanceSummarySchema = z.object({
  /** Suppliers with at least one completed evaluation. */
  suppliers: z.number().int(),
  contracts: z.object({
    numRegistered: z.number().int(),
    numEvaluated: z.number().int(),
    pctEvaluated: z.number(),
  }),
  evaluations: z.object({
    numEvaluated: z.number().int(),
    numInterim: z.number().int(),
    numFinal: z.number().int(),
  }),
  departments: z.array(departmentPerformanceSchema),
  satisfactory: z.number().int(),
  nonSatisfactory: z.number().int(),
  /** Whether the satisfactory snapshot shows under the agency's rating scale (000 §6). */
  showSatisfactory: z.boolean(),
});
export type PerformanceSummary = z.infer<typeof performanceSummarySchema>;

/** Percent of a part in a whole, 0 for an empty whole. */
export const percentOfWhole = (part: number, whole: number, decimals = 1) =>
  whole === 0 ? 0 : Math.round((part / whole) * 100 * 10 ** decimals) / 10 ** decimals;

/** GET /PerformanceEvaluationStatistic: evaluations by status under the same filters. */
export const evaluationStatisticSchema = z.object({
  status: z.enum(performanceEvaluationStatuses),
  count: z.number().int(),
});

const result = z
  .object({ id: z.number().int(), percent: z.number(), rating: z.enum(performanceRatings) })
  .nullable();

/** GET /VendorPerformances/GetVendorPerformanceSummary?vendorId: the supplier's results. */
export const vendorPerformanceQuerySchema = z.object({ vendorId: idParamSchema('vendorInvalidId') });
export const vendorPerformanceSchema = z.object({
  vendorId: z.number().int(),
  evaluations: z.number().int(),
  completed: z.number().int(),
  average: z.number().nullable(),
  averageRating: z.enum(performanceRatings).nullable(),
  best: result,
  latest: result,
  worst: result,
  satisfactory: z.number().int(),
  nonSatisfactory: z.number().int(),
  currentStatus: currentStatusSchema,
});
export type VendorPerformance = z.infer<typeof vendorPerformanceSchema>;
