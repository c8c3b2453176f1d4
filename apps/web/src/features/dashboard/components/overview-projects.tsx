import { Anchor, Group, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  bidClosingDefault,
  bidClosingRanges,
  type ClosingRange,
  formatCurrency,
  listLimits,
  type MyProjectRow,
  myProjectSortColumns,
  projectLinkOf,
} from '@procura/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatSpecDate } from '../../../ui/format.ts';
import { Pager } from '../../../ui/pager.tsx';
import { type MyProjectsParams, useMyProjects } from '../api/dashboard-queries.ts';
import { useAgencyToday } from '../hooks/use-agency-today.ts';
import { statusText } from './dashboard-format.ts';
import { type Column, ColumnToggle, DashboardTable, nextSort, type Sort } from './dashboard-table.tsx';
import { closingDates, RangeSelect } from './range-select.tsx';
import { WidgetQuery } from './widget-card.tsx';

type SortColumn = (typeof myProjectSortColumns)[number];

function isSortColumn(column: string): column is SortColumn {
  return (myProjectSortColumns as readonly string[]).includes(column);
}

function useProjectColumns(): Column<MyProjectRow>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      {
        key: 'projectName',
        label: t('dashColumnProjectName'),
        sortable: true,
        render: (row) => (
          <Anchor component={Link} to={projectLinkOf(row.projectId, row.phase)} size="sm">
            {row.projectName}
          </Anchor>
        ),
      },
      {
        key: 'projectNumber',
        label: t('dashColumnProjectNumber'),
        sortable: true,
        render: (row) => row.projectNumber,
      },
      {
        key: 'bidStatus',
        label: t('dashColumnStatus'),
        sortable: true,
        render: (row) => statusText(row.bidStatus),
      },
      {
        key: 'bidOpenDate',
        label: t('dashColumnBidOpen'),
        sortable: true,
        render: (row) => formatSpecDate(row.bidOpenDate),
      },
      {
        key: 'bidCloseDate',
        label: t('dashColumnBidClose'),
        sortable: true,
        render: (row) => formatSpecDate(row.bidCloseDate),
      },
      {
        key: 'estimatedValue',
        label: t('dashColumnEstimatedValue'),
        sortable: true,
        render: (row) => formatCurrency(row.estimatedValue),
      },
    ],
    [t],
  );
}

/**
 * The overview's Projects tab: my projects, paged, sorted and searched by the server, narrowed to
 * those whose bids close within the chosen range (7 days at first, 000 §9).
 */
export function MyProjectsTab() {
  const { t } = useTranslation();
  const today = useAgencyToday();
  const columns = useProjectColumns();
  const [visible, setVisible] = useState(() => columns.map((column) => column.key));
  const [range, setRange] = useState<ClosingRange>(bidClosingDefault);
  const [search, setSearch] = useState('');
  const [searchText] = useDebouncedValue(search.trim(), 300);
  const [sort, setSort] = useState<Sort>({ column: 'projectName', direction: 'asc' });
  const [page, setPage] = useState(1);
  const pageSize = listLimits.defaultPageSize;

  const params: MyProjectsParams = {
    start: (page - 1) * pageSize,
    limit: pageSize,
    sortcolumn: isSortColumn(sort.column) ? sort.column : 'projectName',
    sortdirection: sort.direction,
    ...closingDates(today, range),
    searchText: searchText || undefined,
  };
  const query = useMyProjects(params);

  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
        <Group gap="xs" align="flex-end">
          <TextInput
            size="xs"
            label={t('dashSearchProjects')}
            placeholder={t('dashSearchProjectsPlaceholder')}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            data-testid="overview-projects-search"
          />
          <RangeSelect
            label={t('dashBidClosingWithin')}
            ranges={bidClosingRanges}
            value={range}
            onChange={(next) => {
              setRange(next);
              setPage(1);
            }}
            testId="overview-projects-range"
          />
        </Group>
        <ColumnToggle
          columns={columns}
          visible={visible}
          onChange={setVisible}
          testId="overview-projects-columns"
        />
      </Group>
      <WidgetQuery
        query={query}
        isEmpty={(list) => list.values.length === 0}
        emptyText={t('dashMyProjectsNone')}
      >
        {(list) => (
          <>
            <DashboardTable
              columns={columns}
              visible={visible}
              rows={list.values}
              rowKey={(row) => row.projectId}
              sort={sort}
              onSort={(column) => {
                setSort((current) => nextSort(current, column));
                setPage(1);
              }}
              testId="overview-projects-table"
            />
            <Pager page={page} total={list.total} pageSize={pageSize} onChange={setPage} />
          </>
        )}
      </WidgetQuery>
    </Stack>
  );
}
