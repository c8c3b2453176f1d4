import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../platform/i18n/index.ts';
import { confirmAction } from '../../../ui/confirm-action.tsx';

/** Rename and Delete of one list entry, named after it so each button says which entry it acts on. */
export function RowActions({
  name,
  busy = false,
  onRename,
  onDelete,
}: {
  name: string;
  busy?: boolean;
  onRename: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Button size="compact-sm" variant="subtle" onClick={onRename} aria-label={t('renameItem', { name })}>
        {t('rename')}
      </Button>
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        loading={busy}
        onClick={onDelete}
        aria-label={t('deleteItem', { name })}
      >
        {t('delete')}
      </Button>
    </Group>
  );
}

/**
 * Asks before deleting an entry. The server refuses one still in use (dropdownOptionInUse); the
 * client's error notification then says so, and the entry stays.
 */
export function confirmDelete(name: string, onConfirm: () => void): void {
  confirmAction({
    title: i18n.t('deleteOptionTitle'),
    message: i18n.t('deleteOptionConfirm', { name }),
    confirmLabel: i18n.t('delete'),
    danger: true,
    onConfirm,
  });
}
