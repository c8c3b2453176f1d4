import type { DropdownList } from '@procura/contract';
import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import { categories, dropdownOptions } from '../../db/schema/index.ts';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { type Actor, inTenant, type Tx } from '../../platform/tenancy.ts';
import { isAwardExceptionUsed } from '../awards/index.ts';
import { isPoTypeUsed } from '../contracts/index.ts';
import { isUsedByProjects } from '../projects/index.ts';

type OptionRow = typeof dropdownOptions.$inferSelect;

function presentOption(row: OptionRow) {
  return {
    id: row.id,
    name: row.name,
    value: row.value === null ? null : Number(row.value),
    code: row.code,
    active: row.active,
    sortOrder: row.sortOrder,
  };
}

/** A list's options in display order; inactive ones only when asked (the /All calls). */
export async function listOptions(
  ctx: AppContext,
  customerId: number,
  list: DropdownList,
  options: { all?: boolean; search?: string } = {},
) {
  const rows = await inTenant(ctx.db, customerId, (tx) =>
    tx
      .select()
      .from(dropdownOptions)
      .where(
        and(
          eq(dropdownOptions.customerId, customerId),
          eq(dropdownOptions.list, list),
          options.all ? undefined : eq(dropdownOptions.active, true),
          options.search
            ? ilike(dropdownOptions.name, `%${options.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
            : undefined,
        ),
      )
      .orderBy(asc(dropdownOptions.sortOrder), asc(dropdownOptions.name)),
  );
  return rows.map(presentOption);
}

async function nameTaken(tx: Tx, customerId: number, list: string, name: string, exceptId?: number) {
  const [row] = await tx
    .select({ id: dropdownOptions.id })
    .from(dropdownOptions)
    .where(
      and(
        eq(dropdownOptions.customerId, customerId),
        eq(dropdownOptions.list, list),
        sql`lower(${dropdownOptions.name}) = ${name.toLowerCase()}`,
      ),
    );
  return row !== undefined && row.id !== exceptId;
}

export type OptionInput = {
  id?: number | undefined;
  name: string;
  value?: number | null | undefined;
  code?: string | undefined;
  active?: boolean | undefined;
  sortOrder?: number | undefined;
};

/** Adds or renames an option; names are unique within their list, case-insensitively. */
export async function saveOption(ctx: AppContext, actor: Actor, list: DropdownList, input: OptionInput) {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    if (await nameTaken(tx, actor.customerId, list, input.name, input.id))
      throw badRequest('nameAlreadyExists');
    const values = {
      name: input.name,
      value: input.value === undefined || input.value === null ? null : String(input.value),
      code: input.code ?? '',
      active: input.active ?? true,
      sortOrder: input.sortOrder ?? 0,
    };
    let before: OptionRow | undefined;
    let row: OptionRow | undefined;
    if (input.id) {
      [before] = await tx
        .select()
        .from(dropdownOptions)
        .where(optionKey(actor.customerId, list, input.id));
      if (!before) throw notFound();
      [row] = await tx
        .update(dropdownOptions)
        .set(values)
        .where(optionKey(actor.customerId, list, input.id))
        .returning();
    } else {
      [row] = await tx
        .insert(dropdownOptions)
        .values({ customerId: actor.customerId, list, ...values })
        .returning();
    }
    if (!row) throw notFound();
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: input.id ? 'dropdownOption.updated' : 'dropdownOption.created',
      entityType: `dropdownOption.${list}`,
      entityId: row.id,
      before: before ? presentOption(before) : null,
      after: presentOption(row),
    });
    return presentOption(row);
  });
}

function optionKey(customerId: number, list: string, id: number) {
  return and(
    eq(dropdownOptions.customerId, customerId),
    eq(dropdownOptions.list, list),
    eq(dropdownOptions.id, id),
  );
}

/**
 * Whether anything of the agency uses an option: projects and their sources, and for the lists
 * other areas keep, the awards' exceptions and the contracts' purchase orders.
 */
function isOptionUsed(tx: Tx, customerId: number, list: DropdownList, id: number): Promise<boolean> {
  if (list === 'awardException') return isAwardExceptionUsed(tx, customerId, id);
  if (list === 'contractPoType') return isPoTypeUsed(tx, customerId, id);
  return isUsedByProjects(tx, customerId, { list, id });
}

/** Deletes an option; one in use is refused with dropdownOptionInUse (001 §8). */
export async function deleteOption(ctx: AppContext, actor: Actor, list: DropdownList, id: number) {
  await inTenant(ctx.db, actor.customerId, async (tx) => {
    if (await isOptionUsed(tx, actor.customerId, list, id)) throw badRequest('dropdownOptionInUse');
    const [row] = await tx
      .delete(dropdownOptions)
      .where(optionKey(actor.customerId, list, id))
      .returning();
    if (!row) throw notFound();
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'dropdownOption.deleted',
      entityType: `dropdownOption.${list}`,
      entityId: id,
      before: presentOption(row),
    });
  });
}

type CategoryKind = 'category' | 'commodity';
type CategoryRow = typeof categories.$inferSelect;
const presentCategory = (row: CategoryRow) => ({
  id: row.id,
  code: row.code,
  name: row.name,
  parentId: row.parentId,
  active: row.active,
});

export async function listCategories(ctx: AppContext, customerId: number, kind: CategoryKind) {
  const rows = await inTenant(ctx.db, customerId, (tx) =>
    tx
      .select()
      .from(categories)
      .where(and(eq(categories.customerId, customerId), eq(categories.kind, kind)))
      .orderBy(asc(categories.code)),
  );
  return rows.map(presentCategory);
}

export type CategoryInput = {
  id?: number | undefined;
  code: string;
  name: string;
  parentId?: number | null | undefined;
  active?: boolean | undefined;
};

/** Adds or edits a category or commodity code; codes are unique per kind, case-insensitively. */
export async function saveCategory(ctx: AppContext, actor: Actor, kind: CategoryKind, input: CategoryInput) {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const [clash] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(
        and(
          eq(categories.customerId, actor.customerId),
          eq(categories.kind, kind),
          sql`lower(${categories.code}) = ${input.code.toLowerCase()}`,
        ),
      );
    if (clash && clash.id !== input.id) throw badRequest('codeAlreadyExists');
    if (input.parentId) {
      const [parent] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(
          and(
            eq(categories.customerId, actor.customerId),
            eq(categories.kind, kind),
            eq(categories.id, input.parentId),
          ),
        );
      if (!parent || parent.id === input.id) throw badRequest('invalidCategoryId');
    }
    const values = {
      code: input.code,
      name: input.name,
      parentId: input.parentId ?? null,
      active: input.active ?? true,
    };
    const key = (id: number) =>
      and(eq(categories.customerId, actor.customerId), eq(categories.kind, kind), eq(categories.id, id));
    const [row] = input.id
      ? await tx.update(categories).set(values).where(key(input.id)).returning()
      : await tx
          .insert(categories)
          .values({ customerId: actor.customerId, kind, ...values })
          .returning();
    if (!row) throw notFound();
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: input.id ? `${kind}.updated` : `${kind}.created`,
      entityType: kind,
      entityId: row.id,
      after: presentCategory(row),
    });
    return presentCategory(row);
  });
}

export async function deleteCategory(ctx: AppContext, actor: Actor, kind: CategoryKind, id: number) {
  await inTenant(ctx.db, actor.customerId, async (tx) => {
    const [child] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.customerId, actor.customerId), eq(categories.parentId, id)));
    if (child || (await isUsedByProjects(tx, actor.customerId, { category: id }))) {
      throw badRequest('dropdownOptionInUse');
    }
    const [row] = await tx
      .delete(categories)
      .where(
        and(eq(categories.customerId, actor.customerId), eq(categories.kind, kind), eq(categories.id, id)),
      )
      .returning();
    if (!row) throw notFound();
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: `${kind}.deleted`,
      entityType: kind,
      entityId: id,
      before: presentCategory(row),
    });
  });
}
