import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Project } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { useProjectSnapshot } from '../api/snapshot-queries.ts';
import { EstimatedVsActualWidget } from '../components/estimated-vs-actual-widget.tsx';
import { MilestonesWidget } from '../components/milestones-widget.tsx';
import { OverviewWidget } from '../components/overview-widget.tsx';
import { QuickReportsWidget } from '../components/quick-reports-widget.tsx';
import { StatsWidget } from '../components/stats-widget.tsx';
import { SupplierQuestionsWidget } from '../components/supplier-questions-widget.tsx';
import { SuppliersWidget } from '../components/suppliers-widget.tsx';
import { TeamWidget } from '../components/team-widget.tsx';

/**
 * /projects/{id}/snapshot (000 §2 "Project snapshot widgets"): the project at a glance in eight
 * widgets over one call, each with its own loading, error and empty state.
 */
export function SnapshotPage({ project }: { project: Project }) {
  const { t } = useTranslation();
  const query = useProjectSnapshot(project.id);
  return (
    <Stack gap="md" data-testid="snapshot-page">
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h3">
          {t('snapshotTitle')}
        </Title>
        {query.data ? (
          <Text size="xs" c="dimmed">
            {t('snapshotTimeZone', { zone: query.data.timeZone })}
          </Text>
        ) : null}
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
        <OverviewWidget query={query} />
        <EstimatedVsActualWidget query={query} />
        <MilestonesWidget query={query} />
        <StatsWidget query={query} />
        <SupplierQuestionsWidget query={query} projectId={project.id} />
        <SuppliersWidget query={query} projectId={project.id} />
        <TeamWidget query={query} projectId={project.id} />
        <QuickReportsWidget query={query} />
      </SimpleGrid>
    </Stack>
  );
}
