import { Button, Group } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { isCompleted, type PerformanceEvaluation, type WorkflowAction } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { confirmAction } from '../../../ui/confirm-action.tsx';
import { notifySaved } from '../../../ui/notify.ts';
import { notifyRefusal } from '../../../ui/use-cached-call.ts';
import {
  deleteEvaluation,
  fetchPreviewLinks,
  sendEvaluationReminder,
  useEvaluationsRefresh,
} from '../api/evaluation-queries.ts';
import { actionLabelKeys } from './presenters.ts';
import { StepDialog } from './step-dialogs.tsx';
import type { EvaluationCalls } from './use-evaluation-calls.ts';

/** The agency's steps, in the order they show; acknowledge and appeal are the supplier's (portal). */
const agencyActions = ['submit', 'approve', 'return', 'completeAppeal'] as const;
type AgencyAction = (typeof agencyActions)[number];
const isAgencyAction = (action: WorkflowAction): action is AgencyAction =>
  (agencyActions as readonly string[]).includes(action);

/**
 * The evaluation's buttons: the workflow steps the server lists for this user (`can.actions`),
 * a reminder to whoever it waits on, the supplier's link, and Delete when the server allows it.
 * Submit saves the card first when it has unsaved changes (`saveFirst` answers the version to
 * send, or null when the save was refused).
 */
export function EvaluationActions({
  evaluation,
  calls,
  saveFirst,
}: {
  evaluation: PerformanceEvaluation;
  calls: EvaluationCalls;
  saveFirst: () => Promise<number | null>;
}) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const navigate = useNavigate();
  const clipboard = useClipboard();
  const refresh = useEvaluationsRefresh();
  const [dialog, setDialog] = useState<'return' | 'completeAppeal' | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const actions = evaluation.can.actions.filter(isAgencyAction);
  const open = !isCompleted(evaluation.status) && evaluation.status !== 'Expired';

  function take(action: AgencyAction) {
    if (action === 'return' || action === 'completeAppeal') {
      setDialog(action);
      return;
    }
    confirmAction({
      title: t(actionLabelKeys[action]),
      message: action === 'submit' ? t('perfSubmitConfirm') : t('perfApproveConfirm'),
      confirmLabel: t(actionLabelKeys[action]),
      onConfirm: () =>
        void (async () => {
          const version = action === 'submit' ? await saveFirst() : evaluation.version;
          if (version === null) return;
          const outcome = await calls.step({ action, comment: '', appealMeetingDate: null, version });
          if (outcome.ok) notifySaved(action === 'submit' ? t('perfSubmitted') : t('perfApproved'));
        })(),
    });
  }

  async function remind() {
    setBusy('remind');
    try {
      const sent = await sendEvaluationReminder(node, evaluation.id);
      notifySaved(t('perfReminderSent', { recipients: sent?.recipients.join(', ') ?? '' }));
    } catch (error) {
      notifyRefusal(error);
    } finally {
      setBusy(null);
    }
  }

  async function copyLink() {
    setBusy('links');
    try {
      const links = await fetchPreviewLinks(node, evaluation.id);
      if (links?.supplierUrl) {
        clipboard.copy(links.supplierUrl);
        notifySaved(t('perfLinkCopied'));
      } else {
        notifications.show({ message: t('perfLinkNotYet'), color: 'gray' });
      }
    } catch (error) {
      notifyRefusal(error);
    } finally {
      setBusy(null);
    }
  }

  function remove() {
    confirmAction({
      title: t('perfDeleteTitle'),
      message: t('perfDeleteConfirm', { company: evaluation.companyName }),
      confirmLabel: t('delete'),
      danger: true,
      onConfirm: () =>
        void deleteEvaluation(node, evaluation.id).then(
          () => {
            notifySaved(t('perfDeleted'));
            // Away first, so the deleted evaluation is not read again while its page is still open.
            void navigate(`/suppliers/${evaluation.vendorId}/performance`);
            void refresh();
          },
          (error: unknown) => notifyRefusal(error),
        ),
    });
  }

  return (
    <Group gap="xs" data-testid="evaluation-actions">
      {actions.map((action) => (
        <Button
          key={action}
          color={action === 'return' ? 'orange' : undefined}
          loading={calls.pending === action}
          onClick={() => take(action)}
          data-testid={`action-${action}`}
        >
          {t(actionLabelKeys[action])}
        </Button>
      ))}
      {open ? (
        <Button
          variant="default"
          loading={busy === 'remind'}
          onClick={() => void remind()}
          data-testid="action-remind"
        >
          {t('perfSendReminder')}
        </Button>
      ) : null}
      <Button
        variant="default"
        loading={busy === 'links'}
        onClick={() => void copyLink()}
        data-testid="action-links"
      >
        {t('perfCopySupplierLink')}
      </Button>
      {evaluation.can.delete ? (
        <Button variant="subtle" color="red" onClick={remove} data-testid="action-delete">
          {t('delete')}
        </Button>
      ) : null}
      {dialog ? (
        <StepDialog kind={dialog} evaluation={evaluation} calls={calls} onClose={() => setDialog(null)} />
      ) : null}
    </Group>
  );
}
