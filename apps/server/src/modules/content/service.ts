import type { TemplateGroupName } from '@procura/contract';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { type Actor, inTenant } from '../../platform/tenancy.ts';
import {
  deleteResource,
  deleteTemplateRow,
  findResources,
  findTemplate,
  findTemplateNamed,
  findTemplates,
  insertTemplate,
  type TemplateRow,
  updateTemplate,
  upsertResource,
} from './queries.ts';
import { cleanRichText } from './sanitize.ts';

const present = (row: TemplateRow) => ({
  id: row.id,
  groupName: row.groupName as TemplateGroupName,
  name: row.name,
  body: row.body,
  active: row.active,
});

/** Templates of one group name, or of all when none is given. */
export async function listTemplates(ctx: AppContext, customerId: number, groupName?: TemplateGroupName) {
  const rows = await inTenant(ctx.db, customerId, (tx) => findTemplates(tx, customerId, groupName));
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
    const clash = await findTemplateNamed(tx, actor.customerId, input.groupName, input.name);
    if (clash && clash.id !== input.id) throw badRequest('nameAlreadyExists');
    const values = {
      groupName: input.groupName,
      name: input.name,
      body: cleanRichText(input.body),
      active: input.active ?? true,
      updatedAt: ctx.clock.now(),
    };
    let before: TemplateRow | undefined;
    if (input.id) {
      before = await findTemplate(tx, actor.customerId, input.id);
      if (!before) throw notFound();
    }
    const row = input.id
      ? await updateTemplate(tx, actor.customerId, input.id, values)
      : await insertTemplate(tx, actor.customerId, values);
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
    const row = await deleteTemplateRow(tx, actor.customerId, id);
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
  return inTenant(ctx.db, customerId, (tx) => findResources(tx, customerId));
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
        await deleteResource(tx, actor.customerId, entry.key);
      } else {
        await upsertResource(tx, actor.customerId, entry.key, entry.value);
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
