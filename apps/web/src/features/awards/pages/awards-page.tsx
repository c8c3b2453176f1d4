import { Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { type Award, isSourceClosed, type Project } from '@procura/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteAccess } from '../../../platform/access/use-access.ts';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { confirmAction } from '../../../ui/confirm-action.tsx';
import { EditDeleteButtons } from '../../../ui/edit-delete-buttons.tsx';
import { formatAmount, formatDay } from '../../../ui/format.ts';
import { ListStates } from '../../../ui/list-states.tsx';
import { PerformanceStatusWarning, useCurrentStatuses } from '../../performance/index.ts';
import { awardKeys, deleteAward, useAwards } from '../api/awards-queries.ts';
import { AwardModal } from '../components/award-modal.tsx';

/**
 * Award > Awards: the companies the source is awarded to, with their amounts, award date,
 * exception, contract number and whether the public sees them; entered once the source closed.
 */
export function AwardsPage({ project }: { project: Project }) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const client = useQueryClient();
  const tenderId = project.tenders[0]?.id ?? 0;
  const list = useAwards(project.id);
  const statuses = useCurrentStatuses(list.data?.values.map((award) => award.vendorId) ?? []);
  const [editing, setEditing] = useState<Award | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<number | null>(null);
  const canEdit = useRouteAccess('project.award')?.canAct ?? true;
  const open = isSourceClosed(project.status);
  const refresh = () => client.invalidateQueries({ queryKey: awardKeys.all(node, project.id) });

  function remove(award: Award) {
    confirmAction({
      title: t('awardDeleteTitle'),
      message: t('awardDeleteConfirm', { company: award.companyName }),
      confirmLabel: t('delete'),
      danger: true,
      onConfirm: () => {
        setDeleting(award.id);
        void deleteAward(node, award.id)
          .then(refresh)
          .catch(() => undefined)
          .finally(() => setDeleting(null));
      },
    });
  }

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('awardsTitle')}</Title>
        {open && canEdit ? (
          <Button onClick={() => setEditing(null)} data-testid="award-add">
            {t('awardAdd')}
          </Button>
        ) : null}
      </Group>
      {open ? null : <Text c="dimmed">{t('awardsNotClosed')}</Text>}
      <ListStates
        query={list}
        failedTitle={t('awardsFailed')}
        emptyTitle={t('awardsEmpty')}
        emptyHint={t('awardsEmptyHint')}
      >
        {(result) => (
          <Table striped data-testid="awards-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('awardCompanyLabel')}</Table.Th>
                <Table.Th>{t('awardAmountLabel')}</Table.Th>
                <Table.Th>{t('awardDateLabel')}</Table.Th>
                <Table.Th>{t('awardExceptionLabel')}</Table.Th>
                <Table.Th>{t('awardContractNumberLabel')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.values.map((award) => (
                <Table.Tr key={award.id}>
                  <Table.Td>
                    {award.companyName}
                    <PerformanceStatusWarning vendorId={award.vendorId} statuses={statuses} />
                    {award.displayToPublic ? (
                      <Badge ml="xs" size="xs" variant="light">
                        {t('awardPublicBadge')}
                      </Badge>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{formatAmount(award.awardAmount)}</Table.Td>
                  <Table.Td>{formatDay(award.awardDate)}</Table.Td>
                  <Table.Td>{award.awardExceptionName ?? ''}</Table.Td>
                  <Table.Td>{award.contractNumber}</Table.Td>
                  <Table.Td>
                    {open && canEdit ? (
                      <EditDeleteButtons
                        name={award.companyName}
                        deleting={deleting === award.id}
                        onEdit={() => setEditing(award)}
                        onDelete={() => remove(award)}
                      />
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </ListStates>
      {editing !== undefined ? (
        <AwardModal
          projectId={project.id}
          tenderId={tenderId}
          editing={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            void refresh();
          }}
        />
      ) : null}
    </Stack>
  );
}
