import type { TemplateGroupName } from '@procura/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { onlineSubmissionTemplates, resources } from '../../db/schema/index.ts';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { type Actor, inTenant } from '../../platform/tenancy.ts';
import { cleanRichText } from './sanitize.ts';

type TemplateRow = typeof onlineSubmissionTemplates.$inferSelect;
const present = (row: TemplateRow) => ({
  id: row.id,
  groupName: row.groupName as TemplateGroupName,
  name: row.name,
  body: row.body,
  active: row.active,
});

/** Templates of one group name, or of all when none is given. */
export async function listTemplates(ctx: AppContext, customerId: number, groupName?: TemplateGroupName) {
  const rows = await inTenant(ctx.db, customerId, (tx) =>
    tx
      .select()
      .from(onlineSubmissionTemplates)
      .where(
        and(
          eq(onlineSubmissionTemplates.customerId, customerId),
          groupName ? eq(onlineSubmissionTemplates.groupName, groupName) : undefined,
        ),
      )
      .orderBy(asc(onlineSubmissionTemplates.groupName), asc(onlineSubmissionTemplates.name)),
  );
  return rows.map(present);
}

export type TemplateInput = {
  id?: number | undefined;
  groupName: TemplateGroupName;
  name: string;
  body: string;
  active?: boolean | undefined;
};

/** Adds or edits a template; its body is cleaned of markup that could run; names are unique per group. */
export async function saveTemplate(ctx: AppContext, actor: Actor, input: TemplateInput) {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const [clash] = await tx
      .select({ id: onlineSubmissionTemplates.id })
      .from(onlineSubmissionTemplates)
      .where(
        and(
          eq(onlineSubmissionTemplates.customerId, actor.customerId),
          eq(onlineSubmissionTemplates.groupName, input.groupName),
          sql`lower(${onlineSubmissionTemplates.name}) = ${input.name.toLowerCase()}`,
        ),
      );
    if (clash && clash.id !== input.id) throw badRequest('nameAlreadyExists');
    const values = {
      groupName: input.groupName,
      name: input.name,
      body: cleanRichText(input.body),
      active: input.active ?? true,
      updatedAt: ctx.clock.now(),
    };
    const key = (id: number) =>
      and(eq(onlineSubmissionTemplates.customerId, actor.customerId), eq(onlineSubmissionTemplates.id, id));
    let before: TemplateRow | undefined;
    if (input.id) {
      [before] = await tx.select().from(onlineSubmissionTemplates).where(key(input.id));
      if (!before) throw notFound();
    }
    const [row] = input.id
      ? await tx.update(onlineSubmissionTemplates).set(values).where(key(input.id)).returning()
      : await tx
          .insert(onlineSubmissionTemplates)
          .values({ customerId: actor.customerId, ...values })
          .returning();
    if (!row) throw notFound();
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: input.id ? 'template.updated' : 'template.created',
      entityType: 'onlineSubmissionTemplate',
      entityId: row.id,
      before: before ? present(before) : null,
      after: present(row),
    });
    return present(row);
  });
}

export async function deleteTemplate(ctx: AppContext, actor: Actor, id: number) {
  await inTenant(ctx.db, actor.customerId, async (tx) => {
    const [row] = await tx
      .delete(onlineSubmissionTemplates)
      .where(
        and(eq(onlineSubmissionTemplates.customerId, actor.customerId), eq(onlineSubmissionTemplates.id, id)),
      )
      .returning();
    if (!row) throw notFound();
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'template.deleted',
      entityType: 'onlineSubmissionTemplate',
      entityId: id,
      before: present(row),
    });
  });
}

export async function listResources(ctx: AppContext, customerId: number) {
  return inTenant(ctx.db, customerId, (tx) =>
    tx
      .select({ key: resources.key, value: resources.value })
      .from(resources)
      .where(eq(resources.customerId, customerId))
      .orderBy(asc(resources.key)),
  );
}

/** Sets the listed resources (an empty value removes the agency's wording, restoring the default). */
export async function saveResources(
  ctx: AppContext,
  actor: Actor,
  entries: { key: string; value: string }[],
) {
  await inTenant(ctx.db, actor.customerId, async (tx) => {
    for (const entry of entries) {
      if (entry.value === '') {
        await tx
          .delete(resources)
          .where(and(eq(resources.customerId, actor.customerId), eq(resources.key, entry.key)));
      } else {
        await tx
          .insert(resources)
          .values({ customerId: actor.customerId, key: entry.key, value: entry.value })
          .onConflictDoUpdate({ target: [resources.customerId, resources.key], set: { value: entry.value } });
      }
    }
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'resources.updated',
      entityType: 'resources',
      after: entries,
    });
  });
  return listResources(ctx, actor.customerId);
}
