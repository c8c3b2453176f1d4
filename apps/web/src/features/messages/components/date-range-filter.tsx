import { Group, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../../../ui/icons.tsx';

export type SearchFilters = { searchText: string; dateFrom: string; dateTo: string };
export const noSearchFilters: SearchFilters = { searchText: '', dateFrom: '', dateTo: '' };

/** A range whose start follows its end is shown as wrong and searched without its end. */
export function isRangeInvalid(filters: SearchFilters): boolean {
  return filters.dateFrom !== '' && filters.dateTo !== '' && filters.dateFrom > filters.dateTo;
}

/** The days a list asks the server for; a reversed range goes without its end (the field says why). */
export function dayRangeOf(filters: SearchFilters): { dateFrom?: string; dateTo?: string } {
  return {
    ...(filters.dateFrom ? { dateFrom: filters.dateFrom } : {}),
    ...(filters.dateTo && !isRangeInvalid(filters) ? { dateTo: filters.dateTo } : {}),
  };
}

/** The filters every list of the Message Centre has: words, and a range of days. */
export function SearchFilterBar({
  filters,
  onChange,
  searchLabel,
  children,
}: {
  filters: SearchFilters;
  onChange: (patch: Partial<SearchFilters>) => void;
  searchLabel: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Group align="flex-end" wrap="wrap" gap="sm">
      <TextInput
        label={searchLabel}
        leftSection={<SearchIcon size={16} />}
        type="search"
        value={filters.searchText}
        onChange={(event) => onChange({ searchText: event.currentTarget.value })}
        w={{ base: '100%', sm: 260 }}
      />
      <TextInput
        type="date"
        label={t('messagesDateFrom')}
        value={filters.dateFrom}
        onChange={(event) => onChange({ dateFrom: event.currentTarget.value })}
      />
      <TextInput
        type="date"
        label={t('messagesDateTo')}
        value={filters.dateTo}
        onChange={(event) => onChange({ dateTo: event.currentTarget.value })}
        error={isRangeInvalid(filters) ? t('searchDateRangeInvalid') : undefined}
      />
      {children}
    </Group>
  );
}
