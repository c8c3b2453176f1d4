import { Stack } from '@mantine/core';
import { createDepartmentSchema } from '@procura/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { notifySaved } from '../../../ui/notify.ts';
import { EmptyResult } from '../../../ui/page-states.tsx';
import { schemaErrors } from '../../../ui/schema-errors.ts';
import { teamKeys } from '../../team/index.ts';
import { controlPanelKeys, useDepartmentTree, useRefetch } from '../api/control-panel-queries.ts';
import { createDepartment } from '../api/departments-queries.ts';
import { DepartmentCard } from './department-card.tsx';
import { InlineNameForm, type NameDraft } from './inline-name-form.tsx';
import { loadStateOf } from './section-layout.tsx';

const validateDepartment = (draft: NameDraft) => schemaErrors(createDepartmentSchema, { name: draft.name });

/** The agency's departments and divisions (000 §2 Control-panel lists). */
export function DepartmentsEditor({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const refetch = useRefetch();
  const departments = useDepartmentTree();
  // The group editor offers departments too: it must not keep offering a deleted one.
  const reload = useCallback(async () => {
    await Promise.all([
      refetch(controlPanelKeys.departments(node.customerId, node.nodeId)),
      refetch(teamKeys.departments(node.customerId, node.nodeId)),
    ]);
  }, [refetch, node.customerId, node.nodeId]);

  const loading = loadStateOf([departments], t('listLoadFailed'));
  if (loading) return loading;
  const values = departments.data ?? [];

  return (
    <Stack>
      {readOnly ? null : (
        <InlineNameForm
          label={t('newDepartmentName')}
          submitLabel={t('addDepartment')}
          validate={validateDepartment}
          onSubmit={async (draft) => {
            await createDepartment(node, draft.name);
            notifySaved();
            await reload();
          }}
        />
      )}
      {values.length === 0 ? (
        <EmptyResult title={t('departmentsEmpty')} />
      ) : (
        values.map((department) => (
          <DepartmentCard
            key={department.id}
            department={department}
            readOnly={readOnly}
            onChanged={reload}
          />
        ))
      )}
    </Stack>
  );
}
