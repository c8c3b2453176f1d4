import { type AwardInput, awardsEndpoints, submissionsEndpoints } from '@procura/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint, firstOf, pageOf } from '../../../platform/api/endpoint-call.ts';
import { type NodeRef, useNodeRef } from '../../../platform/session/session-context.tsx';

/**
 * The Award area's calls (/Awards, Awards/AwardPhaseStatus, awards/summary; docs/api.md, decisions
 * 221-224). Forms show their refusals in place.
 */
const inPlace = { notifyOnError: false } as const;

export const awardKeys = {
  all: (node: NodeRef, projectId: number) => ['awards', node.customerId, node.nodeId, projectId] as const,
};

export function useAwards(projectId: number) {
  const node = useNodeRef();
  return useQuery({
    queryKey: [...awardKeys.all(node, projectId), 'list'],
    queryFn: async ({ signal }) =>
      pageOf(
        await callEndpoint(
          awardsEndpoints.list,
          { params: node, query: { projectId } },
          { signal, ...inPlace },
        ),
      ),
  });
}

export function useAwardSummary(projectId: number) {
  const node = useNodeRef();
  return useQuery({
    queryKey: [...awardKeys.all(node, projectId), 'summary'],
    queryFn: async ({ signal }) =>
      firstOf(
        await callEndpoint(
          awardsEndpoints.summary,
          { params: node, query: { projectId } },
          { signal, ...inPlace },
        ),
      ),
  });
}

export function useAwardPhase(projectId: number) {
  const node = useNodeRef();
  return useQuery({
    queryKey: [...awardKeys.all(node, projectId), 'phase'],
    queryFn: async ({ signal }) =>
      firstOf(
        await callEndpoint(
          awardsEndpoints.phase,
          { params: node, query: { projectId } },
          { signal, ...inPlace },
        ),
      ),
  });
}

/** The source's complete bids: the companies an award can go to (at most a page of 100). */
export function useCompleteSubmissions(tenderId: number) {
  const node = useNodeRef();
  return useQuery({
    queryKey: ['submissions', node.customerId, node.nodeId, tenderId, 'complete'],
    queryFn: async ({ signal }) =>
      pageOf(
        await callEndpoint(
          submissionsEndpoints.list,
          { params: node, query: { tenderId, status: 'complete', start: 0, limit: 100 } },
          { signal, ...inPlace },
        ),
      ).values,
  });
}

export type AwardDraft = Omit<AwardInput, 'projectId'>;

export async function saveAward(node: NodeRef, projectId: number, draft: AwardDraft, id?: number) {
  if (id === undefined) {
    await callEndpoint(awardsEndpoints.create, { params: node, body: { projectId, ...draft } }, inPlace);
  } else {
    await callEndpoint(awardsEndpoints.update, { params: node, body: { id, ...draft } }, inPlace);
  }
}

export async function deleteAward(node: NodeRef, id: number) {
  await callEndpoint(awardsEndpoints.remove, { params: node, query: { id } });
}
