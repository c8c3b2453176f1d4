import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { createDepartmentSchema, createDivisionSchema } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { notifySaved } from '../../../ui/notify.ts';
import { schemaErrors } from '../../../ui/schema-errors.ts';
import {
  createDivision,
  type Department,
  type Division,
  deleteDepartment,
  deleteDivision,
  renameDepartment,
  renameDivision,
} from '../api/departments-queries.ts';
import { InlineNameForm, type NameDraft } from './inline-name-form.tsx';
import { confirmDelete, RowActions } from './row-actions.tsx';

const validateDepartment = (draft: NameDraft) => schemaErrors(createDepartmentSchema, { name: draft.name });

/**
 * One department with its divisions. The groups that belong to the department are listed, since
 * they are what keeps it from being deleted (dropdownOptionInUse) and people should see why first.
 */
export function DepartmentCard({
  department,
  readOnly,
  onChanged,
}: {
  department: Department;
  readOnly: boolean;
  /** Reloads the departments after a change (and whatever else lists them). */
  onChanged: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const [renaming, setRenaming] = useState(false);
  const [editingDivision, setEditingDivision] = useState<number | null>(null);
  const divisions = department.divisions ?? [];
  const groups = department.userGroups ?? [];
  const validateDivision = (draft: NameDraft) =>
    schemaErrors(createDivisionSchema, { departmentId: department.id, name: draft.name });

  async function changed() {
    notifySaved();
    await onChanged();
  }

  function remove(name: string, work: () => Promise<void>) {
    confirmDelete(name, () => {
      // A refusal (the department is in use) was shown by the client; the entry stays.
      void work()
        .then(changed)
        .catch(() => {});
    });
  }

  function divisionRow(division: Division) {
    if (editingDivision === division.id) {
      return (
        <InlineNameForm
          key={division.id}
          label={t('divisionName')}
          initial={{ name: division.name, value: null }}
          submitLabel={t('save')}
          validate={validateDivision}
          onSubmit={async (draft) => {
            await renameDivision(node, division.id, draft.name);
            setEditingDivision(null);
            await changed();
          }}
          onCancel={() => setEditingDivision(null)}
        />
      );
    }
    return (
      <Group key={division.id} justify="space-between" wrap="nowrap" data-testid={`division-${division.id}`}>
        <Text size="sm">{division.name}</Text>
        {readOnly ? null : (
          <RowActions
            name={division.name}
            onRename={() => setEditingDivision(division.id)}
            onDelete={() => remove(division.name, () => deleteDivision(node, division.id))}
          />
        )}
      </Group>
    );
  }

  return (
    <Card withBorder data-testid={`department-${department.id}`}>
      <Stack gap="xs">
        {renaming ? (
          <InlineNameForm
            label={t('departmentName')}
            initial={{ name: department.name, value: null }}
            submitLabel={t('save')}
            validate={validateDepartment}
            onSubmit={async (draft) => {
              await renameDepartment(node, department.id, draft.name);
              setRenaming(false);
              await changed();
            }}
            onCancel={() => setRenaming(false)}
          />
        ) : (
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div>
              <Title order={3} size="h5">
                {department.name}
              </Title>
              <Text size="xs" c="dimmed">
                {groups.length > 0
                  ? t('departmentUsedBy', { groups: groups.map((group) => group.name).join(', ') })
                  : t('departmentUnused')}
              </Text>
            </div>
            {readOnly ? null : (
              <RowActions
                name={department.name}
                onRename={() => setRenaming(true)}
                onDelete={() => remove(department.name, () => deleteDepartment(node, department.id))}
              />
            )}
          </Group>
        )}
        <Stack gap={4} pl="md">
          <Text size="sm" fw={500}>
            {t('divisionsTitle')}
          </Text>
          {divisions.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('divisionsEmpty')}
            </Text>
          ) : (
            divisions.map(divisionRow)
          )}
          {readOnly ? null : (
            <InlineNameForm
              label={t('newDivisionName')}
              submitLabel={t('addDivision')}
              validate={validateDivision}
              onSubmit={async (draft) => {
                await createDivision(node, department.id, draft.name);
                await changed();
              }}
            />
          )}
        </Stack>
      </Stack>
    </Card>
  );
}
