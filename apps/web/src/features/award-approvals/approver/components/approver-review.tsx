import { Alert, Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { type ApproverView, mayDecide } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApproverRef } from '../api/approver-queries.ts';
import { ApproverDocuments } from './approver-documents.tsx';
import { ApproverFacts } from './approver-facts.tsx';
import { ApproverWorkflow } from './approver-workflow.tsx';
import { ApproveModal, DeclineModal } from './decision-modals.tsx';

/**
 * The page before this person decides: who asks, what the award is, its documents and the
 * workflow. An approver whose turn it is gets Approve Award and Decline Award; a reviewer is told
 * that no decision is asked; anyone else sees where the approval stands.
 */
export function ApproverReview({ approver, view }: { approver: ApproverRef; view: ApproverView }) {
  const { t } = useTranslation();
  const [deciding, setDeciding] = useState<'approve' | 'decline' | null>(null);
  const reviewer = view.approver.role === 'reviewer';
  const close = () => setDeciding(null);
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={2} size="h3">
          {t('approverPageGreeting', { name: view.approver.fullName })}
        </Title>
        <Text>
          {t(reviewer ? 'approverPageReviewIntro' : 'approverPageIntro', { agency: view.agencyName })}
        </Text>
      </Stack>
      <ApproverFacts view={view} />
      {mayDecide(view.status, view.approver) ? (
        <Group data-testid="approver-decision">
          <Button color="green" onClick={() => setDeciding('approve')}>
            {t('approverPageApprove')}
          </Button>
          <Button color="red" variant="outline" onClick={() => setDeciding('decline')}>
            {t('approverPageDecline')}
          </Button>
        </Group>
      ) : (
        <Alert color="blue" data-testid="approver-no-decision">
          {t(reviewer ? 'approverPageReviewerNote' : 'awardApprovalDecisionClosed')}
        </Alert>
      )}
      <Divider />
      <ApproverDocuments approver={approver} documents={view.awardApprovalDocuments} />
      <ApproverWorkflow people={view.awardApprovalWorkflows} />
      {deciding === 'approve' ? <ApproveModal approver={approver} view={view} onClose={close} /> : null}
      {deciding === 'decline' ? <DeclineModal approver={approver} view={view} onClose={close} /> : null}
    </Stack>
  );
}
