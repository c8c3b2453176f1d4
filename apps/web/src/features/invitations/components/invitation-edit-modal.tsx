import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { type Invitation, invitationRules } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { readRefusal } from '../../../ui/form-errors.ts';
import { notifySaved } from '../../../ui/notify.ts';
import { updateInvitation } from '../api/invitations-queries.ts';

/** Corrects an invitation's company and contact; the address is the invitation, so it stays. */
export function InvitationEditModal({
  invitation,
  onClose,
  onSaved,
}: {
  invitation: Invitation;
  onClose: () => void;
  onSaved: () => Promise<void> | void;
}) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const [companyName, setCompanyName] = useState(invitation.companyName);
  const [contactName, setContactName] = useState(invitation.contactName);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save() {
    setSaving(true);
    setFailure(null);
    try {
      await updateInvitation(node, { id: invitation.id, companyName, contactName });
      notifySaved();
      await onSaved();
      onClose();
    } catch (error) {
      setFailure(readRefusal(error, {}).general);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('invitationEditTitle')}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack>
        <TextInput label={t('invitationEmailLabel')} value={invitation.email} readOnly />
        <TextInput
          label={t('invitationCompanyLabel')}
          value={companyName}
          maxLength={invitationRules.maxNameLength}
          onChange={(event) => setCompanyName(event.currentTarget.value)}
          data-autofocus
        />
        <TextInput
          label={t('invitationContactLabel')}
          value={contactName}
          maxLength={invitationRules.maxNameLength}
          onChange={(event) => setContactName(event.currentTarget.value)}
        />
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={saving}>
            {t('cancel')}
          </Button>
          <Button onClick={() => void save()} loading={saving}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
