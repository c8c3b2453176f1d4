import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UiKey } from '../../../i18n/ui-en.ts';

/** Stands in for a project page another area provides, until it is wired in (project-pages.tsx). */
export function SlotPlaceholder({ area }: { area: UiKey }) {
  const { t } = useTranslation();
  return (
    <Text c="dimmed" py="xl" data-testid="project-slot-placeholder">
      {t('projectSlotArrives', { area: t(area) })}
    </Text>
  );
}
