import {
  type Requirements,
  requirementsEndpoints,
  type SaveRequirements,
  type TableType,
} from '@procura/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError } from '../../../platform/api/client.ts';
import { callEndpoint, firstOf } from '../../../platform/api/endpoint-call.ts';
import { i18n } from '../../../platform/i18n/index.ts';
import { type NodeRef, useNodeRef } from '../../../platform/session/session-context.tsx';
import { fetchBonds } from './bonds-queries.ts';
import { fetchSummary, fetchTables, searchTables } from './tables-queries.ts';
import { fetchUploadRequirements } from './uploads-queries.ts';

/**
 * A source's submission requirements (…/TenderRequirements): the sections, their texts, the
 * specification and bond titles, and the lock.
 */

const inPlace = { notifyOnError: false } as const;

/** The requirements an answer holds: always one, so an answer without them is an unknown error. */
function theRequirements(requirements: Requirements | null): Requirements {
  if (!requirements) throw new ApiError(0, [i18n.t('unknownError')]);
  return requirements;
}

export async function fetchRequirements(
  node: NodeRef,
  tenderId: number,
  signal?: AbortSignal,
): Promise<Requirements> {
  const answer = await callEndpoint(
    requirementsEndpoints.get,
    { params: node, query: { tenderId } },
    { signal, ...inPlace },
  );
  return theRequirements(firstOf(answer));
}

export async function saveRequirements(node: NodeRef, save: SaveRequirements): Promise<Requirements> {
  const answer = await callEndpoint(requirementsEndpoints.save, { params: node, body: save }, inPlace);
  return theRequirements(firstOf(answer));
}

/** The confirmed unlock of 000 §4: the server withdraws the completed submissions and mails the bidders. */
export async function unlockRequirements(node: NodeRef, tenderId: number): Promise<Requirements> {
  const answer = await callEndpoint(requirementsEndpoints.unlock, { params: node, query: { tenderId } });
  return theRequirements(firstOf(answer));
}

/**
 * A save of some of `requirements`: what it names replaces what is stored and the rest stays, so
 * each page sends only its own part, with the version it read.
 */
export function saveOf(requirements: Requirements, changes: Partial<SaveRequirements>): SaveRequirements {
  return { ...changes, tenderId: requirements.tenderId, version: requirements.version };
}

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
