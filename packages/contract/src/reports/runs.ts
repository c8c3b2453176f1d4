/**
 * A report's generation (001 §7 /Report/generateReport/{name}, /Report/Download/{name},
 * /Report/RefreshCustomProject/{id}): a job that writes the report's rows to a file a page at a
 * time, saying how many rows it has written, then the file is downloaded.
 */
import { z } from 'zod';
import { exportStates } from '../portal/exports.ts';
import { builtInReportNames } from './catalogue.ts';

/** The files a report is written as: a workbook, or comma-separated text. */
export const reportFormats = ['xlsx', 'csv'] as const;
export type ReportFormat = (typeof reportFormats)[number];

export const reportFormatQuerySchema = z.object({
  format: z.enum(reportFormats, 'invalidParameter').default('xlsx'),
});

/** Queued, running, done or failed: the states of an export job (portal/exports.ts). */
export const reportRunStates = exportStates;
export type ReportRunState = (typeof reportRunStates)[number];

/**
 * Where a run of a library report stands for its requester: the rows written so far (the progress
 * the library shows), whether the report's line cap stopped it (`message` then says so, e.g.
 * reportSupplierDocumentLimit), and a catalogue key when it failed (reportGenerationFailed).
 */
export const reportRunSchema = z.object({
  name: z.enum(builtInReportNames),
  format: z.enum(reportFormats),
  state: z.enum(reportRunStates),
  rows: z.number().int().min(0),
  capped: z.boolean(),
  message: z.string().nullable(),
  fileName: z.string(),
  requestedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ReportRun = z.infer<typeof reportRunSchema>;

/** How long a library report's file stays downloadable: a day, as an export (decision 162). */
export const reportRunLifetimeMs = 24 * 60 * 60 * 1000;

/** How many rows POST /Report/CustomData previews: enough to judge the columns, never the report. */
export const customDataPreviewRows = 50;

/** A preview cell as a file would show it (000 §3 column types): text, a number, or empty. */
export const reportPreviewCellSchema = z.union([z.string(), z.number(), z.null()]);

/**
 * POST /Report/CustomData: the wizard's preview of a definition before it is saved, its columns
 * as chosen and its first rows formatted as the file would be, with the rows the report holds.
 */
export const customDataSchema = z.object({
  /** Column ids (project-columns.ts) in the order of each row's cells; labels are the catalogue's. */
  columns: z.array(z.number().int()),
  rows: z.array(z.array(reportPreviewCellSchema)),
  total: z.number().int().min(0),
});
export type CustomData = z.infer<typeof customDataSchema>;

/** The centre's list: newest first, a page at a time. */
export const customReportListQuerySchema = z.object({
  page: z.coerce.number('invalidParameter').int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number('invalidParameter').int().min(1).max(100).default(25),
});

/** GET /Report/GetCustomProjectUri/{id}: where the last run's file is downloaded, null before one. */
export const customReportUriSchema = z.object({ uri: z.string().nullable() });

/** The customReportsUpdating and customReportsUpdated events: which report, in the agency's room. */
export const customReportsEventSchema = z.object({ id: z.number().int(), nodeId: z.number().int() });
export type CustomReportsEvent = z.infer<typeof customReportsEventSchema>;
