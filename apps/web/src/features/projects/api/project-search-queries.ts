import {
  type ProjectSearch,
  type ProjectSearchColumn,
  type ProjectSearchRow,
  type projectDropdownColumns,
  projectsEndpoints,
  type SavedSearch,
  type SaveSavedSearch,
  savedSearchesEndpoints,
} from '@procura/contract';
import type { ListPage } from '../../../platform/api/client.ts';
import { callEndpoint, downloadEndpoint, pageOf } from '../../../platform/api/endpoint-call.ts';
import type { NodeRef } from '../../../platform/session/session-context.tsx';

/**
 * Project search, its export, the column autocomplete, templates and saved searches (001 §7
 * Projects, /SavedSearchCriteria). The search page shows its own error state, so lists load
 * without the client's notification; saving a search shows its refusal under the name.
 */

export type { ProjectSearchRow, SavedSearch };
export type ProjectDropdownColumn = (typeof projectDropdownColumns)[number];

const inPlace = { notifyOnError: false } as const;

export async function searchProjects(
  node: NodeRef,
  search: ProjectSearch,
  signal?: AbortSignal,
): Promise<ListPage<ProjectSearchRow>> {
  return pageOf(
    await callEndpoint(projectsEndpoints.search, { params: node, body: search }, { signal, ...inPlace }),
  );
}

/** POST /Projects/Search/Export: the current search with the chosen columns, as an .xlsx file. */
export function exportProjects(
  node: NodeRef,
  search: ProjectSearch,
  columns: readonly ProjectSearchColumn[],
): Promise<Blob> {
  return downloadEndpoint(projectsEndpoints.exportSearch, {
    params: node,
    body: { ...search, columns: [...columns] },
  });
}

/** Distinct values of one column starting with `value`, for autocomplete. */
export async function fetchProjectDropdown(
  node: NodeRef,
  column: ProjectDropdownColumn,
  value: string,
  signal?: AbortSignal,
): Promise<string[]> {
  const answer = await callEndpoint(
    projectsEndpoints.dropdown,
    { params: node, query: { Column: column, Value: value } },
    { signal, ...inPlace },
  );
  return pageOf(answer).values.map((row) => row.value);
}

export async function fetchTemplates(node: NodeRef, signal?: AbortSignal): Promise<ProjectSearchRow[]> {
  return pageOf(await callEndpoint(projectsEndpoints.templates, { params: node }, { signal, ...inPlace }))
    .values;
}

export async function fetchSavedSearches(node: NodeRef, signal?: AbortSignal): Promise<SavedSearch[]> {
  const answer = await callEndpoint(
    savedSearchesEndpoints.list,
    { params: node, query: { type: 'Project' } },
    { signal, ...inPlace },
  );
  return pageOf(answer).values;
}

/** Creates (no id) or renames and updates (with id) a saved search. */
export async function saveSavedSearch(node: NodeRef, search: SaveSavedSearch): Promise<void> {
  await callEndpoint(savedSearchesEndpoints.save, { params: node, body: search }, inPlace);
}

export async function deleteSavedSearch(node: NodeRef, savedSearchId: number): Promise<void> {
  await callEndpoint(savedSearchesEndpoints.remove, { params: node, query: { savedSearchId } });
}
