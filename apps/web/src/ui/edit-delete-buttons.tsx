import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A list row's Edit and Delete buttons, named after the row for screen readers. */
export function EditDeleteButtons({
  name,
  deleting,
  onEdit,
  onDelete,
}: {
  name: string;
  deleting: boolean;
  onEdit(): void;
  onDelete(): void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Button size="compact-sm" variant="subtle" onClick={onEdit} aria-label={t('editItem', { name })}>
        {t('edit')}
      </Button>
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        loading={deleting}
        onClick={onDelete}
        aria-label={t('deleteItem', { name })}
      >
        {t('delete')}
      </Button>
    </>
  );
}
