import type { Award, AwardInput, AwardPhase, AwardSummary, SubmissionSummary } from '@procura/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, readList } from '../../platform/api/client.ts';
import { nodeBase } from '../../platform/api/paths.ts';
import { useNodeRef } from '../../platform/session/session-context.tsx';

/**
 * The Award area's calls (/Awards, Awards/AwardPhaseStatus, awards/summary; docs/api.md, decisions
 * 221-224). Forms show their refusals in place.
 */
type NodeRef = { customerId: number; nodeId: number };
const base = (node: NodeRef) => nodeBase(node.customerId, node.nodeId);
const inPlace = { notifyOnError: false } as const;

export const awardKeys = {
  all: (node: NodeRef, projectId: number) => ['awards', node.customerId, node.nodeId, projectId] as const,
};

export function useAwards(projectId: number) {
  const node = useNodeRef();
  return useQuery({
    queryKey: [...awardKeys.all(node, projectId), 'list'],
    queryFn: async ({ signal }) =>
      readList<Award>(
        await apiRequest<unknown>(`${base(node)}/Awards`, { query: { projectId }, signal, ...inPlace }),
        'award',
      ),
  });
}

export function useAwardSummary(projectId: number) {
  const node = useNodeRef();
  return useQuery({
    queryKey: [...awardKeys.all(node, projectId), 'summary'],
    queryFn: async ({ signal }) =>
      readList<AwardSummary>(
        await apiRequest<unknown>(`${base(node)}/awards/summary`, {
          query: { projectId },
          signal,
          ...inPlace,
        }),
        'awardSummary',
      ).values[0] ?? null,
  });
}

export function useAwardPhase(projectId: number) {
  const node = useNodeRef();
  return useQuery({
    queryKey: [...awardKeys.all(node, projectId), 'phase'],
    queryFn: async ({ signal }) =>
      readList<AwardPhase>(
        await apiRequest<unknown>(`${base(node)}/Awards/AwardPhaseStatus`, {
          query: { projectId },
          signal,
          ...inPlace,
        }),
        'awardPhase',
      ).values[0] ?? null,
  });
}

/** The source's complete bids: the companies an award can go to (at most a page of 100). */
export function useCompleteSubmissions(tenderId: number) {
  const node = useNodeRef();
  return useQuery({
    queryKey: ['submissions', node.customerId, node.nodeId, tenderId, 'complete'],
    queryFn: async ({ signal }) =>
      readList<SubmissionSummary>(
        await apiRequest<unknown>(`${base(node)}/Submissions`, {
          query: { tenderId, status: 'complete', start: 0, limit: 100 },
          signal,
          ...inPlace,
        }),
        'submission',
      ).values,
  });
}

export type AwardDraft = Omit<AwardInput, 'projectId'>;

export async function saveAward(node: NodeRef, projectId: number, draft: AwardDraft, id?: number) {
  await apiRequest<unknown>(`${base(node)}/Awards`, {
    method: id === undefined ? 'POST' : 'PUT',
    body: id === undefined ? { projectId, ...draft } : { id, ...draft },
    ...inPlace,
  });
}

export async function deleteAward(node: NodeRef, id: number) {
  await apiRequest<unknown>(`${base(node)}/Awards`, { method: 'DELETE', query: { id } });
}
