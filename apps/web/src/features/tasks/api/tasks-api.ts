import type { CreateTask, ProjectTask, UpdateTask } from '@procura/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, readList } from '../../../platform/api/client.ts';
import { nodeBase } from '../../../platform/api/paths.ts';
import { useNodeRef } from '../../../platform/session/session-context.tsx';

/** Project tasks (001 §7 ProjectTask). */

export function useProjectTasks(projectId: number) {
  const node = useNodeRef();
  return useQuery({
    queryKey: ['tasks', node.customerId, node.nodeId, projectId] as const,
    queryFn: async ({ signal }) => {
      const body = await apiRequest<unknown>(`${nodeBase(node.customerId, node.nodeId)}/ProjectTask`, {
        query: { projectId },
        signal,
        notifyOnError: false,
      });
      return readList<ProjectTask>(body, 'projectTask').values;
    },
  });
}

/** Create and edit show their failures in the form; completing and deleting use the notification. */
export function useTaskChanges() {
  const node = useNodeRef();
  const queryClient = useQueryClient();
  const path = `${nodeBase(node.customerId, node.nodeId)}/ProjectTask`;
  // A user's tasks elsewhere (the dashboard's My Tasks) may change too.
  const onSuccess = () =>
    queryClient.invalidateQueries({ queryKey: ['tasks', node.customerId, node.nodeId] });
  return {
    create: useMutation({
      mutationFn: (input: CreateTask) =>
        apiRequest<unknown>(path, { method: 'POST', body: input, notifyOnError: false }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: (input: UpdateTask & { notify?: boolean }) => {
        const { notify = false, ...body } = input;
        return apiRequest<unknown>(path, { method: 'PUT', body, notifyOnError: notify });
      },
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (projectTaskId: number) =>
        apiRequest<unknown>(path, { method: 'DELETE', query: { projectTaskId } }),
      onSuccess,
    }),
  };
}
