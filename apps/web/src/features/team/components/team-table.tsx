import { Anchor, Group, Skeleton, Table, Text, VisuallyHidden } from '@mantine/core';
import type { TeamMember, UserGroup } from '@procura/contract';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fullNameOf, UserAvatar } from '../../../ui/user-avatar.tsx';
import type { MemberAction } from '../api/member-actions.ts';
import { MemberRowActions } from './member-row-actions.tsx';
import { MemberStatus } from './member-status.tsx';

const fitContent = { width: '1%', whiteSpace: 'nowrap' } as const;

function Head() {
  const { t } = useTranslation();
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th>{t('columnName')}</Table.Th>
        <Table.Th>{t('columnEmail')}</Table.Th>
        <Table.Th>{t('columnGroups')}</Table.Th>
        <Table.Th>{t('columnStatus')}</Table.Th>
        <Table.Th>
          <VisuallyHidden>{t('columnActions')}</VisuallyHidden>
        </Table.Th>
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

/**
 * The members with their groups, status and actions. Memoised: typing in the search box re-renders
 * the page on every key, and the rows need not follow until the list itself changes.
 */
export const TeamTable = memo(function TeamTable({
  members,
  groups,
  busyId,
  onAction,
}: {
  members: TeamMember[];
  groups: Pick<UserGroup, 'id' | 'name'>[];
  busyId: number | null;
  onAction: (action: MemberAction) => void;
}) {
  const { t } = useTranslation();
  const groupName = new Map(groups.map((group) => [group.id, group.name]));
  return (
    <Table.ScrollContainer minWidth={880}>
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
              <Table.Td>
                {member.email}
                {/* The username shows only where it is not the email (its default), saving a column. */}
                {member.username !== member.email ? (
                  <Text size="xs" c="dimmed">
                    {member.username}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                {member.groupIds
                  .map((id) => groupName.get(id))
                  .filter(Boolean)
                  .join(', ') || '—'}
              </Table.Td>
              {/* 1% and no wrapping: these two columns take exactly what they show. */}
              <Table.Td style={fitContent}>
                <MemberStatus member={member} />
              </Table.Td>
              <Table.Td style={fitContent}>
                <MemberRowActions member={member} busy={busyId === member.id} onAction={onAction} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
});
