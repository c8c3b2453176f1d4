import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { i18n } from '../platform/i18n/index.ts';

/**
 * Asks before a change that is hard to undo (deactivate, delete, save without a department
 * permission). Nothing happens on cancel; `onConfirm` runs once the user agrees.
 */
export function confirmAction({
  title,
  message,
  confirmLabel,
  danger = false,
  onConfirm,
}: {
  title: string;
  message: string;
  confirmLabel?: string;
  danger?: boolean;
  onConfirm: () => void;
}): void {
  modals.openConfirmModal({
    title,
    centered: true,
    children: <Text size="sm">{message}</Text>,
    labels: { confirm: confirmLabel ?? i18n.t('confirm'), cancel: i18n.t('cancel') },
    confirmProps: { color: danger ? 'red' : undefined, 'data-testid': 'confirm-action' },
    closeButtonProps: { 'aria-label': i18n.t('close') },
    onConfirm,
  });
}
