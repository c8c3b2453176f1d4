import {
  type categorySchema,
  type DropdownList,
  type DropdownOption,
  dropdownLists,
  type saveCategorySchema,
  type saveDropdownOptionSchema,
} from '@procura/contract';
import { apiRequest, readList } from '../../../platform/api/client.ts';
import { nodeBase } from '../../../platform/api/paths.ts';
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

function listPath(node: NodeRef, list: DropdownList): string {
  return `${nodeBase(node.customerId, node.nodeId)}/${dropdownLists[list]}`;
}

/** Every option of a list, inactive ones included: the control panel manages them all. */
export async function fetchOptions(
  node: NodeRef,
  list: DropdownList,
  signal?: AbortSignal,
): Promise<DropdownOption[]> {
  const body = await apiRequest<unknown>(`${listPath(node, list)}/All`, { signal, ...inPlace });
  return readList<DropdownOption>(body, list).values;
}

/** Adds (no id) or changes (with id) an option. A change sends the whole option: omitted fields reset. */
export async function saveOption(node: NodeRef, list: DropdownList, option: SaveDropdownOption) {
  await apiRequest<unknown>(listPath(node, list), {
    method: option.id === undefined ? 'POST' : 'PUT',
    body: option,
    ...inPlace,
  });
}

export async function deleteOption(node: NodeRef, list: DropdownList, id: number): Promise<void> {
  await apiRequest<unknown>(listPath(node, list), { method: 'DELETE', query: { id } });
}

function categoryPath(node: NodeRef, kind: CategoryKind): string {
  return `${nodeBase(node.customerId, node.nodeId)}/${categoryKinds[kind]}`;
}

export async function fetchCategories(
  node: NodeRef,
  kind: CategoryKind,
  signal?: AbortSignal,
): Promise<Category[]> {
  const body = await apiRequest<unknown>(categoryPath(node, kind), { signal, ...inPlace });
  return readList<Category>(body, kind).values;
}

export async function saveCategory(node: NodeRef, kind: CategoryKind, category: SaveCategory) {
  await apiRequest<unknown>(categoryPath(node, kind), {
    method: category.id === undefined ? 'POST' : 'PUT',
    body: category,
    ...inPlace,
  });
}

export async function deleteCategory(node: NodeRef, kind: CategoryKind, id: number): Promise<void> {
  await apiRequest<unknown>(categoryPath(node, kind), { method: 'DELETE', query: { id } });
}
