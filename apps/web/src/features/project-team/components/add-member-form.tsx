import { Alert, Button, Checkbox, Group, Select } from '@mantine/core';
import { canAssignProjectRole, type ProjectRole, type ProjectRoleId } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../platform/api/client.ts';
import { useSession } from '../../../platform/session/session-context.tsx';
import { fullNameOf } from '../../../ui/user-avatar.tsx';
import type { AssignableUser } from '../api/project-team-queries.ts';

/**
 * Adds a person in a role. The Procurement Lead role is offered but disabled for anyone but
 * product support (000 §6), with the reason beside it; the server refuses it all the same.
 */
export function AddMemberForm({
  roles,
  people,
  disabled,
  onAdd,
}: {
  roles: ProjectRole[];
  people: AssignableUser[];
  disabled: boolean;
  onAdd: (input: { userId: number; roleId: ProjectRoleId; questionEmails: boolean }) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { subject } = useSession();
  const [userId, setUserId] = useState<string | null>(null);
  const [roleId, setRoleId] = useState<string | null>(null);
  const [questionEmails, setQuestionEmails] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const roleOptions = roles.map((role) => ({
    value: role.id,
    label: canAssignProjectRole(role.id, subject)
      ? role.name
      : `${role.name} (${t('projectTeamRoleSupportOnly')})`,
    disabled: !canAssignProjectRole(role.id, subject),
  }));

  async function submit() {
    if (!userId || !roleId) return;
    setPending(true);
    setError(null);
    try {
      await onAdd({ userId: Number(userId), roleId: roleId as ProjectRoleId, questionEmails });
      setUserId(null);
      setRoleId(null);
      setQuestionEmails(false);
    } catch (failure) {
      setError(isApiError(failure) && failure.messages[0] ? failure.messages[0] : t('unknownError'));
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      data-testid="add-member-form"
    >
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t('projectTeamPersonLabel')}
          placeholder={t('projectTeamPersonPlaceholder')}
          data={people.map((person) => ({
            value: String(person.id),
            label: `${fullNameOf(person)} (${person.email})`,
          }))}
          value={userId}
          onChange={setUserId}
          searchable
          disabled={disabled}
          w={{ base: '100%', sm: 320 }}
        />
        <Select
          label={t('projectTeamRoleLabel')}
          placeholder={t('projectTeamRolePlaceholder')}
          data={roleOptions}
          value={roleId}
          onChange={setRoleId}
          disabled={disabled}
          w={{ base: '100%', sm: 320 }}
        />
        <Checkbox
          label={t('projectTeamQuestionEmails')}
          checked={questionEmails}
          onChange={(event) => setQuestionEmails(event.currentTarget.checked)}
          disabled={disabled}
          mb={8}
        />
        <Button type="submit" loading={pending} disabled={disabled || !userId || !roleId}>
          {t('projectTeamAddMember')}
        </Button>
      </Group>
      {error ? (
        <Alert color="red" mt="sm" role="alert">
          {error}
        </Alert>
      ) : null}
    </form>
  );
}
