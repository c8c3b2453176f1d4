import type { TemplateGroupName } from '@procura/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { onlineSubmissionTemplates, resources } from '../../db/schema/index.ts';
import { tenantRow } from '../../platform/query.ts';
import type { Tx } from '../../platform/tenancy.ts';

export type TemplateRow = typeof onlineSubmissionTemplates.$inferSelect;
type TemplateValues = Omit<typeof onlineSubmissionTemplates.$inferInsert, 'customerId'>;

const templateKey = (customerId: number, id: number) =>
  tenantRow(onlineSubmissionTemplates.id, customerId, id);

/** Templates of one group name, or of all when none is given. */
export async function findTemplates(tx: Tx, customerId: number, groupName?: TemplateGroupName) {
  return tx
    .select()
    .from(onlineSubmissionTemplates)
    .where(
      and(
        eq(onlineSubmissionTemplates.customerId, customerId),
        groupName ? eq(onlineSubmissionTemplates.groupName, groupName) : undefined,
      ),
    )
    .orderBy(asc(onlineSubmissionTemplates.groupName), asc(onlineSubmissionTemplates.name));
}

/** The template of the group with this name, whatever its case, or undefined. */
export async function findTemplateNamed(
  tx: Tx,
  customerId: number,
  groupName: TemplateGroupName,
  name: string,
) {
  const [row] = await tx
    .select({ id: onlineSubmissionTemplates.id })
    .from(onlineSubmissionTemplates)
    .where(
      and(
        eq(onlineSubmissionTemplates.customerId, customerId),
        eq(onlineSubmissionTemplates.groupName, groupName),
        sql`lower(${onlineSubmissionTemplates.name}) = ${name.toLowerCase()}`,
      ),
    );
  return row;
}

export async function findTemplate(tx: Tx, customerId: number, id: number): Promise<TemplateRow | undefined> {
  const [row] = await tx.select().from(onlineSubmissionTemplates).where(templateKey(customerId, id));
  return row;
}

export async function insertTemplate(tx: Tx, customerId: number, values: TemplateValues) {
  const [row] = await tx
    .insert(onlineSubmissionTemplates)
    .values({ customerId, ...values })
    .returning();
  return row;
}

export async function updateTemplate(tx: Tx, customerId: number, id: number, values: TemplateValues) {
  const [row] = await tx
    .update(onlineSubmissionTemplates)
    .set(values)
    .where(templateKey(customerId, id))
    .returning();
  return row;
}

/** Deletes a template; answers the row it was, or undefined when there was none. */
export async function deleteTemplateRow(tx: Tx, customerId: number, id: number) {
  const [row] = await tx.delete(onlineSubmissionTemplates).where(templateKey(customerId, id)).returning();
  return row;
}

export async function findResources(tx: Tx, customerId: number) {
  return tx
    .select({ key: resources.key, value: resources.value })
    .from(resources)
    .where(eq(resources.customerId, customerId))
    .orderBy(asc(resources.key));
}

export async function deleteResource(tx: Tx, customerId: number, key: string) {
  await tx.delete(resources).where(and(eq(resources.customerId, customerId), eq(resources.key, key)));
}

/** Sets the agency's wording of a resource, replacing any it had. */
export async function upsertResource(tx: Tx, customerId: number, key: string, value: string) {
  await tx
    .insert(resources)
    .values({ customerId, key, value })
    .onConflictDoUpdate({ target: [resources.customerId, resources.key], set: { value } });
}
