import { Alert, Button, Group } from '@mantine/core';
import type { SentEmailRow } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteAccess } from '../../../platform/access/use-access.ts';
import { confirmAction } from '../../../ui/confirm-action.tsx';
import { readRefusal } from '../../../ui/form-errors.ts';
import { notifySaved } from '../../../ui/notify.ts';
import { EmailDrawer, RescheduleDialog, useEmailChanges } from '../../email/index.ts';
import { EmailList } from './email-list.tsx';

/** Sent Emails: the agency's, or a project's with `tenderId`; a row opens the mail. */
export function SentEmails({ tenderId }: { tenderId?: number }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <EmailList kind="sent" {...(tenderId ? { tenderId } : {})} onOpen={setOpen} />
      <EmailDrawer emailId={open} onClose={() => setOpen(null)} />
    </>
  );
}

/** Scheduled Emails: each can be opened, moved to another time, or cancelled (it is then not sent). */
export function ScheduledEmails({ tenderId }: { tenderId?: number }) {
  const { t } = useTranslation();
  const canAct = useRouteAccess('messages')?.canAct ?? false;
  const changes = useEmailChanges();
  const [open, setOpen] = useState<number | null>(null);
  const [moving, setMoving] = useState<SentEmailRow | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  function cancel(row: SentEmailRow) {
    confirmAction({
      title: t('messagesCancelTitle'),
      message: t('messagesCancelConfirm', { subject: row.subject }),
      confirmLabel: t('messagesCancelEmail'),
      danger: true,
      onConfirm: () => {
        setFailure(null);
        changes.cancel(row.id).then(
          () => notifySaved(t('messagesCancelled')),
          (error: unknown) => setFailure(readRefusal(error, {}).general),
        );
      },
    });
  }

  const actions = (row: SentEmailRow) => (
    <Group gap={4} wrap="nowrap">
      <Button
        size="xs"
        variant="default"
        disabled={!canAct}
        onClick={() => setMoving(row)}
        aria-label={t('messagesRescheduleFor', { subject: row.subject })}
      >
        {t('messagesReschedule')}
      </Button>
      <Button
        size="xs"
        variant="subtle"
        color="red"
        disabled={!canAct}
        onClick={() => cancel(row)}
        aria-label={t('messagesCancelFor', { subject: row.subject })}
      >
        {t('messagesCancelEmail')}
      </Button>
    </Group>
  );

  return (
    <>
      {failure ? (
        <Alert color="red" role="alert" withCloseButton onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      ) : null}
      <EmailList kind="scheduled" {...(tenderId ? { tenderId } : {})} onOpen={setOpen} actions={actions} />
      <EmailDrawer emailId={open} onClose={() => setOpen(null)} />
      <RescheduleDialog email={moving} onClose={() => setMoving(null)} />
    </>
  );
}
