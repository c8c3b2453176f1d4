import { Anchor, Group, Skeleton, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fullNameOf, UserAvatar } from '../../../ui/user-avatar.tsx';
import type { TeamMember, UserGroup } from '../api/team-api.ts';
import { MemberStatus } from './member-status.tsx';

function Head() {
  const { t } = useTranslation();
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th>{t('columnName')}</Table.Th>
        <Table.Th>{t('columnEmail')}</Table.Th>
        <Table.Th>{t('columnUsername')}</Table.Th>
        <Table.Th>{t('columnGroups')}</Table.Th>
        <Table.Th>{t('columnStatus')}</Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
}

/** Placeholder rows with the table's shape, so the page does not jump when data arrives. */
export function TeamTableSkeleton({ rows = 5 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <Table aria-busy="true" aria-label={t('loading')} data-testid="team-skeleton">
      <Head />
      <Table.Tbody>
        {Array.from({ length: rows }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
          <Table.Tr key={index}>
            {[0, 1, 2, 3, 4].map((cell) => (
              <Table.Td key={cell}>
                <Skeleton height={14} radius="sm" />
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function TeamTable({ members, groups }: { members: TeamMember[]; groups: UserGroup[] }) {
  const { t } = useTranslation();
  const groupName = new Map(groups.map((group) => [group.id, group.name]));
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover data-testid="team-table">
        <Head />
        <Table.Tbody>
          {members.map((member) => (
            <Table.Tr key={member.id}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <UserAvatar person={member} size="sm" />
                  <Anchor component={Link} to={`/team/teammember/${member.id}`} size="sm">
                    {fullNameOf(member)}
                  </Anchor>
                  {member.purchaser ? (
                    <Text size="xs" c="dimmed">
                      {t('purchaser')}
                    </Text>
                  ) : null}
                </Group>
              </Table.Td>
              <Table.Td>{member.email}</Table.Td>
              <Table.Td>{member.username}</Table.Td>
              <Table.Td>
                {member.groupIds
                  .map((id) => groupName.get(id))
                  .filter(Boolean)
                  .join(', ') || '—'}
              </Table.Td>
              <Table.Td>
                <MemberStatus member={member} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
