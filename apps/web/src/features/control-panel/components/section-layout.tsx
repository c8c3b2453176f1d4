import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LockIcon } from '../../../ui/icons.tsx';
import { ErrorState, PageLoader } from '../../../ui/page-states.tsx';

/**
 * The frame of every control-panel section: the way back to the landing, the title, what the
 * section is for, and, for people who may look but not change, a notice saying so up front
 * rather than leaving them to discover disabled fields.
 */
export function SectionLayout({
  title,
  description,
  readOnly,
  children,
}: {
  title: string;
  description: string;
  readOnly: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <Stack>
      <Anchor component={Link} to="/control-panel" size="sm">
        {t('backToControlPanel')}
      </Anchor>
      <div>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed" size="sm">
          {description}
        </Text>
      </div>
      {readOnly ? (
        <Alert color="gray" icon={<LockIcon />} data-testid="read-only-notice">
          {t('controlPanelReadOnly')}
        </Alert>
      ) : null}
      {children}
    </Stack>
  );
}

/**
 * The loading or failed state of the queries a section needs, or null once they all answered.
 * Retry asks again only for what failed.
 */
export function loadStateOf(queries: UseQueryResult[], failedTitle: string): ReactNode {
  if (queries.some((query) => query.isPending)) return <PageLoader />;
  const failed = queries.find((query) => query.isError);
  if (!failed) return null;
  return (
    <ErrorState
      title={failedTitle}
      message={failed.error?.message}
      onRetry={() => {
        for (const query of queries) if (query.isError) void query.refetch();
      }}
    />
  );
}
