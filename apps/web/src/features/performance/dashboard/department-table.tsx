import { Anchor, Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UiKey } from '../../../platform/i18n/ui-en.ts';
import { EmptyResult } from '../../../ui/page-states.tsx';
import { SortableTh } from '../../../ui/sortable-th.tsx';
import {
  type DepartmentColumn,
  type DepartmentPerformance,
  type Drill,
  departmentColumns,
  nextSort,
  sortDepartments,
} from './dashboard-model.ts';
import { formatPercent } from './format.ts';
import { DrillNumber } from './summary-cards.tsx';

const columnLabelKeys = {
  name: 'perfDashColDepartment',
  numExpired: 'perfDashExpired',
  numInProgress: 'perfDashInProgress',
  numInterim: 'perfTypeInterim',
  numFinal: 'perfTypeFinal',
  numCustom: 'perfTypeCustom',
  pctEvaluated: 'perfDashPctEvaluated',
} as const satisfies Record<DepartmentColumn, UiKey>;

/**
 * What a count opens in the department's list. In progress spans many statuses, which one list
 * query cannot name, so that count opens the whole department. The type counts are of completed
 * evaluations, and open only those.
 */
const drillOf: Record<Exclude<DepartmentColumn, 'name' | 'pctEvaluated'>, Drill> = {
  numExpired: { status: 'Expired' },
  numInProgress: {},
  numInterim: { type: 'Interim', completed: true },
  numFinal: { type: 'Final', completed: true },
  numCustom: { type: 'Custom', completed: true },
};

/**
 * The summary per department (001 §3): expired, in progress, interim, final and custom evaluations
 * and the percent of contracts evaluated, sortable by any column. A department's name or count
 * opens its evaluations; the bucket of contracts without a department has no list to open.
 */
export function DepartmentTable({
  rows,
  onDrill,
}: {
  rows: readonly DepartmentPerformance[];
  onDrill: (drill: Drill) => void;
}) {
  const { t } = useTranslation();
  const [sort, setSort] = useState<{ sortColumn: DepartmentColumn; sortDirection: 'asc' | 'desc' }>({
    sortColumn: 'name',
    sortDirection: 'asc',
  });
  if (rows.length === 0) return <EmptyResult title={t('perfDashDepartmentsEmpty')} />;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover data-testid="perf-dash-departments">
        <Table.Thead>
          <Table.Tr>
            {departmentColumns.map((column) => (
              <SortableTh
                key={column}
                column={column}
                label={t(columnLabelKeys[column])}
                sortable
                sort={sort}
                onSort={() => setSort((current) => nextSort(current, column))}
              />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sortDepartments(rows, sort).map((row) => {
            const departmentId = row.departmentId;
            const drill = (narrow: Drill) =>
              departmentId === null ? undefined : { ...narrow, departmentId };
            return (
              <Table.Tr
                key={departmentId ?? 'none'}
                data-testid={`perf-dash-department-${departmentId ?? 'none'}`}
              >
                <Table.Td>
                  {departmentId === null ? (
                    row.name
                  ) : (
                    <Anchor
                      component="button"
                      type="button"
                      size="sm"
                      onClick={() => onDrill({ departmentId })}
                      aria-label={t('perfDashOpenDepartment', { name: row.name })}
                    >
                      {row.name}
                    </Anchor>
                  )}
                </Table.Td>
                {(['numExpired', 'numInProgress', 'numInterim', 'numFinal', 'numCustom'] as const).map(
                  (column) => (
                    <Table.Td key={column}>
                      <DrillNumber
                        value={String(row[column])}
                        label={`${t(columnLabelKeys[column])}, ${row.name}`}
                        drill={row[column] === 0 ? undefined : drill(drillOf[column])}
                        onDrill={onDrill}
                        testId={`perf-dash-${column}-${departmentId ?? 'none'}`}
                      />
                    </Table.Td>
                  ),
                )}
                <Table.Td>{formatPercent(row.pctEvaluated)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
