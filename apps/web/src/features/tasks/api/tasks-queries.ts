import { type CreateTask, tasksEndpoints, type UpdateTask } from '@procura/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, pageOf } from '../../../platform/api/endpoint-call.ts';
import { useNodeRef } from '../../../platform/session/session-context.tsx';

/** Project tasks (001 §7 ProjectTask). */

export function useProjectTasks(projectId: number) {
  const node = useNodeRef();
  return useQuery({
    queryKey: ['tasks', node.customerId, node.nodeId, projectId] as const,
    queryFn: async ({ signal }) => {
      const answer = await callEndpoint(
        tasksEndpoints.list,
        { params: node, query: { projectId } },
        { signal, notifyOnError: false },
      );
      return pageOf(answer).values;
    },
  });
}

/** Create and edit show their failures in the form; completing and deleting use the notification. */
export function useTaskChanges() {
  const node = useNodeRef();
  const queryClient = useQueryClient();
  // A user's tasks elsewhere (the dashboard's My Tasks) may change too.
  const onSuccess = () =>
    queryClient.invalidateQueries({ queryKey: ['tasks', node.customerId, node.nodeId] });
  return {
    create: useMutation({
      mutationFn: (input: CreateTask) =>
        callEndpoint(tasksEndpoints.create, { params: node, body: input }, { notifyOnError: false }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: (input: UpdateTask & { notify?: boolean }) => {
        const { notify = false, ...body } = input;
        return callEndpoint(tasksEndpoints.update, { params: node, body }, { notifyOnError: notify });
      },
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (projectTaskId: number) =>
        callEndpoint(tasksEndpoints.remove, { params: node, query: { projectTaskId } }),
      onSuccess,
    }),
  };
}
