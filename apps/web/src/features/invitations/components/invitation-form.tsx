import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import {
  createInvitationSchema,
  type Invitation,
  invitationRules,
  isAlreadyInvited,
} from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../platform/i18n/index.ts';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { readRefusal } from '../../../ui/form-errors.ts';
import { notifySaved } from '../../../ui/notify.ts';
import { schemaErrors } from '../../../ui/schema-errors.ts';
import { createInvitation } from '../api/invitations-queries.ts';

const empty = { email: '', companyName: '', contactName: '' };

/**
 * Invites a supplier by email: the address must be valid (the contract's rule) and not invited to
 * the source yet; the server has the last word (invitationAlreadyInvited under the email field).
 */
export function InvitationForm({
  tenderId,
  invitations,
  onInvited,
}: {
  tenderId: number;
  invitations: readonly Invitation[];
  onInvited: () => Promise<void> | void;
}) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const [draft, setDraft] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function invite() {
    const found = schemaErrors(createInvitationSchema, { tenderId, ...draft });
    if (!found.email && isAlreadyInvited(invitations, draft.email))
      found.email = i18n.t('invitationAlreadyInvited');
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await createInvitation(node, { tenderId, ...draft });
      notifySaved();
      setDraft(empty);
      await onInvited();
    } catch (error) {
      const refusal = readRefusal(error, { invitationAlreadyInvited: 'email', errorInvalidEmail: 'email' });
      setErrors(refusal.fields);
      setFailure(refusal.general);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Stack gap="xs" data-testid="invitation-form">
      <Group align="flex-start" grow>
        <TextInput
          label={t('invitationEmailLabel')}
          type="email"
          required
          value={draft.email}
          maxLength={254}
          onChange={(event) => setDraft({ ...draft, email: event.currentTarget.value })}
          error={errors.email}
        />
        <TextInput
          label={t('invitationCompanyLabel')}
          value={draft.companyName}
          maxLength={invitationRules.maxNameLength}
          onChange={(event) => setDraft({ ...draft, companyName: event.currentTarget.value })}
        />
        <TextInput
          label={t('invitationContactLabel')}
          value={draft.contactName}
          maxLength={invitationRules.maxNameLength}
          onChange={(event) => setDraft({ ...draft, contactName: event.currentTarget.value })}
        />
      </Group>
      {failure ? (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      ) : null}
      <Group>
        <Button onClick={() => void invite()} loading={saving}>
          {t('invitationInvite')}
        </Button>
      </Group>
    </Stack>
  );
}
