import { Alert, Button, Drawer, Group, List, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { formatZoned, type SentEmail } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteAccess } from '../../../platform/access/use-access.ts';
import { useNodeRef, useSession } from '../../../platform/session/session-context.tsx';
import { readRefusal } from '../../../ui/form-errors.ts';
import { formatFileSize } from '../../../ui/format.ts';
import { notifySaved } from '../../../ui/notify.ts';
import { ErrorState } from '../../../ui/page-states.tsx';
import { RichTextEditor } from '../../../ui/rich-text/lazy-rich-text-editor.tsx';
import { emailRecordUrl, useEmail, useEmailChanges, useEmailDocuments } from '../api/read-queries.ts';
import { ForwardDialog } from './email-dialogs.tsx';
import { CopyStatusBadge, EmailStatusBadge } from './email-status.tsx';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" fw={500} miw={110}>
        {label}
      </Text>
      <Text size="sm" style={{ wordBreak: 'break-word' }}>
        {value || '—'}
      </Text>
    </Group>
  );
}

function Recipients({ email }: { email: SentEmail }) {
  const { t } = useTranslation();
  const zone = useSession().info.customer.timezone;
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table data-testid="email-recipients" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('messagesColumnRecipient')}</Table.Th>
            <Table.Th>{t('messagesColumnEmail')}</Table.Th>
            <Table.Th>{t('messagesColumnStatus')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {email.recipients.map((recipient) => (
            <Table.Tr key={recipient.id} data-testid={`recipient-${recipient.id}`}>
              <Table.Td>
                <Text size="sm">{recipient.name}</Text>
                {recipient.companyName ? (
                  <Text size="xs" c="dimmed">
                    {recipient.companyName}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>{recipient.email}</Table.Td>
              <Table.Td>
                <Stack gap={2}>
                  <CopyStatusBadge status={recipient.status} />
                  {recipient.sentAt ? (
                    <Text size="xs" c="dimmed">
                      {formatZoned(new Date(recipient.sentAt), zone)}
                    </Text>
                  ) : null}
                  {recipient.error ? (
                    <Text size="xs" c="red">
                      {recipient.error}
                    </Text>
                  ) : null}
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Attachments({ emailId }: { emailId: number }) {
  const { t } = useTranslation();
  const documents = useEmailDocuments(emailId);
  if (documents.isPending) return <Skeleton height={24} />;
  if (documents.isError) {
    return (
      <Text size="sm" c="red">
        {documents.error.message}
      </Text>
    );
  }
  if (documents.data.length === 0) return <Text size="sm">{t('messagesNoAttachment')}</Text>;
  return (
    <List size="sm" data-testid="email-attachments">
      {documents.data.map((document) => (
        <List.Item key={document.id}>
          {document.fileName} ({formatFileSize(document.size)})
        </List.Item>
      ))}
    </List>
  );
}

function EmailDetail({ email }: { email: SentEmail }) {
  const { t } = useTranslation();
  const zone = useSession().info.customer.timezone;
  const canAct = useRouteAccess('messages')?.canAct ?? false;
  const changes = useEmailChanges();
  const node = useNodeRef();
  const [forwarding, setForwarding] = useState(false);
  const [resending, setResending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const when = email.sendDateUtc ?? email.createdAt;

  async function resend() {
    setResending(true);
    setFailure(null);
    try {
      await changes.resend(email.id);
      notifySaved(t('messagesResent'));
    } catch (error) {
      setFailure(readRefusal(error, {}).general);
    } finally {
      setResending(false);
    }
  }

  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Title order={3}>{email.subject}</Title>
        <EmailStatusBadge status={email.status} />
      </Group>
      <Stack gap={4}>
        <Field
          label={t(email.status === 'scheduled' ? 'messagesColumnSendAt' : 'messagesColumnSent')}
          value={formatZoned(new Date(when), zone)}
        />
        <Field label={t('messagesFieldFrom')} value={email.sender || (email.createdBy?.fullName ?? '')} />
        <Field label={t('messagesFieldReplyTo')} value={email.replyTo} />
        <Field label={t('messagesFieldCc')} value={email.ccs.join(', ')} />
        <Field label={t('messagesFieldBcc')} value={email.bccs.join(', ')} />
        {email.projectName ? <Field label={t('messagesColumnProject')} value={email.projectName} /> : null}
      </Stack>
      {email.status === 'sent' && canAct ? (
        <Group gap="xs">
          <Button
            variant="default"
            disabled={email.counts.failed === 0}
            loading={resending}
            onClick={() => void resend()}
          >
            {t('messagesResendFailed')}
          </Button>
          <Button variant="default" onClick={() => setForwarding(true)}>
            {t('messagesForward')}
          </Button>
        </Group>
      ) : null}
      <Group gap="xs">
        <Button
          component="a"
          size="xs"
          variant="default"
          href={emailRecordUrl(node, email.id, false)}
          data-testid="email-record-pdf"
        >
          {t('messagesRecordPdf')}
        </Button>
        {email.hasAttachment ? (
          <Button
            component="a"
            size="xs"
            variant="default"
            href={emailRecordUrl(node, email.id, true)}
            data-testid="email-record-zip"
          >
            {t('messagesRecordZip')}
          </Button>
        ) : null}
      </Group>
      {failure ? (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      ) : null}
      <Title order={4}>{t('messagesRecipientsHeading', { count: email.recipients.length })}</Title>
      <Recipients email={email} />
      <Title order={4}>{t('messagesAttachmentHeading')}</Title>
      <Attachments emailId={email.id} />
      <Title order={4}>{t('messagesBodyHeading')}</Title>
      <RichTextEditor value={email.body} onChange={() => undefined} readOnly height={240} />
      <ForwardDialog emailId={forwarding ? email.id : null} onClose={() => setForwarding(false)} />
    </Stack>
  );
}

/**
 * One mail opened from a list (issue 25 §4): who it went to and how each copy stands (queued,
 * sent, failed with the server's answer), its attachment and text; a sent mail's failed copies
 * can be sent again and the mail forwarded.
 */
export function EmailDrawer({ emailId, onClose }: { emailId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const email = useEmail(emailId);

  function content() {
    if (emailId === null) return null;
    if (email.isPending) return <Skeleton height={320} data-testid="email-loading" />;
    if (email.isError) {
      return (
        <ErrorState
          title={t('messagesEmailLoadError')}
          message={email.error.message}
          onRetry={() => void email.refetch()}
        />
      );
    }
    return <EmailDetail email={email.data} />;
  }

  return (
    <Drawer
      opened={emailId !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={t('messagesEmailTitle')}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {content()}
    </Drawer>
  );
}
