import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown when the server answers 429: the account is locked after too many failed attempts. */
export function LockoutDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={message !== null}
      onClose={onClose}
      title={t('lockoutTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose}>{t('confirm')}</Button>
      </Group>
    </Modal>
  );
}
