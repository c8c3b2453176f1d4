import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { intakeRules } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readRefusal } from '../../../../ui/form-errors.ts';

/**
 * Declining a request needs its reason, which is mailed to the requester (000 §4); an empty one is
 * refused before anything is sent. Once declined, the same modal shows the recorded reason
 * read-only. A refusal of the reason shows under it; any other failure is the caller's notice.
 */
export function DeclineModal({
  recordedReason,
  onDecline,
  onClose,
}: {
  /** The reason of a declined request: the modal only shows it. */
  recordedReason?: string | null;
  onDecline?: (reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const readOnly = recordedReason !== undefined;
  const [reason, setReason] = useState(recordedReason ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function decline() {
    const trimmed = reason.trim();
    if (!trimmed) return setError(t('intakeDeclineReasonRequired'));
    if (!onDecline) return;
    setSaving(true);
    setError(null);
    try {
      await onDecline(trimmed);
      onClose();
    } catch (failure) {
      setError(readRefusal(failure, { intakeDeclineReasonRequired: 'reason' }).fields.reason ?? null);
      setSaving(false);
    }
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={readOnly ? t('intakeDeclineReasonTitle') : t('intakeDeclineTitle')}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack>
        {readOnly ? null : <Text size="sm">{t('intakeDeclineHint')}</Text>}
        <Textarea
          label={t('intakeDeclineReason')}
          required={!readOnly}
          readOnly={readOnly}
          autosize
          minRows={3}
          maxLength={intakeRules.declineReasonMax}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={error}
          data-autofocus
          data-testid="intake-decline-reason"
        />
        {readOnly && !recordedReason ? <Alert color="gray">{t('notAvailable')}</Alert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {readOnly ? t('close') : t('cancel')}
          </Button>
          {readOnly ? null : (
            <Button
              color="red"
              loading={saving}
              onClick={() => void decline()}
              data-testid="intake-decline-confirm"
            >
              {t('intakeDecline')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
