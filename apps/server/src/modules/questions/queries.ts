import type { QuestionStatus } from '@procura/contract';
import { and, asc, count, desc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import {
  customers,
  projects,
  projectUsers,
  tenderAddenda,
  tenders,
  users,
  vendorQuestions,
} from '../../db/schema/index.ts';
import { tenantJoin, tenantRow } from '../../platform/query.ts';
import type { Actor, Tx } from '../../platform/tenancy.ts';

export type QuestionRow = typeof vendorQuestions.$inferSelect;
export type QuestionWithAddendum = QuestionRow & { addendumNumber: number | null };

const withAddendum = {
  question: vendorQuestions,
  addendumNumber: tenderAddenda.number,
} as const;

function flatten(rows: { question: QuestionRow; addendumNumber: number | null }[]): QuestionWithAddendum[] {
  return rows.map((row) => ({ ...row.question, addendumNumber: row.addendumNumber }));
}

function questionsJoined(tx: Tx) {
  return tx
    .select(withAddendum)
    .from(vendorQuestions)
    .leftJoin(tenderAddenda, tenantJoin(tenderAddenda.id, vendorQuestions.addendumId));
}

/** A page of a source's questions, newest first, with the total. */
export async function findQuestionsPage(
  tx: Tx,
  customerId: number,
  tenderId: number,
  filter: { status?: QuestionStatus | undefined; start: number; limit: number },
): Promise<{ rows: QuestionWithAddendum[]; total: number }> {
  const where: SQL[] = [eq(vendorQuestions.customerId, customerId), eq(vendorQuestions.tenderId, tenderId)];
  if (filter.status) where.push(eq(vendorQuestions.status, filter.status));
  const rows = await questionsJoined(tx)
    .where(and(...where))
    .orderBy(desc(vendorQuestions.askedAt), desc(vendorQuestions.id))
    .limit(filter.limit)
    .offset(filter.start);
  const [total] = await tx
    .select({ n: count() })
    .from(vendorQuestions)
    .where(and(...where));
  return { rows: flatten(rows), total: total?.n ?? 0 };
}

/** The question `id` when its source's project is in the actor's agency and node. */
export async function findQuestion(
  tx: Tx,
  actor: Actor,
  id: number,
): Promise<QuestionWithAddendum | undefined> {
  const rows = await questionsByIds(tx, actor, [id]);
  return rows[0];
}

/** The questions of `ids` the actor's node holds (others are left out), oldest first. */
export async function questionsByIds(tx: Tx, actor: Actor, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await tx
    .select(withAddendum)
    .from(vendorQuestions)
    .innerJoin(tenders, tenantJoin(tenders.id, vendorQuestions.tenderId))
    .innerJoin(projects, tenantJoin(projects.id, tenders.projectId))
    .leftJoin(tenderAddenda, tenantJoin(tenderAddenda.id, vendorQuestions.addendumId))
    .where(
      and(
        eq(vendorQuestions.customerId, actor.customerId),
        inArray(vendorQuestions.id, [...ids]),
        eq(projects.nodeId, actor.nodeId),
      ),
    )
    .orderBy(asc(vendorQuestions.askedAt), asc(vendorQuestions.id));
  return flatten(rows);
}

/** A supplier's own questions on a source, oldest first. */
export async function findQuestionsOfVendor(tx: Tx, customerId: number, tenderId: number, vendorId: number) {
  return flatten(
    await questionsJoined(tx)
      .where(
        and(
          eq(vendorQuestions.customerId, customerId),
          eq(vendorQuestions.tenderId, tenderId),
          eq(vendorQuestions.vendorId, vendorId),
        ),
      )
      .orderBy(asc(vendorQuestions.askedAt), asc(vendorQuestions.id)),
  );
}

/** The questions published in an addendum of a source, in addendum order then asking order. */
export async function findPublishedQuestions(tx: Tx, customerId: number, tenderId: number) {
  return flatten(
    await questionsJoined(tx)
      .where(
        and(
          eq(vendorQuestions.customerId, customerId),
          eq(vendorQuestions.tenderId, tenderId),
          isNotNull(vendorQuestions.addendumId),
        ),
      )
      .orderBy(asc(tenderAddenda.number), asc(vendorQuestions.askedAt), asc(vendorQuestions.id)),
  );
}

export async function insertQuestion(
  tx: Tx,
  values: typeof vendorQuestions.$inferInsert,
): Promise<QuestionRow> {
  const [row] = await tx.insert(vendorQuestions).values(values).returning();
  if (!row) throw new Error('question insert returned nothing');
  return row;
}

export async function updateQuestion(
  tx: Tx,
  customerId: number,
  id: number,
  changes: Partial<typeof vendorQuestions.$inferInsert>,
): Promise<void> {
  await tx
    .update(vendorQuestions)
    .set(changes)
    .where(tenantRow(vendorQuestions.id, customerId, id));
}

/** Marks questions as published in `addendumId`. */
export async function markQuestionsPublished(
  tx: Tx,
  customerId: number,
  ids: readonly number[],
  addendumId: number,
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(vendorQuestions)
    .set({ addendumId })
    .where(and(eq(vendorQuestions.customerId, customerId), inArray(vendorQuestions.id, [...ids])));
}

/**
 * The active team members of a project, once each; `questionEmailsOnly` keeps those who opted in
 * to question emails on it (project_users.question_emails, 000 §6).
 */
export async function findProjectTeam(
  tx: Tx,
  customerId: number,
  projectId: number,
  options: { questionEmailsOnly?: boolean } = {},
) {
  const where: SQL[] = [
    eq(projectUsers.customerId, customerId),
    eq(projectUsers.projectId, projectId),
    eq(users.inActive, false),
    eq(users.deleted, false),
  ];
  if (options.questionEmailsOnly) where.push(eq(projectUsers.questionEmails, true));
  return tx
    .selectDistinct({ id: users.id, email: users.email, firstName: users.firstName })
    .from(projectUsers)
    .innerJoin(users, tenantJoin(users.id, projectUsers.userId))
    .where(and(...where))
    .orderBy(asc(users.id));
}

/** The agency's name, domain and zone, for mails and deadlines. */
export async function findAgencyFacts(tx: Tx, customerId: number) {
  const [row] = await tx
    .select({ name: customers.displayName, domain: customers.domain, timeZone: customers.timezone })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row ?? { name: '', domain: '', timeZone: 'UTC' };
}
