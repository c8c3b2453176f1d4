import { tableRules } from '@procura/contract';
import { badRequest, isUniqueViolation } from '../../platform/errors.ts';
import type { TableRow } from './presenters.ts';

/** What holds among the live forms of one source, whether a form is saved, copied or added. */

/** Refuses a name another live form of the source has, ignoring case. */
export function assertNameFree(siblings: readonly TableRow[], name: string, exceptId?: number): void {
  const wanted = name.toLowerCase();
  if (siblings.some((t) => t.id !== exceptId && t.name.toLowerCase() === wanted)) {
    throw badRequest('tenderTableNameAlreadyExists');
  }
}

/** Refuses more forms in a source than tableRules allows. */
export function assertRoomFor(siblings: readonly TableRow[], more: number): void {
  if (siblings.length + more > tableRules.maxTablesPerSource) {
    throw badRequest({ key: 'formLimitReached', params: { max: tableRules.maxTablesPerSource } });
  }
}

/** Where a form added to a source goes: after the last one. */
export const nextSortOrder = (siblings: readonly TableRow[]) =>
  Math.max(-1, ...siblings.map((t) => t.sortOrder)) + 1;

/** Runs a form write, answering a race on the live-name index as the name check would have. */
export async function uniquelyNamed<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest('tenderTableNameAlreadyExists');
    throw error;
  }
}
