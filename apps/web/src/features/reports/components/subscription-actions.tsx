import { Button, Group } from '@mantine/core';
import type { ScheduledReport } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { confirmAction } from '../../../ui/confirm-action.tsx';
import { notifySaved } from '../../../ui/notify.ts';
import { deleteRecipient, deleteSubscription, useSubscriptionsChanged } from '../api/subscription-queries.ts';
import {
  hasSubscriptions,
  type LibraryReport,
  type ReportSubscriptions,
  unsubscribeSteps,
} from '../library-model.ts';
import { ManageDrawer } from './manage-drawer.tsx';
import { SubscriptionModal } from './subscription-modal.tsx';

type Editing = { subscription: ScheduledReport | null } | null;

/**
 * A report's subscription actions. With the reports edit right: Subscribe while the report mails
 * them nothing; otherwise Update subscription (theirs) and Unsubscribe; Manage lists the
 * subscriptions they made with their recipients. Without it, a recipient may still Unsubscribe.
 */
export function SubscriptionActions({
  report,
  subscriptions,
  mayEdit,
}: {
  report: LibraryReport;
  subscriptions: ReportSubscriptions;
  mayEdit: boolean;
}) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const changed = useSubscriptionsChanged();
  const [editing, setEditing] = useState<Editing>(null);
  const [managing, setManaging] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const { created } = subscriptions;
  const subscribed = hasSubscriptions(subscriptions);

  const update = () => {
    // With several of their own, the drawer lets them pick which one.
    if (created.length === 1) setEditing({ subscription: created[0] ?? null });
    else setManaging(true);
  };

  const unsubscribe = () =>
    confirmAction({
      title: t('reportLibUnsubscribeTitle', { title: report.title }),
      message: t('reportLibUnsubscribeConfirm'),
      confirmLabel: t('reportLibUnsubscribe'),
      danger: true,
      onConfirm: () => {
        setLeaving(true);
        const steps = unsubscribeSteps(subscriptions).map((step) =>
          step.kind === 'subscription' ? deleteSubscription(node, step.id) : deleteRecipient(node, step.id),
        );
        // The client's notice says why a step was refused; what went through shows once re-read.
        void Promise.all(steps)
          .then(() => notifySaved(t('reportLibUnsubscribed')))
          .catch(() => undefined)
          .then(changed)
          .finally(() => setLeaving(false));
      },
    });

  return (
    <Group gap="xs">
      {subscribed ? (
        <>
          {mayEdit && created.length > 0 ? (
            <Button size="xs" variant="default" onClick={update} data-testid={`report-update-${report.name}`}>
              {t('reportLibUpdateSubscription')}
            </Button>
          ) : null}
          <Button
            size="xs"
            variant="default"
            color="red"
            loading={leaving}
            onClick={unsubscribe}
            data-testid={`report-unsubscribe-${report.name}`}
          >
            {t('reportLibUnsubscribe')}
          </Button>
        </>
      ) : mayEdit ? (
        <Button
          size="xs"
          variant="default"
          onClick={() => setEditing({ subscription: null })}
          data-testid={`report-subscribe-${report.name}`}
        >
          {t('reportLibSubscribe')}
        </Button>
      ) : null}
      {mayEdit && created.length > 0 ? (
        <Button
          size="xs"
          variant="subtle"
          onClick={() => setManaging(true)}
          data-testid={`report-manage-${report.name}`}
        >
          {t('reportLibManage')}
        </Button>
      ) : null}
      {managing ? (
        <ManageDrawer
          title={report.title}
          subscriptions={created}
          onEdit={(subscription) => setEditing({ subscription })}
          onClose={() => setManaging(false)}
        />
      ) : null}
      {editing ? (
        <SubscriptionModal
          reportName={report.name}
          title={report.title}
          subscription={editing.subscription}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Group>
  );
}
