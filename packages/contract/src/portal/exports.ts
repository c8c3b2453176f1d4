import { z } from 'zod';

/**
 * The Source exports of 001 §7 that run as jobs (CompletedSubmissionsAll): the states an export
 * passes through, what GET answers about it, and what the exportReady event carries.
 */

export const exportStates = ['queued', 'running', 'done', 'failed'] as const;
export type ExportState = (typeof exportStates)[number];

/** How long a finished export stays downloadable before the sweep removes it (a day). */
export const exportLifetimeMs = 24 * 60 * 60 * 1000;

/** GET /Exports/CompletedSubmissionsAll?exportId: where the export stands. */
export const exportStatusSchema = z.object({
  exportId: z.string(),
  kind: z.string(),
  tenderId: z.number().int(),
  state: z.enum(exportStates),
  /** 0 to 100. */
  percent: z.number().int().min(0).max(100),
  fileName: z.string(),
  requestedAt: z.string(),
  finishedAt: z.string().nullable(),
  expiresAt: z.string(),
  /** A catalogue key when the export failed. */
  error: z.string().nullable(),
});
export type ExportStatus = z.infer<typeof exportStatusSchema>;

/** The exportReady real-time event: only the requester's screens act on it (by userId). */
export const exportReadySchema = z.object({
  exportId: z.string(),
  kind: z.string(),
  fileName: z.string(),
  userId: z.number().int(),
  tenderId: z.number().int(),
});
export type ExportReady = z.infer<typeof exportReadySchema>;

/** An export id: 32 lowercase hex characters (random, never a counter). */
export const exportIdSchema = z.string().regex(/^[0-9a-f]{32}$/, 'exportNotFound');

/** The percent done after `done` of `total` steps (whole numbers; 100 only when every step is done). */
export function exportPercent(done: number, total: number): number {
  if (total <= 0) return done > 0 ? 100 : 0;
  if (done >= total) return 100;
  return Math.min(99, Math.floor((done / total) * 100));
}

/** Whether an export requested at `requestedAt` has expired at `now`. */
export function isExportExpired(requestedAt: Date, now: Date): boolean {
  return now.getTime() - requestedAt.getTime() >= exportLifetimeMs;
}
