import { Anchor, Group, Stack } from '@mantine/core';
import type { NodeContractDocument } from '@procura/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../app/session/session-context.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { documentCategoryLabelKeys } from '../../contracts/contract-document-model.ts';
import { useNodeDocuments } from '../api/dashboard-api.ts';
import { dashboardDate, dashboardDayOf } from './dashboard-format.ts';
import { type Column, ColumnToggle, DashboardTable, useClientTable } from './dashboard-table.tsx';
import { WidgetQuery } from './widget-card.tsx';

type Which = 'expired' | 'pending';

function useDocumentColumns(which: Which): Column<NodeContractDocument>[] {
  const { t } = useTranslation();
  const timeZone = useSession().info.customer.timezone;
  return useMemo(() => {
    const columns: Column<NodeContractDocument>[] = [
      {
        key: 'project',
        label: t('dashColumnProject'),
        sortValue: (row) => row.projectName,
        // Both lists open the project's contract documents (000 §2).
        render: (row) => (
          <Anchor component={Link} to={`/projects/${row.projectId}/contract/documents`} size="sm">
            {row.projectNumber} {row.projectName}
          </Anchor>
        ),
      },
      {
        key: 'companyName',
        label: t('dashColumnSupplier'),
        sortValue: (row) => row.companyName,
        render: (row) => row.companyName ?? '',
      },
      {
        key: 'category',
        label: t('dashColumnCategory'),
        sortValue: (row) => t(documentCategoryLabelKeys[row.category]),
        render: (row) => t(documentCategoryLabelKeys[row.category]),
      },
      {
        key: 'type',
        label: t('dashColumnType'),
        sortValue: (row) => row.type,
        render: (row) => row.type ?? '',
      },
      {
        key: 'fileName',
        label: t('dashColumnFile'),
        sortValue: (row) => row.fileName,
        render: (row) => row.fileName,
      },
      {
        key: 'expireDate',
        label: t('dashColumnExpires'),
        sortValue: (row) => row.expireDate,
        render: (row) => dashboardDate(row.expireDate),
      },
    ];
    if (which === 'pending') {
      columns.push({
        key: 'created',
        label: t('dashColumnUploaded'),
        sortValue: (row) => row.created,
        render: (row) => dashboardDayOf(row.created, timeZone),
      });
    }
    return columns;
  }, [t, which, timeZone]);
}

function DocumentsTab({ which }: { which: Which }) {
  const { t } = useTranslation();
  const query = useNodeDocuments(which);
  const columns = useDocumentColumns(which);
  const [visible, setVisible] = useState(() => columns.map((column) => column.key));
  const table = useClientTable(query.data ?? [], columns, {
    column: which === 'expired' ? 'expireDate' : 'created',
    direction: which === 'expired' ? 'desc' : 'asc',
  });
  const testId = `overview-${which}`;
  return (
    <WidgetQuery
      query={query}
      isEmpty={(rows) => rows.length === 0}
      emptyText={which === 'expired' ? t('dashExpiredNone') : t('dashPendingNone')}
    >
      {() => (
        <Stack gap="xs">
          <Group justify="flex-end">
            <ColumnToggle
              columns={columns}
              visible={visible}
              onChange={setVisible}
              testId={`${testId}-columns`}
            />
          </Group>
          <DashboardTable
            columns={columns}
            visible={visible}
            rows={table.rows}
            rowKey={(row) => row.documentId}
            sort={table.sort}
            onSort={table.onSort}
            testId={`${testId}-table`}
          />
          <Pager page={table.page} total={table.total} pageSize={table.pageSize} onChange={table.setPage} />
        </Stack>
      )}
    </WidgetQuery>
  );
}

/** Documents uploaded by suppliers that wait for the buyer's approval. */
export function PendingDocumentsTab() {
  return <DocumentsTab which="pending" />;
}

/** Contract documents past their expiry date (certificates, bonds, insurance ...). */
export function ExpiredDocumentsTab() {
  return <DocumentsTab which="expired" />;
}
