import { Badge, Button, Checkbox, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import type { VendorSearchRow } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SupplierSearchResults, useSupplierSearch } from '../../../ui/supplier-search.tsx';
import { isSearchable, useSupplierLookup } from '../api/list-queries.ts';

function LookupResults({
  text,
  existing,
  chosen,
  onToggle,
}: {
  text: string;
  existing: ReadonlySet<number>;
  chosen: ReadonlyMap<number, string>;
  onToggle: (row: VendorSearchRow) => void;
}) {
  const { t } = useTranslation();
  const lookup = useSupplierLookup(text);
  return (
    <SupplierSearchResults
      searchable={isSearchable(text)}
      lookup={lookup}
      failedTitle={t('vendorPickerFailed')}
      searchingText={t('vendorPickerSearching')}
      emptyText={t('vendorPickerEmpty', { search: text })}
      emptyTestId="vendor-picker-empty"
      resultsTestId="vendor-picker-results"
    >
      {(rows) =>
        rows.map((row) => {
          const member = existing.has(row.id);
          return (
            <Table.Tr key={row.id}>
              <Table.Td w={40}>
                <Checkbox
                  aria-label={t('vendorPickerChoose', { name: row.companyName })}
                  checked={member || chosen.has(row.id)}
                  disabled={member}
                  onChange={() => onToggle(row)}
                />
              </Table.Td>
              <Table.Td>{row.companyName}</Table.Td>
              <Table.Td>{row.city}</Table.Td>
              <Table.Td align="right">
                {member ? (
                  <Text size="xs" c="dimmed">
                    {t('vendorPickerOnList')}
                  </Text>
                ) : null}
              </Table.Td>
            </Table.Tr>
          );
        })
      }
    </SupplierSearchResults>
  );
}

/**
 * Adds suppliers to a list: the agency's active suppliers found by name (000 §5: at least 3
 * characters), several chosen across searches; those on the list already cannot be chosen.
 * `onAdd` answers whether the members were added, and the picker closes when they were.
 */
export function ListMemberPicker({
  existing,
  onClose,
  onAdd,
}: {
  existing: ReadonlySet<number>;
  onClose: () => void;
  onAdd: (vendorIds: number[]) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const { search, setSearch, debounced } = useSupplierSearch();
  const [chosen, setChosen] = useState<ReadonlyMap<number, string>>(new Map());
  const [adding, setAdding] = useState(false);

  function toggle(row: VendorSearchRow) {
    setChosen((current) => {
      const next = new Map(current);
      if (next.has(row.id)) next.delete(row.id);
      else next.set(row.id, row.companyName);
      return next;
    });
  }

  async function add() {
    setAdding(true);
    const added = await onAdd([...chosen.keys()]);
    setAdding(false);
    if (added) onClose();
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('vendorListAddMembers')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack>
        <TextInput
          label={t('vendorPickerSearch')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          data-autofocus
        />
        <LookupResults text={debounced} existing={existing} chosen={chosen} onToggle={toggle} />
        {chosen.size > 0 ? (
          <Group gap={6} data-testid="vendor-picker-chosen">
            {[...chosen.entries()].map(([id, name]) => (
              <Badge key={id} variant="light">
                {name}
              </Badge>
            ))}
          </Group>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button onClick={() => void add()} loading={adding} disabled={chosen.size === 0}>
            {t('vendorPickerAdd', { count: chosen.size })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
