import { and, asc, count, eq, inArray, max } from 'drizzle-orm';
import {
  planTakers,
  projects,
  submissions,
  tenderAddenda,
  tenders,
  users,
  vendorQuestions,
} from '../../db/schema/index.ts';
import { tenantJoin } from '../../platform/query.ts';
import type { Actor, Tx } from '../../platform/tenancy.ts';

export type AddendumRow = typeof tenderAddenda.$inferSelect;
export type AddendumWithCreator = AddendumRow & {
  creatorFirstName: string | null;
  creatorLastName: string | null;
  questionCount: number;
};

function addendaJoined(tx: Tx) {
  const questionCounts = tx
    .select({
      customerId: vendorQuestions.customerId,
      addendumId: vendorQuestions.addendumId,
      n: count().as('n'),
    })
    .from(vendorQuestions)
    .groupBy(vendorQuestions.customerId, vendorQuestions.addendumId)
    .as('question_counts');
  return tx
    .select({
      addendum: tenderAddenda,
      creatorFirstName: users.firstName,
      creatorLastName: users.lastName,
      questionCount: questionCounts.n,
    })
    .from(tenderAddenda)
    .leftJoin(users, tenantJoin(users.id, tenderAddenda.createdById))
    .leftJoin(
      questionCounts,
      and(
        eq(questionCounts.customerId, tenderAddenda.customerId),
        eq(questionCounts.addendumId, tenderAddenda.id),
      ),
    );
}

type Joined = {
  addendum: AddendumRow;
  creatorFirstName: string | null;
  creatorLastName: string | null;
  questionCount: number | null;
};

const flatten = (row: Joined): AddendumWithCreator => ({
  ...row.addendum,
  creatorFirstName: row.creatorFirstName,
  creatorLastName: row.creatorLastName,
  questionCount: Number(row.questionCount ?? 0),
});

/** A source's addenda in order of issue. */
export async function findAddendaOfTender(tx: Tx, customerId: number, tenderId: number) {
  const rows = await addendaJoined(tx)
    .where(and(eq(tenderAddenda.customerId, customerId), eq(tenderAddenda.tenderId, tenderId)))
    .orderBy(asc(tenderAddenda.number));
  return rows.map(flatten);
}

/** The addendum `id` when its source's project is in the actor's agency and node. */
export async function findAddendum(tx: Tx, actor: Actor, id: number) {
  const [row] = await addendaJoined(tx)
    .innerJoin(tenders, tenantJoin(tenders.id, tenderAddenda.tenderId))
    .innerJoin(projects, tenantJoin(projects.id, tenders.projectId))
    .where(
      and(
        eq(tenderAddenda.customerId, actor.customerId),
        eq(tenderAddenda.id, id),
        eq(projects.nodeId, actor.nodeId),
      ),
    );
  return row ? flatten(row) : undefined;
}

/** The number the next addendum of a source takes: 1, 2, ... */
export async function nextAddendumNumber(tx: Tx, customerId: number, tenderId: number): Promise<number> {
  const [row] = await tx
    .select({ last: max(tenderAddenda.number) })
    .from(tenderAddenda)
    .where(and(eq(tenderAddenda.customerId, customerId), eq(tenderAddenda.tenderId, tenderId)));
  return (row?.last ?? 0) + 1;
}

export async function insertAddendum(
  tx: Tx,
  values: typeof tenderAddenda.$inferInsert,
): Promise<AddendumRow> {
  const [row] = await tx.insert(tenderAddenda).values(values).returning();
  if (!row) throw new Error('addendum insert returned nothing');
  return row;
}

/** The plan takers of a source with an address to mail. */
export async function findPlanTakersToMail(tx: Tx, customerId: number, tenderId: number) {
  const rows = await tx
    .select({ id: planTakers.id, companyName: planTakers.companyName, email: planTakers.email })
    .from(planTakers)
    .where(and(eq(planTakers.customerId, customerId), eq(planTakers.tenderId, tenderId)))
    .orderBy(asc(planTakers.id));
  return rows.filter((row) => row.email.trim() !== '');
}

/** Withdraws submissions for `reason` (000 §4): status withdrawn, with when and why. */
export async function markSubmissionsWithdrawn(
  tx: Tx,
  customerId: number,
  ids: readonly number[],
  at: Date,
  reason: string,
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(submissions)
    .set({ status: 'withdrawn', withdrawnAt: at, withdrawnReason: reason, updatedAt: at })
    .where(and(eq(submissions.customerId, customerId), inArray(submissions.id, [...ids])));
}
