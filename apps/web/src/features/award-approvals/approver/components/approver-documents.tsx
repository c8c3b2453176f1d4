import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../../../ui/format.ts';
import { EmptyResult } from '../../../../ui/page-states.tsx';
import { type ApproverDocument, type ApproverRef, documentDownloadUrl } from '../api/approver-queries.ts';
import { DocumentPreviewModal } from './document-preview-modal.tsx';

/** The award's documents in the buyer's order: each can be reviewed (previewed) or downloaded. */
export function ApproverDocuments({
  approver,
  documents,
}: {
  approver: ApproverRef;
  documents: readonly ApproverDocument[];
}) {
  const { t } = useTranslation();
  const [previewAt, setPreviewAt] = useState<number | null>(null);
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('approverPageDocuments')}
      </Title>
      {documents.length === 0 ? (
        <EmptyResult title={t('approverPageNoDocuments')} />
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing="sm" data-testid="approver-documents">
            <Table.Tbody>
              {documents.map((document, index) => (
                <Table.Tr key={document.id}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {document.fileName}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatFileSize(document.sizeInByte)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => setPreviewAt(index)}
                        aria-label={t('approverPageReviewDocumentOf', { name: document.fileName })}
                      >
                        {t('approverPageReviewDocument')}
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        component="a"
                        href={documentDownloadUrl(approver, document.id)}
                        download={document.fileName}
                        aria-label={t('approverPageDownloadOf', { name: document.fileName })}
                      >
                        {t('approverPageDownload')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {previewAt === null ? null : (
        <DocumentPreviewModal
          approver={approver}
          documents={documents}
          startAt={previewAt}
          onClose={() => setPreviewAt(null)}
        />
      )}
    </Stack>
  );
}
