import { type AwardApproval, awardApprovalRules } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { ReasonModal } from '../../../ui/reason-modal.tsx';
import { changeApprovalStatus, useApprovalCache } from '../api/award-approvals-queries.ts';

/** Cancels an approval with its reason (000 §5), which the people who had the link are mailed. */
export function CancelApprovalModal({
  projectId,
  approval,
  onClose,
}: {
  projectId: number;
  approval: AwardApproval;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const cache = useApprovalCache(projectId);
  return (
    <ReasonModal
      title={t('awardApprovalsCancelTitle', { name: approval.reportName })}
      hint={t('awardApprovalsCancelHint')}
      label={t('awardApprovalsCancelReasonLabel')}
      maxLength={awardApprovalRules.cancelReasonMax}
      required={t('awardApprovalCancelReasonRequired')}
      reasonKeys={['awardApprovalCancelReasonRequired', 'awardApprovalReasonTooLong']}
      saveLabel={t('awardApprovalsCancel')}
      done={t('awardApprovalsCancelledDone')}
      onSave={async (reason) => cache.put(await changeApprovalStatus(node, approval.id, 'Cancelled', reason))}
      onClose={onClose}
    />
  );
}
