import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyResult, ErrorState, PageLoader } from '../../../ui/page-states.tsx';
import { fullNameOf, UserAvatar } from '../../../ui/user-avatar.tsx';
import { useTeamMember, useUserGroups } from '../api/team-queries.ts';
import { MemberStatus } from '../components/member-status.tsx';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div" size="sm">
        {children}
      </Text>
    </div>
  );
}

/** /team/teammember/{userId}: one member's profile (the user menu's Profile leads here). */
export function TeamMemberPage() {
  const { t } = useTranslation();
  const userId = Number(useParams().userId);
  const member = useTeamMember(userId);
  const groups = useUserGroups();
  useDocumentTitle(member.data ? fullNameOf(member.data) : t('teamMemberTitle'));

  const back = (
    <Anchor component={Link} to="/team/all" size="sm">
      {t('backToTeam')}
    </Anchor>
  );

  if (!Number.isInteger(userId) || userId <= 0 || member.data === null) {
    return (
      <Stack>
        {back}
        <EmptyResult title={t('userNotFound')} />
      </Stack>
    );
  }
  if (member.isPending) return <PageLoader />;
  if (member.isError) {
    return (
      <Stack>
        {back}
        <ErrorState
          title={t('pageLoadFailed')}
          message={member.error.message}
          onRetry={() => void member.refetch()}
        />
      </Stack>
    );
  }

  const person = member.data;
  const groupNames = (groups.data ?? [])
    .filter((group) => person.groupIds.includes(group.id))
    .map((group) => group.name);
  return (
    <Stack>
      {back}
      <Group gap="md">
        <UserAvatar person={person} size="xl" />
        <Stack gap={4}>
          <Title order={1} size="h2">
            {fullNameOf(person)}
          </Title>
          <Group gap="xs">
            <MemberStatus member={person} />
            {person.purchaser ? <Badge variant="light">{t('purchaser')}</Badge> : null}
          </Group>
        </Stack>
      </Group>
      <Card withBorder>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Detail label={t('columnEmail')}>
            <Anchor href={`mailto:${person.email}`}>{person.email}</Anchor>
          </Detail>
          <Detail label={t('columnUsername')}>{person.username}</Detail>
          <Detail label={t('columnGroups')}>
            {groupNames.length > 0 ? groupNames.join(', ') : t('noGroups')}
          </Detail>
        </SimpleGrid>
      </Card>
    </Stack>
  );
}
