import { ActionIcon, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFavouriteToggle } from '../api/library-queries.ts';
import type { LibraryReport } from '../library-model.ts';
import { StarIcon } from './report-icons.tsx';

/** The star of a report: marks or unmarks it a favourite at once, put back if the server refuses. */
export function FavouriteToggle({ report }: { report: LibraryReport }) {
  const { t } = useTranslation();
  const toggle = useFavouriteToggle();
  const label = report.isFavorite
    ? t('reportLibFavouriteRemove', { title: report.title })
    : t('reportLibFavouriteAdd', { title: report.title });
  // One change at a time per report: a second click before the answer would race the first.
  const pending = toggle.isPending;
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color="yellow"
        aria-label={label}
        aria-pressed={report.isFavorite}
        disabled={pending}
        onClick={() => toggle.mutate({ name: report.name, isFavorite: !report.isFavorite })}
        data-testid={`report-favourite-${report.name}`}
      >
        <StarIcon filled={report.isFavorite} />
      </ActionIcon>
    </Tooltip>
  );
}
