import { Stack, Switch, Table } from '@mantine/core';
import { saveDropdownOptionSchema } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, showErrorNotification } from '../../../platform/api/client.ts';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { notifySaved } from '../../../ui/notify.ts';
import { EmptyResult } from '../../../ui/page-states.tsx';
import { schemaErrors } from '../../../ui/schema-errors.ts';
import { controlPanelKeys, useDropdownOptions, useRefetch } from '../api/control-panel-queries.ts';
import {
  type DropdownList,
  type DropdownOption,
  deleteOption,
  type SaveDropdownOption,
  saveOption,
} from '../api/lists-queries.ts';
import { InlineNameForm, type NameDraft } from './inline-name-form.tsx';
import { confirmDelete, RowActions } from './row-actions.tsx';
import { loadStateOf } from './section-layout.tsx';

/** The lists whose options carry a number, and what it counts (001 §7: periods in days, terms in months). */
const valueUnits: Partial<Record<DropdownList, 'valueDays' | 'valueMonths'>> = {
  irrevocablePeriod: 'valueDays',
  term: 'valueMonths',
};

const validateOption = (draft: NameDraft) => schemaErrors(saveDropdownOptionSchema, draft);

/**
 * One drop-down list of the control panel, inactive options included: add, rename, activate or
 * deactivate, delete. A change always sends the whole option, since the server resets what a
 * change leaves out (a rename without `active` would reactivate the option).
 */
export function OptionListEditor({ list, readOnly }: { list: DropdownList; readOnly: boolean }) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const refetch = useRefetch();
  const options = useDropdownOptions(list);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const unit = valueUnits[list];
  const reload = () => refetch(controlPanelKeys.options(node.customerId, node.nodeId, list));

  async function save(option: SaveDropdownOption) {
    await saveOption(node, list, option);
    notifySaved();
    await reload();
  }

  async function toggle(option: DropdownOption) {
    setBusyId(option.id);
    try {
      await save({ ...option, active: !option.active });
    } catch (error) {
      // The save shows refusals in place for forms; a switch has no place, so it notifies.
      showErrorNotification(isApiError(error) ? error.message : t('unknownError'));
    } finally {
      setBusyId(null);
    }
  }

  function remove(option: DropdownOption) {
    confirmDelete(option.name, () => {
      setBusyId(option.id);
      void deleteOption(node, list, option.id)
        .then(async () => {
          notifySaved();
          await reload();
        })
        // The client has shown the refusal (an option in use); the option stays.
        .catch(() => {})
        .finally(() => setBusyId(null));
    });
  }

  const loading = loadStateOf([options], t('listLoadFailed'));
  if (loading) return loading;
  const values = options.data ?? [];
  const columns = 2 + (unit ? 1 : 0) + (readOnly ? 0 : 1);

  return (
    <Stack>
      {readOnly ? null : (
        <InlineNameForm
          label={t('newOptionName')}
          valueLabel={unit ? t(unit) : undefined}
          submitLabel={t('add')}
          validate={validateOption}
          onSubmit={(draft) => save({ ...draft, active: true })}
        />
      )}
      {values.length === 0 ? (
        <EmptyResult title={t('optionsEmpty')} />
      ) : (
        <Table striped highlightOnHover verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columnName')}</Table.Th>
              {unit ? <Table.Th>{t(unit)}</Table.Th> : null}
              <Table.Th>{t('columnStatus')}</Table.Th>
              {readOnly ? null : <Table.Th ta="right">{t('columnActions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {values.map((option) =>
              editingId === option.id ? (
                <Table.Tr key={option.id}>
                  <Table.Td colSpan={columns}>
                    <InlineNameForm
                      label={t('optionName')}
                      valueLabel={unit ? t(unit) : undefined}
                      initial={{ name: option.name, value: option.value }}
                      submitLabel={t('save')}
                      validate={validateOption}
                      onSubmit={async (draft) => {
                        await save({ ...option, ...draft });
                        setEditingId(null);
                      }}
                      onCancel={() => setEditingId(null)}
                    />
                  </Table.Td>
                </Table.Tr>
              ) : (
                <Table.Tr key={option.id} data-testid={`option-${option.id}`}>
                  <Table.Td>{option.name}</Table.Td>
                  {unit ? <Table.Td>{option.value ?? '—'}</Table.Td> : null}
                  <Table.Td>
                    <Switch
                      label={option.active ? t('statusActive') : t('statusInactive')}
                      aria-label={t('optionActive', { name: option.name })}
                      checked={option.active}
                      disabled={readOnly || busyId === option.id}
                      onChange={() => void toggle(option)}
                    />
                  </Table.Td>
                  {readOnly ? null : (
                    <Table.Td>
                      <RowActions
                        name={option.name}
                        busy={busyId === option.id}
                        onRename={() => setEditingId(option.id)}
                        onDelete={() => remove(option)}
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
