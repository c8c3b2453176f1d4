import {
  type AddProjectUser,
  type AssignableUser,
  type ProjectRole,
  projectTeamEndpoints,
  type UpdateProjectUser,
} from '@procura/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, firstOf, pageOf } from '../../../platform/api/endpoint-call.ts';
import { useNodeRef } from '../../../platform/session/session-context.tsx';

/** The project team (001 §7 projectRoles, projectUsers). Keys carry the node, so a switch refetches. */

type NodeRef = { customerId: number; nodeId: number };

export const projectTeamKeys = {
  roles: (node: NodeRef) => ['project-team', node.customerId, node.nodeId, 'roles'] as const,
  team: (node: NodeRef, projectId: number) =>
    ['project-team', node.customerId, node.nodeId, projectId] as const,
};

export async function fetchProjectRoles(node: NodeRef, signal?: AbortSignal): Promise<ProjectRole[]> {
  const answer = await callEndpoint(
    projectTeamEndpoints.roles,
    { params: node },
    { signal, notifyOnError: false },
  );
  return pageOf(answer).values;
}

export async function fetchProjectUsers(node: NodeRef, projectId: number, signal?: AbortSignal) {
  const answer = await callEndpoint(
    projectTeamEndpoints.users,
    { params: node, query: { projectId } },
    { signal, notifyOnError: false },
  );
  return pageOf(answer).values;
}

export function useProjectRoles() {
  const node = useNodeRef();
  return useQuery({
    queryKey: projectTeamKeys.roles(node),
    queryFn: ({ signal }) => fetchProjectRoles(node, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useProjectUsers(projectId: number) {
  const node = useNodeRef();
  return useQuery({
    queryKey: projectTeamKeys.team(node, projectId),
    queryFn: ({ signal }) => fetchProjectUsers(node, projectId, signal),
  });
}

/** Add, opt in or out, remove: each refetches the team. Forms show their own failures. */
export function useProjectTeamChanges(projectId: number) {
  const node = useNodeRef();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: projectTeamKeys.team(node, projectId) });
  const add = useMutation({
    mutationFn: async (input: AddProjectUser) =>
      firstOf(
        await callEndpoint(projectTeamEndpoints.add, { params: node, body: input }, { notifyOnError: false }),
      ),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: (input: UpdateProjectUser) =>
      callEndpoint(projectTeamEndpoints.update, { params: node, body: input }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (projectUserId: number) =>
      callEndpoint(projectTeamEndpoints.remove, { params: node, query: { projectUserId } }),
    onSuccess: refresh,
  });
  return { add, update, remove };
}

export type { AssignableUser };

/** The agency's active users, whom team roles and tasks can go to. */
export function useAssignableUsers() {
  const node = useNodeRef();
  return useQuery({
    queryKey: ['project-team', node.customerId, node.nodeId, 'assignable'] as const,
    queryFn: async ({ signal }) => {
      const answer = await callEndpoint(
        projectTeamEndpoints.assignable,
        { params: node },
        { signal, notifyOnError: false },
      );
      return pageOf(answer).values;
    },
    staleTime: 60_000,
  });
}
