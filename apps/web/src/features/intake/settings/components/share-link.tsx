import { Anchor, Button, Group, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { CopyIcon } from '../../../../ui/icons.tsx';

/** The form's shareable link (000 §2), read-only, with Copy (001 §8: Success, successfulCopyMessage). */
export function ShareLink({ link }: { link: string }) {
  const { t } = useTranslation();

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      notifications.show({ title: t('successTitle'), message: t('successfulCopyMessage'), color: 'green' });
    } catch {
      notifications.show({ title: t('errorTitle'), message: t('copyLinkFailed'), color: 'red' });
    }
  }

  return (
    <Group align="flex-end" wrap="nowrap">
      <TextInput
        label={t('intakeSettingsLink')}
        value={link}
        readOnly
        style={{ flex: 1 }}
        onFocus={(event) => event.currentTarget.select()}
        data-testid="intake-link"
      />
      <Button variant="default" leftSection={<CopyIcon size={14} />} onClick={() => void copy()}>
        {t('intakeSettingsCopy')}
      </Button>
      <Anchor href={link} target="_blank" rel="noopener noreferrer" mb={8}>
        {t('intakeSettingsOpenForm')}
      </Anchor>
    </Group>
  );
}
