import { Alert, Anchor, Button, FileButton, Group, Progress, Stack, Table, Text } from '@mantine/core';
import {
  type ContractEnvelope,
  type EnvelopeDocument,
  envelopeFileType,
  envelopeFileTypes,
  envelopeRules,
  type MessageKey,
} from '@procura/contract';
import { type ComponentProps, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { confirmAction } from '../../../ui/confirm-action.tsx';
import { formatFileSize } from '../../../ui/format.ts';
import { movedIds, ReorderButtons } from '../../../ui/reorder.tsx';
import {
  deleteEnvelopeDocument,
  documentPreviewUrl,
  sortDocuments,
  uploadEnvelopeDocument,
} from '../api/envelope-queries.ts';
import type { EnvelopeCall } from '../api/use-envelope-call.ts';
import { mayChangeContent } from '../presenters.ts';

const accept = envelopeFileTypes.map((type) => `.${type}`).join(',');

/**
 * Why a file cannot join the envelope, checked before it is sent with the server's own rules
 * (decision 250: the types by name, 10 MB a file, 25 MB together), or null.
 */
export function uploadProblem(file: File, documents: readonly EnvelopeDocument[]): MessageKey | null {
  if (!envelopeFileType(file.name)) return 'envelopeFileTypeInvalid';
  const sofar = documents.reduce((sum, d) => sum + d.sizeInByte, 0);
  if (file.size > envelopeRules.maxFileBytes || sofar + file.size > envelopeRules.maxEnvelopeBytes) {
    return 'attachmentTooLargeEnvelope';
  }
  return null;
}

/** What becomes of a document: a PDF signed in place, converted to one, or attached as it is. */
function DocumentNote({ document }: { document: EnvelopeDocument }) {
  const { t } = useTranslation();
  if (document.pageCount === null) {
    return (
      <Text size="xs" c="orange.8" data-testid={`document-note-${document.id}`}>
        {t('builderDocumentAsIs')}
      </Text>
    );
  }
  const pages = t('builderDocumentPages', { count: document.pageCount });
  return (
    <Text size="xs" c="dimmed" data-testid={`document-note-${document.id}`}>
      {document.converted ? `${t('builderDocumentConverted')} · ${pages}` : pages}
    </Text>
  );
}

/**
 * The envelope's documents in the order they are signed: uploaded with progress after the type
 * and size checks, previewed as the PDF that is signed, reordered and removed while it may change.
 */
export function EnvelopeDocuments({ envelope, call }: { envelope: ContractEnvelope; call: EnvelopeCall }) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const resetFile = useRef<() => void>(null);
  const ref = { contractId: envelope.contractId, envelopeId: envelope.id };
  const { documents } = envelope;
  const editable = mayChangeContent(envelope);
  const busy = call.pending !== null;
  const full = documents.length >= envelopeRules.maxDocuments;

  async function upload(file: File | null) {
    resetFile.current?.();
    if (!file) return;
    const refused = uploadProblem(file, documents);
    setProblem(refused);
    if (refused) return;
    setPercent(0);
    await call.run(
      'upload',
      () =>
        uploadEnvelopeDocument(node, ref, file, (progress) =>
          setPercent(Math.round((progress.loaded / Math.max(1, progress.total)) * 100)),
        ),
      t('builderDocumentAdded', { name: file.name }),
    );
    setPercent(null);
  }

  const move = (index: number, step: -1 | 1) =>
    void call.run('order', () =>
      sortDocuments(
        node,
        ref,
        movedIds(
          documents.map((d) => d.id),
          index,
          step,
        ),
      ),
    );

  function remove(document: EnvelopeDocument) {
    confirmAction({
      title: t('builderDocumentRemoveTitle'),
      message: t('builderDocumentRemoveConfirm', { name: document.fileName }),
      confirmLabel: t('builderRemove'),
      danger: true,
      onConfirm: () =>
        void call.run(
          `remove-${document.id}`,
          () => deleteEnvelopeDocument(node, ref, document.id),
          t('builderDocumentRemoved', { name: document.fileName }),
        ),
    });
  }

  return (
    <Stack data-testid="envelope-documents">
      {editable ? (
        <Stack gap={4}>
          <Group>
            <FileButton
              onChange={(file) => void upload(file)}
              accept={accept}
              disabled={busy || full}
              resetRef={resetFile}
              // The file input itself, for journeys that set its files.
              inputProps={{ 'data-testid': 'document-upload' } as ComponentProps<'input'>}
            >
              {(props) => (
                <Button
                  {...props}
                  variant="light"
                  disabled={busy || full}
                  loading={call.pending === 'upload'}
                >
                  {t('builderDocumentUpload')}
                </Button>
              )}
            </FileButton>
            <Text size="xs" c="dimmed">
              {t('builderDocumentRules')}
            </Text>
          </Group>
          {problem ? (
            <Alert
              color="red"
              role="alert"
              data-testid="document-problem"
              withCloseButton
              onClose={() => setProblem(null)}
            >
              {t(problem)}
            </Alert>
          ) : null}
        </Stack>
      ) : null}
      {percent !== null ? (
        <Stack gap={2} data-testid="document-upload-progress">
          <Progress value={percent} aria-label={t('builderDocumentUploading', { percent })} />
          <Text size="xs" c="dimmed">
            {t('builderDocumentUploading', { percent })}
          </Text>
        </Stack>
      ) : null}
      {documents.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('builderDocumentsEmpty')}
        </Text>
      ) : (
        <Table aria-label={t('builderDocumentsLabel')}>
          <Table.Tbody>
            {documents.map((document, index) => (
              <Table.Tr key={document.id} data-testid={`document-row-${document.id}`}>
                {editable ? (
                  <Table.Td w={60}>
                    <ReorderButtons
                      name={document.fileName}
                      isFirst={index === 0}
                      isLast={index === documents.length - 1}
                      disabled={busy}
                      onMove={(step) => move(index, step)}
                    />
                  </Table.Td>
                ) : null}
                <Table.Td>
                  <Anchor
                    href={documentPreviewUrl(node, ref, document.id)}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('builderDocumentPreviewItem', { name: document.fileName })}
                  >
                    {document.fileName}
                  </Anchor>
                  <DocumentNote document={document} />
                </Table.Td>
                <Table.Td>{formatFileSize(document.sizeInByte)}</Table.Td>
                {editable ? (
                  <Table.Td>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      disabled={busy}
                      loading={call.pending === `remove-${document.id}`}
                      aria-label={t('builderDocumentRemoveItem', { name: document.fileName })}
                      onClick={() => remove(document)}
                    >
                      {t('builderRemove')}
                    </Button>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
