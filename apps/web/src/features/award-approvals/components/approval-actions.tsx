import { Button, Group } from '@mantine/core';
import type { AwardApproval } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { confirmAction } from '../../../ui/confirm-action.tsx';
import { notifySaved } from '../../../ui/notify.ts';
import { notifyRefusal } from '../../../ui/use-cached-call.ts';
import {
  approvalReportUrl,
  changeApprovalStatus,
  deleteApproval,
  sendApproval,
} from '../api/award-approvals-queries.ts';
import type { useApprovalCall } from '../api/use-approval-call.ts';
import { approvalActions } from '../presenters.ts';
import { CancelApprovalModal } from './cancel-approval-modal.tsx';

/**
 * The buttons of one approval, as its status allows (000 §4, §5): Edit, Send (Resend once
 * corrected), Cancel with a reason, Reset after a decline or cancel, Delete, and the report. The
 * buyer without the right to act sees the report only.
 */
export function ApprovalActions({
  projectId,
  approval,
  canAct,
  call,
  onEdit,
}: {
  projectId: number;
  approval: AwardApproval;
  canAct: boolean;
  call: ReturnType<typeof useApprovalCall>;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const [cancelling, setCancelling] = useState(false);
  const can = approvalActions(approval);
  const name = approval.reportName;

  function remove() {
    confirmAction({
      title: t('awardApprovalsDeleteTitle'),
      message: t('awardApprovalsDeleteConfirm', { name }),
      confirmLabel: t('delete'),
      danger: true,
      onConfirm: () =>
        void deleteApproval(node, approval.id)
          .then(() => {
            call.cache.remove(approval.id);
            notifySaved(t('awardApprovalsDeletedDone'));
          })
          .catch(notifyRefusal),
    });
  }

  const send = () =>
    void call.run('send', () => sendApproval(node, approval.id), t('awardApprovalsSentDone'));
  const reset = () =>
    void call.run(
      'reset',
      () => changeApprovalStatus(node, approval.id, 'Draft'),
      t('awardApprovalsResetDone'),
    );

  return (
    <Group gap="xs">
      {canAct && can.edit ? (
        <Button size="compact-sm" variant="default" onClick={onEdit} aria-label={t('editItem', { name })}>
          {t('edit')}
        </Button>
      ) : null}
      {canAct && can.send ? (
        <Button
          size="compact-sm"
          disabled={!can.ready}
          loading={call.pending === 'send'}
          onClick={send}
          aria-label={t('awardApprovalsSendItem', { name })}
        >
          {approval.status === 'Correcting' ? t('awardApprovalsResend') : t('awardApprovalsSend')}
        </Button>
      ) : null}
      {canAct && can.reset ? (
        <Button
          size="compact-sm"
          variant="light"
          color="orange"
          loading={call.pending === 'reset'}
          onClick={reset}
          aria-label={t('awardApprovalsResetItem', { name })}
        >
          {t('awardApprovalsReset')}
        </Button>
      ) : null}
      {canAct && can.cancel ? (
        <Button size="compact-sm" variant="light" color="red" onClick={() => setCancelling(true)}>
          {t('awardApprovalsCancel')}
        </Button>
      ) : null}
      {canAct && can.delete ? (
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          onClick={remove}
          aria-label={t('deleteItem', { name })}
        >
          {t('delete')}
        </Button>
      ) : null}
      <Button
        size="compact-sm"
        variant="subtle"
        component="a"
        href={approvalReportUrl(node, approval.id)}
        download
      >
        {t('awardApprovalsDownloadReport')}
      </Button>
      {cancelling ? (
        <CancelApprovalModal projectId={projectId} approval={approval} onClose={() => setCancelling(false)} />
      ) : null}
    </Group>
  );
}
