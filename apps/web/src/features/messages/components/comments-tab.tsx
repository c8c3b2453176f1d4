import { Anchor, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatZoned } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../platform/session/session-context.tsx';
import { EmptyResult, ErrorState } from '../../../ui/page-states.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { fullNameOf } from '../../../ui/user-avatar.tsx';
import { commentsPageSize, useCommentsAcrossProjects } from '../api/message-centre-queries.ts';
import { dayRangeOf, noSearchFilters, SearchFilterBar, type SearchFilters } from './date-range-filter.tsx';

/** Comments: the newest across the projects the user may see, searched by words and days (on the server). */
export function CommentsTab() {
  const { t } = useTranslation();
  const zone = useSession().info.customer.timezone;
  const [filters, setFilters] = useState<SearchFilters>(noSearchFilters);
  const [keywords] = useDebouncedValue(filters.searchText.trim(), 300);
  const [page, setPage] = useState(1);
  const comments = useCommentsAcrossProjects(page, keywords, dayRangeOf(filters));

  function change(patch: Partial<SearchFilters>) {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  }

  function list() {
    if (comments.isPending) return <Skeleton height={200} data-testid="comments-loading" />;
    if (comments.isError) {
      return (
        <ErrorState
          title={t('messagesCommentsLoadError')}
          message={comments.error.message}
          onRetry={() => void comments.refetch()}
        />
      );
    }
    const shown = comments.data.values;
    return (
      <Stack>
        {shown.length === 0 ? (
          <EmptyResult title={t('messagesCommentsEmpty')} />
        ) : (
          shown.map((comment) => (
            <Card withBorder key={comment.id} data-testid={`comment-${comment.id}`}>
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Anchor component={Link} to={`/projects/${comment.project.id}`} size="sm" fw={500}>
                  {comment.project.number
                    ? `${comment.project.number} — ${comment.project.name}`
                    : comment.project.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {formatZoned(new Date(comment.created), zone)}
                </Text>
              </Group>
              <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
                {comment.comment}
              </Text>
              {comment.createdBy ? (
                <Text size="xs" c="dimmed" mt={4}>
                  {fullNameOf(comment.createdBy)}
                </Text>
              ) : null}
            </Card>
          ))
        )}
        <Pager page={page} total={comments.data.total} pageSize={commentsPageSize} onChange={setPage} />
      </Stack>
    );
  }

  return (
    <Stack>
      <SearchFilterBar filters={filters} onChange={change} searchLabel={t('messagesSearchComments')} />
      {list()}
    </Stack>
  );
}
