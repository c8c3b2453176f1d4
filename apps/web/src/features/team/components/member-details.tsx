import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TeamMember, UserGroup } from '@procura/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fullNameOf, UserAvatar } from '../../../ui/user-avatar.tsx';
import { MemberStatus } from './member-status.tsx';

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

type Person = Pick<
  TeamMember,
  'firstName' | 'lastName' | 'email' | 'username' | 'avatarUrl' | 'inActive' | 'purchaser' | 'groupIds'
> & { locked?: boolean };

/** A member's name, photo, status and flags: the heading of every member page. */
export function MemberHeading({ person }: { person: Person }) {
  const { t } = useTranslation();
  return (
    <Group gap="md">
      <UserAvatar person={person} size="xl" />
      <Stack gap={4}>
        <Title order={1} size="h2">
          {fullNameOf(person)}
        </Title>
        <Group gap="xs">
          <MemberStatus member={{ inActive: person.inActive, locked: person.locked ?? false }} />
          {person.purchaser ? <Badge variant="light">{t('purchaser')}</Badge> : null}
        </Group>
      </Stack>
    </Group>
  );
}

/** A member's profile, read only: what people who may not edit the team see. */
export function MemberDetails({
  person,
  groups,
}: {
  person: Person;
  groups: Pick<UserGroup, 'id' | 'name'>[];
}) {
  const { t } = useTranslation();
  const groupNames = groups.filter((group) => person.groupIds.includes(group.id)).map((group) => group.name);
  return (
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
  );
}
