import {
  type categorySchema,
  categoryTreeEndpoints,
  type DropdownList,
  type DropdownOption,
  dropdownListEndpoints,
  type saveCategorySchema,
  type saveDropdownOptionSchema,
} from '@procura/contract';
import { callEndpoint, pageOf } from '../../../platform/api/endpoint-call.ts';
import type { NodeRef } from '../../../platform/session/session-context.tsx';

/**
 * The control panel's drop-down lists (lead agency names, irrevocable periods, procurement types,
 * terms, trade agreements) and the two category trees, at their spec paths (001 §7). Adding and
 * editing show refusals in place; deleting keeps the client's notification, which reports an
 * option still in use (dropdownOptionInUse).
 */

export type { DropdownList, DropdownOption };
export type SaveDropdownOption = ReturnType<typeof saveDropdownOptionSchema.parse>;
export type Category = ReturnType<typeof categorySchema.parse>;
export type SaveCategory = ReturnType<typeof saveCategorySchema.parse>;

/** The two category trees: the answer's envelope name and the path that serves them. */
export const categoryKinds = { category: 'Category', commodity: 'CommodityCategories' } as const;
export type CategoryKind = keyof typeof categoryKinds;

const inPlace = { notifyOnError: false } as const;

/** Every option of a list, inactive ones included: the control panel manages them all. */
export async function fetchOptions(
  node: NodeRef,
  list: DropdownList,
  signal?: AbortSignal,
): Promise<DropdownOption[]> {
  return pageOf(await callEndpoint(dropdownListEndpoints[list].all, { params: node }, { signal, ...inPlace }))
    .values;
}

/** The active options of one list (GET /Term, /TradeAgreement, ...): what new choices offer. */
export async function fetchActiveOptions(
  node: NodeRef,
  list: DropdownList,
  signal?: AbortSignal,
): Promise<DropdownOption[]> {
  return pageOf(
    await callEndpoint(dropdownListEndpoints[list].list, { params: node }, { signal, ...inPlace }),
  ).values;
}

/** Adds (no id) or changes (with id) an option. A change sends the whole option: omitted fields reset. */
export async function saveOption(node: NodeRef, list: DropdownList, option: SaveDropdownOption) {
  const { id, ...rest } = option;
  const endpoints = dropdownListEndpoints[list];
  if (id === undefined) await callEndpoint(endpoints.create, { params: node, body: rest }, inPlace);
  else await callEndpoint(endpoints.update, { params: node, body: { ...rest, id } }, inPlace);
}

export async function deleteOption(node: NodeRef, list: DropdownList, id: number): Promise<void> {
  await callEndpoint(dropdownListEndpoints[list].remove, { params: node, query: { id } });
}

export async function fetchCategories(
  node: NodeRef,
  kind: CategoryKind,
  signal?: AbortSignal,
): Promise<Category[]> {
  return pageOf(
    await callEndpoint(categoryTreeEndpoints[kind].list, { params: node }, { signal, ...inPlace }),
  ).values;
}

export async function saveCategory(node: NodeRef, kind: CategoryKind, category: SaveCategory) {
  const { id, ...rest } = category;
  const endpoints = categoryTreeEndpoints[kind];
  if (id === undefined) await callEndpoint(endpoints.create, { params: node, body: rest }, inPlace);
  else await callEndpoint(endpoints.update, { params: node, body: { ...rest, id } }, inPlace);
}

export async function deleteCategory(node: NodeRef, kind: CategoryKind, id: number): Promise<void> {
  await callEndpoint(categoryTreeEndpoints[kind].remove, { params: node, query: { id } });
}
