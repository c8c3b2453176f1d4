import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { i18n } from '../../../platform/i18n/index.ts';

/**
 * 000 §4 "Changing a source closing date asks whether to notify registered suppliers": Yes and
 * No both save (with the answer); Cancel, the close button or Escape save nothing.
 */
export function askNotifyRegisteredSuppliers(onAnswer: (notify: boolean) => void): void {
  const id = 'closing-date-notify';
  const answer = (notify: boolean) => {
    modals.close(id);
    onAnswer(notify);
  };
  modals.open({
    modalId: id,
    title: i18n.t('closingNotifyTitle'),
    centered: true,
    closeButtonProps: { 'aria-label': i18n.t('close') },
    children: (
      <Stack>
        <Text size="sm">{i18n.t('projectClosingDateNotifyQuestion')}</Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={() => modals.close(id)} data-testid="closing-notify-cancel">
            {i18n.t('cancel')}
          </Button>
          <Button variant="default" onClick={() => answer(false)} data-testid="closing-notify-no">
            {i18n.t('no')}
          </Button>
          <Button onClick={() => answer(true)} data-testid="closing-notify-yes">
            {i18n.t('yes')}
          </Button>
        </Group>
      </Stack>
    ),
  });
}
