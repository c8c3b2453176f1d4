import { Badge, Group, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EditDeleteButtons } from '../edit-delete-buttons.tsx';
import { ReorderButtons } from '../reorder.tsx';

/**
 * What the ordered lists of a source share (compliance items, upload requirements, bonds): a
 * name, a description and whether it is required.
 */
export type OrderedItem = { id: number; name: string; description: string; isRequired: boolean };

export type ExtraColumn<Item> = { header: string; cell: (item: Item) => ReactNode };

/** A list's items in their order, with move, edit and delete for those who may change them. */
export function OrderedItemsTable<Item extends OrderedItem>({
  items,
  testId,
  nameHeader,
  extraColumns = [],
  canChange,
  busyId,
  onMove,
  onEdit,
  onDelete,
}: {
  items: readonly Item[];
  testId: string;
  /** The name column's header: "Name" unless the list says otherwise. */
  nameHeader?: string;
  extraColumns?: ExtraColumn<Item>[];
  canChange: boolean;
  busyId: number | null;
  onMove: (index: number, step: -1 | 1) => void;
  onEdit: (item: Item) => void;
  onDelete: (item: Item) => void;
}) {
  const { t } = useTranslation();
  return (
    <Table striped highlightOnHover verticalSpacing="xs" data-testid={`${testId}-table`}>
      <Table.Thead>
        <Table.Tr>
          {canChange ? <Table.Th w={72} /> : null}
          <Table.Th>{nameHeader ?? t('columnName')}</Table.Th>
          {extraColumns.map((column) => (
            <Table.Th key={column.header}>{column.header}</Table.Th>
          ))}
          <Table.Th>{t('columnDescription')}</Table.Th>
          <Table.Th>{t('columnRequired')}</Table.Th>
          {canChange ? <Table.Th ta="right">{t('columnActions')}</Table.Th> : null}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item, index) => (
          <Table.Tr key={item.id} data-testid={`${testId}-${item.id}`}>
            {canChange ? (
              <Table.Td>
                <ReorderButtons
                  name={item.name}
                  isFirst={index === 0}
                  isLast={index === items.length - 1}
                  disabled={busyId !== null}
                  onMove={(step) => onMove(index, step)}
                />
              </Table.Td>
            ) : null}
            <Table.Td>{item.name}</Table.Td>
            {extraColumns.map((column) => (
              <Table.Td key={column.header}>{column.cell(item)}</Table.Td>
            ))}
            <Table.Td>
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
                {item.description}
              </Text>
            </Table.Td>
            <Table.Td>
              <Badge variant="light" color={item.isRequired ? 'indigo' : 'gray'}>
                {item.isRequired ? t('itemRequired') : t('itemOptional')}
              </Badge>
            </Table.Td>
            {canChange ? (
              <Table.Td>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <EditDeleteButtons
                    name={item.name}
                    deleting={busyId === item.id}
                    onEdit={() => onEdit(item)}
                    onDelete={() => onDelete(item)}
                  />
                </Group>
              </Table.Td>
            ) : null}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
