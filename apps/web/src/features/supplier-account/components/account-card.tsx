import { Container, Paper, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The card of a supplier account page (register, sign in, password, account), drawn inside the
 * portal's layout, which gives the one header (agency, server clock, sign in or account).
 */
export function AccountCard({
  title,
  width = 480,
  children,
}: {
  title: string;
  width?: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <Container size={width} py="md" px={0}>
      <Paper withBorder shadow="sm" radius="md" p="xl">
        <Title order={1} size="h2" mb="md">
          {title}
        </Title>
        {children}
      </Paper>
      <Text size="xs" c="dimmed" ta="center" mt="md">
        {t('supplierAccountFree')}
      </Text>
    </Container>
  );
}
