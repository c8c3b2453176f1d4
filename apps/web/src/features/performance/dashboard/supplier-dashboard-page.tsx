import { Button, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { useSession } from '../../../platform/session/session-context.tsx';
import { ErrorState, PageLoader } from '../../../ui/page-states.tsx';
import { useDepartmentChoices, usePerformanceSummary } from '../api/summary-queries.ts';
import { statusLabelKeys, typeLabelKeys } from '../evaluations/presenters.ts';
import {
  type DashboardFilters,
  type DepartmentPerformance,
  type Drill,
  type DrillState,
  openDrill,
  readDrill,
  readFilters,
  toParams,
} from './dashboard-model.ts';
import { DepartmentTable } from './department-table.tsx';
import { DrillList } from './drill-list.tsx';
import { FiltersBar } from './filters-bar.tsx';
import { StatusBars } from './status-bars.tsx';
import { SummaryCards } from './summary-cards.tsx';

/**
 * What narrowed the open list, in words: its department (named as the summary or the agency's
 * departments name it), status, type, and whether only completed evaluations show.
 */
function useDrillChips(state: DrillState | null, summarized: readonly DepartmentPerformance[]): string[] {
  const { t } = useTranslation();
  const departments = useDepartmentChoices();
  if (state === null) return [];
  const { departmentId, status, type } = state.drill;
  const chips: string[] = [];
  if (departmentId !== undefined) {
    const name =
      summarized.find((d) => d.departmentId === departmentId)?.name ??
      departments.data?.find((d) => d.id === departmentId)?.name ??
      String(departmentId);
    chips.push(t('perfDashDrillDepartment', { name }));
  }
  if (status !== undefined) chips.push(t('perfDashDrillStatus', { status: t(statusLabelKeys[status]) }));
  if (type !== undefined) chips.push(t('perfDashDrillType', { type: t(typeLabelKeys[type]) }));
  if (state.drill.completed) chips.push(t('perfDashCompleted'));
  return chips;
}

function SupplierDashboard() {
  const { t } = useTranslation();
  useDocumentTitle(t('perfDashTitle'));
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const drill = readDrill(params);
  const summary = usePerformanceSummary(filters);
  const chips = useDrillChips(drill, summary.data?.departments ?? []);
  const listRef = useRef<HTMLDivElement>(null);
  const drillKey = drill ? JSON.stringify(drill.drill) : null;

  // A click far up the page opens the list below it: bring the list into view.
  useEffect(() => {
    if (drillKey !== null) listRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [drillKey]);

  const setFilters = (next: DashboardFilters) =>
    setParams(toParams(next, drill ? { ...drill, page: 1 } : null), { replace: true });
  const setDrill = (next: DrillState | null) => setParams(toParams(filters, next));
  const onDrill = (narrow: Drill) => setDrill(openDrill(narrow));

  function summaryContent() {
    if (summary.isPending) return <PageLoader />;
    if (summary.isError)
      return (
        <ErrorState
          title={t('perfDashSummaryFailed')}
          message={summary.error.message}
          onRetry={() => void summary.refetch()}
        />
      );
    return (
      <Stack>
        <SummaryCards summary={summary.data} onDrill={onDrill} />
        <Grid>
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <Card withBorder padding="md" component="section">
              <Title order={2} size="h4" mb="sm">
                {t('perfDashDepartmentsTitle')}
              </Title>
              <DepartmentTable rows={summary.data.departments} onDrill={onDrill} />
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Card withBorder padding="md" component="section">
              <Group justify="space-between" mb="sm">
                <Title order={2} size="h4">
                  {t('perfDashStatusesTitle')}
                </Title>
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => onDrill({})}
                  data-testid="perf-dash-drill-all"
                >
                  {t('perfDashDrillAll')}
                </Button>
              </Group>
              <StatusBars filters={filters} onDrill={onDrill} />
            </Card>
          </Grid.Col>
        </Grid>
      </Stack>
    );
  }

  return (
    <Stack>
      <Stack gap={4}>
        <Title order={1}>{t('perfDashTitle')}</Title>
        <Text c="dimmed">{t('perfDashIntro')}</Text>
      </Stack>
      <FiltersBar filters={filters} onChange={setFilters} />
      {summaryContent()}
      <div ref={listRef}>
        {drill ? (
          <DrillList
            filters={filters}
            state={drill}
            chips={chips}
            onChange={setDrill}
            onClose={() => setDrill(null)}
          />
        ) : (
          <Text size="sm" c="dimmed" data-testid="perf-dash-drill-hint">
            {t('perfDashDrillHint')}
          </Text>
        )}
      </div>
    </Stack>
  );
}

/**
 * /supplier-dashboard (000 §2; issue 23 §4): the Performance summary of 001 §3 with its filters,
 * the evaluations by status, and the evaluations behind any figure. Without the node's
 * contractorPerformance flag it leads back to the dashboard.
 */
export function SupplierDashboardPage() {
  const { info } = useSession();
  if (!info.tenderNode.contractorPerformance) return <Navigate to="/" replace />;
  return <SupplierDashboard />;
}
