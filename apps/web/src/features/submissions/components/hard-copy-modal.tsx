import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../platform/api/client.ts';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { notifySaved } from '../../../ui/notify.ts';
import { enterHardCopy } from '../api/submissions-queries.ts';

/** The buyer enters a paper bid: the company, its email and when it was received (Closed or Awarded only). */
export function HardCopyModal({
  tenderId,
  onClose,
  onSaved,
}: {
  tenderId: number;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const [companyName, setCompanyName] = useState('');
  const [email, setEmail] = useState('');
  const [received, setReceived] = useState('');
  const [errors, setErrors] = useState<{
    companyName?: string;
    email?: string;
    received?: string;
    form?: string;
  }>({});
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const found: typeof errors = {};
    if (!companyName.trim()) found.companyName = t('requiredField');
    if (!email.trim()) found.email = t('requiredField');
    const at = received ? new Date(received) : null;
    if (!at || Number.isNaN(at.getTime())) found.received = t('requiredField');
    setErrors(found);
    if (Object.keys(found).length > 0 || !at) return;
    setBusy(true);
    try {
      await enterHardCopy(node, { tenderId, companyName, email, submittedAt: at.toISOString() });
      notifySaved();
      onSaved();
      onClose();
    } catch (failure) {
      const message = isApiError(failure) ? failure.message : String(failure);
      setErrors(
        isApiError(failure) && failure.keys.includes('errorInvalidEmail')
          ? { email: message }
          : { form: message },
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('submissionsHardCopyTitle')}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack>
        <TextInput
          label={t('submissionsCompany')}
          value={companyName}
          onChange={(e) => setCompanyName(e.currentTarget.value)}
          error={errors.companyName}
          required
        />
        <TextInput
          label={t('submissionsEmail')}
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={errors.email}
          required
        />
        <TextInput
          type="datetime-local"
          label={t('submissionsReceivedAt')}
          value={received}
          onChange={(e) => setReceived(e.currentTarget.value)}
          error={errors.received ?? errors.form}
          required
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={busy}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
