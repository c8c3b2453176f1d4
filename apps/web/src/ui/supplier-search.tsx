import { Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from './page-states.tsx';

/** How long typing pauses before the search is asked: one call per word, not per key. */
const searchDelayMs = 300;

/** A supplier name search: the text as typed, and trimmed as it is asked once typing pauses. */
export function useSupplierSearch() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), searchDelayMs);
  return { search, setSearch, debounced };
}

/**
 * What a supplier name search answers (000 §5: at least 3 characters): the hint while the text is
 * too short, the failure with a retry, a searching line, the empty answer, or a table whose rows
 * the picker draws (`children`). The lookup is the picker's own query: each asks its endpoint.
 */
export function SupplierSearchResults<Row>({
  searchable,
  lookup,
  failedTitle,
  searchingText,
  emptyText,
  emptyTestId,
  resultsTestId,
  children,
}: {
  /** Whether the typed text is long enough to be asked. */
  searchable: boolean;
  lookup: UseQueryResult<Row[]>;
  failedTitle: string;
  searchingText: string;
  emptyText: string;
  emptyTestId: string;
  resultsTestId: string;
  children: (rows: Row[]) => ReactNode;
}) {
  const { t } = useTranslation();
  if (!searchable) {
    return (
      <Text size="sm" c="dimmed">
        {t('supplierSearchTooShort')}
      </Text>
    );
  }
  if (lookup.isError) {
    return (
      <ErrorState title={failedTitle} message={lookup.error.message} onRetry={() => void lookup.refetch()} />
    );
  }
  if (!lookup.data) {
    return (
      <Text size="sm" c="dimmed" role="status">
        {searchingText}
      </Text>
    );
  }
  if (lookup.data.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid={emptyTestId}>
        {emptyText}
      </Text>
    );
  }
  return (
    <Table data-testid={resultsTestId}>
      <Table.Tbody>{children(lookup.data)}</Table.Tbody>
    </Table>
  );
}
