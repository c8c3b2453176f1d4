import { Anchor, Card, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { notifySaved } from '../../../ui/notify.ts';
import { ErrorState, PageLoader } from '../../../ui/page-states.tsx';
import { createTeamMember, useInvalidateTeam, useUserGroups } from '../api/team-queries.ts';
import { MemberForm } from '../components/member-form.tsx';
import { toCreatePayload } from '../member-form-model.ts';

/**
 * /team/addteammember: a new team member. Once added, the member's page opens, where the photo
 * can be uploaded (an upload needs the member's id).
 */
export function AddTeamMemberPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('addTeamMember'));
  const node = useNodeRef();
  const navigate = useNavigate();
  const invalidate = useInvalidateTeam();
  const groups = useUserGroups();

  function content() {
    if (groups.isPending) return <PageLoader />;
    if (groups.isError) {
      return (
        <ErrorState
          title={t('groupsLoadFailed')}
          message={groups.error.message}
          onRetry={() => void groups.refetch()}
        />
      );
    }
    return (
      <Card withBorder>
        <MemberForm
          mode="create"
          groups={groups.data}
          onCancel={() => void navigate('/team/all')}
          onSave={async (values) => {
            const created = await createTeamMember(node, toCreatePayload(values));
            notifySaved();
            await invalidate();
            await navigate(created ? `/team/teammember/${created.id}` : '/team/all');
          }}
        />
      </Card>
    );
  }

  return (
    <Stack>
      <Anchor component={Link} to="/team/all" size="sm">
        {t('backToTeam')}
      </Anchor>
      <Title order={1} size="h2">
        {t('addTeamMember')}
      </Title>
      {content()}
    </Stack>
  );
}
