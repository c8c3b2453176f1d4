import {
  Alert,
  Button,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { Department, PermissionItem, TeamMember, UserGroup } from '@procura/contract';
import { lacksDepartmentPermission, saveUserGroupSchema } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PermissionLock } from '../../../platform/access/permission-lock.tsx';
import { useUnsavedChanges } from '../../../platform/session/unsaved-changes.ts';
import { confirmAction } from '../../../ui/confirm-action.tsx';
import { translateFieldError } from '../../../ui/field-error.ts';
import { applyRefusal } from '../../../ui/form-errors.ts';
import { fullNameOf } from '../../../ui/user-avatar.tsx';
import type { GroupDraft } from '../api/group-save.ts';
import { GroupPermissions } from './group-permissions.tsx';

type GroupValues = { name: string; departmentId: string | null; memberIds: string[]; permissions: string[] };

const resolveGroup = schemaResolver(saveUserGroupSchema, { sync: true });

function toDraft(id: number | undefined, values: GroupValues): GroupDraft {
  return {
    ...(id === undefined ? {} : { id }),
    name: values.name.trim(),
    departmentId: values.departmentId === null ? null : Number(values.departmentId),
    permissions: values.permissions,
    memberIds: values.memberIds.map(Number),
  };
}

const groupFieldOfKey: Record<string, keyof GroupValues> = {
  userGroupDuplicateName: 'name',
  userGroupNameRequired: 'name',
  userGroupDepartmentNotFound: 'departmentId',
  userGroupInvalidPermission: 'permissions',
};

/**
 * A group's name, department, members and permissions (000 §3, §6). Saving a group that holds no
 * Department permission asks first (the contract's lacksDepartmentPermission decides); a taken
 * name shows the server's message under the name. People who may not change groups see it all
 * disabled, with the reason.
 */
export function GroupForm({
  group,
  departments,
  departmentsFailed,
  members,
  permissions,
  locked,
  onSave,
  onDelete,
  onCancel,
}: {
  group: UserGroup | null;
  departments: Department[];
  departmentsFailed: boolean;
  members: TeamMember[];
  permissions: PermissionItem[];
  locked: boolean;
  onSave: (draft: GroupDraft) => Promise<void>;
  onDelete: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  // Tracked here rather than by the form: a save may wait for a confirmation first.
  const [saving, setSaving] = useState(false);
  const form = useForm<GroupValues>({
    mode: 'controlled',
    initialValues: {
      name: group?.name ?? '',
      departmentId: group?.departmentId == null ? null : String(group.departmentId),
      memberIds: (group?.users ?? []).map((user) => String(user.id)),
      permissions: group?.permissions ?? [],
    },
    validate: (values) => resolveGroup(toDraft(group?.id, values)) as Record<string, string>,
    validateInputOnBlur: true,
  });
  // Unsaved edits block an agency switch, which would discard them (000 §2).
  useUnsavedChanges(form.isDirty());

  async function save(values: GroupValues) {
    setFailure(null);
    setSaving(true);
    try {
      await onSave(toDraft(group?.id, values));
      form.resetDirty(values);
    } catch (error) {
      setFailure(applyRefusal(form, error, groupFieldOfKey));
    } finally {
      setSaving(false);
    }
  }

  const submit = form.onSubmit((values) => {
    if (!lacksDepartmentPermission(values.permissions)) {
      void save(values);
      return;
    }
    confirmAction({
      title: t('noDepartmentPermissionTitle'),
      message: t('noDepartmentPermissionConfirm'),
      confirmLabel: t('saveAnyway'),
      onConfirm: () => void save(values),
    });
  });

  const field = (path: keyof GroupValues) => {
    const props = form.getInputProps(path);
    return { ...props, error: translateFieldError(props.error), disabled: locked };
  };
  // People no longer in the agency's list still show, by the name the group answered.
  const memberOptions = new Map(members.map((member) => [String(member.id), fullNameOf(member)]));
  for (const user of group?.users ?? []) {
    if (!memberOptions.has(String(user.id))) memberOptions.set(String(user.id), fullNameOf(user));
  }

  return (
    <form onSubmit={submit} noValidate data-testid="group-form">
      <Stack>
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('groupNameLabel')} required {...field('name')} />
          <Select
            label={t('departmentLabel')}
            placeholder={t('noDepartment')}
            data={departments.map((department) => ({ value: String(department.id), label: department.name }))}
            clearable
            searchable
            nothingFoundMessage={t('noMatches')}
            {...field('departmentId')}
            error={
              departmentsFailed ? t('departmentsLoadFailed') : translateFieldError(form.errors.departmentId)
            }
          />
        </SimpleGrid>
        <MultiSelect
          label={t('groupMembersLabel')}
          placeholder={form.values.memberIds.length === 0 ? t('groupNoMembers') : undefined}
          data={[...memberOptions].map(([value, label]) => ({ value, label }))}
          searchable
          clearable
          nothingFoundMessage={t('noMatches')}
          {...field('memberIds')}
        />
        <div>
          <Title order={2} size="h4" mb={4}>
            {t('groupPermissionsTitle')}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t('groupPermissionsIntro')}
          </Text>
          <GroupPermissions
            permissions={permissions}
            value={form.values.permissions}
            onChange={(next) => form.setFieldValue('permissions', next)}
            locked={locked}
          />
          {form.errors.permissions ? (
            <Text c="red" size="sm" mt="xs">
              {translateFieldError(form.errors.permissions)}
            </Text>
          ) : null}
        </div>
        <Group justify="space-between">
          <div>
            {group ? (
              <PermissionLock routeName="team.groups" controlId="deleteUserGroup">
                <Button variant="subtle" color="red" onClick={onDelete}>
                  {t('deleteGroup')}
                </Button>
              </PermissionLock>
            ) : null}
          </div>
          <Group>
            <Button variant="default" onClick={onCancel}>
              {t('cancel')}
            </Button>
            <PermissionLock routeName="team.groups" controlId="saveUserGroup">
              <Button type="submit" disabled={!form.isValid()} loading={saving} data-testid="group-save">
                {t('save')}
              </Button>
            </PermissionLock>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
