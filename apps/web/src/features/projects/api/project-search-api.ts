import type {
  ProjectSearch,
  ProjectSearchColumn,
  ProjectSearchRow,
  projectDropdownColumns,
  SavedSearch,
  SaveSavedSearch,
} from '@procura/contract';
import { apiRequest, type ListPage, readList } from '../../../platform/api/client.ts';
import { nodeBase } from '../../../platform/api/paths.ts';
import type { NodeRef } from '../../../platform/session/session-context.tsx';
import { projectsPath } from './projects-api.ts';

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
  const body = await apiRequest<unknown>(projectsPath(node, '/Search'), {
    method: 'POST',
    body: search,
    signal,
    ...inPlace,
  });
  return readList<ProjectSearchRow>(body, 'project');
}

/** POST /Projects/Search/Export: the current search with the chosen columns, as an .xlsx file. */
export async function exportProjects(
  node: NodeRef,
  search: ProjectSearch,
  columns: readonly ProjectSearchColumn[],
): Promise<Blob> {
  return apiRequest<Blob>(projectsPath(node, '/Search/Export'), {
    method: 'POST',
    body: { ...search, columns },
    responseType: 'blob',
  });
}

/** Distinct values of one column starting with `value`, for autocomplete. */
export async function fetchProjectDropdown(
  node: NodeRef,
  column: ProjectDropdownColumn,
  value: string,
  signal?: AbortSignal,
): Promise<string[]> {
  const body = await apiRequest<unknown>(projectsPath(node, '/ProjectDropdown'), {
    query: { Column: column, Value: value },
    signal,
    ...inPlace,
  });
  return readList<{ value: string }>(body, 'projectDropdown').values.map((row) => row.value);
}

export async function fetchTemplates(node: NodeRef, signal?: AbortSignal): Promise<ProjectSearchRow[]> {
  const body = await apiRequest<unknown>(projectsPath(node, '/Templates'), { signal, ...inPlace });
  return readList<ProjectSearchRow>(body, 'project').values;
}

function savedSearchPath(node: NodeRef): string {
  return `${nodeBase(node.customerId, node.nodeId)}/SavedSearchCriteria`;
}

export async function fetchSavedSearches(node: NodeRef, signal?: AbortSignal): Promise<SavedSearch[]> {
  const body = await apiRequest<unknown>(savedSearchPath(node), {
    query: { type: 'Project' },
    signal,
    ...inPlace,
  });
  return readList<SavedSearch>(body, 'savedSearch').values;
}

/** Creates (no id) or renames and updates (with id) a saved search. */
export async function saveSavedSearch(node: NodeRef, search: SaveSavedSearch): Promise<void> {
  await apiRequest<unknown>(savedSearchPath(node), { method: 'POST', body: search, ...inPlace });
}

export async function deleteSavedSearch(node: NodeRef, savedSearchId: number): Promise<void> {
  await apiRequest<unknown>(savedSearchPath(node), { method: 'DELETE', query: { savedSearchId } });
}
