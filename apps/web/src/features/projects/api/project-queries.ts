import type { DropdownList, ProjectSearch } from '@procura/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { fetchProjectSettings } from '../../control-panel/api/settings-queries.ts';
import { type CategoryKind, fetchActiveOptions, fetchCategories } from '../../control-panel/index.ts';
import { fetchDepartmentsWithDivisions } from './departments-queries.ts';
import { fetchSavedSearches, fetchTemplates, searchProjects } from './project-search-api.ts';
import { fetchChecklist, fetchProject, fetchProjectsProperties } from './projects-api.ts';

/** Data hooks of the projects area; keys carry the customer and node, so an agency switch refetches. */
export const projectKeys = {
  node: (customerId: number, nodeId: number) => ['projects', customerId, nodeId] as const,
  project: (customerId: number, nodeId: number, projectId: number) =>
    ['projects', customerId, nodeId, 'project', projectId] as const,
  checklist: (customerId: number, nodeId: number, projectId: number, version: number) =>
    ['projects', customerId, nodeId, 'checklist', projectId, version] as const,
  searches: (customerId: number, nodeId: number) => ['projects', customerId, nodeId, 'search'] as const,
  search: (customerId: number, nodeId: number, search: ProjectSearch) =>
    ['projects', customerId, nodeId, 'search', search] as const,
  savedSearches: (customerId: number, nodeId: number) => ['projects', customerId, nodeId, 'saved'] as const,
  templates: (customerId: number, nodeId: number) => ['projects', customerId, nodeId, 'templates'] as const,
  properties: (customerId: number, nodeId: number) => ['projects', customerId, nodeId, 'properties'] as const,
  settings: (customerId: number, nodeId: number) => ['projects', customerId, nodeId, 'settings'] as const,
  list: (customerId: number, nodeId: number, name: string) =>
    ['projects', customerId, nodeId, 'list', name] as const,
};

/** Lists change rarely while someone edits a project. */
const listStaleTime = 5 * 60_000;

export function useProject(projectId: number) {
  const node = useNodeRef();
  return useQuery({
    queryKey: projectKeys.project(node.customerId, node.nodeId, projectId),
    queryFn: ({ signal }) => fetchProject(node, projectId, signal),
    enabled: Number.isInteger(projectId) && projectId > 0,
  });
}

/** The checklist of one saved version: a save or status change asks again. */
export function useChecklist(projectId: number, version: number) {
  const node = useNodeRef();
  return useQuery({
    queryKey: projectKeys.checklist(node.customerId, node.nodeId, projectId, version),
    queryFn: ({ signal }) => fetchChecklist(node, projectId, signal),
    staleTime: 0,
  });
}

export function useProjectSearch(search: ProjectSearch, enabled: boolean) {
  const node = useNodeRef();
  return useQuery({
    queryKey: projectKeys.search(node.customerId, node.nodeId, search),
    queryFn: ({ signal }) => searchProjects(node, search, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useSavedSearches() {
  const node = useNodeRef();
  return useQuery({
    queryKey: projectKeys.savedSearches(node.customerId, node.nodeId),
    queryFn: ({ signal }) => fetchSavedSearches(node, signal),
  });
}

export function useProjectTemplates(enabled = true) {
  const node = useNodeRef();
  return useQuery({
    queryKey: projectKeys.templates(node.customerId, node.nodeId),
    queryFn: ({ signal }) => fetchTemplates(node, signal),
    enabled,
  });
}

export function useProjectsProperties() {
  const node = useNodeRef();
  return useQuery({
    queryKey: projectKeys.properties(node.customerId, node.nodeId),
    queryFn: ({ signal }) => fetchProjectsProperties(node, signal),
    staleTime: listStaleTime,
  });
}

/** The node's numbering settings: the wizard says whether an empty number is generated. */
export function useNumberingSettings() {
  const node = useNodeRef();
  return useQuery({
    queryKey: projectKeys.settings(node.customerId, node.nodeId),
    queryFn: ({ signal }) => fetchProjectSettings(node, signal),
    staleTime: listStaleTime,
  });
}

export function useDepartmentsWithDivisions() {
  const node = useNodeRef();
  return useQuery({
    queryKey: projectKeys.list(node.customerId, node.nodeId, 'departments'),
    queryFn: ({ signal }) => fetchDepartmentsWithDivisions(node, signal),
    staleTime: listStaleTime,
  });
}

export function useActiveOptions(list: DropdownList) {
  const node = useNodeRef();
  return useQuery({
    queryKey: projectKeys.list(node.customerId, node.nodeId, list),
    queryFn: ({ signal }) => fetchActiveOptions(node, list, signal),
    staleTime: listStaleTime,
  });
}

export function useCategoryTree(kind: CategoryKind) {
  const node = useNodeRef();
  return useQuery({
    queryKey: projectKeys.list(node.customerId, node.nodeId, `categories-${kind}`),
    queryFn: ({ signal }) => fetchCategories(node, kind, signal),
    staleTime: listStaleTime,
  });
}

/** The agency's active people, for the lead pickers and filters (from ProjectsProperties). */
export function useProjectPeople() {
  const properties = useProjectsProperties();
  return { ...properties, data: properties.data?.people };
}
