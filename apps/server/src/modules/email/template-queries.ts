import type { EmailTemplateGroup } from '@procura/contract';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { customers, emailTemplates, projects, users } from '../../db/schema/index.ts';
import { tenantRow } from '../../platform/query.ts';
import type { Tx } from '../../platform/tenancy.ts';

/**
 * SQL of email templates (issue 25 §3): a node's templates by group and language, named uniquely
 * per group and language ignoring case (the unique index says the last word when two saves race).
 */

export type TemplateRow = typeof emailTemplates.$inferSelect;

const ofNode = (customerId: number, nodeId: number) =>
  and(eq(emailTemplates.customerId, customerId), eq(emailTemplates.nodeId, nodeId));

/** The node's templates, of one group and active only when asked, by group, language and name. */
export async function findTemplates(
  tx: Tx,
  customerId: number,
  nodeId: number,
  filter: { groupName?: EmailTemplateGroup | undefined; activeOnly?: boolean } = {},
): Promise<TemplateRow[]> {
  return tx
    .select()
    .from(emailTemplates)
    .where(
      and(
        ofNode(customerId, nodeId),
        filter.groupName === undefined ? undefined : eq(emailTemplates.groupName, filter.groupName),
        filter.activeOnly ? eq(emailTemplates.active, true) : undefined,
      ),
    )
    .orderBy(
      asc(emailTemplates.groupName),
      asc(emailTemplates.language),
      sql`lower(${emailTemplates.name})`,
      asc(emailTemplates.id),
    );
}

/** The node's template `id`; `forUpdate` locks it for a change or a delete. */
export async function findTemplate(
  tx: Tx,
  customerId: number,
  nodeId: number,
  id: number,
  forUpdate = false,
): Promise<TemplateRow | undefined> {
  const query = tx
    .select()
    .from(emailTemplates)
    .where(and(ofNode(customerId, nodeId), eq(emailTemplates.id, id)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** Whether another template of the group and language has this name, ignoring case. */
export async function templateNameTaken(
  tx: Tx,
  place: { customerId: number; nodeId: number },
  key: { groupName: EmailTemplateGroup; language: 'en' | 'fr'; name: string },
  exceptId?: number,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: emailTemplates.id })
    .from(emailTemplates)
    .where(
      and(
        ofNode(place.customerId, place.nodeId),
        eq(emailTemplates.groupName, key.groupName),
        eq(emailTemplates.language, key.language),
        sql`lower(${emailTemplates.name}) = lower(${key.name})`,
        exceptId === undefined ? undefined : ne(emailTemplates.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The node's active template of `groupName` in `language`, the first by name when there are
 * several (the control panel lets a node keep more than one). With no node (a notice about no
 * project), the agency's first node that keeps one.
 */
export async function findActiveTemplate(
  tx: Tx,
  customerId: number,
  nodeId: number | null,
  groupName: EmailTemplateGroup,
  language: string,
): Promise<TemplateRow | undefined> {
  const [row] = await tx
    .select()
    .from(emailTemplates)
    .where(
      and(
        nodeId === null ? eq(emailTemplates.customerId, customerId) : ofNode(customerId, nodeId),
        eq(emailTemplates.groupName, groupName),
        eq(emailTemplates.language, language === 'fr' ? 'fr' : 'en'),
        eq(emailTemplates.active, true),
      ),
    )
    .orderBy(asc(emailTemplates.nodeId), sql`lower(${emailTemplates.name})`, asc(emailTemplates.id))
    .limit(1);
  return row;
}

export async function insertTemplate(
  tx: Tx,
  values: typeof emailTemplates.$inferInsert,
): Promise<TemplateRow> {
  const [row] = await tx.insert(emailTemplates).values(values).returning();
  if (!row) throw new Error('email template not saved');
  return row;
}

export async function updateTemplate(
  tx: Tx,
  customerId: number,
  id: number,
  values: Partial<typeof emailTemplates.$inferInsert>,
): Promise<TemplateRow> {
  const [row] = await tx
    .update(emailTemplates)
    .set(values)
    .where(tenantRow(emailTemplates.id, customerId, id))
    .returning();
  if (!row) throw new Error('email template not saved');
  return row;
}

export async function deleteTemplate(tx: Tx, customerId: number, id: number): Promise<void> {
  await tx.delete(emailTemplates).where(tenantRow(emailTemplates.id, customerId, id));
}

/** The caller's own address, where a test send goes. */
export async function findUserEmail(tx: Tx, customerId: number, userId: number): Promise<string | null> {
  const [row] = await tx
    .select({ email: users.email })
    .from(users)
    .where(tenantRow(users.id, customerId, userId));
  return row?.email ?? null;
}

/** The agency's language: the notices' wording about no project. */
export async function findAgencyLanguage(tx: Tx, customerId: number): Promise<string | undefined> {
  const [row] = await tx
    .select({ language: customers.language })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.language;
}

/** The node a project belongs to and its agency's language: where a project's mail finds its wording. */
export async function findProjectNodeAndLanguage(
  tx: Tx,
  customerId: number,
  projectId: number,
): Promise<{ nodeId: number; language: string } | undefined> {
  const [row] = await tx
    .select({ nodeId: projects.nodeId, language: customers.language })
    .from(projects)
    .innerJoin(customers, eq(customers.id, projects.customerId))
    .where(tenantRow(projects.id, customerId, projectId));
  return row;
}
