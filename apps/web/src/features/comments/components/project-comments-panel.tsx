import { Alert, Button, Group, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { formatZoned, listLimits, type Project } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteAccess } from '../../../platform/access/use-access.ts';
import { isApiError } from '../../../platform/api/client.ts';
import { useSession } from '../../../platform/session/session-context.tsx';
import { EmptyResult, ErrorState } from '../../../ui/page-states.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { fullNameOf, UserAvatar } from '../../../ui/user-avatar.tsx';
import { useAddComment, useProjectComments } from '../api/comments-api.ts';

/** The project's comments, for the project's drawer: newest first, paged by the server. */
export function ProjectCommentsPanel({ project }: { project: Project }) {
  const { t } = useTranslation();
  const zone = useSession().info.customer.timezone;
  const canAct = useRouteAccess('project')?.canAct ?? false;
  const [page, setPage] = useState(1);
  const pageSize = listLimits.defaultPageSize;
  const comments = useProjectComments(project.id, { start: (page - 1) * pageSize, limit: pageSize });
  const add = useAddComment();
  const [text, setText] = useState('');

  function list() {
    if (comments.isPending) return <Skeleton height={120} data-testid="comments-loading" />;
    if (comments.isError) {
      return (
        <ErrorState
          title={t('commentsLoadError')}
          message={comments.error.message}
          onRetry={() => void comments.refetch()}
        />
      );
    }
    if (comments.data.values.length === 0) return <EmptyResult title={t('commentsEmpty')} />;
    return (
      <Stack>
        {comments.data.values.map((comment) => (
          <Group key={comment.id} align="flex-start" wrap="nowrap" data-testid={`comment-${comment.id}`}>
            {comment.createdBy ? <UserAvatar person={comment.createdBy} size="sm" /> : null}
            <div>
              <Text size="xs" c="dimmed">
                {comment.createdBy ? fullNameOf(comment.createdBy) : t('journalUnknownAuthor')} ·{' '}
                {formatZoned(new Date(comment.created), zone)}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {comment.comment}
              </Text>
            </div>
          </Group>
        ))}
        <Pager page={page} total={comments.data.total} pageSize={pageSize} onChange={setPage} />
      </Stack>
    );
  }

  return (
    <Stack data-testid="project-comments-panel">
      <Title order={3}>{t('commentsTitle')}</Title>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate(
            { projectId: project.id, comment: text },
            {
              onSuccess: () => {
                setText('');
                setPage(1);
              },
            },
          );
        }}
      >
        <Stack gap="xs">
          <Textarea
            label={t('commentsNewLabel')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            disabled={!canAct}
            autosize
            minRows={2}
          />
          {add.isError ? (
            <Alert color="red" role="alert">
              {isApiError(add.error) && add.error.messages[0] ? add.error.messages[0] : t('unknownError')}
            </Alert>
          ) : null}
          <Button
            type="submit"
            w="fit-content"
            disabled={!canAct || text.trim() === ''}
            loading={add.isPending}
          >
            {t('commentsAdd')}
          </Button>
        </Stack>
      </form>
      {list()}
    </Stack>
  );
}
