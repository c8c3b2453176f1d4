import {
  Alert,
  Anchor,
  Button,
  FileInput,
  Group,
  Progress,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { addendumRules, canIssueAddendum, type Project } from '@procura/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../platform/api/client.ts';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { formatDateTime, formatFileSize } from '../../../ui/format.ts';
import { notifySaved } from '../../../ui/notify.ts';
import { EmptyResult, ErrorState, PageLoader } from '../../../ui/page-states.tsx';
import { addendumUrl, questionKeys, uploadAddendum, useAddenda } from '../api/questions-queries.ts';
import { issueWithConfirmation } from './issue-addendum.tsx';

/** Uploads an addendum with its title, showing the transfer's progress; refusals show in place. */
function AddendumUploadForm({ tenderId, onIssued }: { tenderId: number; onIssued: () => Promise<void> }) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [percent, setPercent] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const titleError = title.trim().length > addendumRules.maxTitleLength ? t('addendumTitleTooLong') : null;

  async function submit() {
    if (!file || titleError) return;
    setFailure(null);
    setPercent(0);
    try {
      const issued = await issueWithConfirmation((confirmWithdraw) =>
        uploadAddendum(node, { tenderId, title, file, confirmWithdraw }, (progress) =>
          setPercent(Math.round((progress.loaded / Math.max(1, progress.total)) * 100)),
        ),
      );
      if (issued) {
        notifySaved();
        setFile(null);
        setTitle('');
        await onIssued();
      }
    } catch (error) {
      setFailure(isApiError(error) ? error.messages.join(' ') : t('unknownError'));
    } finally {
      setPercent(null);
    }
  }

  return (
    <Stack gap="xs">
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={t('questionsAddendumTitle')}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          error={titleError}
          w={280}
        />
        <FileInput label={t('addendaFile')} value={file} onChange={setFile} clearable w={280} />
        <Button
          onClick={() => void submit()}
          disabled={!file || titleError !== null}
          loading={percent !== null}
        >
          {t('addendaUpload')}
        </Button>
      </Group>
      {percent !== null ? (
        <Stack gap={2}>
          <Progress value={percent} aria-label={t('addendaUploading', { percent })} />
          <Text size="xs" c="dimmed">
            {t('addendaUploading', { percent })}
          </Text>
        </Stack>
      ) : null}
      {failure ? (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      ) : null}
    </Stack>
  );
}

/** The addenda of a source (number, title, file, pages, date), with the upload while it is Open. */
export function AddendaSection({ project, tenderId }: { project: Project; tenderId: number }) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const queryClient = useQueryClient();
  const addenda = useAddenda(tenderId);
  const canIssue = project.canEdit && canIssueAddendum(project.status);
  const reload = async () => {
    await queryClient.invalidateQueries({
      queryKey: questionKeys.addenda(node.customerId, node.nodeId, tenderId),
    });
    await queryClient.invalidateQueries({
      queryKey: questionKeys.all(node.customerId, node.nodeId, tenderId),
    });
  };

  let content: ReactNode;
  if (addenda.isPending) content = <PageLoader />;
  else if (addenda.isError)
    content = <ErrorState title={t('addendaLoadFailed')} onRetry={() => void addenda.refetch()} />;
  else if (addenda.data.length === 0) content = <EmptyResult title={t('addendaEmpty')} />;
  else
    content = (
      <Table striped aria-label={t('addendaHeading')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('addendaColumnNumber')}</Table.Th>
            <Table.Th>{t('addendaColumnTitle')}</Table.Th>
            <Table.Th>{t('addendaColumnFile')}</Table.Th>
            <Table.Th>{t('addendaColumnPages')}</Table.Th>
            <Table.Th>{t('addendaColumnDate')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {addenda.data.map((addendum) => (
            <Table.Tr key={addendum.id}>
              <Table.Td>{addendum.number}</Table.Td>
              <Table.Td>{addendum.title}</Table.Td>
              <Table.Td>
                <Anchor href={addendumUrl(node, addendum.id)} download={addendum.fileName}>
                  {addendum.fileName}
                </Anchor>{' '}
                <Text span size="xs" c="dimmed">
                  ({formatFileSize(addendum.sizeInByte)})
                </Text>
              </Table.Td>
              <Table.Td>{addendum.pageCount ?? '-'}</Table.Td>
              <Table.Td>{formatDateTime(addendum.createdAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );

  return (
    <Stack gap="sm">
      <Title order={3}>{t('addendaHeading')}</Title>
      {canIssue ? (
        <AddendumUploadForm tenderId={tenderId} onIssued={reload} />
      ) : (
        <Text size="sm" c="dimmed">
          {t('addendaOnlyOpen')}
        </Text>
      )}
      {content}
    </Stack>
  );
}
