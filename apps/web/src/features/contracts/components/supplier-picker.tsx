import { Button, Fieldset, Loader, Stack, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { SupplierSearchResults, useSupplierSearch } from '../../../ui/supplier-search.tsx';
import { useCachedCall } from '../../../ui/use-cached-call.ts';
import { addSupplier, isSearchable, useContractCache, useSupplierLookup } from '../api/contracts-queries.ts';
import { useContract } from './contract-area.tsx';

/**
 * Add supplier: the agency's registered suppliers found by name (000 §5: at least 3 characters),
 * each added to the contract in one click; those already on it say so.
 */
export function SupplierPicker() {
  const { t } = useTranslation();
  const node = useNodeRef();
  const contract = useContract();
  const call = useCachedCall(useContractCache(contract.projectId));
  const { search, setSearch, debounced } = useSupplierSearch();
  const lookup = useSupplierLookup(debounced);
  const onContract = new Set(contract.vendors.map((vendor) => vendor.vendorId));
  const waiting = isSearchable(search.trim()) && (debounced !== search.trim() || lookup.isFetching);

  return (
    <Fieldset legend={t('contractAddSupplierTitle')} data-testid="supplier-picker">
      <Stack gap="sm">
        <TextInput
          label={t('contractLookupLabel')}
          placeholder={t('contractLookupPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          rightSection={waiting ? <Loader size="xs" aria-label={t('loading')} /> : null}
        />
        <SupplierSearchResults
          searchable={isSearchable(debounced)}
          lookup={lookup}
          failedTitle={t('contractLookupFailed')}
          searchingText={t('contractLookupSearching')}
          emptyText={t('contractLookupEmpty', { search: debounced })}
          emptyTestId="supplier-lookup-empty"
          resultsTestId="supplier-lookup-results"
        >
          {(suppliers) =>
            suppliers.map((supplier) => (
              <Table.Tr key={supplier.vendorId}>
                <Table.Td>{supplier.companyName}</Table.Td>
                <Table.Td>{supplier.city}</Table.Td>
                <Table.Td align="right">
                  {onContract.has(supplier.vendorId) ? (
                    <Text size="sm" c="dimmed">
                      {t('contractLookupOnContract')}
                    </Text>
                  ) : (
                    <Button
                      size="compact-sm"
                      variant="light"
                      loading={call.pending === `add-${supplier.vendorId}`}
                      onClick={() =>
                        void call.run(
                          `add-${supplier.vendorId}`,
                          () => addSupplier(node, contract.id, supplier.vendorId),
                          t('contractSupplierAddedNotice', { company: supplier.companyName }),
                        )
                      }
                      aria-label={t('contractLookupAddItem', { company: supplier.companyName })}
                    >
                      {t('contractLookupAdd')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))
          }
        </SupplierSearchResults>
      </Stack>
    </Fieldset>
  );
}
