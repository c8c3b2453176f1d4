import { Anchor, Badge, Table } from '@mantine/core';
import {
  formatCurrency,
  formatZoned,
  isEmptyDate,
  type ProjectSearchColumn,
  type ProjectSearchRow,
} from '@procura/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { UiKey } from '../../../platform/i18n/ui-en.ts';
import { SortableTh } from '../../../ui/sortable-th.tsx';
import {
  methodLabelKeys,
  phaseLabelKeys,
  statusColors,
  statusLabelKeys,
  typeLabelKeys,
} from '../presenters.ts';
import { isSortable, type SearchState } from '../search-model.ts';

export const columnLabelKeys: Record<ProjectSearchColumn, UiKey> = {
  number: 'columnNumber',
  name: 'columnProjectName',
  status: 'columnStatus',
  procurementMethod: 'columnMethod',
  dateClosing: 'columnClosing',
  department: 'departmentLabel',
  projectLead: 'procurementLeadLabel',
  dateAvailable: 'columnPublish',
  estimatedValue: 'estimatedValueLabel',
  phase: 'projectPhaseLabel',
  type: 'projectTypeLabel',
  createdAt: 'columnCreated',
  updatedAt: 'columnUpdated',
};

function dateCell(value: string | null, timeZone: string, t: TFunction): string {
  if (value === null) return t('notAvailable');
  const date = new Date(value);
  return isEmptyDate(date) ? t('notAvailable') : formatZoned(date, timeZone);
}

function Cell({
  row,
  column,
  timeZone,
}: {
  row: ProjectSearchRow;
  column: ProjectSearchColumn;
  timeZone: string;
}) {
  const { t } = useTranslation();
  switch (column) {
    case 'name':
      return (
        <Anchor
          component={Link}
          to={`/projects/${row.id}/build/settings`}
          size="sm"
          onClick={(e) => e.stopPropagation()}
        >
          {row.name}
        </Anchor>
      );
    case 'number':
      return <>{row.number}</>;
    case 'status':
      return (
        <Badge color={statusColors[row.status]} variant="light">
          {t(statusLabelKeys[row.status])}
        </Badge>
      );
    case 'procurementMethod':
      return <>{t(methodLabelKeys[row.procurementMethod])}</>;
    case 'phase':
      return <>{t(phaseLabelKeys[row.phase])}</>;
    case 'type':
      return <>{t(typeLabelKeys[row.type])}</>;
    case 'estimatedValue':
      return <>{formatCurrency(row.estimatedValue)}</>;
    case 'dateAvailable':
    case 'dateClosing':
    case 'createdAt':
    case 'updatedAt':
      return <>{dateCell(row[column], timeZone, t)}</>;
    case 'department':
    case 'projectLead':
      return <>{row[column] ?? ''}</>;
  }
}

/** The results, with a header per chosen column; sortable headers sort on click. */
export function SearchResults({
  rows,
  columns,
  sort,
  onSort,
  timeZone,
}: {
  rows: ProjectSearchRow[];
  columns: readonly ProjectSearchColumn[];
  sort: Pick<SearchState, 'sortColumn' | 'sortDirection'>;
  onSort: (column: SearchState['sortColumn']) => void;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover data-testid="project-results">
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <SortableTh
                key={column}
                column={column}
                label={t(columnLabelKeys[column])}
                sortable={isSortable(column)}
                sort={sort}
                onSort={() => {
                  if (isSortable(column)) onSort(column);
                }}
              />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr
              key={row.id}
              onClick={() => void navigate(`/projects/${row.id}/build/settings`)}
              style={{ cursor: 'pointer' }}
              data-testid={`project-row-${row.id}`}
            >
              {columns.map((column) => (
                <Table.Td key={column}>
                  <Cell row={row} column={column} timeZone={timeZone} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
