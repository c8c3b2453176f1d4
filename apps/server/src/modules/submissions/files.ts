import type { Readable } from 'node:stream';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { openSealedFile, sealedFilePath } from '../../platform/sealing.ts';
import { type Actor, inTenant } from '../../platform/tenancy.ts';
import { findFilesOf } from './queries.ts';
import { requireVisibleSubmission } from './service.ts';

const fileNotFound = () => new AppError(404, 'submissionFileNotFound');

/**
 * A file a supplier uploaded with a submission, streamed decrypted to the agency once the
 * submission part is unsealed (openSealedFile refuses before). A tampered file fails at its end.
 */
export async function openSubmissionFile(
  ctx: AppContext,
  actor: Actor,
  submissionId: number,
  fileId: number,
): Promise<{ fileName: string; contentType: string; content: Readable }> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const { submission } = await requireVisibleSubmission(tx, ctx, actor, submissionId);
    const file = (await findFilesOf(tx, actor.customerId, submissionId)).find((f) => f.id === fileId);
    if (!file) throw fileNotFound();
    const location = sealedFilePath(ctx.config.dataDir, file.storageKey);
    try {
      const content = await openSealedFile(tx, ctx, submission, { kind: 'agency' }, location);
      return { fileName: file.fileName, contentType: file.contentType, content };
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw fileNotFound();
    }
  });
}
