import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { openSealed } from '../../platform/sealing.ts';
import { type Actor, inTenant } from '../../platform/tenancy.ts';
import { findFilesOf } from './queries.ts';
import { requireVisibleSubmission } from './service.ts';

/**
 * A file a supplier uploaded with a submission, decrypted for the agency once the submission part
 * is unsealed. The file under DATA_DIR/files/{storageKey} holds the sealed text (base64 of iv | tag
 * | ciphertext under the source's data key), as sealPart writes it (decision 146).
 */

const fileNotFound = () => new AppError(404, 'submissionFileNotFound');

function pathOf(dataDir: string, storageKey: string): string {
  const root = path.join(dataDir, 'files');
  const full = path.resolve(root, storageKey);
  if (!full.startsWith(`${root}${path.sep}`)) throw fileNotFound();
  return full;
}

export async function openSubmissionFile(
  ctx: AppContext,
  actor: Actor,
  submissionId: number,
  fileId: number,
): Promise<{ fileName: string; contentType: string; content: Buffer }> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const { submission } = await requireVisibleSubmission(tx, ctx, actor, submissionId);
    const file = (await findFilesOf(tx, actor.customerId, submissionId)).find((f) => f.id === fileId);
    if (!file) throw fileNotFound();
    let sealed: string;
    try {
      sealed = await readFile(pathOf(ctx.config.dataDir, file.storageKey), 'utf8');
    } catch {
      throw fileNotFound();
    }
    const content = await openSealed(tx, ctx, submission, { kind: 'agency' }, 'submission', sealed.trim());
    return { fileName: file.fileName, contentType: file.contentType, content };
  });
}
