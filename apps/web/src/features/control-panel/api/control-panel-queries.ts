import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { fetchResources, fetchTemplates, type TemplateGroupName } from './content-queries.ts';
import { fetchDepartmentTree } from './departments-queries.ts';
import { type CategoryKind, type DropdownList, fetchCategories, fetchOptions } from './lists-queries.ts';
import { fetchAccount, fetchLanguages, fetchProjectSettings, fetchTimeZones } from './settings-queries.ts';
import { fetchSsoSettings } from './sso-queries.ts';
import { fetchTaxTypes } from './taxes-queries.ts';

/** Data hooks of the control panel; keys carry the customer and node, so an agency switch refetches. */
export const controlPanelKeys = {
  node: (customerId: number, nodeId: number) => ['controlPanel', customerId, nodeId] as const,
  account: (customerId: number, nodeId: number) => ['controlPanel', customerId, nodeId, 'account'] as const,
  timeZones: (customerId: number, nodeId: number) =>
    ['controlPanel', customerId, nodeId, 'timeZones'] as const,
  languages: (customerId: number, nodeId: number) =>
    ['controlPanel', customerId, nodeId, 'languages'] as const,
  projectSettings: (customerId: number, nodeId: number) =>
    ['controlPanel', customerId, nodeId, 'projectSettings'] as const,
  departments: (customerId: number, nodeId: number) =>
    ['controlPanel', customerId, nodeId, 'departments'] as const,
  options: (customerId: number, nodeId: number, list: DropdownList) =>
    ['controlPanel', customerId, nodeId, 'options', list] as const,
  categories: (customerId: number, nodeId: number, kind: CategoryKind) =>
    ['controlPanel', customerId, nodeId, 'categories', kind] as const,
  templates: (customerId: number, nodeId: number, group: TemplateGroupName) =>
    ['controlPanel', customerId, nodeId, 'templates', group] as const,
  resources: (customerId: number, nodeId: number) =>
    ['controlPanel', customerId, nodeId, 'resources'] as const,
  sso: (customerId: number, nodeId: number) => ['controlPanel', customerId, nodeId, 'sso'] as const,
  taxes: (customerId: number, nodeId: number) => ['controlPanel', customerId, nodeId, 'taxes'] as const,
};

export function useAccount() {
  const node = useNodeRef();
  return useQuery({
    queryKey: controlPanelKeys.account(node.customerId, node.nodeId),
    queryFn: ({ signal }) => fetchAccount(node, signal),
  });
}

export function useTimeZones() {
  const node = useNodeRef();
  return useQuery({
    queryKey: controlPanelKeys.timeZones(node.customerId, node.nodeId),
    queryFn: ({ signal }) => fetchTimeZones(node, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useLanguages() {
  const node = useNodeRef();
  return useQuery({
    queryKey: controlPanelKeys.languages(node.customerId, node.nodeId),
    queryFn: ({ signal }) => fetchLanguages(node, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useProjectSettings() {
  const node = useNodeRef();
  return useQuery({
    queryKey: controlPanelKeys.projectSettings(node.customerId, node.nodeId),
    queryFn: ({ signal }) => fetchProjectSettings(node, signal),
  });
}

export function useDepartmentTree() {
  const node = useNodeRef();
  return useQuery({
    queryKey: controlPanelKeys.departments(node.customerId, node.nodeId),
    queryFn: ({ signal }) => fetchDepartmentTree(node, signal),
  });
}

export function useDropdownOptions(list: DropdownList) {
  const node = useNodeRef();
  return useQuery({
    queryKey: controlPanelKeys.options(node.customerId, node.nodeId, list),
    queryFn: ({ signal }) => fetchOptions(node, list, signal),
  });
}

export function useTaxTypes() {
  const node = useNodeRef();
  return useQuery({
    queryKey: controlPanelKeys.taxes(node.customerId, node.nodeId),
    queryFn: ({ signal }) => fetchTaxTypes(node, signal),
  });
}

export function useCategories(kind: CategoryKind) {
  const node = useNodeRef();
  return useQuery({
    queryKey: controlPanelKeys.categories(node.customerId, node.nodeId, kind),
    queryFn: ({ signal }) => fetchCategories(node, kind, signal),
  });
}

export function useTemplates(group: TemplateGroupName) {
  const node = useNodeRef();
  return useQuery({
    queryKey: controlPanelKeys.templates(node.customerId, node.nodeId, group),
    queryFn: ({ signal }) => fetchTemplates(node, group, signal),
  });
}

export function useResources() {
  const node = useNodeRef();
  return useQuery({
    queryKey: controlPanelKeys.resources(node.customerId, node.nodeId),
    queryFn: ({ signal }) => fetchResources(node, signal),
  });
}

export function useSsoSettings() {
  const node = useNodeRef();
  return useQuery({
    queryKey: controlPanelKeys.sso(node.customerId, node.nodeId),
    queryFn: ({ signal }) => fetchSsoSettings(node, signal),
  });
}

/** Marks one cached answer stale after a change, so the list on screen is fetched again. */
export function useRefetch(): (key: readonly unknown[]) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback((key) => queryClient.invalidateQueries({ queryKey: key }), [queryClient]);
}
