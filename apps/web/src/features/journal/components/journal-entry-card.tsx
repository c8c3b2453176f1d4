import { Anchor, Badge, Button, Card, FileInput, Group, Stack, Text, Textarea } from '@mantine/core';
import { formatZoned, type JournalEntry, journalDocumentMaxBytes } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../platform/session/session-context.tsx';
import { confirmAction } from '../../../ui/confirm-action.tsx';
import { fullNameOf, UserAvatar } from '../../../ui/user-avatar.tsx';
import { useJournalChanges, useJournalDocumentUrl } from '../api/journal-queries.ts';

const megabytes = journalDocumentMaxBytes / 1024 / 1024;

function sizeOf(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * One journal entry: its note, author and time, pin, comments and files. Editing, deleting and
 * attaching follow the server's `canEdit` (the author or product support); pinning and comments
 * need only the right to act on the project.
 */
export function JournalEntryCard({
  entry,
  projectId,
  canAct,
}: {
  entry: JournalEntry;
  projectId: number;
  canAct: boolean;
}) {
  const { t } = useTranslation();
  const { info } = useSession();
  const zone = info.customer.timezone;
  const changes = useJournalChanges(projectId);
  const documentUrl = useJournalDocumentUrl();
  const [editing, setEditing] = useState(false);
  const [note, setNote] = useState(entry.note);
  const [comment, setComment] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const tooLarge = file !== null && file.size > journalDocumentMaxBytes;
  const mayEdit = canAct && entry.canEdit;

  return (
    <Card withBorder data-testid={`journal-entry-${entry.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="sm" wrap="nowrap">
            {entry.createdBy ? <UserAvatar person={entry.createdBy} size="sm" /> : null}
            <div>
              <Text size="sm" fw={500}>
                {entry.createdBy ? fullNameOf(entry.createdBy) : t('journalUnknownAuthor')}
              </Text>
              <Text size="xs" c="dimmed">
                {formatZoned(new Date(entry.created), zone)}
              </Text>
            </div>
          </Group>
          <Group gap={4}>
            {entry.pinned ? <Badge variant="light">{t('journalPinned')}</Badge> : null}
            <Button
              size="xs"
              variant="subtle"
              disabled={!canAct}
              onClick={() => changes.pin.mutate({ id: entry.id, pinned: !entry.pinned })}
            >
              {entry.pinned ? t('journalUnpin') : t('journalPin')}
            </Button>
          </Group>
        </Group>

        {editing ? (
          <Stack gap="xs">
            <Textarea
              label={t('journalEditLabel')}
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
              autosize
              minRows={3}
            />
            <Group gap="xs">
              <Button
                size="xs"
                disabled={note.trim() === ''}
                loading={changes.update.isPending}
                onClick={() =>
                  changes.update.mutate({ id: entry.id, note }, { onSuccess: () => setEditing(false) })
                }
              >
                {t('save')}
              </Button>
              <Button size="xs" variant="default" onClick={() => setEditing(false)}>
                {t('cancel')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {entry.note}
          </Text>
        )}

        {!editing ? (
          <Group gap="xs">
            <Button size="xs" variant="default" disabled={!mayEdit} onClick={() => setEditing(true)}>
              {t('journalEdit')}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              disabled={!mayEdit}
              onClick={() =>
                confirmAction({
                  title: t('journalDeleteTitle'),
                  message: t('journalDeleteConfirm'),
                  confirmLabel: t('delete'),
                  danger: true,
                  onConfirm: () => changes.remove.mutate(entry.id),
                })
              }
            >
              {t('delete')}
            </Button>
          </Group>
        ) : null}

        {entry.documents.length ? (
          <Stack gap={4} data-testid="journal-documents">
            {entry.documents.map((document) => (
              <Group key={document.id} gap="xs">
                <Anchor href={documentUrl(document.id)} size="sm" download={document.fileName}>
                  {document.fileName}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {sizeOf(document.sizeInByte)}
                </Text>
                {mayEdit ? (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    onClick={() => changes.removeDocument.mutate(document.id)}
                  >
                    {t('journalRemoveFile')}
                  </Button>
                ) : null}
              </Group>
            ))}
          </Stack>
        ) : null}
        {mayEdit ? (
          <Group align="flex-end" gap="xs">
            <FileInput
              label={t('journalAttachLabel')}
              description={t('journalAttachLimit', { max: megabytes })}
              value={file}
              onChange={setFile}
              clearable
              error={tooLarge ? t('journalDocumentTooLarge', { max: megabytes }) : undefined}
              w={{ base: '100%', sm: 320 }}
            />
            <Button
              size="xs"
              disabled={!file || tooLarge}
              loading={changes.upload.isPending}
              onClick={() =>
                file &&
                changes.upload.mutate({ journalId: entry.id, file }, { onSuccess: () => setFile(null) })
              }
            >
              {t('journalUpload')}
            </Button>
          </Group>
        ) : null}

        <Stack gap={6} pl="md" data-testid="journal-comments">
          {entry.comments.map((c) => (
            <Group key={c.id} justify="space-between" wrap="nowrap" align="flex-start">
              <div>
                <Text size="xs" c="dimmed">
                  {c.createdBy ? fullNameOf(c.createdBy) : t('journalUnknownAuthor')} ·{' '}
                  {formatZoned(new Date(c.created), zone)}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {c.comment}
                </Text>
              </div>
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                disabled={!canAct || !c.canDelete}
                onClick={() => changes.removeComment.mutate(c.id)}
              >
                {t('delete')}
              </Button>
            </Group>
          ))}
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <Textarea
              aria-label={t('journalCommentLabel')}
              placeholder={t('journalCommentPlaceholder')}
              value={comment}
              onChange={(event) => setComment(event.currentTarget.value)}
              disabled={!canAct}
              autosize
              minRows={1}
              style={{ flex: 1 }}
            />
            <Button
              size="xs"
              disabled={!canAct || comment.trim() === ''}
              loading={changes.comment.isPending}
              onClick={() =>
                changes.comment.mutate(
                  { projectJournalId: entry.id, comment },
                  { onSuccess: () => setComment('') },
                )
              }
            >
              {t('journalAddComment')}
            </Button>
          </Group>
        </Stack>
      </Stack>
    </Card>
  );
}
