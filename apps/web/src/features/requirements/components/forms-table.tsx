import { Badge, Button, Group, Table } from '@mantine/core';
import type { TenderTable } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ReorderButtons } from '../../../ui/reorder.tsx';
import { moneyOf } from './prices-summary.tsx';

/** A section's forms in their order: name, rows, the total for prices, and their actions. */
export function FormsTable({
  forms,
  formPath,
  showTotal,
  canChange,
  busyId,
  onMove,
  onDelete,
}: {
  forms: readonly TenderTable[];
  /** The form editor's address of a form. */
  formPath: (form: TenderTable) => string;
  showTotal: boolean;
  canChange: boolean;
  busyId: number | null;
  onMove: (index: number, step: -1 | 1) => void;
  onDelete: (form: TenderTable) => void;
}) {
  const { t } = useTranslation();
  return (
    <Table striped highlightOnHover verticalSpacing="xs" data-testid="forms-table">
      <Table.Thead>
        <Table.Tr>
          {canChange ? <Table.Th w={72} /> : null}
          <Table.Th>{t('sectionFormsColumnName')}</Table.Th>
          <Table.Th ta="right">{t('sectionFormsColumnRows')}</Table.Th>
          {showTotal ? <Table.Th ta="right">{t('sectionFormsColumnTotal')}</Table.Th> : null}
          <Table.Th>{t('columnRequired')}</Table.Th>
          <Table.Th ta="right">{t('columnActions')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {forms.map((form, index) => (
          <Table.Tr key={form.id} data-testid={`form-${form.id}`}>
            {canChange ? (
              <Table.Td>
                <ReorderButtons
                  name={form.name}
                  isFirst={index === 0}
                  isLast={index === forms.length - 1}
                  disabled={busyId !== null}
                  onMove={(step) => onMove(index, step)}
                />
              </Table.Td>
            ) : null}
            <Table.Td>{form.name}</Table.Td>
            <Table.Td ta="right">{form.numberofRows}</Table.Td>
            {showTotal ? (
              <Table.Td ta="right" data-testid={`form-total-${form.id}`}>
                {moneyOf(form.total)}
              </Table.Td>
            ) : null}
            <Table.Td>
              <Badge variant="light" color={form.isRequired ? 'indigo' : 'gray'}>
                {form.isRequired ? t('itemRequired') : t('itemOptional')}
              </Badge>
            </Table.Td>
            <Table.Td>
              <Group gap={4} justify="flex-end" wrap="nowrap">
                <Button
                  size="compact-sm"
                  variant="subtle"
                  component={Link}
                  to={formPath(form)}
                  aria-label={t(canChange ? 'editItem' : 'sectionFormsViewItem', { name: form.name })}
                >
                  {canChange ? t('edit') : t('requirementsOpen')}
                </Button>
                {canChange ? (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    loading={busyId === form.id}
                    onClick={() => onDelete(form)}
                    aria-label={t('deleteItem', { name: form.name })}
                  >
                    {t('delete')}
                  </Button>
                ) : null}
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
