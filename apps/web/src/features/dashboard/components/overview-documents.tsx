import { Anchor, Group, Stack } from '@mantine/core';
import {
  listLimits,
  type NodeContractDocument,
  type NodeDocumentList,
  type NodeDocumentSortColumn,
  nodeDocumentDefaultSort,
  nodeDocumentSortColumns,
} from '@procura/contract';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../platform/session/session-context.tsx';
import { formatAgencyDay, formatSpecDate } from '../../../ui/format.ts';
import { Pager, pageCount } from '../../../ui/pager.tsx';
import { documentCategoryLabelKeys } from '../../contracts/index.ts';
import { ReportLibraryLink } from '../../reports/index.ts';
import { type NodeDocumentsParams, useNodeDocuments } from '../api/dashboard-queries.ts';
import { type Column, ColumnToggle, DashboardTable, nextSort, type Sort } from './dashboard-table.tsx';
import { WidgetQuery } from './widget-card.tsx';

type Which = NodeDocumentList;

function isSortColumn(column: string): column is NodeDocumentSortColumn {
  return (nodeDocumentSortColumns as readonly string[]).includes(column);
}

function useDocumentColumns(which: Which): Column<NodeContractDocument>[] {
  const { t } = useTranslation();
  const timeZone = useSession().info.customer.timezone;
  return useMemo(() => {
    const columns: Column<NodeContractDocument>[] = [
      {
        key: 'projectName',
        label: t('dashColumnProject'),
        sortable: true,
        // Both lists open the project's contract documents (000 §2); a supplier's own document,
        // which has no project, its profile's documents.
        render: (row) =>
          row.projectId === null ? (
            <Anchor component={Link} to={`/suppliers/${row.vendorId}/documents`} size="sm">
              {row.companyName}
            </Anchor>
          ) : (
            <Anchor component={Link} to={`/projects/${row.projectId}/contract/documents`} size="sm">
              {row.projectNumber} {row.projectName}
            </Anchor>
          ),
      },
      {
        key: 'companyName',
        label: t('dashColumnSupplier'),
        sortable: true,
        render: (row) => row.companyName ?? '',
      },
      {
        key: 'category',
        label: t('dashColumnCategory'),
        sortable: true,
        render: (row) => t(documentCategoryLabelKeys[row.category]),
      },
      {
        key: 'type',
        label: t('dashColumnType'),
        sortable: true,
        render: (row) => row.type ?? '',
      },
      {
        key: 'fileName',
        label: t('dashColumnFile'),
        sortable: true,
        render: (row) => row.fileName,
      },
      {
        key: 'expireDate',
        label: t('dashColumnExpires'),
        sortable: true,
        render: (row) => formatSpecDate(row.expireDate),
      },
    ];
    if (which === 'pending') {
      columns.push({
        key: 'created',
        label: t('dashColumnUploaded'),
        sortable: true,
        render: (row) => formatAgencyDay(row.created, timeZone),
      });
    }
    return columns;
  }, [t, which, timeZone]);
}

/** One list, paged and sorted by the server; a new sort starts again on the first page. */
function DocumentsTab({ which }: { which: Which }) {
  const { t } = useTranslation();
  const columns = useDocumentColumns(which);
  const [visible, setVisible] = useState(() => columns.map((column) => column.key));
  const [sort, setSort] = useState<Sort>(() => ({ ...nodeDocumentDefaultSort[which] }));
  const [page, setPage] = useState(1);
  const pageSize = listLimits.defaultPageSize;
  const params: NodeDocumentsParams = {
    start: (page - 1) * pageSize,
    limit: pageSize,
    sortColumn: isSortColumn(sort.column) ? sort.column : nodeDocumentDefaultSort[which].column,
    sortDirection: sort.direction,
  };
  const query = useNodeDocuments(which, params);
  // Documents approved or renewed meanwhile can shorten the list under the page being read.
  const lastPage = query.data ? pageCount(query.data.total, pageSize) : page;
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage]);
  const testId = `overview-${which}`;
  return (
    <WidgetQuery
      query={query}
      isEmpty={(list) => list.total === 0}
      emptyText={which === 'expired' ? t('dashExpiredNone') : t('dashPendingNone')}
    >
      {(list) => (
        <Stack gap="xs">
          <Group justify="flex-end">
            <ReportLibraryLink
              report={which === 'expired' ? 'ExpiredInsurance' : 'SupplierDocumentsPendingApproval'}
              testId={`${testId}-report`}
            />
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
            rows={list.values}
            rowKey={(row) => row.documentId}
            sort={sort}
            onSort={(column) => {
              setSort((current) => nextSort(current, column));
              setPage(1);
            }}
            testId={`${testId}-table`}
          />
          <Pager page={page} total={list.total} pageSize={pageSize} onChange={setPage} />
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
