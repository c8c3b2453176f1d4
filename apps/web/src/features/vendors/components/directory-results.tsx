import { Anchor, Badge, Checkbox, Table } from '@mantine/core';
import type { VendorSearchColumn, VendorSearchRow, VendorSortColumn } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatDateTime } from '../../../ui/format.ts';
import { SortableTh } from '../../../ui/sortable-th.tsx';
import {
  formatPerformancePercent,
  performanceRatingLabelKeys,
  performanceStatusLabelKeys,
} from '../../performance/index.ts';
import { type DirectoryState, isSortable } from '../directory-model.ts';
import {
  accountStatusColors,
  accountStatusLabelKeys,
  subscriptionColors,
  subscriptionLabelKeys,
  vendorColumnLabelKeys,
} from '../presenters.ts';

function Cell({ row, column }: { row: VendorSearchRow; column: VendorSearchColumn }) {
  const { t } = useTranslation();
  switch (column) {
    case 'companyName':
      return (
        <Anchor component={Link} to={`/suppliers/${row.id}`} size="sm" onClick={(e) => e.stopPropagation()}>
          {row.companyName}
        </Anchor>
      );
    case 'accountStatus':
      return (
        <Badge color={accountStatusColors[row.accountStatus]} variant="light">
          {t(accountStatusLabelKeys[row.accountStatus])}
        </Badge>
      );
    case 'subscriptionStatus':
      return (
        <Badge color={subscriptionColors[row.subscriptionStatus]} variant="light">
          {t(subscriptionLabelKeys[row.subscriptionStatus])}
        </Badge>
      );
    case 'isLocalVendor':
    case 'emergencyVendor':
    case 'certifiedDiverseSupplier':
      return <>{row[column] ? t('yes') : t('no')}</>;
    case 'registeredAt':
    case 'lastLoginAt':
      return <>{formatDateTime(row[column])}</>;
    case 'bidCount':
      return <>{row.bidCount}</>;
    case 'performanceAverage':
      return <>{formatPerformancePercent(row.performanceAverage)}</>;
    case 'performanceLatestRating':
      return (
        <>{row.performanceLatestRating ? t(performanceRatingLabelKeys[row.performanceLatestRating]) : '—'}</>
      );
    case 'performanceStatus':
      return row.performanceStatus ? (
        <Badge color="orange" variant="light">
          {t(performanceStatusLabelKeys[row.performanceStatus])}
        </Badge>
      ) : null;
    case 'primaryContact':
    case 'email':
    case 'phone':
    case 'city':
    case 'provinceState':
    case 'country':
    case 'diversityClassification':
      return <>{row[column]}</>;
  }
}

/**
 * The directory's rows with a header per chosen column; sortable headers sort on click. A row
 * opens the profile; its box ticks it for "add to list" (the header's box ticks the whole page).
 */
export function DirectoryResults({
  rows,
  columns,
  sort,
  onSort,
  chosen,
  onChoose,
}: {
  rows: VendorSearchRow[];
  columns: readonly VendorSearchColumn[];
  sort: Pick<DirectoryState, 'sortColumn' | 'sortDirection'>;
  onSort: (column: VendorSortColumn) => void;
  chosen: readonly number[];
  onChoose: (ids: number[]) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ids = rows.map((row) => row.id);
  const chosenHere = ids.filter((id) => chosen.includes(id));
  const toggle = (id: number) =>
    onChoose(chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id]);
  function togglePage() {
    const rest = chosen.filter((id) => !ids.includes(id));
    onChoose(chosenHere.length === ids.length ? rest : [...rest, ...ids]);
  }
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover data-testid="supplier-results">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={t('suppliersChoosePage')}
                checked={ids.length > 0 && chosenHere.length === ids.length}
                indeterminate={chosenHere.length > 0 && chosenHere.length < ids.length}
                onChange={togglePage}
                data-testid="supplier-choose-page"
              />
            </Table.Th>
            {columns.map((column) => (
              <SortableTh
                key={column}
                column={column}
                label={t(vendorColumnLabelKeys[column])}
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
              onClick={() => void navigate(`/suppliers/${row.id}`)}
              style={{ cursor: 'pointer' }}
              data-testid={`supplier-row-${row.id}`}
            >
              <Table.Td onClick={(event) => event.stopPropagation()}>
                <Checkbox
                  aria-label={t('suppliersChoose', { name: row.companyName })}
                  checked={chosen.includes(row.id)}
                  onChange={() => toggle(row.id)}
                  data-testid={`supplier-choose-${row.id}`}
                />
              </Table.Td>
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
