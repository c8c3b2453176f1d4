import { Anchor, Box, Container, Group, Paper, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { portalPath } from '@procura/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePortalAgency } from '../../portal/supplier-session.tsx';

/**
 * The frame of the supplier account pages: a small header naming the agency's portal with a link
 * back to it, and the page's card. Self-contained, so the pages need no staff app bar.
 */
export function PortalFrame({
  title,
  width = 480,
  actions,
  children,
}: {
  title: string;
  width?: number;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const agency = usePortalAgency();
  useDocumentTitle(title);
  return (
    <Box mih="100vh" bg="var(--mantine-color-gray-0)">
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg" py="sm">
          <Group justify="space-between">
            <Anchor component={Link} to={portalPath(agency)} fw={600} data-testid="portal-home-link">
              {t('supplierPortalOf', { agency })}
            </Anchor>
            {actions ?? null}
          </Group>
        </Container>
      </Box>
      <Container size={width} py="xl">
        <Paper withBorder shadow="sm" radius="md" p="xl" component="main">
          <Title order={1} size="h2" mb="md">
            {title}
          </Title>
          {children}
        </Paper>
        <Text size="xs" c="dimmed" ta="center" mt="md">
          {t('supplierAccountFree')}
        </Text>
      </Container>
    </Box>
  );
}
