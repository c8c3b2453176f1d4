import { Button, Group, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type IntakeSortColumn, intakeListRules, intakeSortColumns } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorNotification } from '../../../../platform/api/client.ts';
import { useNodeRef, useSession } from '../../../../platform/session/session-context.tsx';
import { Pager } from '../../../../ui/pager.tsx';
import { useIntakeSearch } from '../../../intake/index.ts';
import { useAgencyToday } from '../../hooks/use-agency-today.ts';
import { ColumnToggle, DashboardTable, nextSort, type Sort } from '../dashboard-table.tsx';
import { WidgetQuery } from '../widget-card.tsx';
import { useIntakeColumns } from './intake-columns.tsx';
import { exportIntakeRequests } from './intake-export.ts';
import {
  IntakeFilterBar,
  type IntakeFilters,
  intakeFilterDefaults,
  isIntakeFiltered,
  searchOf,
} from './intake-filters.tsx';

function isSortColumn(column: string): column is IntakeSortColumn {
  return (intakeSortColumns as readonly string[]).includes(column);
}

/**
 * Intake: pending requests (001 §3, §9; issue 24 §3): the agency's requests searched, filtered,
 * sorted and paged by the server, In Progress at first, and exported as a spreadsheet of every
 * matching row. A request opens on its own page.
 */
export function IntakeEssentialsWidget() {
  const { t } = useTranslation();
  const node = useNodeRef();
  const timeZone = useSession().info.customer.timezone;
  const today = useAgencyToday();
  const columns = useIntakeColumns();
  const [visible, setVisible] = useState(() => columns.map((column) => column.key));
  const [filters, setFilters] = useState<IntakeFilters>(intakeFilterDefaults);
  const [search, setSearch] = useState('');
  const [searchText] = useDebouncedValue(search.trim(), 300);
  const [sort, setSort] = useState<Sort>({ column: 'dateCreatedUtc', direction: 'desc' });
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const pageSize = intakeListRules.pageSizeDefault;
  const criteria = searchOf(filters, searchText);
  const query = useIntakeSearch({
    ...criteria,
    page,
    pageSize,
    sortColumn: isSortColumn(sort.column) ? sort.column : 'dateCreatedUtc',
    sortDirection: sort.direction,
  });

  const change = (next: Partial<IntakeFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  };
  const runExport = () => {
    setExporting(true);
    exportIntakeRequests(node, criteria, { filtered: isIntakeFiltered(filters, searchText), today, timeZone })
      .catch(() => showErrorNotification(t('dashExportFailed')))
      .finally(() => setExporting(false));
  };

  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-end" gap="xs">
        <IntakeFilterBar
          filters={filters}
          onChange={change}
          search={search}
          onSearch={(text) => {
            setSearch(text);
            setPage(1);
          }}
        />
        <Group gap="xs">
          <ColumnToggle columns={columns} visible={visible} onChange={setVisible} testId="intake-columns" />
          <Button
            size="xs"
            variant="default"
            loading={exporting}
            disabled={!query.data || query.data.total === 0}
            onClick={runExport}
            data-testid="intake-export"
          >
            {t('dashExport')}
          </Button>
        </Group>
      </Group>
      <WidgetQuery query={query} isEmpty={(list) => list.rows.length === 0} emptyText={t('noIntakeRequests')}>
        {(list) => (
          <>
            <DashboardTable
              columns={columns}
              visible={visible}
              rows={list.rows}
              rowKey={(row) => row.id}
              sort={sort}
              onSort={(column) => {
                setSort((current) => nextSort(current, column));
                setPage(1);
              }}
              testId="intake-table"
            />
            <Pager page={page} total={list.total} pageSize={pageSize} onChange={setPage} />
          </>
        )}
      </WidgetQuery>
    </Stack>
  );
}
