import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { bidRules } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Asks for a reason (withdrawal, no-bid) before `onConfirm`; the reason is required. */
export function ReasonModal({
  opened,
  title,
  intro,
  confirmLabel,
  busy,
  error,
  onConfirm,
  onClose,
  testId,
}: {
  opened: boolean;
  title: string;
  intro: string;
  confirmLabel: string;
  busy: boolean;
  error: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const blank = reason.trim() === '';
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <Stack>
        <Text size="sm">{intro}</Text>
        <Textarea
          label={t('bidReason')}
          required
          autosize
          minRows={3}
          maxLength={bidRules.maxReasonLength}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={touched && blank ? t('bidReasonRequired') : (error ?? undefined)}
          data-testid={`${testId}-reason`}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            color="red"
            loading={busy}
            data-testid={`${testId}-confirm`}
            onClick={() => {
              setTouched(true);
              if (!blank) onConfirm(reason.trim());
            }}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
