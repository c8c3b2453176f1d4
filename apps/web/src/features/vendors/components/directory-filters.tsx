import { MultiSelect, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { accountStatuses, performanceStatuses, subscriptionStatuses } from '@procura/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UiKey } from '../../../platform/i18n/ui-en.ts';
import { performanceStatusLabelKeys } from '../../performance/index.ts';
import { useVendorLists } from '../api/list-queries.ts';
import { useCategoryChoices, useDiversityClassifications } from '../api/vendors-queries.ts';
import type { DirectoryFilters, Tristate } from '../directory-model.ts';
import { accountStatusLabelKeys, subscriptionLabelKeys } from '../presenters.ts';

/** A yes/no criterion with "Any", as a labelled segmented control. */
function TristateField({
  label,
  value,
  onChange,
  testId,
}: {
  label: string;
  value: Tristate;
  onChange: (value: Tristate) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={`${testId}-label`}>
        {label}
      </Text>
      <SegmentedControl
        aria-labelledby={`${testId}-label`}
        value={value}
        onChange={(next) => onChange(next as Tristate)}
        data={[
          { value: 'any', label: t('supplierAny') },
          { value: 'yes', label: t('yes') },
          { value: 'no', label: t('no') },
        ]}
        data-testid={testId}
      />
    </Stack>
  );
}

/**
 * The directory's advanced search (issue 22 §1): categories and commodity codes, place, local,
 * emergency, diversity, account and subscription status, registered since, has bid with us, on
 * a list, and the current performance status (issue 23 §3). Mounted only while open, so its
 * lists are read only when someone filters.
 */
export function DirectoryFiltersPanel({
  filters,
  onChange,
}: {
  filters: DirectoryFilters;
  onChange: (filters: DirectoryFilters) => void;
}) {
  const { t } = useTranslation();
  const categories = useCategoryChoices('category');
  const commodities = useCategoryChoices('commodity');
  const diversity = useDiversityClassifications();
  const lists = useVendorLists();
  const set = <K extends keyof DirectoryFilters>(name: K, value: DirectoryFilters[K]) =>
    onChange({ ...filters, [name]: value });
  const text = (name: 'city' | 'provinceState' | 'country', label: UiKey): ReactNode => (
    <TextInput
      label={t(label)}
      value={filters[name]}
      onChange={(event) => set(name, event.currentTarget.value)}
      data-testid={`supplier-filter-${name}`}
    />
  );

  return (
    <Stack gap="sm" data-testid="supplier-filters">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <MultiSelect
          label={t('supplierFilterCategories')}
          data={categories.data ?? []}
          value={filters.categoryIds}
          onChange={(value) => set('categoryIds', value)}
          searchable
          clearable
          data-testid="supplier-filter-categories"
        />
        <MultiSelect
          label={t('supplierFilterCommodities')}
          data={commodities.data ?? []}
          value={filters.commodityIds}
          onChange={(value) => set('commodityIds', value)}
          searchable
          clearable
          data-testid="supplier-filter-commodities"
        />
        <Select
          label={t('supplierFilterList')}
          data={(lists.data ?? []).map((list) => ({ value: String(list.id), label: list.name }))}
          value={filters.listId}
          onChange={(value) => set('listId', value)}
          searchable
          clearable
          data-testid="supplier-filter-list"
        />
        {text('city', 'supplierFilterCity')}
        {text('provinceState', 'supplierFilterProvince')}
        {text('country', 'supplierFilterCountry')}
        <MultiSelect
          label={t('supplierFilterDiversity')}
          data={(diversity.data ?? []).map((type) => type.name)}
          value={filters.diversityClassifications}
          onChange={(value) => set('diversityClassifications', value)}
          searchable
          clearable
          data-testid="supplier-filter-diversity"
        />
        <Select
          label={t('supplierFilterAccount')}
          data={accountStatuses.map((status) => ({
            value: status,
            label: t(accountStatusLabelKeys[status]),
          }))}
          value={filters.accountStatus}
          onChange={(value) => set('accountStatus', value as DirectoryFilters['accountStatus'])}
          clearable
          data-testid="supplier-filter-account"
        />
        <MultiSelect
          label={t('supplierFilterSubscription')}
          data={subscriptionStatuses.map((status) => ({
            value: status,
            label: t(subscriptionLabelKeys[status]),
          }))}
          value={filters.subscriptionStatus}
          onChange={(value) => set('subscriptionStatus', value as DirectoryFilters['subscriptionStatus'])}
          clearable
          data-testid="supplier-filter-subscription"
        />
        <TextInput
          type="date"
          label={t('supplierFilterRegisteredSince')}
          value={filters.registeredSince}
          onChange={(event) => set('registeredSince', event.currentTarget.value)}
          data-testid="supplier-filter-registered"
        />
        <Select
          label={t('supplierFilterPerformanceStatus')}
          data={performanceStatuses.map((status) => ({
            value: status,
            label: t(performanceStatusLabelKeys[status]),
          }))}
          value={filters.performanceStatus}
          onChange={(value) => set('performanceStatus', value as DirectoryFilters['performanceStatus'])}
          placeholder={t('supplierAny')}
          clearable
          data-testid="supplier-filter-performance-status"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <TristateField
          label={t('supplierFilterLocal')}
          value={filters.isLocalVendor}
          onChange={(value) => set('isLocalVendor', value)}
          testId="supplier-filter-local"
        />
        <TristateField
          label={t('supplierFilterEmergency')}
          value={filters.emergencyVendor}
          onChange={(value) => set('emergencyVendor', value)}
          testId="supplier-filter-emergency"
        />
        <TristateField
          label={t('supplierFilterDiverse')}
          value={filters.certifiedDiverseSupplier}
          onChange={(value) => set('certifiedDiverseSupplier', value)}
          testId="supplier-filter-diverse"
        />
        <TristateField
          label={t('supplierFilterHasBid')}
          value={filters.hasBid}
          onChange={(value) => set('hasBid', value)}
          testId="supplier-filter-has-bid"
        />
        <TristateField
          label={t('supplierFilterHasPerformanceStatus')}
          value={filters.hasPerformanceStatus}
          onChange={(value) => set('hasPerformanceStatus', value)}
          testId="supplier-filter-has-performance-status"
        />
      </SimpleGrid>
    </Stack>
  );
}
