import { and, asc, count, eq, inArray } from 'drizzle-orm';
import {
  submissions,
  type tenderBonds,
  tenderRequirements,
  tenderTables,
  type tenderUploadRequirements,
} from '../../db/schema/index.ts';
import type { Tx } from '../../platform/tenancy.ts';
import { isCompleteBid } from '../projects/index.ts';

export type RequirementsRow = typeof tenderRequirements.$inferSelect;
export type RequirementsValues = Pick<
  RequirementsRow,
  'sections' | 'texts' | 'specificationsTitle' | 'bondTitle' | 'allowDigitalBonds'
>;
export type SubmissionRow = typeof submissions.$inferSelect;

/** A source's requirements row; none until the first save. */
export async function findRequirements(
  tx: Tx,
  customerId: number,
  tenderId: number,
): Promise<RequirementsRow | undefined> {
  const [row] = await tx
    .select()
    .from(tenderRequirements)
    .where(and(eq(tenderRequirements.customerId, customerId), eq(tenderRequirements.tenderId, tenderId)));
  return row;
}

/** A source's live forms counted by section (table type). */
export async function countFormsByType(tx: Tx, customerId: number, tenderId: number) {
  return tx
    .select({ tableType: tenderTables.tableType, n: count() })
    .from(tenderTables)
    .where(
      and(
        eq(tenderTables.customerId, customerId),
        eq(tenderTables.tenderId, tenderId),
        eq(tenderTables.deleted, false),
      ),
    )
    .groupBy(tenderTables.tableType);
}

/** How many bonds or upload requirements a source asks for. */
export async function countOfTender(
  tx: Tx,
  table: typeof tenderBonds | typeof tenderUploadRequirements,
  customerId: number,
  tenderId: number,
): Promise<number> {
  const [counted] = await tx
    .select({ n: count() })
    .from(table)
    .where(and(eq(table.customerId, customerId), eq(table.tenderId, tenderId)));
  return counted?.n ?? 0;
}

/**
 * Writes a source's requirements at `version`: the first save inserts the row; a later one updates
 * it only while it still holds `version - 1` (the caller holds the project lock, so this is the
 * last line of defence, not the version check people see).
 */
export async function writeRequirements(
  tx: Tx,
  key: { customerId: number; tenderId: number },
  values: RequirementsValues,
  version: number,
): Promise<RequirementsRow> {
  const [row] =
    version === 1
      ? await tx
          .insert(tenderRequirements)
          .values({ ...key, ...values, version })
          .returning()
      : await tx
          .update(tenderRequirements)
          .set({ ...values, version })
          .where(
            and(
              eq(tenderRequirements.customerId, key.customerId),
              eq(tenderRequirements.tenderId, key.tenderId),
              eq(tenderRequirements.version, version - 1),
            ),
          )
          .returning();
  if (!row) throw new Error('requirements write returned nothing');
  return row;
}

/** The submissions suppliers have completed for a source, oldest first. */
export async function findCompletedSubmissions(
  tx: Tx,
  customerId: number,
  tenderId: number,
): Promise<SubmissionRow[]> {
  return tx
    .select()
    .from(submissions)
    .where(and(eq(submissions.customerId, customerId), eq(submissions.tenderId, tenderId), isCompleteBid))
    .orderBy(asc(submissions.id));
}

/** Marks submissions incomplete for `reason`, answers kept: their suppliers review and submit again. */
export async function markSubmissionsIncomplete(
  tx: Tx,
  customerId: number,
  ids: readonly number[],
  at: Date,
  reason: string,
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(submissions)
    .set({ status: 'incomplete', withdrawnAt: at, withdrawnReason: reason })
    .where(and(eq(submissions.customerId, customerId), inArray(submissions.id, [...ids])));
}
