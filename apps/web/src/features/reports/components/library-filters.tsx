import { Badge, NavLink, Stack, Switch, TextInput } from '@mantine/core';
import { reportCategoryLabels } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../platform/i18n/index.ts';
import { SearchIcon } from '../../../ui/icons.tsx';
import type { CategoryFilter, CategoryItem, LibraryFilter } from '../library-model.ts';

/** The left column: the categories with their counts, the title search and My Subscriptions. */
export function LibraryFilters({
  items,
  filter,
  onChange,
}: {
  items: readonly CategoryItem[];
  filter: LibraryFilter;
  onChange: (next: LibraryFilter) => void;
}) {
  const { t } = useTranslation();
  const labelOf = (value: CategoryFilter) =>
    value === 'All' ? t('reportLibAll') : reportCategoryLabels[value][currentLanguage()];
  return (
    <Stack gap="md">
      <TextInput
        label={t('reportLibSearch')}
        placeholder={t('reportLibSearchPrompt')}
        leftSection={<SearchIcon size={16} />}
        value={filter.search}
        onChange={(event) => onChange({ ...filter, search: event.currentTarget.value })}
        type="search"
      />
      <Switch
        label={t('reportLibMySubscriptions')}
        checked={filter.mySubscriptions}
        onChange={(event) => onChange({ ...filter, mySubscriptions: event.currentTarget.checked })}
        data-testid="report-my-subscriptions"
      />
      <nav aria-label={t('reportLibCategories')}>
        {items.map((item) => (
          <NavLink
            key={item.value}
            component="button"
            type="button"
            label={labelOf(item.value)}
            active={filter.category === item.value}
            aria-current={filter.category === item.value ? 'true' : undefined}
            onClick={() => onChange({ ...filter, category: item.value })}
            rightSection={
              <Badge size="sm" variant="light" circle={item.count < 10}>
                {item.count}
              </Badge>
            }
            data-testid={`report-category-${item.value}`}
          />
        ))}
      </nav>
    </Stack>
  );
}
