import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ProjectSnapshot } from '@procura/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../../ui/icons.tsx';
import type { SnapshotQuery } from '../api/snapshot-queries.ts';

export type WidgetProps = { query: SnapshotQuery };

/**
 * One snapshot widget: a card with its title, and its own loading skeleton, error with a retry
 * (001 §8: "a widget error title and text") and empty state over the page's one query.
 */
export function WidgetCard({
  name,
  title,
  query,
  isEmpty,
  emptyText,
  action,
  children,
}: {
  /** The widget's name in test ids (`snapshot-{name}`). */
  name: string;
  title: string;
  query: SnapshotQuery;
  isEmpty?: (snapshot: ProjectSnapshot) => boolean;
  emptyText?: string;
  /** A link or control beside the title, once the data is there. */
  action?: (snapshot: ProjectSnapshot) => ReactNode;
  children: (snapshot: ProjectSnapshot) => ReactNode;
}) {
  const { t } = useTranslation();
  const { data } = query;
  let body: ReactNode;
  if (query.isPending) {
    body = (
      <Stack gap="xs" data-testid="widget-loading" aria-busy="true" aria-label={t('loading')}>
        <Skeleton height={14} width="70%" />
        <Skeleton height={14} />
        <Skeleton height={14} width="85%" />
        <Skeleton height={14} width="50%" />
      </Stack>
    );
  } else if (query.isError || data === undefined) {
    body = (
      <Stack gap="xs" align="flex-start" role="alert" data-testid="widget-error">
        <Group gap="xs" wrap="nowrap">
          <AlertIcon />
          <Text fw={600} size="sm" c="red">
            {t('snapshotWidgetErrorTitle')}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {query.error?.message ?? t('unknownError')}
        </Text>
        <Button size="xs" variant="default" onClick={() => void query.refetch()} loading={query.isFetching}>
          {t('retry')}
        </Button>
      </Stack>
    );
  } else if (isEmpty?.(data)) {
    body = (
      <Text size="sm" c="dimmed" data-testid="widget-empty">
        {emptyText}
      </Text>
    );
  } else {
    body = children(data);
  }
  return (
    <Card withBorder radius="md" padding="md" data-testid={`snapshot-${name}`} h="100%">
      <Group justify="space-between" align="center" mb="sm" wrap="nowrap">
        <Title order={3} size="h5">
          {title}
        </Title>
        {data !== undefined && !query.isError ? action?.(data) : null}
      </Group>
      {body}
    </Card>
  );
}
