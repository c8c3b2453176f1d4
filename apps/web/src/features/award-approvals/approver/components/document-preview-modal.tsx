import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { canPreviewDocument } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyResult } from '../../../../ui/page-states.tsx';
import {
  type ApproverDocument,
  type ApproverRef,
  documentDownloadUrl,
  documentPreviewUrl,
} from '../api/approver-queries.ts';

/** 001 §9: moving through the documents settles this long before the shown file changes. */
export const previewNavigationDebounceMs = 40;

/**
 * Reviews the award's documents one at a time, starting with the one chosen: PDFs of 5 MB or less
 * in the browser's viewer, anything else offered for download (000 §5). Previous and next step
 * through the list; the counter follows at once, the viewer once the clicks settle, so quick
 * clicks do not load every file on the way.
 */
export function DocumentPreviewModal({
  approver,
  documents,
  startAt,
  onClose,
}: {
  approver: ApproverRef;
  documents: readonly ApproverDocument[];
  startAt: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(startAt);
  const [shownIndex] = useDebouncedValue(index, previewNavigationDebounceMs);
  const document = documents[shownIndex];
  const total = documents.length;
  return (
    <Modal
      opened
      onClose={onClose}
      size={document && canPreview(document) ? '90%' : 'lg'}
      title={document?.fileName ?? t('approverPageNoFile')}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack>
        {!document ? (
          <EmptyResult title={t('approverPageNoFile')} />
        ) : canPreview(document) ? (
          <iframe
            key={document.id}
            src={documentPreviewUrl(approver, document.id)}
            title={document.fileName}
            referrerPolicy="no-referrer"
            style={{ width: '100%', height: '70vh', border: 0 }}
            data-testid="approver-preview"
          />
        ) : (
          <Stack gap="sm" data-testid="approver-no-preview">
            <Text size="sm">{t('approverPageNoPreview', { name: document.fileName })}</Text>
            <Group>
              <Button
                component="a"
                href={documentDownloadUrl(approver, document.id)}
                download={document.fileName}
              >
                {t('approverPageDownload')}
              </Button>
            </Group>
          </Stack>
        )}
        <Group justify="space-between">
          <Button
            variant="default"
            disabled={index <= 0}
            onClick={() => setIndex((current) => Math.max(0, current - 1))}
          >
            {t('approverPagePrevious')}
          </Button>
          <Text size="sm" aria-live="polite" data-testid="approver-preview-count">
            {t('approverPagePreviewCount', { index: total === 0 ? 0 : index + 1, total })}
          </Text>
          <Group gap="xs">
            <Button
              variant="default"
              disabled={index >= total - 1}
              onClick={() => setIndex((current) => Math.min(total - 1, current + 1))}
            >
              {t('approverPageNext')}
            </Button>
            <Button variant="default" onClick={onClose}>
              {t('close')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}

function canPreview(document: ApproverDocument): boolean {
  return canPreviewDocument({ contentType: document.type, sizeInByte: document.sizeInByte });
}
