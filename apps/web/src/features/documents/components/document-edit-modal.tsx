import { Alert, Button, FileInput, Group, Modal, Progress, Stack, TextInput } from '@mantine/core';
import { bidDocumentRules, type ProjectDocument } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../platform/api/client.ts';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { notifySaved } from '../../../ui/notify.ts';
import { updateDocument } from '../api/documents-queries.ts';
import { refusalOfFile, showWarnings } from './document-upload-form.tsx';

/** Renames a document and, optionally, replaces its file (with upload progress). */
export function DocumentEditModal({
  document,
  documents,
  onClose,
  onSaved,
}: {
  document: ProjectDocument;
  documents: readonly ProjectDocument[];
  onClose: () => void;
  onSaved: () => Promise<void> | void;
}) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const [displayName, setDisplayName] = useState(document.displayName);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const blankName = displayName.trim() === '' && !file;

  async function save() {
    setFailure(null);
    setPercent(0);
    try {
      const saved = await updateDocument(
        node,
        { documentId: document.id, displayName, file },
        { onProgress: ({ loaded, total }) => setPercent(total > 0 ? Math.round((loaded / total) * 100) : 0) },
      );
      showWarnings(saved);
      notifySaved();
      await onSaved();
      onClose();
    } catch (error) {
      setFailure(isApiError(error) && error.messages[0] ? error.messages[0] : t('documentUploadFailed'));
    } finally {
      setPercent(null);
    }
  }

  const saving = percent !== null;
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('documentRenameTitle')}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack>
        <TextInput
          label={t('documentDisplayNameLabel')}
          value={displayName}
          maxLength={bidDocumentRules.maxNameLength}
          onChange={(event) => setDisplayName(event.currentTarget.value)}
          error={blankName ? t('requiredField') : null}
          disabled={saving}
          data-autofocus
        />
        <FileInput
          label={t('documentReplaceLabel')}
          placeholder={t('documentChooseFile')}
          value={file}
          onChange={(chosen) => {
            setFile(chosen);
            setFileError(chosen ? refusalOfFile(chosen, documents, document.id) : null);
          }}
          error={fileError}
          clearable
          disabled={saving}
        />
        {saving && file ? (
          <Progress value={percent} aria-label={t('documentUploading', { percent })} />
        ) : null}
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={saving}>
            {t('cancel')}
          </Button>
          <Button onClick={() => void save()} loading={saving} disabled={blankName || fileError !== null}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
