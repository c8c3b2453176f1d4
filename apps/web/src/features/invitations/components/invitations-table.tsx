import { Group, Table, Text } from '@mantine/core';
import type { Invitation } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { EditDeleteButtons } from '../../../ui/edit-delete-buttons.tsx';
import { formatDateTime } from '../../../ui/format.ts';
import { type RowSelection, SelectionCell, SelectionHeaderCell } from '../../../ui/row-selection.tsx';
import { PerformanceStatusWarning, useCurrentStatuses } from '../../performance/index.ts';

/** The source's invitations: who, by whom, and whether the mail went; each may be ticked for an email. */
export function InvitationsTable({
  invitations,
  selection,
  canChange,
  busyId,
  onEdit,
  onDelete,
}: {
  invitations: readonly Invitation[];
  /** The invitations ticked for an email, by id; null leaves the ticks out (no right to email). */
  selection: RowSelection<number> | null;
  canChange: boolean;
  busyId: number | null;
  onEdit: (invitation: Invitation) => void;
  onDelete: (invitation: Invitation) => void;
}) {
  const { t } = useTranslation();
  const statuses = useCurrentStatuses(invitations.map((invitation) => invitation.vendorId));
  return (
    <Table striped highlightOnHover verticalSpacing="xs" data-testid="invitations-table">
      <Table.Thead>
        <Table.Tr>
          {selection ? <SelectionHeaderCell selection={selection} /> : null}
          <Table.Th>{t('columnEmail')}</Table.Th>
          <Table.Th>{t('columnCompany')}</Table.Th>
          <Table.Th>{t('columnContact')}</Table.Th>
          <Table.Th>{t('columnInvitedBy')}</Table.Th>
          <Table.Th>{t('columnMailed')}</Table.Th>
          {canChange ? <Table.Th ta="right">{t('columnActions')}</Table.Th> : null}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {invitations.map((invitation) => (
          <Table.Tr key={invitation.id} data-testid={`invitation-${invitation.id}`}>
            {selection ? (
              <SelectionCell
                selection={selection}
                rowKey={invitation.id}
                name={invitation.contactName || invitation.companyName || invitation.email}
              />
            ) : null}
            <Table.Td>{invitation.email}</Table.Td>
            <Table.Td>
              {invitation.companyName || '—'}
              <PerformanceStatusWarning vendorId={invitation.vendorId} statuses={statuses} />
            </Table.Td>
            <Table.Td>{invitation.contactName || '—'}</Table.Td>
            <Table.Td>{invitation.invitedBy?.fullName ?? '—'}</Table.Td>
            <Table.Td>
              <Text size="sm" c={invitation.notifiedAt ? undefined : 'dimmed'}>
                {invitation.notifiedAt
                  ? t('invitationMailed', { date: formatDateTime(invitation.notifiedAt) })
                  : t('invitationNotMailed')}
              </Text>
            </Table.Td>
            {canChange ? (
              <Table.Td>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <EditDeleteButtons
                    name={invitation.email}
                    deleting={busyId === invitation.id}
                    onEdit={() => onEdit(invitation)}
                    onDelete={() => onDelete(invitation)}
                  />
                </Group>
              </Table.Td>
            ) : null}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
