import { Box, Container, Group, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The frame of the public signing page: no app bar (the signer has no account), the page's header
 * and the agency that asks, then the content in one card, wide enough for a document's pages.
 */
export function SigningLayout({ agencyName, children }: { agencyName?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box mih="100vh" bg="var(--mantine-color-gray-0)">
      <Box component="header" bg="var(--mantine-color-indigo-7)" c="white" py="md">
        <Container size="lg">
          <Group justify="space-between" wrap="wrap">
            <Title order={1} size="h3" data-testid="signing-header">
              {t('signingHeader')}
            </Title>
            {agencyName ? <Text fw={500}>{agencyName}</Text> : null}
          </Group>
        </Container>
      </Box>
      <Container size="lg" py="xl" component="main">
        <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
          {children}
        </Paper>
      </Container>
    </Box>
  );
}
