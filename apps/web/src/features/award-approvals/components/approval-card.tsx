import { Alert, Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AwardApproval } from '@procura/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { formatDateTime } from '../../../ui/format.ts';
import { approvalDocumentUrl } from '../api/award-approvals-queries.ts';
import type { useApprovalCall } from '../api/use-approval-call.ts';
import { ApprovalActions } from './approval-actions.tsx';
import { ApprovalPeople } from './approval-people.tsx';
import { ApprovalStatusBadge } from './approval-status-badge.tsx';
import { MissingForSend } from './missing-for-send.tsx';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

/** One approval of the project: its report, supplier, status, documents and people, and actions. */
export function ApprovalCard({
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
  return (
    <Card withBorder padding="md" data-testid={`approval-${approval.id}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Group gap="sm">
            <Title order={3}>{approval.reportName}</Title>
            <ApprovalStatusBadge status={approval.status} testId={`approval-status-${approval.id}`} />
          </Group>
          <ApprovalActions
            projectId={projectId}
            approval={approval}
            canAct={canAct}
            call={call}
            onEdit={onEdit}
          />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Fact label={t('awardApprovalsReportNumber')}>{approval.reportNumber}</Fact>
          <Fact label={t('awardApprovalsSupplier')}>{approval.companyName}</Fact>
          <Fact label={t('awardApprovalsSentAt')}>
            {approval.sentAt ? formatDateTime(approval.sentAt) : t('awardApprovalsNotSent')}
          </Fact>
        </SimpleGrid>
        {approval.status === 'Cancelled' && approval.cancelReason ? (
          <Alert color="gray" title={t('awardApprovalsCancelReasonLabel')}>
            {approval.cancelReason}
          </Alert>
        ) : null}
        {approval.status === 'Declined' ? <Alert color="red">{t('awardApprovalsDeclinedHint')}</Alert> : null}
        {approval.status === 'Correcting' ? (
          <Alert color="orange">{t('awardApprovalsCorrectingHint')}</Alert>
        ) : null}
        {canAct ? <MissingForSend approval={approval} /> : null}
        <Fact label={t('awardApprovalsDocumentsLabel')}>
          {approval.documents.length === 0
            ? t('awardApprovalsNoDocuments')
            : approval.documents.map((document, index) => (
                <span key={document.id}>
                  {index > 0 ? ', ' : null}
                  <Anchor href={approvalDocumentUrl(node, approval.id, document.id)} download>
                    {document.fileName}
                  </Anchor>
                </span>
              ))}
        </Fact>
        <ApprovalPeople approval={approval} canAct={canAct} call={call} />
      </Stack>
    </Card>
  );
}
