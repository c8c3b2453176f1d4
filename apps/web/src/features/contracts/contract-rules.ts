import { type Contract, type Project, projectMayStartContract } from '@procura/contract';
import { useRouteAccess } from '../../platform/access/use-access.ts';
import { useProjectContract } from './api/contracts-queries.ts';

/**
 * Whether the project may hold a contract: Start Contract makes a project CONTRACT or
 * SOURCE_CONTRACT, and only those (or one that may start its contract) are asked about it, so a
 * project in Build costs no call.
 */
export function projectMayHoldContract(project: Project): boolean {
  return (
    project.type === 'CONTRACT' || project.type === 'SOURCE_CONTRACT' || projectMayStartContract(project)
  );
}

/**
 * The project's contract for its header and tabs: null when it has none, undefined while unknown
 * (loading, failed, or not asked because the user may not view contracts or the project can hold none).
 */
export function useContractOfProject(project: Project): Contract | null | undefined {
  const access = useRouteAccess('project.contract');
  const asked = (access?.canView ?? true) && projectMayHoldContract(project);
  const query = useProjectContract(project.id, asked);
  return asked ? query.data : undefined;
}

/** Whether the status allows the action and the user may take it (the server lists both in allowedActions). */
export function contractAllows(
  contract: Contract | null | undefined,
  action: Contract['allowedActions'][number],
) {
  return contract?.allowedActions.includes(action) ?? false;
}
