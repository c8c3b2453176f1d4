import { Anchor, Badge, Table, Text } from '@mantine/core';
import type { PerformanceEvaluationRow } from '@procura/contract';
import { evaluationSortColumns } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { UiKey } from '../../../platform/i18n/ui-en.ts';
import { formatDay } from '../../../ui/format.ts';
import { SortableTh } from '../../../ui/sortable-th.tsx';
import {
  formatPercent,
  ratingColors,
  ratingLabelKeys,
  statusColor,
  statusLabelKeys,
  typeLabelKeys,
} from './presenters.ts';

export type EvaluationSort = {
  sortColumn: (typeof evaluationSortColumns)[number];
  sortDirection: 'asc' | 'desc';
};

type Column =
  | 'evaluationDate'
  | 'companyName'
  | 'contractName'
  | 'type'
  | 'period'
  | 'status'
  | 'evaluator'
  | 'percent';

const columnLabelKeys = {
  evaluationDate: 'perfEvaluationDate',
  companyName: 'perfSupplier',
  contractName: 'perfContract',
  type: 'perfWizardType',
  period: 'perfPeriod',
  status: 'perfStatus',
  evaluator: 'perfEvaluator',
  percent: 'perfResult',
} as const satisfies Record<Column, UiKey>;

const isSortable = (column: string): column is EvaluationSort['sortColumn'] =>
  (evaluationSortColumns as readonly string[]).includes(column);

/** Sorting by a column: its own again flips the order, another starts descending. */
export const nextEvaluationSort = (
  sort: EvaluationSort,
  column: EvaluationSort['sortColumn'],
): EvaluationSort =>
  sort.sortColumn === column
    ? { sortColumn: column, sortDirection: sort.sortDirection === 'asc' ? 'desc' : 'asc' }
    : { sortColumn: column, sortDirection: 'desc' };

function Cell({ row, column }: { row: PerformanceEvaluationRow; column: Column }) {
  const { t } = useTranslation();
  switch (column) {
    case 'evaluationDate':
      return (
        <Anchor
          component={Link}
          to={`/performance/evaluations/${row.id}`}
          size="sm"
          onClick={(e) => e.stopPropagation()}
        >
          {formatDay(row.evaluationDate)}
        </Anchor>
      );
    case 'companyName':
      return <>{row.companyName}</>;
    case 'contractName':
      return <>{row.contractName ?? t('perfWizardNoContract')}</>;
    case 'type':
      return <>{t(typeLabelKeys[row.type])}</>;
    case 'period':
      return (
        <>
          {formatDay(row.periodStart)} – {formatDay(row.periodEnd)}
        </>
      );
    case 'status':
      return (
        <Badge color={statusColor(row.status)} variant="light">
          {t(statusLabelKeys[row.status])}
        </Badge>
      );
    case 'evaluator':
      return <>{row.evaluator?.name ?? t('perfUnassigned')}</>;
    case 'percent':
      return (
        <Text size="sm" span>
          {formatPercent(row.percent)}
          {row.rating ? (
            <Badge ml="xs" size="sm" color={ratingColors[row.rating]} variant="light">
              {t(ratingLabelKeys[row.rating])}
            </Badge>
          ) : null}
        </Text>
      );
  }
}

/**
 * Evaluations as rows (a supplier's, a contract's); a row opens its evaluation. `show` says which
 * of the supplier and the contract the list names (the other is the page's own). Sortable when
 * the list pages through the server.
 */
export function EvaluationsTable({
  rows,
  show,
  sort,
  onSort,
  testId,
}: {
  rows: readonly PerformanceEvaluationRow[];
  show: 'companyName' | 'contractName';
  sort?: EvaluationSort;
  onSort?: (column: EvaluationSort['sortColumn']) => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const columns: Column[] = ['evaluationDate', show, 'type', 'period', 'status', 'evaluator', 'percent'];
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <SortableTh
                key={column}
                column={column}
                label={t(columnLabelKeys[column])}
                sortable={sort !== undefined && isSortable(column)}
                sort={sort ?? { sortColumn: '', sortDirection: 'desc' }}
                onSort={() => {
                  if (isSortable(column)) onSort?.(column);
                }}
              />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr
              key={row.id}
              onClick={() => void navigate(`/performance/evaluations/${row.id}`)}
              style={{ cursor: 'pointer' }}
              data-testid={`evaluation-row-${row.id}`}
            >
              {columns.map((column) => (
                <Table.Td key={column}>
                  <Cell row={row} column={column} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
