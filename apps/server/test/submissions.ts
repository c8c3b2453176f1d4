import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  type ProjectStatus,
  type SubmissionAnswers,
  type SubmissionPrice,
  submissionAnswersSchema,
} from '@procura/contract';
import { and, eq } from 'drizzle-orm';
import { planTakers, projects, submissionFiles, submissions } from '../src/db/schema/index.ts';
import { fileSealer, receiptHash, sealedFilePath, sealPart } from '../src/platform/sealing.ts';
import { asSystem, inTenant } from '../src/platform/tenancy.ts';
import type { TestApp } from './harness.ts';

type Supplier = { vendorId: number; contactId: number; companyName: string; email: string };

/**
 * A complete sealed submission straight into the database, as the supplier's bid page stores one
 * (issue 6's bidding helper writes them through the portal): a plan taker row, both parts sealed
 * under the source's data key, the receipt hash of the two plaintexts, and uploaded files stored
 * sealed under DATA_DIR/files. `answers.files` is filled with the files given.
 */
export async function insertSealedSubmission(
  t: TestApp,
  at: { customerId: number; tenderId: number },
  supplier: Supplier,
  content: {
    price: SubmissionPrice;
    answers?: Partial<SubmissionAnswers>;
    files?: { fileName: string; contentType: string; content: Buffer; uploadRequirementId?: number }[];
    submittedAt?: Date;
  },
) {
  return inTenant(t.database.db, at.customerId, async (tx) => {
    const now = content.submittedAt ?? t.clock.now();
    const [planTaker] = await tx
      .insert(planTakers)
      .values({
        customerId: at.customerId,
        tenderId: at.tenderId,
        vendorId: supplier.vendorId,
        contactId: supplier.contactId,
        companyName: supplier.companyName,
        email: supplier.email,
        registeredAt: now,
      })
      .onConflictDoNothing()
      .returning();
    const [row] = await tx
      .insert(submissions)
      .values({
        customerId: at.customerId,
        tenderId: at.tenderId,
        companyName: supplier.companyName,
        contactEmail: supplier.email,
        status: 'complete',
        submittedAt: now,
        vendorId: supplier.vendorId,
        contactId: supplier.contactId,
        planTakerId: planTaker?.id ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('submission not inserted');
    const files: SubmissionAnswers['files'] = [];
    for (const file of content.files ?? []) {
      const storageKey = path.posix.join(
        'submissions',
        String(at.customerId),
        String(at.tenderId),
        randomUUID(),
      );
      const full = sealedFilePath(t.ctx.config.dataDir, storageKey);
      mkdirSync(path.dirname(full), { recursive: true });
      const sealer = await fileSealer(tx, t.ctx, at);
      const sealed = await sealer.sealFile(Readable.from([file.content]), full, file.content.length);
      const [stored] = await tx
        .insert(submissionFiles)
        .values({
          customerId: at.customerId,
          submissionId: row.id,
          uploadRequirementId: file.uploadRequirementId ?? null,
          fileName: file.fileName,
          contentType: file.contentType,
          sizeInByte: file.content.length,
          storageKey,
          sha256: sealed.sha256,
          uploadedAt: now,
        })
        .returning();
      if (!stored) throw new Error('file not inserted');
      if (file.uploadRequirementId)
        files.push({ fileId: stored.id, uploadRequirementId: file.uploadRequirementId });
    }
    const answers = submissionAnswersSchema.parse({
      forms: [],
      compliance: [],
      bonds: [],
      files,
      ...content.answers,
    });
    const price = Buffer.from(JSON.stringify(content.price));
    const submission = Buffer.from(JSON.stringify(answers));
    const [sealed] = await tx
      .update(submissions)
      .set({
        priceSealed: await sealPart(tx, t.ctx, at, price),
        submissionSealed: await sealPart(tx, t.ctx, at, submission),
        contentSha256: receiptHash(price, submission),
        receiptNumber: `R-${row.id}`,
      })
      .where(and(eq(submissions.customerId, at.customerId), eq(submissions.id, row.id)))
      .returning();
    if (!sealed) throw new Error('submission not sealed');
    return { submission: sealed, planTakerId: planTaker?.id ?? null };
  });
}

/** Moves a project to a status directly (the status call has its own tests). */
export async function setProjectStatus(
  t: TestApp,
  customerId: number,
  projectId: number,
  status: ProjectStatus,
) {
  await asSystem(t.database.db, (tx) =>
    tx
      .update(projects)
      .set({ status })
      .where(and(eq(projects.customerId, customerId), eq(projects.id, projectId))),
  );
}
