import { contractDocumentTypeLists, type DropdownList } from '@procura/contract';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { type Actor, inTenant, type Tx } from '../../platform/tenancy.ts';
import { isAwardExceptionUsed } from '../awards/index.ts';
import { isDocumentTypeUsed, isPoTypeUsed } from '../contracts/index.ts';
import { isUsedByProjects } from '../projects/index.ts';
import {
  type CategoryKind,
  type CategoryRow,
  deleteCategoryRow,
  deleteOptionRow,
  findCategories,
  findCategoryId,
  findCategoryIdByCode,
  findChildCategory,
  findOption,
  findOptionIdByName,
  findOptions,
  insertCategory,
  insertOption,
  type OptionRow,
  updateCategory,
  updateOption,
} from './queries.ts';

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
  const rows = await inTenant(ctx.db, customerId, (tx) => findOptions(tx, customerId, list, options));
  return rows.map(presentOption);
}

async function nameTaken(tx: Tx, customerId: number, list: string, name: string, exceptId?: number) {
  const row = await findOptionIdByName(tx, customerId, list, name);
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
      before = await findOption(tx, actor.customerId, list, input.id);
      if (!before) throw notFound();
      row = await updateOption(tx, actor.customerId, list, input.id, values);
    } else {
      row = await insertOption(tx, actor.customerId, list, values);
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

/** The lists contract documents take their types from (one per document category). */
const documentTypeLists: ReadonlySet<DropdownList> = new Set(Object.values(contractDocumentTypeLists));

/**
 * Whether anything of the agency uses an option: projects and their sources, and for the lists
 * other areas keep, the awards' exceptions and the contracts' purchase orders and documents.
 */
function isOptionUsed(tx: Tx, customerId: number, list: DropdownList, id: number): Promise<boolean> {
  if (list === 'awardException') return isAwardExceptionUsed(tx, customerId, id);
  if (list === 'contractPoType') return isPoTypeUsed(tx, customerId, id);
  if (documentTypeLists.has(list)) return isDocumentTypeUsed(tx, customerId, id);
  return isUsedByProjects(tx, customerId, { list, id });
}

/** Deletes an option; one in use is refused with dropdownOptionInUse (001 §8). */
export async function deleteOption(ctx: AppContext, actor: Actor, list: DropdownList, id: number) {
  await inTenant(ctx.db, actor.customerId, async (tx) => {
    if (await isOptionUsed(tx, actor.customerId, list, id)) throw badRequest('dropdownOptionInUse');
    const row = await deleteOptionRow(tx, actor.customerId, list, id);
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

const presentCategory = (row: CategoryRow) => ({
  id: row.id,
  code: row.code,
  name: row.name,
  parentId: row.parentId,
  active: row.active,
});

export async function listCategories(ctx: AppContext, customerId: number, kind: CategoryKind) {
  const rows = await inTenant(ctx.db, customerId, (tx) => findCategories(tx, customerId, kind));
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
    const clash = await findCategoryIdByCode(tx, actor.customerId, kind, input.code);
    if (clash && clash.id !== input.id) throw badRequest('codeAlreadyExists');
    if (input.parentId) {
      const parent = await findCategoryId(tx, actor.customerId, kind, input.parentId);
      if (!parent || parent.id === input.id) throw badRequest('invalidCategoryId');
    }
    const values = {
      code: input.code,
      name: input.name,
      parentId: input.parentId ?? null,
      active: input.active ?? true,
    };
    const row = input.id
      ? await updateCategory(tx, actor.customerId, kind, input.id, values)
      : await insertCategory(tx, actor.customerId, kind, values);
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
    const child = await findChildCategory(tx, actor.customerId, id);
    if (child || (await isUsedByProjects(tx, actor.customerId, { category: id }))) {
      throw badRequest('dropdownOptionInUse');
    }
    const row = await deleteCategoryRow(tx, actor.customerId, kind, id);
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
