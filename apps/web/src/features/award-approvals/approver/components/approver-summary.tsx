import { Button, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ApproverView } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../ui/format.ts';
import { type ApproverRef, allDocumentsUrl } from '../api/approver-queries.ts';
import { ApproverDocuments } from './approver-documents.tsx';
import { ApproverFacts } from './approver-facts.tsx';
import { ApproverStatusBadge, ApproverWorkflow } from './approver-workflow.tsx';

/**
 * After this person decided (000 §4: Approved or Declined shows the summary): their decision,
 * comments and date, where the others stand, and the documents, all at once or one by one.
 */
export function ApproverSummary({ approver, view }: { approver: ApproverRef; view: ApproverView }) {
  const { t } = useTranslation();
  const { status, comments, decidedAt } = view.approver;
  const hasDocuments = view.awardApprovalDocuments.length > 0;
  return (
    <Stack gap="lg" data-testid="approver-summary">
      <Stack gap="xs">
        <Title order={2} size="h3">
          {t('approverPageSummaryTitle')}
        </Title>
        <Text>{t('approverPageGreeting', { name: view.approver.fullName })}</Text>
      </Stack>
      <ApproverFacts view={view} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Stack gap={4}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('approverPageYourDecision')}
          </Text>
          <Group>
            <ApproverStatusBadge status={status} />
          </Group>
        </Stack>
        <Stack gap={4}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('approverPageDecidedAt')}
          </Text>
          <Text size="sm">{formatDateTime(decidedAt)}</Text>
        </Stack>
      </SimpleGrid>
      <Stack gap={4}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {t('approverPageYourComments')}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="approver-comments">
          {comments || t('approverPageNoComments')}
        </Text>
      </Stack>
      {hasDocuments ? (
        <Group>
          <Button component="a" href={allDocumentsUrl(approver)} download>
            {t('approverPageDownloadAll')}
          </Button>
        </Group>
      ) : null}
      <Divider />
      <ApproverWorkflow people={view.awardApprovalWorkflows} />
      <ApproverDocuments approver={approver} documents={view.awardApprovalDocuments} />
    </Stack>
  );
}
