import { ActionIcon, Button, Card, Drawer, Group, List, Stack, Text, Tooltip } from '@mantine/core';
import type { ReportRecipient, ScheduledReport } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { confirmAction } from '../../../ui/confirm-action.tsx';
import { formatDateTime, formatDay } from '../../../ui/format.ts';
import { CrossIcon } from '../../../ui/icons.tsx';
import { EmptyResult } from '../../../ui/page-states.tsx';
import { deleteRecipient, deleteSubscription, useSubscriptionsChanged } from '../api/subscription-queries.ts';
import { frequencyLabelKeys } from './subscription-modal.tsx';

const nameOf = (recipient: ReportRecipient) => recipient.fullName ?? recipient.email;

/** One subscription the caller made: when it mails, to whom, and its changes. */
function SubscriptionCard({
  subscription,
  onEdit,
}: {
  subscription: ScheduledReport;
  onEdit: (subscription: ScheduledReport) => void;
}) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const changed = useSubscriptionsChanged();
  const [busy, setBusy] = useState(false);
  // The client's notice says why a change was refused; the list is read again either way.
  const act = (change: () => Promise<void>) => {
    setBusy(true);
    void change()
      .catch(() => undefined)
      .then(changed)
      .finally(() => setBusy(false));
  };
  const removeRecipient = (recipient: ReportRecipient) => {
    const name = nameOf(recipient);
    const last = subscription.recipientDTOs.length === 1;
    confirmAction({
      title: t('reportLibRemoveRecipientTitle', { name }),
      message: last ? t('reportLibRemoveLastConfirm', { name }) : t('reportLibRemoveConfirm', { name }),
      danger: true,
      onConfirm: () => act(() => deleteRecipient(node, recipient.id)),
    });
  };
  const remove = () =>
    confirmAction({
      title: t('reportLibDeleteTitle'),
      message: t('reportLibDeleteConfirm'),
      danger: true,
      onConfirm: () => act(() => deleteSubscription(node, subscription.id)),
    });
  return (
    <Card withBorder data-testid={`subscription-${subscription.id}`}>
      <Stack gap="xs">
        <Text fw={500}>
          {t('reportLibSchedule', {
            frequency: t(frequencyLabelKeys[subscription.frequency]),
            start: formatDay(subscription.start.slice(0, 10)),
            sendAt: subscription.sendAt.slice(0, 5),
          })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('reportLibNextSend', { when: formatDateTime(subscription.nextSendAt) })}
        </Text>
        <Text size="sm" fw={500}>
          {t('reportLibRecipients')}
        </Text>
        <List spacing={4} size="sm" listStyleType="none">
          {subscription.recipientDTOs.map((recipient) => (
            <List.Item key={recipient.id}>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm">
                  {nameOf(recipient)}
                  {recipient.fullName ? (
                    <Text span size="xs" c="dimmed">{` <${recipient.email}>`}</Text>
                  ) : null}
                </Text>
                <Tooltip label={t('reportLibRemoveRecipient', { name: nameOf(recipient) })}>
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    color="red"
                    disabled={busy}
                    aria-label={t('reportLibRemoveRecipient', { name: nameOf(recipient) })}
                    onClick={() => removeRecipient(recipient)}
                  >
                    <CrossIcon size={14} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </List.Item>
          ))}
        </List>
        <Group justify="flex-end" gap="xs">
          <Button size="xs" variant="default" disabled={busy} onClick={() => onEdit(subscription)}>
            {t('reportLibEditSubscription')}
          </Button>
          <Button size="xs" color="red" variant="light" loading={busy} onClick={remove}>
            {t('reportLibDeleteSubscription')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** Manage: the subscriptions to one report that the caller made, each with its recipients. */
export function ManageDrawer({
  title,
  subscriptions,
  onEdit,
  onClose,
}: {
  title: string;
  subscriptions: readonly ScheduledReport[];
  onEdit: (subscription: ScheduledReport) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="md"
      title={t('reportLibManageTitle', { title })}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack data-testid="subscriptions-drawer">
        {subscriptions.length === 0 ? (
          <EmptyResult title={t('reportLibManageNone')} />
        ) : (
          subscriptions.map((subscription) => (
            <SubscriptionCard key={subscription.id} subscription={subscription} onEdit={onEdit} />
          ))
        )}
      </Stack>
    </Drawer>
  );
}
