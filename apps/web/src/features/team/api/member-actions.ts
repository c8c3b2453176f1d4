import type { TeamMember } from '@procura/contract';
import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { notifySaved } from '../../../ui/notify.ts';
import {
  deleteTeamMember,
  setTeamMemberActive,
  unlockTeamMember,
  useInvalidateTeam,
} from './team-queries.ts';

export type MemberAction =
  | { kind: 'unlock'; member: TeamMember }
  | { kind: 'activate'; member: TeamMember }
  | { kind: 'deactivate'; member: TeamMember }
  | { kind: 'delete'; member: TeamMember };

/**
 * The row actions of the team list (000 §6: members can be deactivated, reactivated, unlocked,
 * deleted). Success says so and reloads the lists; a refusal (cannotDeactivateSelf, noPermission)
 * is shown by the client's error notification.
 */
export function useMemberActions() {
  const node = useNodeRef();
  const invalidate = useInvalidateTeam();
  const mutation = useMutation({
    mutationFn: async (action: MemberAction) => {
      const id = action.member.id;
      if (action.kind === 'unlock') await unlockTeamMember(node, id);
      else if (action.kind === 'delete') await deleteTeamMember(node, id);
      else await setTeamMemberActive(node, id, action.kind === 'activate');
    },
    onSuccess: async () => {
      notifySaved();
      await invalidate();
    },
  });
  const { mutate } = mutation;
  const run = useCallback((action: MemberAction) => mutate(action), [mutate]);
  return {
    run,
    /** The member whose action is under way, to show a spinner on that row only. */
    busyId: mutation.isPending ? (mutation.variables?.member.id ?? null) : null,
  };
}
