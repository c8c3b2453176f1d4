import { Group, Modal, Radio, Stack, TextInput } from '@mantine/core';
import {
  type BuiltInReportName,
  type ReportFrequency,
  reportFrequencies,
  type ScheduledReport,
  type ScheduledReportBody,
  scheduledReportBodySchema,
  utcToZonedLocal,
} from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../platform/i18n/index.ts';
import { useNodeRef, useSession } from '../../../platform/session/session-context.tsx';
import { ModalFormFooter, useModalSave } from '../../../ui/modal-form.tsx';
import { notifySaved } from '../../../ui/notify.ts';
import { schemaErrors } from '../../../ui/schema-errors.ts';
import {
  createSubscription,
  updateSubscription,
  useSubscriptionsChanged,
} from '../api/subscription-queries.ts';
import { draftOfRecipients, type RecipientsDraft, RecipientsField } from './recipients-field.tsx';

export const frequencyLabelKeys = {
  Daily: 'reportLibFrequencyDaily',
  Weekly: 'reportLibFrequencyWeekly',
  Monthly: 'reportLibFrequencyMonthly',
} as const satisfies Record<ReportFrequency, string>;

/** The server's refusals that belong to a field of the form. */
const fieldOfKey = {
  emailNoRecipients: 'members',
  emailInvalidTeamMember: 'members',
  emailAddressBadFormat: 'addresses',
};

export type SubscriptionDraft = {
  start: string;
  sendAt: string;
  frequency: ReportFrequency;
  recipients: RecipientsDraft;
};

/** The body of POST /Report/Scheduled: team members first, then the addresses, in the order chosen. */
export function bodyOf(reportName: BuiltInReportName, draft: SubscriptionDraft): ScheduledReportBody {
  return {
    reportName,
    start: draft.start,
    sendAt: draft.sendAt,
    frequency: draft.frequency,
    recipients: [
      ...draft.recipients.memberIds.map((id) => ({ userId: Number(id) })),
      ...draft.recipients.addresses.map((email) => ({ email })),
    ],
  };
}

/**
 * The form's own checks, in the contract's words: an empty day or time is required, and each
 * recipient's problem goes under the picker it came from (members first in the body).
 */
export function problemsOf(reportName: BuiltInReportName, draft: SubscriptionDraft): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!draft.start) problems.start = i18n.t('requiredField');
  if (!draft.sendAt) problems.sendAt = i18n.t('requiredField');
  const members = draft.recipients.memberIds.length;
  for (const [path, message] of Object.entries(
    schemaErrors(scheduledReportBodySchema, bodyOf(reportName, draft)),
  )) {
    const [field, index] = path.split('.');
    const target =
      field === 'recipients'
        ? index === undefined || Number(index) < members
          ? 'members'
          : 'addresses'
        : (field ?? path);
    problems[target] ??= message;
  }
  return problems;
}

/**
 * Subscribe, or change a subscription the caller made (`subscription`): from which day, at what
 * time of the agency's day, how often, and to whom. A new one starts today, mailing the caller.
 */
export function SubscriptionModal({
  reportName,
  title,
  subscription,
  onClose,
}: {
  reportName: BuiltInReportName;
  title: string;
  subscription: ScheduledReport | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const { info } = useSession();
  const changed = useSubscriptionsChanged();
  const zone = info.customer.timezone;
  const [draft, setDraft] = useState<SubscriptionDraft>(() =>
    subscription
      ? {
          start: subscription.start.slice(0, 10),
          sendAt: subscription.sendAt.slice(0, 5),
          frequency: subscription.frequency,
          recipients: draftOfRecipients(subscription.recipientDTOs),
        }
      : {
          start: utcToZonedLocal(new Date(), zone).slice(0, 10),
          sendAt: '08:00',
          frequency: 'Weekly',
          recipients: { memberIds: [String(info.user.id)], addresses: [] },
        },
  );
  const save = useModalSave(fieldOfKey);
  const set = (part: Partial<SubscriptionDraft>) => setDraft((current) => ({ ...current, ...part }));

  async function submit() {
    const body = bodyOf(reportName, draft);
    const done = await save.run(problemsOf(reportName, draft), async () => {
      if (subscription) await updateSubscription(node, { ...body, id: subscription.id });
      else await createSubscription(node, body);
    });
    if (done) {
      await changed();
      notifySaved(t('reportLibSubscribed'));
      onClose();
    }
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={subscription ? t('reportLibUpdateTitle', { title }) : t('reportLibSubscribeTitle', { title })}
      closeButtonProps={{ 'aria-label': t('close') }}
      size="lg"
    >
      <Stack>
        <Group grow align="flex-start">
          <TextInput
            type="date"
            label={t('reportLibStart')}
            required
            value={draft.start}
            onChange={(event) => set({ start: event.currentTarget.value })}
            error={save.errors.start}
          />
          <TextInput
            type="time"
            label={t('reportLibSendAt')}
            description={t('reportLibSendAtHint', { zone })}
            required
            value={draft.sendAt}
            onChange={(event) => set({ sendAt: event.currentTarget.value })}
            error={save.errors.sendAt}
          />
        </Group>
        <Radio.Group
          label={t('reportLibFrequency')}
          value={draft.frequency}
          onChange={(value) => set({ frequency: value as ReportFrequency })}
          error={save.errors.frequency}
        >
          <Group mt="xs">
            {reportFrequencies.map((frequency) => (
              <Radio key={frequency} value={frequency} label={t(frequencyLabelKeys[frequency])} />
            ))}
          </Group>
        </Radio.Group>
        <RecipientsField
          value={draft.recipients}
          onChange={(recipients) => set({ recipients })}
          named={subscription?.recipientDTOs ?? []}
          membersError={save.errors.members}
          addressesError={save.errors.addresses}
        />
        <ModalFormFooter
          failure={save.failure}
          saving={save.saving}
          saveLabel={subscription ? t('save') : t('reportLibSubscribe')}
          saveTestId="subscription-save"
          onCancel={onClose}
          onSave={() => void submit()}
        />
      </Stack>
    </Modal>
  );
}
