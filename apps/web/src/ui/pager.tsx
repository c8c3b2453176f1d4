import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Total pages for a list: never below 1, so an empty list still reads "page 1 of 1" (000 §5). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/**
 * Page navigation with numbers from 1: previous is disabled on the first page and next on the
 * last (Mantine's Pagination does both); the controls carry names screen readers and tests use.
 */
export function Pager({
  page,
  total,
  pageSize,
  onChange,
}: {
  page: number;
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = pageCount(total, pageSize);
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text size="sm" c="dimmed" data-testid="pager-summary">
        {t('pageOf', { page: Math.min(page, pages), pages })}
      </Text>
      <Pagination
        aria-label={t('pagination')}
        total={pages}
        value={Math.min(page, pages)}
        onChange={onChange}
        getControlProps={(control) => ({
          'aria-label':
            control === 'previous' ? t('previousPage') : control === 'next' ? t('nextPage') : undefined,
        })}
        getItemProps={(item) => ({ 'aria-label': t('goToPage', { page: item }) })}
      />
    </Group>
  );
}
