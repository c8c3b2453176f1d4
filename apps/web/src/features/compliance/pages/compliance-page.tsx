import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { type ComplianceItem, isBuildEditable, type Project } from '@procura/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { confirmAction } from '../../../ui/confirm-action.tsx';
import { notifySaved } from '../../../ui/notify.ts';
import { EmptyResult, ErrorState, PageLoader } from '../../../ui/page-states.tsx';
import { movedIds } from '../../../ui/reorder.tsx';
import {
  complianceKeys,
  deleteComplianceItem,
  reorderComplianceItems,
  useComplianceItems,
} from '../api/compliance-queries.ts';
import { ComplianceItemModal } from '../components/compliance-item-modal.tsx';
import { ComplianceTable } from '../components/compliance-table.tsx';

/**
 * Build > compliance: the checklist suppliers answer. Changes need the project's edit right and a
 * status that still allows them; the source's hasCompliancy setting decides whether suppliers see it.
 */
export function CompliancePage({ project }: { project: Project }) {
  const { t } = useTranslation();
  const tender = project.tenders[0];
  const tenderId = tender?.id ?? 0;
  const node = useNodeRef();
  const queryClient = useQueryClient();
  const items = useComplianceItems(tenderId);
  // undefined: no dialog; null: a new item; an item: editing it.
  const [editing, setEditing] = useState<ComplianceItem | null | undefined>(undefined);
  const [busyId, setBusyId] = useState<number | null>(null);
  const canChange = project.canEdit && isBuildEditable(project.status);
  const key = complianceKeys.ofTender(node.customerId, node.nodeId, tenderId);
  const reload = () => queryClient.invalidateQueries({ queryKey: key });

  async function move(index: number, step: -1 | 1) {
    const list = items.data ?? [];
    const moving = list[index];
    if (!moving) return;
    setBusyId(moving.id);
    try {
      const ids = movedIds(
        list.map((item) => item.id),
        index,
        step,
      );
      queryClient.setQueryData(key, await reorderComplianceItems(node, tenderId, ids));
    } catch {
      await reload();
    } finally {
      setBusyId(null);
    }
  }

  function remove(item: ComplianceItem) {
    confirmAction({
      title: t('complianceDeleteTitle'),
      message: t('complianceDeleteConfirm', { name: item.name }),
      confirmLabel: t('delete'),
      danger: true,
      onConfirm: () => {
        setBusyId(item.id);
        void deleteComplianceItem(node, item.id)
          .then(async () => {
            notifySaved();
            await reload();
          })
          .catch(() => {})
          .finally(() => setBusyId(null));
      },
    });
  }

  const header = (
    <Group justify="space-between" align="flex-start">
      <Stack gap={4}>
        <Title order={2}>{t('complianceTitle')}</Title>
        <Text size="sm" c="dimmed">
          {t('complianceIntro')}
        </Text>
      </Stack>
      {canChange ? <Button onClick={() => setEditing(null)}>{t('complianceAdd')}</Button> : null}
    </Group>
  );

  let content: ReactNode;
  if (items.isPending) content = <PageLoader />;
  else if (items.isError) {
    content = (
      <ErrorState
        title={t('complianceLoadFailed')}
        message={items.error.message}
        onRetry={() => void items.refetch()}
      />
    );
  } else if (items.data.length === 0) content = <EmptyResult title={t('complianceEmpty')} />;
  else {
    content = (
      <ComplianceTable
        items={items.data}
        canChange={canChange}
        busyId={busyId}
        onMove={(index, step) => void move(index, step)}
        onEdit={setEditing}
        onDelete={remove}
      />
    );
  }

  return (
    <Stack>
      {header}
      {tender && !tender.hasCompliancy ? (
        <Alert color="yellow" data-testid="compliance-off">
          {t('complianceOffNotice')}
        </Alert>
      ) : null}
      {canChange ? null : (
        <Alert color="gray" data-testid="read-only">
          {t('buildReadOnly')}
        </Alert>
      )}
      {content}
      {editing !== undefined ? (
        <ComplianceItemModal
          tenderId={tenderId}
          item={editing}
          onClose={() => setEditing(undefined)}
          onSaved={reload}
        />
      ) : null}
    </Stack>
  );
}
