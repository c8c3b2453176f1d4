import { Button, Group, Tooltip } from '@mantine/core';
import type { TeamMember } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PermissionLock } from '../../../platform/access/permission-lock.tsx';
import { useSession } from '../../../platform/session/session-context.tsx';
import { confirmAction } from '../../../ui/confirm-action.tsx';
import { fullNameOf } from '../../../ui/user-avatar.tsx';
import type { MemberAction } from '../api/member-actions.ts';

/**
 * Controls of the team list live on route `team.all`. None has a route permission entry of its own
 * by default, so each follows the action right of the route (TEAM_MEMBERS_EDIT by default); an
 * administrator may still lock one alone by giving its controlId an entry.
 */
const routeName = 'team.all';

/** Edit, unlock, activate or deactivate, delete: one row's actions, each with its own lock. */
export function MemberRowActions({
  member,
  busy,
  onAction,
}: {
  member: TeamMember;
  busy: boolean;
  onAction: (action: MemberAction) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { info } = useSession();
  const name = fullNameOf(member);
  const self = member.id === info.user.id;

  function toggleActive() {
    if (member.inActive) {
      confirmAction({
        title: t('activateMemberTitle'),
        // 000 §4: a reactivated user belongs to no groups; say so before it happens.
        message: t('activateMemberConfirm', { name }),
        confirmLabel: t('activate'),
        onConfirm: () => onAction({ kind: 'activate', member }),
      });
    } else {
      confirmAction({
        title: t('deactivateMemberTitle'),
        message: t('deactivateMemberConfirm', { name }),
        confirmLabel: t('deactivate'),
        danger: true,
        onConfirm: () => onAction({ kind: 'deactivate', member }),
      });
    }
  }

  function remove() {
    confirmAction({
      title: t('deleteMemberTitle'),
      message: t('deleteMemberConfirm', { name }),
      confirmLabel: t('delete'),
      danger: true,
      onConfirm: () => onAction({ kind: 'delete', member }),
    });
  }

  const statusButton = (
    <Button
      size="compact-xs"
      variant="subtle"
      color={member.inActive ? 'teal' : 'orange'}
      onClick={toggleActive}
      // The server refuses it too (cannotDeactivateSelf); the button says so before anyone tries.
      disabled={busy || (self && !member.inActive)}
    >
      {member.inActive ? t('activate') : t('deactivate')}
    </Button>
  );

  return (
    <Group gap={4} wrap="nowrap" justify="flex-end" data-testid={`member-actions-${member.id}`}>
      <PermissionLock routeName={routeName} controlId="editTeamMember">
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={() => void navigate(`/team/teammember/${member.id}`)}
        >
          {t('edit')}
        </Button>
      </PermissionLock>
      {member.locked ? (
        <PermissionLock routeName={routeName} controlId="unlockTeamMember">
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() => onAction({ kind: 'unlock', member })}
            disabled={busy}
          >
            {t('unlock')}
          </Button>
        </PermissionLock>
      ) : null}
      {self && !member.inActive ? (
        <Tooltip label={t('cannotDeactivateSelf')} withArrow>
          <span>{statusButton}</span>
        </Tooltip>
      ) : (
        <PermissionLock routeName={routeName} controlId="changeTeamMemberStatus">
          {statusButton}
        </PermissionLock>
      )}
      <PermissionLock routeName={routeName} controlId="deleteTeamMember">
        <Button size="compact-xs" variant="subtle" color="red" onClick={remove} disabled={busy}>
          {t('delete')}
        </Button>
      </PermissionLock>
    </Group>
  );
}
