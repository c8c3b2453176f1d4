import { Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  emailRules,
  parseAddressList,
  type SentEmailRow,
  utcToZonedLocal,
  zonedLocalToUtc,
} from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../platform/i18n/index.ts';
import { useSession } from '../../../platform/session/session-context.tsx';
import { ModalFormFooter, useModalSave } from '../../../ui/modal-form.tsx';
import { notifySaved } from '../../../ui/notify.ts';
import { useEmailChanges } from '../api/read-queries.ts';

/** The addresses to forward to, by the same list rule as cc and bcc (000 §5), at least one. */
export function forwardProblem(input: string): string | null {
  const list = parseAddressList(input, { mandatory: true });
  if (list.addresses.length === 0) return i18n.t('emailNoRecipients');
  if (!list.valid || list.addresses.length > emailRules.ccMax) return i18n.t('invalidEmailAddressList');
  return null;
}

/** Forward: the sent mail to more addresses, each its own copy. */
export function ForwardDialog({ emailId, onClose }: { emailId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const changes = useEmailChanges();
  const [to, setTo] = useState('');
  const save = useModalSave({
    invalidEmailAddressList: 'to',
    emailNoRecipients: 'to',
    emailDomainRestricted: 'to',
  });

  function close() {
    setTo('');
    save.setFailure(null);
    onClose();
  }

  async function submit() {
    if (emailId === null) return;
    const problem = forwardProblem(to);
    const done = await save.run(problem ? { to: problem } : {}, () =>
      changes.forward(emailId, parseAddressList(to).addresses),
    );
    if (done) {
      notifySaved(t('messagesForwarded'));
      close();
    }
  }

  return (
    <Modal
      opened={emailId !== null}
      onClose={close}
      title={t('messagesForwardTitle')}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack>
        <Textarea
          label={t('messagesForwardTo')}
          description={t('messagesForwardHint')}
          value={to}
          onChange={(event) => setTo(event.currentTarget.value)}
          error={save.errors.to}
          autosize
          minRows={2}
          data-autofocus
        />
        <ModalFormFooter
          failure={save.failure}
          saving={save.saving}
          saveLabel={t('messagesForward')}
          saveTestId="forward-save"
          onCancel={close}
          onSave={() => void submit()}
        />
      </Stack>
    </Modal>
  );
}

/**
 * The new send time of a scheduled mail, typed on the agency's clock and sent as a UTC instant
 * (001 §5); a time not after now is refused here as the server would refuse it.
 */
export function RescheduleDialog({ email, onClose }: { email: SentEmailRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const zone = useSession().info.customer.timezone;
  const changes = useEmailChanges();
  const save = useModalSave({ emailSendDateRequired: 'sendDate', emailSendDateInPast: 'sendDate' });
  const initial = email?.sendDateUtc ? utcToZonedLocal(new Date(email.sendDateUtc), zone).slice(0, 16) : '';
  const [edited, setEdited] = useState<string | null>(null);
  const local = edited ?? initial;

  function close() {
    setEdited(null);
    save.setFailure(null);
    onClose();
  }

  function problemOf(value: string): string | null {
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return t('emailSendDateRequired');
    const now = utcToZonedLocal(new Date(), zone).slice(0, 16);
    return value.slice(0, 16) <= now ? t('emailSendDateInPast') : null;
  }

  async function submit() {
    if (email === null) return;
    const problem = problemOf(local);
    const done = await save.run(problem ? { sendDate: problem } : {}, () =>
      changes.reschedule(email.id, zonedLocalToUtc(local, zone).toISOString()),
    );
    if (done) {
      notifySaved(t('messagesRescheduled'));
      close();
    }
  }

  return (
    <Modal
      opened={email !== null}
      onClose={close}
      title={t('messagesRescheduleTitle')}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack>
        {email ? <Text size="sm">{email.subject}</Text> : null}
        <TextInput
          type="datetime-local"
          label={t('messagesSendAt')}
          description={t('messagesAgencyZone', { zone })}
          value={local}
          onChange={(event) => setEdited(event.currentTarget.value)}
          error={save.errors.sendDate}
          data-autofocus
        />
        <ModalFormFooter
          failure={save.failure}
          saving={save.saving}
          saveLabel={t('save')}
          saveTestId="reschedule-save"
          onCancel={close}
          onSave={() => void submit()}
        />
      </Stack>
    </Modal>
  );
}
