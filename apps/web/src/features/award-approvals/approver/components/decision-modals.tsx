import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type ApproverView, awardApprovalRules } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../platform/api/client.ts';
import { type ApproverRef, failureMessage, useApproverDecision } from '../api/approver-queries.ts';

/** 001 §9: the decline modal's width and its comments' height. */
const declineModalWidth = 690;
const commentRows = 8;

type DecisionModalProps = { approver: ApproverRef; view: ApproverView; onClose: () => void };

function FailureAlert({ error }: { error: unknown }) {
  const { t } = useTranslation();
  // A 401 leaves for /login (approver-api.ts): nothing to say here meanwhile.
  if (!error || (isApiError(error) && error.status === 401)) return null;
  return (
    <Alert color="red" role="alert" title={t('approverPageDecisionFailed')}>
      {failureMessage(error)}
    </Alert>
  );
}

/** Approving asks once more and sends no comment (000 §4); the answer is the summary's view. */
export function ApproveModal({ approver, view, onClose }: DecisionModalProps) {
  const { t } = useTranslation();
  const decision = useApproverDecision(approver);
  return (
    <Modal
      opened
      onClose={onClose}
      centered
      title={t('approverPageApproveTitle')}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack>
        <Text size="sm">
          {t('approverPageApproveConfirm', {
            project: [view.projectNumber, view.projectName].filter(Boolean).join(' '),
            company: view.companyName,
          })}
        </Text>
        <FailureAlert error={decision.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            color="green"
            loading={decision.isPending}
            onClick={() => decision.mutate({ status: 'Approved', comments: '' }, { onSuccess: onClose })}
            data-testid="approve-confirm"
          >
            {t('approverPageApprove')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Declining needs comments (000 §5): empty ones are refused here, and by the server too. */
export function DeclineModal({ approver, onClose }: DecisionModalProps) {
  const { t } = useTranslation();
  const decision = useApproverDecision(approver);
  const [comments, setComments] = useState('');
  const [missing, setMissing] = useState(false);
  // The server's refusal of the comments belongs under the field, not above the buttons.
  const keys = isApiError(decision.error) ? decision.error.keys : [];
  const commentsRefused = keys.some((key) => key.startsWith('awardApprovalComments'));

  function decline() {
    const trimmed = comments.trim();
    setMissing(trimmed === '');
    if (trimmed === '') return;
    decision.mutate({ status: 'Declined', comments: trimmed }, { onSuccess: onClose });
  }

  return (
    <Modal
      opened
      onClose={onClose}
      centered
      size={declineModalWidth}
      title={t('approverPageDeclineTitle')}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack>
        <Textarea
          label={t('approverPageComments')}
          description={t('approverPageDeclineHint')}
          withAsterisk
          rows={commentRows}
          maxLength={awardApprovalRules.commentsMax}
          value={comments}
          onChange={(event) => {
            setComments(event.currentTarget.value);
            setMissing(false);
          }}
          error={
            missing
              ? t('awardApprovalCommentsRequired')
              : commentsRefused
                ? failureMessage(decision.error)
                : undefined
          }
          data-autofocus
        />
        {commentsRefused ? null : <FailureAlert error={decision.error} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button color="red" loading={decision.isPending} onClick={decline} data-testid="decline-confirm">
            {t('approverPageDecline')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
