import { Button, Group, List, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AwardApproval } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { sendApproval } from '../api/award-approvals-queries.ts';
import type { useApprovalCall } from '../api/use-approval-call.ts';
import { approvalActions, roleLabels } from '../presenters.ts';
import { ApprovalStatusBadge } from './approval-status-badge.tsx';
import { MissingForSend } from './missing-for-send.tsx';

/**
 * Step 4: the approval as its people will see it, what is still missing, and Send (000 §4: the
 * first person is mailed; one being corrected is resent and starts over).
 */
export function ReviewStep({
  approval,
  call,
  onSent,
}: {
  approval: AwardApproval;
  call: ReturnType<typeof useApprovalCall>;
  onSent: () => void;
}) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const can = approvalActions(approval);
  const correcting = approval.status === 'Correcting';

  async function send() {
    const sent = await call.run('send', () => sendApproval(node, approval.id), t('awardApprovalsSentDone'));
    if (sent) onSent();
  }

  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Text size="sm">
          <b>{t('awardApprovalsReportName')}:</b> {approval.reportName}
        </Text>
        <Text size="sm">
          <b>{t('awardApprovalsReportNumber')}:</b> {approval.reportNumber}
        </Text>
        <Text size="sm">
          <b>{t('awardApprovalsSupplier')}:</b> {approval.companyName}
        </Text>
        <Group gap="xs">
          <Text size="sm" fw={700}>
            {t('awardApprovalsColumnStatus')}:
          </Text>
          <ApprovalStatusBadge status={approval.status} testId="review-status" />
        </Group>
      </SimpleGrid>
      <div>
        <Text size="sm" fw={700}>
          {t('awardApprovalsDocumentsLabel')}
        </Text>
        <List type="ordered" size="sm">
          {approval.documents.map((d) => (
            <List.Item key={d.id}>{d.fileName}</List.Item>
          ))}
        </List>
      </div>
      <div>
        <Text size="sm" fw={700}>
          {t('awardApprovalsPeopleLabel')}
        </Text>
        <List type="ordered" size="sm">
          {approval.workflow.map((p) => (
            <List.Item key={p.id}>
              {p.fullName} ({t(roleLabels[p.role])})
            </List.Item>
          ))}
        </List>
      </div>
      <MissingForSend approval={approval} />
      {can.send ? (
        <Group justify="flex-end">
          <Button disabled={!can.ready} loading={call.pending === 'send'} onClick={() => void send()}>
            {correcting ? t('awardApprovalsResend') : t('awardApprovalsSend')}
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {approval.status === 'Declined'
            ? t('awardApprovalsDeclinedHint')
            : t('awardApprovalsNothingToSend')}
        </Text>
      )}
    </Stack>
  );
}
