import { Anchor, Group, Stack, Text } from '@mantine/core';
import { formatZoned, type ProjectComment, projectLinkOf } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../platform/session/session-context.tsx';
import { fullNameOf, UserAvatar } from '../../../ui/user-avatar.tsx';
import { useDashboardComments } from '../api/dashboard-queries.ts';
import { WidgetQuery } from './widget-card.tsx';

function CommentItem({ comment, timeZone }: { comment: ProjectComment; timeZone: string }) {
  const { t } = useTranslation();
  const author = comment.createdBy;
  const name = author ? fullNameOf(author) : t('dashCommentFormerMember');
  return (
    <Group align="flex-start" wrap="nowrap" gap="sm" data-testid={`dashboard-comment-${comment.id}`}>
      <UserAvatar person={author ?? { firstName: '?', lastName: '', avatarUrl: null }} size="sm" />
      <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" fw={600} truncate>
            {name}
          </Text>
          <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
            {formatZoned(new Date(comment.created), timeZone)}
          </Text>
        </Group>
        <Text size="sm" lineClamp={3} style={{ whiteSpace: 'pre-line' }}>
          {comment.comment}
        </Text>
        <Anchor component={Link} to={projectLinkOf(comment.project.id, comment.project.phase)} size="xs">
          {comment.project.number} {comment.project.name}
        </Anchor>
      </Stack>
    </Group>
  );
}

/** The latest comments on the node's projects, newest first, at most 10 (000 §9). */
export function CommentsWidget() {
  const { t } = useTranslation();
  const { info } = useSession();
  const query = useDashboardComments();
  return (
    <WidgetQuery
      query={query}
      isEmpty={(list) => list.length === 0}
      emptyText={t('dashCommentsNone')}
      lines={6}
    >
      {(comments) => (
        <Stack gap="sm">
          {comments.map((comment) => (
            <CommentItem key={comment.id} comment={comment} timeZone={info.customer.timezone} />
          ))}
        </Stack>
      )}
    </WidgetQuery>
  );
}
