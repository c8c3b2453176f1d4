import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalFormFooter, useModalSave } from './modal-form.tsx';
import { notifySaved } from './notify.ts';

/**
 * A change that needs its reason written down (cancelling an approval, disqualifying a supplier):
 * an empty reason is refused before anything is sent, as the server refuses it; the server's
 * refusals of the reason show under the field (`reasonKeys`), the rest above the buttons.
 */
export function ReasonModal(props: {
  title: string;
  hint: string;
  label: string;
  maxLength: number;
  /** The catalogue's message for an empty reason. */
  required: string;
  reasonKeys: string[];
  saveLabel: string;
  done: string;
  onSave: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const { errors, failure, saving, run } = useModalSave(
    Object.fromEntries(props.reasonKeys.map((key) => [key, 'reason'])),
  );

  async function save() {
    const trimmed = reason.trim();
    const saved = await run(trimmed ? {} : { reason: props.required }, () => props.onSave(trimmed));
    if (saved) {
      notifySaved(props.done);
      props.onClose();
    }
  }

  return (
    <Modal opened onClose={props.onClose} title={props.title} closeButtonProps={{ 'aria-label': t('close') }}>
      <Stack>
        <Text size="sm">{props.hint}</Text>
        <Textarea
          label={props.label}
          required
          autosize
          minRows={3}
          maxLength={props.maxLength}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={errors.reason}
          data-autofocus
        />
        <ModalFormFooter
          failure={failure}
          saving={saving}
          saveLabel={props.saveLabel}
          onCancel={props.onClose}
          onSave={() => void save()}
        />
      </Stack>
    </Modal>
  );
}
