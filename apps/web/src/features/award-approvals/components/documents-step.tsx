import { Anchor, Badge, Button, FileInput, Group, Progress, Stack, Table, Text } from '@mantine/core';
import { type AwardApproval, awardApprovalRules } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { formatFileSize } from '../../../ui/format.ts';
import { movedIds, ReorderButtons } from '../../../ui/reorder.tsx';
import {
  approvalDocumentUrl,
  attachSummaryReport,
  deleteApprovalDocument,
  updateApproval,
  uploadApprovalDocument,
} from '../api/award-approvals-queries.ts';
import type { useApprovalCall } from '../api/use-approval-call.ts';

/**
 * Step 2: the documents the people read, in the order they read them (000 §5: at least one).
 * Uploads show their progress; the summary report can join them as a document of its own.
 */
export function DocumentsStep({
  approval,
  call,
}: {
  approval: AwardApproval;
  call: ReturnType<typeof useApprovalCall>;
}) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const [percent, setPercent] = useState<number | null>(null);
  const { documents } = approval;
  const busy = call.pending !== null;
  const full = documents.length >= awardApprovalRules.maxDocuments;

  async function upload(file: File | null) {
    if (!file) return;
    setPercent(0);
    await call.run('upload', () =>
      uploadApprovalDocument(node, approval.id, file, (progress) =>
        setPercent(Math.round((progress.loaded / Math.max(1, progress.total)) * 100)),
      ),
    );
    setPercent(null);
  }

  const move = (index: number, step: -1 | 1) =>
    void call.run('order', () =>
      updateApproval(
        node,
        approval.id,
        {
          reportName: approval.reportName,
          reportNumber: approval.reportNumber,
          submissionId: approval.submissionId,
        },
        movedIds(
          documents.map((d) => d.id),
          index,
          step,
        ),
      ),
    );

  return (
    <Stack>
      <Group align="flex-end" data-testid="approval-upload">
        <FileInput
          label={t('awardApprovalsUpload')}
          placeholder={t('awardApprovalsUploadPlaceholder')}
          value={null}
          onChange={(file) => void upload(file)}
          disabled={busy || full}
          w={320}
        />
        <Button
          variant="light"
          loading={call.pending === 'summary'}
          disabled={busy || full}
          onClick={() => void call.run('summary', () => attachSummaryReport(node, approval.id))}
        >
          {t('awardApprovalsAttachReport')}
        </Button>
      </Group>
      {percent !== null ? (
        <Stack gap={2} data-testid="approval-upload-progress">
          <Progress value={percent} aria-label={t('awardApprovalsUploading', { percent })} />
          <Text size="xs" c="dimmed">
            {t('awardApprovalsUploading', { percent })}
          </Text>
        </Stack>
      ) : null}
      {documents.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('awardApprovalsNoDocuments')}
        </Text>
      ) : (
        <Table aria-label={t('awardApprovalsDocumentsLabel')}>
          <Table.Tbody>
            {documents.map((document, index) => (
              <Table.Tr key={document.id}>
                <Table.Td w={60}>
                  <ReorderButtons
                    name={document.fileName}
                    isFirst={index === 0}
                    isLast={index === documents.length - 1}
                    disabled={busy}
                    onMove={(step) => move(index, step)}
                  />
                </Table.Td>
                <Table.Td>
                  <Anchor href={approvalDocumentUrl(node, approval.id, document.id)} download>
                    {document.fileName}
                  </Anchor>
                  {document.isSummaryReport ? (
                    <Badge ml="xs" size="xs" variant="light">
                      {t('awardApprovalsSummaryBadge')}
                    </Badge>
                  ) : null}
                </Table.Td>
                <Table.Td>{formatFileSize(document.sizeInByte)}</Table.Td>
                <Table.Td>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    disabled={busy}
                    aria-label={t('awardApprovalsRemoveItem', { name: document.fileName })}
                    onClick={() =>
                      void call.run(`remove-${document.id}`, () =>
                        deleteApprovalDocument(node, approval.id, document.id),
                      )
                    }
                  >
                    {t('awardApprovalsRemove')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
