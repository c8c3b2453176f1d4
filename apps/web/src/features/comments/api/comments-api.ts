import type { CreateProjectComment, ProjectComment } from '@procura/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, readList } from '../../../api/client.ts';
import { nodeBase } from '../../../api/paths.ts';
import { useNodeRef } from '../../../app/session/session-context.tsx';

/** Project comments (001 §7 ProjectComments). */

export function useProjectComments(projectId: number, page: { start: number; limit: number }) {
  const node = useNodeRef();
  return useQuery({
    queryKey: ['comments', node.customerId, node.nodeId, projectId, page] as const,
    queryFn: async ({ signal }) => {
      const body = await apiRequest<unknown>(`${nodeBase(node.customerId, node.nodeId)}/ProjectComments`, {
        query: { projectId, ...page },
        signal,
        notifyOnError: false,
      });
      return readList<ProjectComment>(body, 'projectComment');
    },
    placeholderData: keepPreviousData,
  });
}

export function useAddComment() {
  const node = useNodeRef();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateProjectComment) =>
      apiRequest<unknown>(`${nodeBase(node.customerId, node.nodeId)}/ProjectComments`, {
        method: 'POST',
        body: input,
        notifyOnError: false,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['comments', node.customerId, node.nodeId] }),
  });
}
