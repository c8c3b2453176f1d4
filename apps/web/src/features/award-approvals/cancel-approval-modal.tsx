import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type AwardApproval, awardApprovalRules } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNodeRef } from '../../app/session/session-context.tsx';
import { useModalSave } from '../../ui/modal-form.tsx';
import { notifySaved } from '../../ui/notify.ts';
import { changeApprovalStatus, useApprovalCache } from './award-approvals-api.ts';

const reasonFields = {
  awardApprovalCancelReasonRequired: 'reason',
  awardApprovalReasonTooLong: 'reason',
};

/**
 * Cancels an approval with its reason (000 §5), which the people who had the link are mailed;
 * the server refuses an empty reason, and so does the form before sending.
 */
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
  const [reason, setReason] = useState('');
  const { errors, failure, saving, run } = useModalSave(reasonFields);

  async function cancel() {
    const problems: Record<string, string> = {};
    if (!reason.trim()) problems.reason = t('awardApprovalCancelReasonRequired');
    const done = await run(problems, async () =>
      cache.put(await changeApprovalStatus(node, approval.id, 'Cancelled', reason.trim())),
    );
    if (done) {
      notifySaved(t('awardApprovalsCancelledDone'));
      onClose();
    }
  }

  return (
    <Modal opened onClose={onClose} title={t('awardApprovalsCancelTitle', { name: approval.reportName })}>
      <Stack>
        <Text size="sm">{t('awardApprovalsCancelHint')}</Text>
        <Textarea
          label={t('awardApprovalsCancelReasonLabel')}
          required
          autosize
          minRows={3}
          maxLength={awardApprovalRules.cancelReasonMax}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={errors.reason}
        />
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('close')}
          </Button>
          <Button color="red" loading={saving} onClick={() => void cancel()}>
            {t('awardApprovalsCancel')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
