import { Anchor, Group, Stack } from '@mantine/core';
import {
  contractClosingDefault,
  contractClosingRanges,
  endsWithin,
  type ProjectEnding,
} from '@procura/contract';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatSpecDate } from '../../../ui/format.ts';
import { EmptyResult } from '../../../ui/page-states.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { ReportLibraryLink } from '../../reports/index.ts';
import { useProjectsEnding } from '../api/dashboard-queries.ts';
import { useAgencyToday } from '../hooks/use-agency-today.ts';
import { leadName } from './dashboard-format.ts';
import { type Column, ColumnToggle, DashboardTable, useClientTable } from './dashboard-table.tsx';
import { RangeSelect } from './range-select.tsx';
import { WidgetError, WidgetSkeleton } from './widget-card.tsx';

/** One contract of a project, as one row: a project with two contracts ending shows twice. */
export type EndingRow = { project: ProjectEnding; contract: ProjectEnding['contracts'][number] };

/**
 * The contracts whose term ends within `range` days of `today` (0: already ended), read as the
 * dashboard reads every range (000 §9); a contract without an end date never ends within one.
 */
export function endingRows(projects: readonly ProjectEnding[], today: string, range: number): EndingRow[] {
  return projects.flatMap((project) =>
    project.contracts
      .filter((contract) => endsWithin(contract.dateClosing, today, range))
      .map((contract) => ({ project, contract })),
  );
}

function useEndingColumns(): Column<EndingRow>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      {
        key: 'project',
        label: t('dashColumnProject'),
        sortValue: (row) => row.project.name,
        render: (row) => (
          <Anchor component={Link} to={`/projects/${row.project.id}/contract`} size="sm">
            {row.project.number} {row.project.name}
          </Anchor>
        ),
      },
      {
        key: 'projectLead',
        label: t('dashColumnLead'),
        sortValue: (row) => row.project.projectLead,
        render: (row) => leadName(row.project.projectLead),
      },
      {
        key: 'vendors',
        label: t('dashColumnSuppliers'),
        sortValue: (row) => row.contract.vendors.join(', '),
        render: (row) => row.contract.vendors.join(', '),
      },
      {
        key: 'contractCategories',
        label: t('dashColumnCategories'),
        sortValue: (row) => row.contract.contractCategories.join(', '),
        render: (row) => row.contract.contractCategories.join(', '),
      },
      {
        key: 'requisitioners',
        label: t('dashColumnRequisitioners'),
        sortValue: (row) => row.contract.requisitioners.join(', '),
        render: (row) => row.contract.requisitioners.join(', '),
      },
      {
        key: 'dateClosing',
        label: t('dashColumnContractEnds'),
        sortValue: (row) => row.contract.dateClosing,
        render: (row) => formatSpecDate(row.contract.dateClosing),
      },
      {
        key: 'status',
        label: t('dashColumnStatus'),
        sortValue: (row) => row.contract.status,
        render: (row) => row.contract.status,
      },
    ],
    [t],
  );
}

/**
 * The overview's Ending tab: the contracts ending soon (the server sends those within 90 days,
 * at most 1000), narrowed in the browser by the contract-closing range, 7 days at first.
 */
export function EndingTab() {
  const { t } = useTranslation();
  const today = useAgencyToday();
  const query = useProjectsEnding();
  const columns = useEndingColumns();
  const [visible, setVisible] = useState(() => columns.map((column) => column.key));
  const [range, setRange] = useState<number>(contractClosingDefault);
  const rows = useMemo(() => endingRows(query.data ?? [], today, range), [query.data, today, range]);
  const table = useClientTable(rows, columns, { column: 'dateClosing', direction: 'asc' });

  let body: ReactNode;
  if (query.isPending) body = <WidgetSkeleton />;
  else if (query.isError) body = <WidgetError onRetry={() => void query.refetch()} />;
  else if (rows.length === 0) body = <EmptyResult title={t('dashEndingNone')} />;
  else
    body = (
      <>
        <DashboardTable
          columns={columns}
          visible={visible}
          rows={table.rows}
          rowKey={(row) => `${row.project.id}-${row.contract.id}`}
          sort={table.sort}
          onSort={table.onSort}
          testId="overview-ending-table"
        />
        <Pager page={table.page} total={table.total} pageSize={table.pageSize} onChange={table.setPage} />
      </>
    );

  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-end">
        <RangeSelect
          label={t('dashContractEndsWithin')}
          ranges={contractClosingRanges}
          value={range}
          onChange={(next) => {
            setRange(next);
            table.setPage(1);
          }}
          testId="overview-ending-range"
        />
        <Group gap="sm">
          <ReportLibraryLink report="ContractsClosingIn90Days" testId="overview-ending-report" />
          <ColumnToggle
            columns={columns}
            visible={visible}
            onChange={setVisible}
            testId="overview-ending-columns"
          />
        </Group>
      </Group>
      {body}
    </Stack>
  );
}
