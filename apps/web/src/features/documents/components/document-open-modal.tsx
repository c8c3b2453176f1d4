import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { canPreviewDocument, type ProjectDocument } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { documentUrl } from '../api/documents-queries.ts';

/**
 * Opens a document: PDFs of 5 MB or less are previewed in the browser's own viewer; anything else
 * asks whether to download (000 §5, 001 §9).
 */
export function DocumentOpenModal({
  document,
  onClose,
}: {
  document: ProjectDocument | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const node = useNodeRef();
  if (!document) return null;
  const download = documentUrl(node, document.id);
  const previewable = canPreviewDocument(document);
  return (
    <Modal
      opened
      onClose={onClose}
      size={previewable ? '90%' : 'md'}
      title={
        previewable
          ? t('documentPreviewTitle', { name: document.displayName })
          : t('documentNoPreviewTitle', { name: document.displayName })
      }
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack>
        {previewable ? (
          <iframe
            src={documentUrl(node, document.id, true)}
            title={t('documentPreviewTitle', { name: document.displayName })}
            style={{ width: '100%', height: '75vh', border: 0 }}
            data-testid="document-preview"
          />
        ) : (
          <Text size="sm">{t('documentNoPreview')}</Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {previewable ? t('close') : t('cancel')}
          </Button>
          <Button
            component="a"
            href={download}
            download={document.fileName}
            onClick={previewable ? undefined : onClose}
          >
            {t('documentDownload')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
