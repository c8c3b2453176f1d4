import type { TableType } from '@procura/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { fetchBonds } from './bonds-api.ts';
import { fetchRequirements } from './requirements-api.ts';
import { fetchSummary, fetchTables, searchTables } from './tables-queries.ts';
import { fetchUploadRequirements } from './uploads-api.ts';

/**
 * Data hooks of a source's submission requirements. Every key starts with the source's prefix,
 * so a change that touches several parts (copying all forms) refreshes them with one call.
 */
export const requirementKeys = {
  ofTender: (customerId: number, nodeId: number, tenderId: number) =>
    ['requirements', customerId, nodeId, tenderId] as const,
  requirements: (customerId: number, nodeId: number, tenderId: number) =>
    [...requirementKeys.ofTender(customerId, nodeId, tenderId), 'requirements'] as const,
  uploads: (customerId: number, nodeId: number, tenderId: number) =>
    [...requirementKeys.ofTender(customerId, nodeId, tenderId), 'uploads'] as const,
  bonds: (customerId: number, nodeId: number, tenderId: number) =>
    [...requirementKeys.ofTender(customerId, nodeId, tenderId), 'bonds'] as const,
  /** Forms of one section, or of all ('all'). */
  tables: (customerId: number, nodeId: number, tenderId: number, tableType: TableType | 'all') =>
    [...requirementKeys.ofTender(customerId, nodeId, tenderId), 'tables', tableType] as const,
  summary: (customerId: number, nodeId: number, tenderId: number) =>
    [...requirementKeys.ofTender(customerId, nodeId, tenderId), 'summary'] as const,
  tableSearch: (
    customerId: number,
    nodeId: number,
    tenderId: number,
    tableType: TableType,
    keywords: string,
  ) =>
    [...requirementKeys.ofTender(customerId, nodeId, tenderId), 'tableSearch', tableType, keywords] as const,
};

/** The query key of one part of `tenderId`'s requirements, for the signed-in node. */
export function useRequirementKey() {
  const node = useNodeRef();
  return {
    node,
    requirements: (tenderId: number) => requirementKeys.requirements(node.customerId, node.nodeId, tenderId),
    uploads: (tenderId: number) => requirementKeys.uploads(node.customerId, node.nodeId, tenderId),
    bonds: (tenderId: number) => requirementKeys.bonds(node.customerId, node.nodeId, tenderId),
    tables: (tenderId: number, tableType: TableType | 'all') =>
      requirementKeys.tables(node.customerId, node.nodeId, tenderId, tableType),
    summary: (tenderId: number) => requirementKeys.summary(node.customerId, node.nodeId, tenderId),
  };
}

export function useRequirements(tenderId: number) {
  const keys = useRequirementKey();
  return useQuery({
    queryKey: keys.requirements(tenderId),
    queryFn: ({ signal }) => fetchRequirements(keys.node, tenderId, signal),
    enabled: tenderId > 0,
  });
}

export function useUploadRequirements(tenderId: number) {
  const keys = useRequirementKey();
  return useQuery({
    queryKey: keys.uploads(tenderId),
    queryFn: ({ signal }) => fetchUploadRequirements(keys.node, tenderId, signal),
    enabled: tenderId > 0,
  });
}

export function useBonds(tenderId: number) {
  const keys = useRequirementKey();
  return useQuery({
    queryKey: keys.bonds(tenderId),
    queryFn: ({ signal }) => fetchBonds(keys.node, tenderId, signal),
    enabled: tenderId > 0,
  });
}

export function useTables(tenderId: number, tableType: TableType | 'all') {
  const keys = useRequirementKey();
  return useQuery({
    queryKey: keys.tables(tenderId, tableType),
    queryFn: ({ signal }) =>
      fetchTables(keys.node, tenderId, tableType === 'all' ? undefined : tableType, signal),
    enabled: tenderId > 0,
  });
}

export function useSummary(tenderId: number) {
  const keys = useRequirementKey();
  return useQuery({
    queryKey: keys.summary(tenderId),
    queryFn: ({ signal }) => fetchSummary(keys.node, tenderId, signal),
    enabled: tenderId > 0,
  });
}

/** Forms of the agency's other sources to copy into `tenderId`, by name. */
export function useTableSearch(tenderId: number, keywords: string, tableType: TableType) {
  const node = useNodeRef();
  return useQuery({
    queryKey: requirementKeys.tableSearch(node.customerId, node.nodeId, tenderId, tableType, keywords),
    queryFn: ({ signal }) => searchTables(node, { keywords, type: tableType, tenderId }, signal),
    placeholderData: keepPreviousData,
  });
}

/** Refetches every part of a source's requirements (after a copy, a delete, an unlock). */
export function useRefreshRequirements(tenderId: number): () => Promise<void> {
  const queryClient = useQueryClient();
  const node = useNodeRef();
  return useCallback(
    () =>
      queryClient.invalidateQueries({
        queryKey: requirementKeys.ofTender(node.customerId, node.nodeId, tenderId),
      }),
    [queryClient, node.customerId, node.nodeId, tenderId],
  );
}
