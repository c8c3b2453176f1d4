import { Center, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginFooter } from './login-footer.tsx';

/** The frame of the public sign-in screens: no app bar, a card in the middle, the footer below. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-gray-0)">
      <Stack w="100%" maw={440} gap="lg">
        <Title order={1} ta="center" size="h2">
          {t('appName')}
        </Title>
        <Paper withBorder shadow="sm" radius="md" p="xl" component="main">
          {children}
        </Paper>
        <LoginFooter />
      </Stack>
    </Center>
  );
}
