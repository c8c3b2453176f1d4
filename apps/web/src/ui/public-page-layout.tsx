import { Box, Container, Group, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The frame of a page reached by an emailed link, without an account (award approval, signing): no
 * app bar, the page's header and the agency that asks, then the content in one card.
 */
export function PublicPageLayout({
  title,
  headerTestId,
  size,
  agencyName,
  children,
}: {
  title: string;
  headerTestId: string;
  size: 'md' | 'lg';
  agencyName?: string | undefined;
  children: ReactNode;
}) {
  return (
    <Box mih="100vh" bg="var(--mantine-color-gray-0)">
      <Box component="header" bg="var(--mantine-color-indigo-7)" c="white" py="md">
        <Container size={size}>
          <Group justify="space-between" wrap="wrap">
            <Title order={1} size="h3" data-testid={headerTestId}>
              {title}
            </Title>
            {agencyName ? <Text fw={500}>{agencyName}</Text> : null}
          </Group>
        </Container>
      </Box>
      <Container size={size} py="xl" component="main">
        <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
          {children}
        </Paper>
      </Container>
    </Box>
  );
}
