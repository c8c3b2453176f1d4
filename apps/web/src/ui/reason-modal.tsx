import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalFormFooter, useModalSave } from './modal-form.tsx';
import { notifySaved } from './notify.ts';

/**
 * A change that needs its reason written down (cancelling an approval, disqualifying a supplier,
 * rejecting a document, withdrawing a bid, declining to bid): an empty reason is refused before
 * anything is sent, as the server refuses it; the server's refusals of the reason show under the
 * field (`reasonKeys`), the rest above the buttons. Once saved, `done` is notified and it closes.
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
  /** What the notice says once saved; none when the page shows the change itself. */
  done?: string;
  /** A change that undoes something: a red save button. */
  danger?: boolean;
  /** `<testId>-reason` on the field and `<testId>-confirm` on the save button. */
  testId?: string;
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
      if (props.done) notifySaved(props.done);
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
          data-testid={props.testId && `${props.testId}-reason`}
        />
        <ModalFormFooter
          failure={failure}
          saving={saving}
          saveLabel={props.saveLabel}
          danger={props.danger}
          saveTestId={props.testId && `${props.testId}-confirm`}
          onCancel={props.onClose}
          onSave={() => void save()}
        />
      </Stack>
    </Modal>
  );
}
