import { Anchor, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { evaluationPagePath, type PerformanceEvaluationRow } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay } from '../../../ui/format.ts';
import { EmptyResult, ErrorState, PageLoader } from '../../../ui/page-states.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { SortableTh } from '../../../ui/sortable-th.tsx';
import { useDrillEvaluations } from '../api/summary-queries.ts';
import {
  ratingColors,
  ratingLabelKeys,
  statusColor,
  statusLabelKeys,
  typeLabelKeys,
} from '../evaluations/presenters.ts';
import {
  type DashboardFilters,
  type DrillState,
  drillPageSize,
  drillQuery,
  type EvaluationSortColumn,
  nextSort,
} from './dashboard-model.ts';
import { formatPercent } from './format.ts';

/** The list's columns, the sortable ones under the server's names for them. */
const columns = [
  ['companyName', 'perfDashColSupplier'],
  ['contractName', 'perfDashColContract'],
  ['departmentName', 'perfDashColDepartment'],
  ['type', 'perfDashColType'],
  ['evaluationDate', 'perfDashColEvaluationDate'],
  ['status', 'perfDashColStatus'],
  ['percent', 'perfDashColScore'],
  ['rating', 'perfDashColRating'],
] as const;
const sortable = new Set<string>(['companyName', 'evaluationDate', 'status', 'percent']);

function Row({ row }: { row: PerformanceEvaluationRow }) {
  const { t } = useTranslation();
  return (
    <Table.Tr data-testid={`perf-dash-evaluation-${row.id}`}>
      <Table.Td>
        <Anchor component={Link} to={evaluationPagePath(row.id)} size="sm">
          {row.companyName}
        </Anchor>
      </Table.Td>
      <Table.Td>{row.contractName ?? '—'}</Table.Td>
      <Table.Td>{row.departmentName ?? '—'}</Table.Td>
      <Table.Td>{t(typeLabelKeys[row.type])}</Table.Td>
      <Table.Td>{formatDay(row.evaluationDate)}</Table.Td>
      <Table.Td>
        <Badge color={statusColor(row.status)} variant="light">
          {t(statusLabelKeys[row.status])}
        </Badge>
      </Table.Td>
      <Table.Td>{formatPercent(row.percent)}</Table.Td>
      <Table.Td>
        {row.rating ? (
          <Badge color={ratingColors[row.rating]} variant="light">
            {t(ratingLabelKeys[row.rating])}
          </Badge>
        ) : (
          '—'
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The evaluations a click on the dashboard opened (GET /PerformanceEvaluation with the filters and
 * the click's department, status or type): paged by 20, sortable, each leading to its evaluation.
 * The chips say what narrowed it.
 */
export function DrillList({
  filters,
  state,
  chips,
  onChange,
  onClose,
}: {
  filters: DashboardFilters;
  state: DrillState;
  chips: readonly string[];
  onChange: (state: DrillState) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const evaluations = useDrillEvaluations(drillQuery(filters, state));

  function content() {
    if (evaluations.isPending) return <PageLoader />;
    if (evaluations.isError)
      return (
        <ErrorState
          title={t('perfDashDrillFailed')}
          message={evaluations.error.message}
          onRetry={() => void evaluations.refetch()}
        />
      );
    const { values, total } = evaluations.data;
    if (values.length === 0) return <EmptyResult title={t('perfDashDrillEmpty')} />;
    return (
      <Stack>
        <Text size="sm" c="dimmed" data-testid="perf-dash-drill-count">
          {t('perfDashDrillCount', { count: total })}
        </Text>
        <Table.ScrollContainer minWidth={900}>
          <Table striped highlightOnHover data-testid="perf-dash-evaluations">
            <Table.Thead>
              <Table.Tr>
                {columns.map(([column, label]) => (
                  <SortableTh
                    key={column}
                    column={column}
                    label={t(label)}
                    sortable={sortable.has(column)}
                    sort={state}
                    onSort={() =>
                      onChange({ ...state, ...nextSort(state, column as EvaluationSortColumn), page: 1 })
                    }
                  />
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {values.map((row) => (
                <Row key={row.id} row={row} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Pager
          page={state.page}
          total={total}
          pageSize={drillPageSize}
          onChange={(page) => onChange({ ...state, page })}
        />
      </Stack>
    );
  }

  return (
    <Stack component="section" aria-labelledby="perf-dash-drill-title" data-testid="perf-dash-drill">
      <Group justify="space-between" align="center">
        <Group gap="xs">
          <Title order={2} size="h4" id="perf-dash-drill-title">
            {t('perfDashDrillTitle')}
          </Title>
          {chips.map((chip) => (
            <Badge key={chip} variant="outline" data-testid="perf-dash-drill-chip">
              {chip}
            </Badge>
          ))}
        </Group>
        <Button variant="subtle" onClick={onClose} data-testid="perf-dash-drill-close">
          {t('perfDashDrillClose')}
        </Button>
      </Group>
      {content()}
    </Stack>
  );
}
