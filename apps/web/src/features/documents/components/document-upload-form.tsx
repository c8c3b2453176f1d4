import { Alert, Button, FileInput, Group, Progress, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { bidDocumentRules, cleanFileName, type ProjectDocument, sameFileName } from '@procura/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../platform/api/client.ts';
import { i18n } from '../../../platform/i18n/index.ts';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { notifySaved } from '../../../ui/notify.ts';
import { uploadDocument } from '../api/documents-queries.ts';

/** Why a chosen file cannot go, by the contract's rules, before a byte is sent; null when it can. */
export function refusalOfFile(
  file: File,
  documents: readonly Pick<ProjectDocument, 'id' | 'fileName'>[],
  replacingId?: number,
): string | null {
  if (file.size > bidDocumentRules.maxBytes) return i18n.t('documentFileTooLarge');
  if (file.size === 0) return i18n.t('documentFileEmpty');
  const name = cleanFileName(file.name);
  if (!name) return i18n.t('documentFileNameInvalid');
  if (documents.some((d) => d.id !== replacingId && sameFileName(d.fileName, name))) {
    return i18n.t('documentNameTaken', { name });
  }
  return null;
}

/** A secured PDF is kept, with the server's warning shown once (001 §8 Document). */
export function showWarnings(document: ProjectDocument | null): void {
  for (const warning of document?.warnings ?? []) {
    notifications.show({ message: warning.message, color: 'yellow', autoClose: false });
  }
}

/**
 * Uploads one document with a progress bar: the file is checked by the contract's rules first
 * (1 GB, a name the source does not have yet), then sent with its progress reported; the upload
 * can be cancelled. Refusals show under the form in the server's words.
 */
export function DocumentUploadForm({
  tenderId,
  documents,
  onUploaded,
}: {
  tenderId: number;
  documents: readonly ProjectDocument[];
  onUploaded: () => Promise<void> | void;
}) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const [file, setFile] = useState<File | null>(null);
  const [displayName, setDisplayName] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  const full = documents.length >= bidDocumentRules.maxPerSource;

  function choose(chosen: File | null) {
    setFailure(null);
    setFile(chosen);
    setFileError(chosen ? refusalOfFile(chosen, documents) : null);
  }

  async function upload() {
    if (!file || fileError) return;
    const controller = new AbortController();
    abort.current = controller;
    setFailure(null);
    setPercent(0);
    try {
      const document = await uploadDocument(
        node,
        { tenderId, file, displayName },
        {
          signal: controller.signal,
          onProgress: ({ loaded, total }) => setPercent(total > 0 ? Math.round((loaded / total) * 100) : 0),
        },
      );
      showWarnings(document);
      notifySaved(t('documentUploaded'));
      setFile(null);
      setDisplayName('');
      await onUploaded();
    } catch (error) {
      if (!controller.signal.aborted) {
        setFailure(isApiError(error) && error.messages[0] ? error.messages[0] : t('documentUploadFailed'));
      }
    } finally {
      abort.current = null;
      setPercent(null);
    }
  }

  if (full) {
    return (
      <Alert color="gray" data-testid="documents-full">
        {t('documentsFull', { max: bidDocumentRules.maxPerSource })}
      </Alert>
    );
  }
  const uploading = percent !== null;
  return (
    <Stack gap="xs" data-testid="document-upload">
      <Group align="flex-start" grow>
        <FileInput
          label={t('documentFileLabel')}
          placeholder={t('documentChooseFile')}
          value={file}
          onChange={choose}
          error={fileError}
          clearable
          disabled={uploading}
        />
        <TextInput
          label={t('documentDisplayNameLabel')}
          description={t('documentDisplayNameHint')}
          value={displayName}
          maxLength={bidDocumentRules.maxNameLength}
          onChange={(event) => setDisplayName(event.currentTarget.value)}
          disabled={uploading}
        />
      </Group>
      {uploading ? (
        <Group gap="sm" wrap="nowrap">
          <Progress
            value={percent}
            flex={1}
            aria-label={t('documentUploading', { percent })}
            data-testid="upload-progress"
          />
          <Text size="sm">{t('documentUploading', { percent })}</Text>
          <Button variant="subtle" size="compact-sm" onClick={() => abort.current?.abort()}>
            {t('documentCancelUpload')}
          </Button>
        </Group>
      ) : null}
      {failure ? (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      ) : null}
      <Group>
        <Button onClick={() => void upload()} disabled={!file || fileError !== null} loading={uploading}>
          {t('documentUpload')}
        </Button>
      </Group>
    </Stack>
  );
}
