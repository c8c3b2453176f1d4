import { Center, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { LockIcon } from '../../ui/icons.tsx';

/**
 * The screen of a route the user may not view (000 §2 Route guards); an area may say in `message`
 * what it takes to see it.
 */
export function AccessDenied({ message }: { message?: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t('accessDeniedTitle'));
  return (
    <Center py="xl" data-testid="access-denied">
      <Stack align="center" gap="sm" maw={480}>
        <LockIcon size={40} />
        <Title order={2}>{t('accessDeniedTitle')}</Title>
        <Text ta="center">{message ?? t('accessDenied')}</Text>
      </Stack>
    </Center>
  );
}
