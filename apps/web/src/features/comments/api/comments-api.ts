import { type CreateProjectComment, commentEndpoints } from '@procura/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../platform/api/endpoint-call.ts';
import { useNodeRef } from '../../../platform/session/session-context.tsx';

/** Project comments (001 §7 ProjectComments), through the contract's declarations. */

export function useProjectComments(projectId: number, page: { start: number; limit: number }) {
  const node = useNodeRef();
  return useQuery({
    queryKey: ['comments', node.customerId, node.nodeId, projectId, page] as const,
    queryFn: async ({ signal }) => {
      const body = await callEndpoint(
        commentEndpoints.list,
        { params: node, query: { projectId, ...page } },
        { signal, notifyOnError: false },
      );
      const { values, count, total } = body.data.projectCommentDTO;
      return { values, count, total: total ?? count };
    },
    placeholderData: keepPreviousData,
  });
}

export function useAddComment() {
  const node = useNodeRef();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateProjectComment) =>
      callEndpoint(commentEndpoints.add, { params: node, body: input }, { notifyOnError: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['comments', node.customerId, node.nodeId] }),
  });
}
