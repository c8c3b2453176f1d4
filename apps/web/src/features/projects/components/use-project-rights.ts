import type { ProjectAction } from '@procura/contract';
import { useRouteAccess } from '../../../platform/access/use-access.ts';
import { useSession } from '../../../platform/session/session-context.tsx';

/**
 * Whether the user holds a permission. Site administrators hold none through groups but may do
 * everything (rule 1 of 000 §6), so they count as holding every permission.
 */
export function useHolds(): (permission: string) => boolean {
  const { subject } = useSession();
  const held = subject.held instanceof Set ? subject.held : new Set(subject.held);
  return (permission) => subject.isSiteAdmin || held.has(permission);
}

/**
 * Whether an action may be offered on a project: the server lists what its status and the user's
 * rights allow (allowedActions), and the Build action right of the node's route permissions must
 * hold too.
 */
export function useActionAllowed(allowedActions: readonly string[]): (action: ProjectAction) => boolean {
  const canAct = useRouteAccess('project.build')?.canAct ?? true;
  return (action) => canAct && allowedActions.includes(action);
}
