import { Button, Checkbox, Popover, Stack, Table, UnstyledButton } from '@mantine/core';
import { listLimits } from '@procura/contract';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A column of a dashboard table: its header, its cell, and how it sorts (when it does). */
export type Column<Row> = {
  key: string;
  label: string;
  render: (row: Row) => ReactNode;
  /** The value a list sorted in the browser compares; server-sorted tables only need `sortable`. */
  sortValue?: (row: Row) => string | number | null;
  sortable?: boolean;
};

export type Sort = { column: string; direction: 'asc' | 'desc' };

/** The next sort after a click on `column`: the same column flips, another starts ascending. */
export function nextSort(current: Sort, column: string): Sort {
  return {
    column,
    direction: current.column === column && current.direction === 'asc' ? 'desc' : 'asc',
  };
}

/** Which columns show (000 §2: column toggles); at least one always does. */
export function ColumnToggle<Row>({
  columns,
  visible,
  onChange,
  testId,
}: {
  columns: readonly Column<Row>[];
  visible: readonly string[];
  onChange: (visible: string[]) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Popover position="bottom-end" withinPortal shadow="md">
      <Popover.Target>
        <Button variant="default" size="xs" data-testid={testId}>
          {t('dashColumns')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Checkbox.Group
          label={t('dashColumnsLabel')}
          value={[...visible]}
          onChange={(value) => {
            // Kept in the table's order, whatever order they were ticked in.
            const next = columns.map((column) => column.key).filter((key) => value.includes(key));
            if (next.length > 0) onChange(next);
          }}
        >
          <Stack gap={6} mt="xs">
            {columns.map((column) => (
              <Checkbox
                key={column.key}
                value={column.key}
                label={column.label}
                data-testid={`${testId}-${column.key}`}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      </Popover.Dropdown>
    </Popover>
  );
}

/** A table of the shown columns; sortable headers sort on click and say how they are sorted. */
export function DashboardTable<Row>({
  columns,
  visible,
  rows,
  rowKey,
  sort,
  onSort,
  testId,
}: {
  columns: readonly Column<Row>[];
  visible: readonly string[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  sort?: Sort;
  onSort?: (column: string) => void;
  testId: string;
}) {
  const shown = columns.filter((column) => visible.includes(column.key));
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover fz="sm" data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            {shown.map((column) => {
              const sortable = onSort && (column.sortable || column.sortValue);
              const active = sort?.column === column.key;
              const direction = active ? (sort?.direction === 'asc' ? 'ascending' : 'descending') : 'none';
              return (
                <Table.Th key={column.key} aria-sort={sortable ? direction : undefined}>
                  {sortable ? (
                    <UnstyledButton
                      fw={600}
                      fz="sm"
                      onClick={() => onSort(column.key)}
                      data-testid={`${testId}-sort-${column.key}`}
                    >
                      {column.label}
                      {active ? (sort?.direction === 'asc' ? ' ▲' : ' ▼') : ''}
                    </UnstyledButton>
                  ) : (
                    column.label
                  )}
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)} data-testid={`${testId}-row`}>
              {shown.map((column) => (
                <Table.Td key={column.key}>{column.render(row)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function compare(a: string | number | null, b: string | number | null): number {
  // Empty values go last whichever way the column sorts.
  if (a === null || a === '') return b === null || b === '' ? 0 : 1;
  if (b === null || b === '') return -1;
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
}

/**
 * Sorting and paging in the browser, for the lists the server answers whole (contracts
 * ending): the page goes back to 1 whenever the rows or the sort change.
 */
export function useClientTable<Row>(rows: readonly Row[], columns: readonly Column<Row>[], initial: Sort) {
  const [sort, setSort] = useState<Sort>(initial);
  const [page, setPage] = useState(1);
  const pageSize = listLimits.defaultPageSize;
  const sorted = useMemo(() => {
    const column = columns.find((candidate) => candidate.key === sort.column);
    const value = column?.sortValue;
    if (!value) return [...rows];
    const sign = sort.direction === 'asc' ? 1 : -1;
    return [...rows].sort((a, b) => {
      const left = value(a);
      const right = value(b);
      if (left === null || left === '' || right === null || right === '') return compare(left, right);
      return sign * compare(left, right);
    });
  }, [rows, columns, sort]);
  const pages = Math.max(1, Math.ceil(sorted.length / pageSize));
  const current = Math.min(page, pages);
  return {
    sort,
    onSort: (column: string) => {
      setSort((previous) => nextSort(previous, column));
      setPage(1);
    },
    page: current,
    setPage,
    pageSize,
    total: sorted.length,
    rows: sorted.slice((current - 1) * pageSize, current * pageSize),
  };
}
