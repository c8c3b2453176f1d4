import {
  ActionIcon,
  Anchor,
  Button,
  FileButton,
  Group,
  Progress,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { type PerformanceEvaluation, performanceEvaluationRules } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../platform/i18n/index.ts';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { confirmAction } from '../../../ui/confirm-action.tsx';
import { useUploadProgress } from '../../../ui/document-upload.tsx';
import { formatDateTime, formatFileSize } from '../../../ui/format.ts';
import { CrossIcon } from '../../../ui/icons.tsx';
import { evaluationDocumentHref } from '../api/evaluation-queries.ts';
import type { EvaluationCalls } from './use-evaluation-calls.ts';

/** Why a file may not be attached, before it is sent: its size and the evaluation's count (the server checks again). */
function fileProblem(file: File, count: number): string | null {
  if (file.size > performanceEvaluationRules.documentMaxBytes) return i18n.t('performanceDocumentTooLarge');
  if (count >= performanceEvaluationRules.maxDocuments) {
    return i18n.t('performanceDocumentLimitReached', { max: performanceEvaluationRules.maxDocuments });
  }
  return null;
}

/**
 * The evaluation's attachments (001 §7 PerformanceEvaluationGeneralInput): each opens by its
 * link; those who may edit the evaluation attach files and delete them.
 */
export function Attachments({
  evaluation,
  calls,
}: {
  evaluation: PerformanceEvaluation;
  calls: EvaluationCalls;
}) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const progress = useUploadProgress();
  const [problem, setProblem] = useState<string | null>(null);
  const mayChange = evaluation.can.edit;

  function attach(file: File | null) {
    if (!file) return;
    const refused = fileProblem(file, evaluation.documents.length);
    setProblem(refused);
    if (refused) return;
    void progress.track((onProgress) => calls.upload(file, onProgress));
  }

  function remove(documentId: number, fileName: string) {
    confirmAction({
      title: t('perfAttachmentDeleteTitle'),
      message: t('perfAttachmentDeleteConfirm', { name: fileName }),
      confirmLabel: t('delete'),
      danger: true,
      onConfirm: () => void calls.removeDocument(documentId),
    });
  }

  return (
    <Stack gap="xs" data-testid="evaluation-attachments">
      <Group justify="space-between">
        <Title order={3} size="h4">
          {t('perfAttachments')}
        </Title>
        {mayChange ? (
          <FileButton onChange={attach}>
            {(props) => (
              <Button
                variant="default"
                size="xs"
                loading={calls.pending === 'upload'}
                {...props}
                data-testid="attachment-add"
              >
                {t('perfAttachmentAdd')}
              </Button>
            )}
          </FileButton>
        ) : null}
      </Group>
      {problem ? (
        <Text size="sm" c="red" role="alert">
          {problem}
        </Text>
      ) : null}
      {progress.percent !== null ? (
        <Progress value={progress.percent} aria-label={t('perfAttachmentUploading')} />
      ) : null}
      {evaluation.documents.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="attachments-empty">
          {t('perfAttachmentsEmpty')}
        </Text>
      ) : (
        <Table>
          <Table.Tbody>
            {evaluation.documents.map((document) => (
              <Table.Tr key={document.id} data-testid={`attachment-${document.id}`}>
                <Table.Td>
                  <Anchor
                    href={evaluationDocumentHref(node, document.id)}
                    size="sm"
                    download={document.fileName}
                  >
                    {document.fileName}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Text size="xs" c="dimmed">
                    {formatFileSize(document.sizeInByte)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="xs" c="dimmed">
                    {document.uploadedBy} · {formatDateTime(document.uploadedAt)}
                  </Text>
                </Table.Td>
                <Table.Td w={40}>
                  {mayChange ? (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('perfAttachmentDelete', { name: document.fileName })}
                      loading={calls.pending === `document-${document.id}`}
                      onClick={() => remove(document.id, document.fileName)}
                    >
                      <CrossIcon size={14} />
                    </ActionIcon>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
