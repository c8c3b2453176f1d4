import { Paper, SimpleGrid, Text } from '@mantine/core';
import { type CounterCategory, counterCategoryKeys } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import type { UiKey } from '../../../platform/i18n/ui-en.ts';
import { useWidgetData } from '../api/dashboard-queries.ts';
import { WidgetQuery } from './widget-card.tsx';

const categoryLabels: Record<CounterCategory, UiKey> = {
  allDraftProjects: 'dashCounterDraft',
  allPlannedProjects: 'dashCounterPlanned',
  allOpenProjects: 'dashCounterPublished',
  allClosedProjects: 'dashCounterClosed',
  allAwardedProjects: 'dashCounterAwarded',
  allActiveProjects: 'dashCounterActiveContract',
  allWarrantyProjects: 'dashCounterWarrantyContract',
};

/** The project counter: the node's projects in each of the seven categories of 001 §9, in their order. */
export function ProjectCounterWidget() {
  const { t } = useTranslation();
  const query = useWidgetData('projectCounter');
  return (
    <WidgetQuery query={query} lines={2}>
      {(data) => {
        // "The first item of each carries count" (001 §3); an empty list counts nothing.
        const counts = counterCategoryKeys.map((key) => ({ key, count: data[key][0]?.count ?? 0 }));
        return (
          <>
            <SimpleGrid cols={{ base: 4, md: 7 }} spacing="xs">
              {counts.map(({ key, count }) => (
                <Paper key={key} withBorder px="xs" py="md" ta="center" data-testid={`counter-${key}`}>
                  <Text fz={32} fw={700} lh={1.2}>
                    {count}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t(categoryLabels[key])}
                  </Text>
                </Paper>
              ))}
            </SimpleGrid>
            {counts.every(({ count }) => count === 0) ? (
              <Text size="sm" c="dimmed" mt="xs" data-testid="counter-empty">
                {t('dashCounterNone')}
              </Text>
            ) : null}
          </>
        );
      }}
    </WidgetQuery>
  );
}
