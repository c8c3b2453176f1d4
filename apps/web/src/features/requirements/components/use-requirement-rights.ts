import { canChangeRequirements, type Project, type Requirements } from '@procura/contract';
import { useRouteAccess } from '../../../platform/access/use-access.ts';

/**
 * Whether the user may change the project's requirements once any lock is lifted (and so may
 * unlock them): the Build action right, the project's edit right as the server computed it, and a
 * status that allows changes.
 */
export function useMayEditRequirements(project: Project): boolean {
  const canAct = useRouteAccess('project.build')?.canAct ?? true;
  return canAct && project.canEdit && !project.locked && canChangeRequirements(project.status);
}

/** Whether the user may change the requirements now: allowed, and no lock in the way. */
export function useCanChangeRequirements(project: Project, lock: Requirements['lock'] | undefined): boolean {
  return useMayEditRequirements(project) && lock === null;
}
