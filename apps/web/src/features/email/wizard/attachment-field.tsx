import { Alert, Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { attachmentProblem, type EmailAttachment } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../platform/api/client.ts';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { formatFileSize } from '../../../ui/format.ts';
import { deleteEmailDocument, uploadEmailDocument } from '../api/send-queries.ts';

/**
 * The mail's one attachment: a file is checked for its size before it leaves (000 §9), uploaded at
 * once, and replaces the one before it, which the server is told to drop. Until it is uploaded
 * (while it goes, or after a failure) the draft carries the not-uploaded warning.
 */
export function AttachmentField({
  attachment,
  onAttachment,
  onPendingChange,
}: {
  attachment: EmailAttachment | null;
  onAttachment: (attachment: EmailAttachment | null) => void;
  onPendingChange: (pending: boolean) => void;
}) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  async function upload(chosen: File) {
    setUploading(true);
    setProblem(null);
    try {
      const stored = await uploadEmailDocument(node, chosen);
      // The previous one is dropped only once its successor is stored: a failure keeps what was there.
      if (attachment) await deleteEmailDocument(node, attachment.id).catch(() => undefined);
      onAttachment(stored);
      setFile(null);
      onPendingChange(false);
    } catch (error) {
      setProblem(isApiError(error) ? error.messages.join(' ') : t('unknownError'));
    } finally {
      setUploading(false);
    }
  }

  function choose(chosen: File | null) {
    setProblem(null);
    if (chosen === null) {
      setFile(null);
      onPendingChange(false);
      return;
    }
    const refusal = attachmentProblem(chosen.size);
    if (refusal) {
      setFile(null);
      onPendingChange(false);
      setProblem(t(refusal));
      return;
    }
    setFile(chosen);
    onPendingChange(true);
    void upload(chosen);
  }

  function remove() {
    if (!attachment) return;
    const { id } = attachment;
    onAttachment(null);
    void deleteEmailDocument(node, id).catch(() => undefined);
  }

  return (
    <Stack gap={4} data-testid="email-attachment-field">
      <FileInput
        label={t('emailWizardAttachment')}
        description={t('emailWizardAttachmentHint')}
        placeholder={t('emailWizardAttachmentChoose')}
        value={file}
        onChange={choose}
        disabled={uploading}
        clearable
        error={problem}
      />
      {file && !uploading && problem ? (
        <Button
          size="compact-sm"
          variant="light"
          style={{ alignSelf: 'flex-start' }}
          onClick={() => void upload(file)}
        >
          {t('emailWizardAttachmentRetry')}
        </Button>
      ) : null}
      {file ? (
        <Alert color="yellow" data-testid="email-file-not-uploaded">
          {t('emailFileNotUploaded')}
        </Alert>
      ) : null}
      {attachment ? (
        <Group gap="xs" data-testid="email-attachment">
          <Text size="sm">
            {attachment.fileName} ({formatFileSize(attachment.size)})
          </Text>
          <Button size="compact-xs" variant="subtle" color="red" onClick={remove}>
            {t('emailWizardAttachmentRemove')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
