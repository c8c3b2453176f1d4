import { Alert, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { bidDocumentRules, isBuildEditable, type Project, type ProjectDocument } from '@procura/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { confirmAction } from '../../../ui/confirm-action.tsx';
import { notifySaved } from '../../../ui/notify.ts';
import { EmptyResult, ErrorState, PageLoader } from '../../../ui/page-states.tsx';
import { movedIds } from '../../../ui/reorder.tsx';
import { deleteDocument, documentKeys, reorderDocuments, useDocuments } from '../api/documents-queries.ts';
import { DocumentEditModal } from '../components/document-edit-modal.tsx';
import { DocumentOpenModal } from '../components/document-open-modal.tsx';
import { DocumentUploadForm } from '../components/document-upload-form.tsx';
import { DocumentsTable } from '../components/documents-table.tsx';

/**
 * Build > documents: the bid documents of the project's source (at most 10, 1 GB each). Everyone
 * who sees the project may open them; uploading, reordering, editing and deleting need the
 * project's edit right and a status that still allows changes.
 */
export function DocumentsPage({ project }: { project: Project }) {
  const { t } = useTranslation();
  const tenderId = project.tenders[0]?.id ?? 0;
  const node = useNodeRef();
  const queryClient = useQueryClient();
  const documents = useDocuments(tenderId);
  const [opened, setOpened] = useState<ProjectDocument | null>(null);
  const [editing, setEditing] = useState<ProjectDocument | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const canChange = project.canEdit && isBuildEditable(project.status);
  const key = documentKeys.ofTender(node.customerId, node.nodeId, tenderId);
  const reload = () => queryClient.invalidateQueries({ queryKey: key });

  async function move(index: number, step: -1 | 1) {
    const list = documents.data ?? [];
    const moving = list[index];
    if (!moving) return;
    setBusyId(moving.id);
    try {
      const ordered = await reorderDocuments(
        node,
        tenderId,
        movedIds(
          list.map((d) => d.id),
          index,
          step,
        ),
      );
      queryClient.setQueryData(key, ordered);
    } catch {
      // The client has notified the refusal; the list is reloaded to show the order the server keeps.
      await reload();
    } finally {
      setBusyId(null);
    }
  }

  function remove(document: ProjectDocument) {
    confirmAction({
      title: t('documentDeleteTitle'),
      message: t('documentDeleteConfirm', { name: document.displayName }),
      confirmLabel: t('delete'),
      danger: true,
      onConfirm: () => {
        setBusyId(document.id);
        void deleteDocument(node, document.id)
          .then(async () => {
            notifySaved();
            await reload();
          })
          .catch(() => {})
          .finally(() => setBusyId(null));
      },
    });
  }

  const header = (
    <Group justify="space-between" align="flex-start">
      <Stack gap={4}>
        <Title order={2}>{t('documentsTitle')}</Title>
        <Text size="sm" c="dimmed">
          {t('documentsIntro', { max: bidDocumentRules.maxPerSource })}
        </Text>
      </Stack>
      {documents.data ? (
        <Badge variant="light" size="lg" data-testid="documents-count">
          {t('documentsCount', { count: documents.data.length, max: bidDocumentRules.maxPerSource })}
        </Badge>
      ) : null}
    </Group>
  );

  if (documents.isPending) {
    return (
      <Stack>
        {header}
        <PageLoader />
      </Stack>
    );
  }
  if (documents.isError) {
    return (
      <Stack>
        {header}
        <ErrorState
          title={t('documentsLoadFailed')}
          message={documents.error.message}
          onRetry={() => void documents.refetch()}
        />
      </Stack>
    );
  }
  const list = documents.data;
  return (
    <Stack>
      {header}
      {canChange ? (
        <DocumentUploadForm tenderId={tenderId} documents={list} onUploaded={reload} />
      ) : (
        <Alert color="gray" data-testid="read-only">
          {t('buildReadOnly')}
        </Alert>
      )}
      {list.length === 0 ? (
        <EmptyResult
          title={t('documentsEmpty')}
          description={canChange ? t('documentsEmptyHint') : undefined}
        />
      ) : (
        <DocumentsTable
          documents={list}
          canChange={canChange}
          busyId={busyId}
          onOpen={setOpened}
          onMove={(index, step) => void move(index, step)}
          onEdit={setEditing}
          onDelete={remove}
        />
      )}
      <DocumentOpenModal document={opened} onClose={() => setOpened(null)} />
      {editing ? (
        <DocumentEditModal
          document={editing}
          documents={list}
          onClose={() => setEditing(null)}
          onSaved={reload}
        />
      ) : null}
    </Stack>
  );
}
