import type { AppContext } from '../../platform/context.ts';
import { asSystem } from '../../platform/tenancy.ts';
import { removeFile } from '../documents/index.ts';
import { deleteUnclaimedBefore } from './upload-queries.ts';

/** How long an upload waits for its request: a form left open over a day's work, not longer. */
export const unclaimedUploadHours = 24;

/**
 * The hourly sweep of intake uploads (issue 24 §1): documents no request claimed within a day are
 * deleted in every agency, rows first and then their files, so a file left by a failed removal is
 * unreachable rather than a row without its file. Answers how many went.
 */
export async function sweepIntakeDocuments(ctx: AppContext, now: Date): Promise<number> {
  const before = new Date(now.getTime() - unclaimedUploadHours * 60 * 60 * 1000);
  const keys = await asSystem(ctx.db, (tx) => deleteUnclaimedBefore(tx, before));
  for (const key of keys) await removeFile(ctx.config.dataDir, key);
  return keys.length;
}
