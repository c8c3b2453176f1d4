import {
  type AddProjectUser,
  type ProjectRole,
  type ProjectUser,
  projectUserSchema,
  type UpdateProjectUser,
} from '@procura/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, readList, readOne } from '../../../platform/api/client.ts';
import { nodeBase } from '../../../platform/api/paths.ts';
import { useNodeRef } from '../../../platform/session/session-context.tsx';

/** The project team (001 §7 projectRoles, projectUsers). Keys carry the node, so a switch refetches. */

type NodeRef = { customerId: number; nodeId: number };

export const projectTeamKeys = {
  roles: (node: NodeRef) => ['project-team', node.customerId, node.nodeId, 'roles'] as const,
  team: (node: NodeRef, projectId: number) =>
    ['project-team', node.customerId, node.nodeId, projectId] as const,
};

export async function fetchProjectRoles(node: NodeRef, signal?: AbortSignal): Promise<ProjectRole[]> {
  const body = await apiRequest<unknown>(`${nodeBase(node.customerId, node.nodeId)}/projectRoles`, {
    signal,
    notifyOnError: false,
  });
  return readList<ProjectRole>(body, 'projectRole').values;
}

export async function fetchProjectUsers(node: NodeRef, projectId: number, signal?: AbortSignal) {
  const body = await apiRequest<unknown>(`${nodeBase(node.customerId, node.nodeId)}/projectUsers`, {
    query: { projectId },
    signal,
    notifyOnError: false,
  });
  return readList<ProjectUser>(body, 'projectUser').values;
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
  const path = `${nodeBase(node.customerId, node.nodeId)}/projectUsers`;
  const refresh = () => queryClient.invalidateQueries({ queryKey: projectTeamKeys.team(node, projectId) });
  const add = useMutation({
    mutationFn: async (input: AddProjectUser) =>
      readOne(
        projectUserSchema,
        await apiRequest<unknown>(path, { method: 'POST', body: input, notifyOnError: false }),
        'projectUser',
      ),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: (input: UpdateProjectUser) => apiRequest<unknown>(path, { method: 'PUT', body: input }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (projectUserId: number) =>
      apiRequest<unknown>(path, { method: 'DELETE', query: { projectUserId } }),
    onSuccess: refresh,
  });
  return { add, update, remove };
}

export type AssignableUser = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  avatarUrl: string | null;
  inActive: boolean;
  deleted: boolean;
};

/** The agency's active users, whom team roles and tasks can go to. */
export function useAssignableUsers() {
  const node = useNodeRef();
  return useQuery({
    queryKey: ['project-team', node.customerId, node.nodeId, 'assignable'] as const,
    queryFn: async ({ signal }) => {
      const body = await apiRequest<unknown>(
        `${nodeBase(node.customerId, node.nodeId)}/projectUsers/Assignable`,
        {
          signal,
          notifyOnError: false,
        },
      );
      return readList<AssignableUser>(body, 'user').values;
    },
    staleTime: 60_000,
  });
}
