import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The head of a team list page: its title with the count beneath once the list has loaded, and
 * the page's own controls (search, add) to the right.
 */
export function ListPageHeader({
  title,
  count,
  countTestId,
  children,
}: {
  title: string;
  /** The count as worded; null while the list is loading. */
  count: string | null;
  countTestId: string;
  children: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-end">
      <div>
        <Title order={1} size="h2">
          {title}
        </Title>
        {count === null ? null : (
          <Text size="sm" c="dimmed" data-testid={countTestId}>
            {count}
          </Text>
        )}
      </div>
      {children}
    </Group>
  );
}
