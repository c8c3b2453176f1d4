import { Button, Center, EmptyState, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from './icons.tsx';

/** The three states every screen has besides its content: loading, failed and empty. */

export function PageLoader({ label, fullScreen = false }: { label?: string; fullScreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <Center mih={fullScreen ? '100vh' : 240} role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader />
        <Text size="sm" c="dimmed">
          {label ?? t('loading')}
        </Text>
      </Stack>
    </Center>
  );
}

export function ErrorState({
  title,
  message,
  onRetry,
  retryLabel,
}: {
  title: string;
  message?: string;
  onRetry?: () => void;
  retryLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <EmptyState
      role="alert"
      color="red"
      icon={<AlertIcon />}
      title={title}
      description={message}
      py="xl"
      data-testid="error-state"
    >
      {onRetry ? (
        <EmptyState.Actions>
          <Button variant="default" onClick={onRetry}>
            {retryLabel ?? t('retry')}
          </Button>
        </EmptyState.Actions>
      ) : null}
    </EmptyState>
  );
}

export function EmptyResult({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children?: ReactNode;
}) {
  return (
    <EmptyState title={title} description={description} py="xl" data-testid="empty-state">
      {children ? <EmptyState.Actions>{children}</EmptyState.Actions> : null}
    </EmptyState>
  );
}
