import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { TableType, TenderTable } from '@procura/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { confirmAction } from '../../../ui/confirm-action.tsx';
import { notifySaved } from '../../../ui/notify.ts';
import { EmptyResult, ErrorState, PageLoader } from '../../../ui/page-states.tsx';
import { movedIds } from '../../../ui/reorder.tsx';
import { useRefreshRequirements, useRequirementKey, useTables } from '../api/requirements-queries.ts';
import { deleteTables, reorderTables } from '../api/tables-queries.ts';
import { CopyAllDialog } from './copy-all-dialog.tsx';
import { CopyFormDialog } from './copy-form-dialog.tsx';
import { FormsTable } from './forms-table.tsx';

type Dialog = 'copy' | 'copyAll' | null;

/**
 * The forms of a form section (Prices, Questions, References, Specifications, Subcontractors):
 * listed in order with their rows (and totals for prices), edited in the form editor, deleted
 * after confirmation, reordered, and copied from the agency's other projects.
 */
export function FormsSection({
  projectId,
  tenderId,
  tableType,
  canChange,
}: {
  projectId: number;
  tenderId: number;
  tableType: TableType;
  canChange: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const keys = useRequirementKey();
  const refresh = useRefreshRequirements(tenderId);
  const forms = useTables(tenderId, tableType);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const editorBase = `/projects/${projectId}/form/${tableType}`;

  async function move(index: number, step: -1 | 1) {
    const list = forms.data ?? [];
    const moving = list[index];
    if (!moving) return;
    const ids = movedIds(
      list.map((form) => form.id),
      index,
      step,
    );
    setBusyId(moving.id);
    // Shown in the new order at once; the server's answer (or refusal) settles it.
    queryClient.setQueryData(
      keys.tables(tenderId, tableType),
      ids.map((id) => list.find((form) => form.id === id) as TenderTable),
    );
    try {
      await reorderTables(keys.node, tenderId, ids);
    } catch {
      // The client has notified the refusal; the list goes back to the server's order.
    } finally {
      await refresh();
      setBusyId(null);
    }
  }

  function remove(form: TenderTable) {
    confirmAction({
      title: t('sectionFormsDeleteTitle'),
      message: t('sectionFormsDeleteConfirm', { name: form.name }),
      confirmLabel: t('delete'),
      danger: true,
      onConfirm: () => {
        setBusyId(form.id);
        void deleteTables(keys.node, [form.id])
          .then(() => notifySaved())
          .catch(() => {})
          .finally(() => {
            setBusyId(null);
            void refresh();
          });
      },
    });
  }

  let content: ReactNode;
  if (forms.isPending) content = <PageLoader />;
  else if (forms.isError) {
    content = (
      <ErrorState
        title={t('sectionFormsLoadFailed')}
        message={forms.error.message}
        onRetry={() => void forms.refetch()}
      />
    );
  } else if (forms.data.length === 0) {
    content = (
      <EmptyResult
        title={t('sectionFormsEmpty')}
        description={canChange ? t('sectionFormsEmptyHint') : undefined}
      />
    );
  } else {
    content = (
      <FormsTable
        forms={forms.data}
        formPath={(form) => `${editorBase}/${form.id}`}
        showTotal={tableType === 'Prices'}
        canChange={canChange}
        busyId={busyId}
        onMove={(index, step) => void move(index, step)}
        onDelete={remove}
      />
    );
  }

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={4}>{t('sectionFormsTitle')}</Title>
          <Text size="sm" c="dimmed">
            {t('sectionFormsIntro')}
          </Text>
        </Stack>
        {canChange ? (
          <Group gap="xs">
            <Button variant="default" onClick={() => setDialog('copy')}>
              {t('sectionFormsCopyFromProject')}
            </Button>
            <Button variant="default" onClick={() => setDialog('copyAll')}>
              {t('sectionFormsCopyAllButton')}
            </Button>
            <Button component={Link} to={`${editorBase}/`} data-testid="form-add">
              {t('sectionFormsAdd')}
            </Button>
          </Group>
        ) : null}
      </Group>
      {content}
      {dialog === 'copy' ? (
        <CopyFormDialog
          tenderId={tenderId}
          tableType={tableType}
          onClose={() => setDialog(null)}
          onCopied={refresh}
        />
      ) : null}
      {dialog === 'copyAll' ? (
        <CopyAllDialog
          projectId={projectId}
          tenderId={tenderId}
          onClose={() => setDialog(null)}
          onCopied={refresh}
        />
      ) : null}
    </Stack>
  );
}
