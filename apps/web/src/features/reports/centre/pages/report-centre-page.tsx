import { Button, Group, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { CustomProjectReportRow } from '@procura/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteAccess } from '../../../../platform/access/use-access.ts';
import { useNodeRef } from '../../../../platform/session/session-context.tsx';
import { confirmAction } from '../../../../ui/confirm-action.tsx';
import { notifySaved } from '../../../../ui/notify.ts';
import { EmptyResult, ErrorState, PageLoader } from '../../../../ui/page-states.tsx';
import { Pager } from '../../../../ui/pager.tsx';
import {
  type CustomReportPage,
  customReportKeys,
  deleteCustomReport,
  refreshCustomReport,
  useCustomReports,
  usePendingCustomReports,
} from '../api/custom-report-queries.ts';
import { ReportTable } from '../components/report-table.tsx';
import { ReportWizard } from '../components/report-wizard.tsx';

type WizardState = { open: false } | { open: true; reportId: number | null };

/**
 * /reports/center (000 §2; issue 26 §3): the node's custom project reports, 25 a page, each with
 * its last file to download; those who may edit reports make, edit, refresh and delete them. A
 * refresh is live: the real-time events refetch the list, and while a report is being written the
 * pending ones are asked for every couple of seconds, so a missed event still ends in the new file.
 */
export function ReportCentrePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('reportCentreTitle'));
  const node = useNodeRef();
  const queryClient = useQueryClient();
  const canEdit = useRouteAccess('reports')?.canAct ?? false;
  const [page, setPage] = useState(1);
  const [wizard, setWizard] = useState<WizardState>({ open: false });
  const list = useCustomReports(page);
  const rows = list.data?.values ?? [];
  const pending = usePendingCustomReports(rows.some((row) => row.isPending));
  // Only an answer newer than the list's says a report it shows as pending is done.
  const pendingIds = pending.data && pending.dataUpdatedAt >= list.dataUpdatedAt ? pending.data : null;
  const finished = (row: CustomProjectReportRow) =>
    row.isPending && pendingIds !== null && !pendingIds.has(row.id);

  // A report that is pending no more has its new file: read the list again for its Last Run and
  // Download.
  const anyFinished = rows.some(finished);
  useEffect(() => {
    if (anyFinished) void queryClient.invalidateQueries({ queryKey: customReportKeys.list(node, page) });
  }, [anyFinished, queryClient, node, page]);

  // Deleting the last report of a page shows the page before it.
  useEffect(() => {
    if (list.data && list.data.values.length === 0 && page > 1) setPage(page - 1);
  }, [list.data, page]);

  const refresh = useMutation({
    mutationFn: (row: CustomProjectReportRow) => refreshCustomReport(node, row.id),
    onSuccess: (answered) => {
      queryClient.setQueryData<CustomReportPage>(customReportKeys.list(node, page), (before) =>
        before
          ? { ...before, values: before.values.map((row) => (row.id === answered.id ? answered : row)) }
          : before,
      );
      queryClient.setQueryData<ReadonlySet<number>>(
        customReportKeys.pending(node),
        (before) => new Set([...(before ?? []), answered.id]),
      );
      void queryClient.invalidateQueries({ queryKey: customReportKeys.pending(node) });
    },
  });

  const remove = useMutation({
    mutationFn: (row: CustomProjectReportRow) => deleteCustomReport(node, row.id),
    onSuccess: async () => {
      notifySaved(t('reportCentreDeleted'));
      await queryClient.invalidateQueries({ queryKey: customReportKeys.node(node) });
    },
  });

  const isPending = (row: CustomProjectReportRow) =>
    (refresh.isPending && refresh.variables?.id === row.id) || (row.isPending && !finished(row));

  const newReport = canEdit ? (
    <Button onClick={() => setWizard({ open: true, reportId: null })}>{t('reportCentreNew')}</Button>
  ) : null;

  function content() {
    if (list.isPending) return <PageLoader />;
    if (list.isError) {
      return (
        <ErrorState
          title={t('reportCentreLoadFailed')}
          message={list.error.message}
          onRetry={() => void list.refetch()}
        />
      );
    }
    if (list.data.values.length === 0) {
      return (
        <EmptyResult title={t('reportCentreEmpty')} description={t('reportCentreEmptyHint')}>
          {newReport}
        </EmptyResult>
      );
    }
    return (
      <Stack>
        <ReportTable
          rows={list.data.values}
          actions={{
            canEdit,
            isPending,
            onEdit: (row) => setWizard({ open: true, reportId: row.id }),
            onRefresh: (row) => refresh.mutate(row),
            onDelete: (row) =>
              confirmAction({
                title: t('reportCentreDeleteTitle'),
                message: t('reportCentreDeleteMessage', { name: row.name }),
                confirmLabel: t('delete'),
                danger: true,
                onConfirm: () => remove.mutate(row),
              }),
          }}
        />
        <Pager page={page} total={list.data.total} pageSize={list.data.pageSize} onChange={setPage} />
      </Stack>
    );
  }

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{t('reportCentreTitle')}</Title>
        {list.data && list.data.values.length > 0 ? newReport : null}
      </Group>
      {content()}
      {wizard.open ? (
        <ReportWizard reportId={wizard.reportId} onClose={() => setWizard({ open: false })} />
      ) : null}
    </Stack>
  );
}
