import { Stack, Switch, Table, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formatDecimal, parseDecimal, saveTaxTypeSchema } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, showErrorNotification } from '../../../platform/api/client.ts';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { useUnsavedChanges } from '../../../platform/session/unsaved-changes.ts';
import { translateFieldError } from '../../../ui/field-error.ts';
import { applyRefusal } from '../../../ui/form-errors.ts';
import { notifySaved } from '../../../ui/notify.ts';
import { EmptyResult } from '../../../ui/page-states.tsx';
import { schemaErrors } from '../../../ui/schema-errors.ts';
import { controlPanelKeys, useRefetch, useTaxTypes } from '../api/control-panel-queries.ts';
import { deleteTaxType, type SaveTaxType, saveTaxType, type TaxType } from '../api/taxes-queries.ts';
import { InlineFormRow } from './inline-form-row.tsx';
import { confirmDelete, RowActions } from './row-actions.tsx';
import { loadStateOf } from './section-layout.tsx';

type Draft = { name: string; percentage: string };

/** A rate as people write it: '13', not the stored '13.0000'. */
const rateOf = (percentage: string) => {
  const value = parseDecimal(percentage);
  return value === null ? percentage : formatDecimal(value);
};

const taxFieldOfKey: Record<string, keyof Draft> = {
  nameAlreadyExists: 'name',
  taxNameAlreadyExists: 'name',
  nameRequired: 'name',
  formTaxRequired: 'percentage',
  formTaxInvalid: 'percentage',
};

/** A tax type's name and rate, typed in place; the rate stays decimal text, never a float. */
function TaxForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial?: Draft;
  submitLabel: string;
  onSubmit: (draft: Draft) => Promise<void>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Draft>({
    mode: 'controlled',
    initialValues: initial ?? { name: '', percentage: '' },
    validate: (values) => schemaErrors(saveTaxTypeSchema, values),
    validateInputOnBlur: true,
  });
  useUnsavedChanges(form.isDirty());
  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit({ name: values.name.trim(), percentage: values.percentage.trim() });
      if (!initial) form.reset();
    } catch (error) {
      setFailure(applyRefusal(form, error, taxFieldOfKey));
    }
  });
  const field = (path: keyof Draft) => {
    const props = form.getInputProps(path);
    return { ...props, error: translateFieldError(props.error) };
  };
  return (
    <form onSubmit={submit} noValidate>
      <InlineFormRow
        submitLabel={submitLabel}
        valid={form.isValid()}
        submitting={form.submitting}
        failure={failure}
        onCancel={onCancel}
        buttonSize="sm"
      >
        <TextInput
          aria-label={t('taxName')}
          placeholder={t('taxName')}
          size="sm"
          flex="1 1 200px"
          {...field('name')}
        />
        <TextInput
          aria-label={t('taxPercentage')}
          placeholder={t('taxPercentage')}
          size="sm"
          w={140}
          inputMode="decimal"
          rightSection="%"
          {...field('percentage')}
        />
      </InlineFormRow>
    </form>
  );
}

/**
 * The agency's tax types (ShoppingCart/Taxes): add, change the name or rate, activate or
 * deactivate, delete. A form keeps the rate it chose (decision 83), so a change here reprices no
 * published form; a tax type a form uses cannot be deleted, only deactivated.
 */
export function TaxTypesEditor({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const refetch = useRefetch();
  const taxes = useTaxTypes();
  const [editingId, setEditingId] = useState<number | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const reload = () => refetch(controlPanelKeys.taxes(node.customerId, node.nodeId));

  async function save(tax: SaveTaxType) {
    await saveTaxType(node, tax);
    notifySaved();
    await reload();
  }

  async function toggle(tax: TaxType) {
    setBusyId(tax.id);
    try {
      await save({ ...tax, active: !tax.active });
    } catch (error) {
      showErrorNotification(isApiError(error) ? error.message : t('unknownError'));
    } finally {
      setBusyId(null);
    }
  }

  function remove(tax: TaxType) {
    confirmDelete(tax.name, () => {
      setBusyId(tax.id);
      void deleteTaxType(node, tax.id)
        .then(async () => {
          notifySaved();
          await reload();
        })
        // The client has shown the refusal (a tax type in use); the tax type stays.
        .catch(() => {})
        .finally(() => setBusyId(null));
    });
  }

  const loading = loadStateOf([taxes], t('listLoadFailed'));
  if (loading) return loading;
  const values = taxes.data ?? [];

  return (
    <Stack data-testid="tax-types">
      {readOnly ? null : (
        <TaxForm submitLabel={t('add')} onSubmit={(draft) => save({ ...draft, active: true })} />
      )}
      {values.length === 0 ? (
        <EmptyResult title={t('taxesEmpty')} />
      ) : (
        <Table striped highlightOnHover verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columnName')}</Table.Th>
              <Table.Th>{t('taxPercentage')}</Table.Th>
              <Table.Th>{t('columnStatus')}</Table.Th>
              {readOnly ? null : <Table.Th ta="right">{t('columnActions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {values.map((tax) =>
              editingId === tax.id ? (
                <Table.Tr key={tax.id}>
                  <Table.Td colSpan={4}>
                    <TaxForm
                      initial={{ name: tax.name, percentage: rateOf(tax.percentage) }}
                      submitLabel={t('save')}
                      onSubmit={async (draft) => {
                        await save({ ...tax, ...draft });
                        setEditingId(null);
                      }}
                      onCancel={() => setEditingId(null)}
                    />
                  </Table.Td>
                </Table.Tr>
              ) : (
                <Table.Tr key={tax.id} data-testid={`tax-${tax.id}`}>
                  <Table.Td>{tax.name}</Table.Td>
                  <Table.Td>{`${rateOf(tax.percentage)} %`}</Table.Td>
                  <Table.Td>
                    <Switch
                      label={tax.active ? t('statusActive') : t('statusInactive')}
                      aria-label={t('optionActive', { name: tax.name })}
                      checked={tax.active}
                      disabled={readOnly || busyId === tax.id}
                      onChange={() => void toggle(tax)}
                    />
                  </Table.Td>
                  {readOnly ? null : (
                    <Table.Td>
                      <RowActions
                        name={tax.name}
                        busy={busyId === tax.id}
                        onRename={() => setEditingId(tax.id)}
                        onDelete={() => remove(tax)}
                      />
                    </Table.Td>
                  )}
                </Table.Tr>
              ),
            )}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
