import { Alert, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { type AssessmentGroup, defaultRatingRanges, listLimits, type RatingRanges } from '@procura/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PermissionLock } from '../../../../platform/access/permission-lock.tsx';
import { useNodeRef } from '../../../../platform/session/session-context.tsx';
import { confirmAction } from '../../../../ui/confirm-action.tsx';
import { readRefusal } from '../../../../ui/form-errors.ts';
import { notifySaved } from '../../../../ui/notify.ts';
import { EmptyResult } from '../../../../ui/page-states.tsx';
import { Pager } from '../../../../ui/pager.tsx';
import {
  deleteAssessmentGroup,
  performanceSettingsKeys,
  useAssessmentGroups,
  useFinalRating,
} from '../../api/settings-queries.ts';
import { formatPercent } from '../labels.ts';
import { AssessmentGroupModal } from './assessment-group-modal.tsx';
import { loadStateOf } from './settings-frame.tsx';

/** The ranges in one line, best first: "90.0% / 80.0% / ...". */
const rangesText = (ranges: RatingRanges) =>
  [ranges.exceptional, ranges.good, ranges.satisfactory, ranges.cautionary, ranges.notSatisfactory]
    .map(formatPercent)
    .join(' / ');

/**
 * The Assessment groups tab: kinds of work rated on their own ranges (construction, consulting...).
 * A group templates belong to cannot be deleted (performanceAssessmentGroupInUse); the server's
 * message stays above the list.
 */
export function AssessmentGroupsPanel({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const queryClient = useQueryClient();
  const groups = useAssessmentGroups();
  const rating = useFinalRating();
  const [editing, setEditing] = useState<AssessmentGroup | 'new' | null>(null);
  const [page, setPage] = useState(1);
  const [failure, setFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const key = performanceSettingsKeys.groups(node.customerId, node.nodeId);

  function saved(group: AssessmentGroup) {
    queryClient.setQueryData<AssessmentGroup[]>(key, (list = []) =>
      list.some((item) => item.id === group.id)
        ? list.map((item) => (item.id === group.id ? group : item))
        : [...list, group],
    );
    notifySaved();
    void queryClient.invalidateQueries({ queryKey: key });
  }

  const remove = (group: AssessmentGroup) =>
    confirmAction({
      title: t('perfSetDeleteGroupTitle'),
      message: t('perfSetDeleteGroupConfirm', { name: group.name }),
      confirmLabel: t('delete'),
      danger: true,
      onConfirm: () => {
        setFailure(null);
        setDeleting(group.id);
        deleteAssessmentGroup(node, group.id)
          .then(async () => {
            notifySaved();
            await queryClient.invalidateQueries({ queryKey: key });
          })
          .catch((error: unknown) => setFailure(readRefusal(error, {}).general))
          .finally(() => setDeleting(null));
      },
    });

  const addButton = (
    <PermissionLock routeName="control-panel" controlId="addAssessmentGroup">
      <Button variant="light" disabled={readOnly} onClick={() => setEditing('new')}>
        {t('perfSetAddGroup')}
      </Button>
    </PermissionLock>
  );
  const modal =
    editing === null ? null : (
      <AssessmentGroupModal
        group={editing === 'new' ? null : editing}
        agencyRanges={rating.data?.ranges ?? defaultRatingRanges}
        onClose={() => setEditing(null)}
        onSaved={saved}
      />
    );
  const loading = loadStateOf([groups], t('perfSetGroupsLoadFailed'));
  if (loading) return loading;
  const list = [...(groups.data ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  if (list.length === 0) {
    return (
      <>
        <EmptyResult title={t('perfSetGroupsEmpty')} description={t('perfSetGroupsIntro')}>
          {addButton}
        </EmptyResult>
        {modal}
      </>
    );
  }

  const pageSize = listLimits.defaultPageSize;
  const shown = list.slice((page - 1) * pageSize, page * pageSize);
  return (
    <Stack>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('perfSetGroupsIntro')}
        </Text>
        {addButton}
      </Group>
      {failure ? (
        <Alert color="red" role="alert" withCloseButton onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      ) : null}
      <Table.ScrollContainer minWidth={640}>
        <Table striped aria-label={t('perfSetGroupsTable')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('perfSetColumnName')}</Table.Th>
              <Table.Th>{t('perfSetGroupDescription')}</Table.Th>
              <Table.Th>{t('perfSetColumnRanges')}</Table.Th>
              <Table.Th>{t('perfSetColumnTemplates')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('columnActions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((group) => (
              <Table.Tr key={group.id} data-testid={`group-${group.id}`}>
                <Table.Td>{group.name}</Table.Td>
                <Table.Td>{group.description}</Table.Td>
                <Table.Td>{group.ranges ? rangesText(group.ranges) : t('perfSetAgencyRanges')}</Table.Td>
                <Table.Td>{group.templateCount}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap" justify="flex-end">
                    <PermissionLock routeName="control-panel" controlId="editAssessmentGroup">
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        disabled={readOnly}
                        onClick={() => setEditing(group)}
                        aria-label={t('editItem', { name: group.name })}
                      >
                        {t('edit')}
                      </Button>
                    </PermissionLock>
                    <PermissionLock routeName="control-panel" controlId="deleteAssessmentGroup">
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red"
                        disabled={readOnly}
                        loading={deleting === group.id}
                        onClick={() => remove(group)}
                        aria-label={t('deleteItem', { name: group.name })}
                      >
                        {t('delete')}
                      </Button>
                    </PermissionLock>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {list.length > pageSize ? (
        <Pager page={page} total={list.length} pageSize={pageSize} onChange={setPage} />
      ) : null}
      {modal}
    </Stack>
  );
}
