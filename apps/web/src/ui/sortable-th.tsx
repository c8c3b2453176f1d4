import { Table, UnstyledButton } from '@mantine/core';

/**
 * A results table's header cell: a sortable column is a button that sorts on click and tells
 * assistive technology its order (aria-sort); another column is its label alone.
 */
export function SortableTh({
  column,
  label,
  sortable,
  sort,
  onSort,
}: {
  column: string;
  label: string;
  sortable: boolean;
  sort: { sortColumn: string; sortDirection: 'asc' | 'desc' };
  onSort: () => void;
}) {
  const active = sort.sortColumn === column;
  const direction = active ? (sort.sortDirection === 'asc' ? 'ascending' : 'descending') : 'none';
  if (!sortable) return <Table.Th>{label}</Table.Th>;
  return (
    <Table.Th aria-sort={direction}>
      <UnstyledButton fw={600} fz="sm" onClick={onSort} data-testid={`sort-${column}`}>
        {label}
        {active ? (sort.sortDirection === 'asc' ? ' ▲' : ' ▼') : ''}
      </UnstyledButton>
    </Table.Th>
  );
}
