import { Anchor, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useCanVisit, useRouteAccess } from '../../../platform/access/use-access.ts';
import { useSession } from '../../../platform/session/session-context.tsx';
import { EmptyResult, ErrorState, PageLoader } from '../../../ui/page-states.tsx';
import { fullNameOf } from '../../../ui/user-avatar.tsx';
import { useTeamMember, useUserGroups } from '../api/team-queries.ts';
import { MemberDetails, MemberHeading } from '../components/member-details.tsx';
import { MemberEditor } from '../components/member-editor.tsx';
import { OwnProfile } from '../components/own-profile.tsx';

/**
 * /team/teammember/{userId}. The signed-in user's own id shows their own profile (the route guard
 * lets everyone through to it); another member shows the edit form to people who may act on the
 * team, and a read-only profile to those who may only look.
 */
export function TeamMemberPage() {
  const { t } = useTranslation();
  const userId = Number(useParams().userId);
  const { info } = useSession();
  const canVisit = useCanVisit();
  const own = userId === info.user.id;
  const canEdit = useRouteAccess('team.teammember')?.canAct ?? true;
  const member = useTeamMember(userId, !own);
  const groups = useUserGroups();
  const person = own ? info.user : member.data;
  useDocumentTitle(person ? fullNameOf(person) : t('teamMemberTitle'));

  const back = canVisit('/team/all') ? (
    <Anchor component={Link} to="/team/all" size="sm">
      {t('backToTeam')}
    </Anchor>
  ) : null;

  function content() {
    if (own) return <OwnProfile />;
    if (!Number.isInteger(userId) || userId <= 0 || member.data === null) {
      return <EmptyResult title={t('userNotFound')} />;
    }
    if (member.isPending) return <PageLoader />;
    if (member.isError) {
      return (
        <ErrorState
          title={t('pageLoadFailed')}
          message={member.error.message}
          onRetry={() => void member.refetch()}
        />
      );
    }
    if (canEdit) return <MemberEditor member={member.data} groups={groups.data ?? []} />;
    return (
      <Stack>
        <MemberHeading person={member.data} />
        <MemberDetails person={member.data} groups={groups.data ?? []} />
      </Stack>
    );
  }

  return (
    <Stack>
      {back}
      {content()}
    </Stack>
  );
}
