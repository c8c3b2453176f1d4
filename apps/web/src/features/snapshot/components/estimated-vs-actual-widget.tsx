import { Group, Progress, Stack, Text } from '@mantine/core';
import { type SnapshotValues, snapshotVariance } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import type { UiKey } from '../../../platform/i18n/ui-en.ts';
import { formatSnapshotMoney } from '../presenters.ts';
import { WidgetCard, type WidgetProps } from './widget-card.tsx';

type Bar = { name: string; label: UiKey; value: string | null; color: string };

/** Bars of one scale: each as a share of the largest, so their lengths compare at a glance. */
function Bars({ bars }: { bars: Bar[] }) {
  const { t } = useTranslation();
  const shown = bars.filter((bar) => bar.value !== null);
  const largest = Math.max(0, ...shown.map((bar) => Number(bar.value)));
  return (
    <Stack gap={8}>
      {shown.map((bar) => (
        <Stack gap={2} key={bar.name} data-testid={`bar-${bar.name}`}>
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t(bar.label)}</Text>
            <Text size="sm" fw={600} data-testid={`bar-${bar.name}-value`}>
              {formatSnapshotMoney(bar.value)}
            </Text>
          </Group>
          <Progress
            value={largest > 0 ? (Number(bar.value) / largest) * 100 : 0}
            color={bar.color}
            size="md"
            aria-label={t(bar.label)}
          />
        </Stack>
      ))}
    </Stack>
  );
}

/** "Awarded is $12,345.67 (12.3 %) over the estimate", or under, or on it. */
function Variance({
  estimate,
  actual,
  name,
}: {
  estimate: string | null;
  actual: string | null;
  name: string;
}) {
  const { t } = useTranslation();
  const variance = snapshotVariance(estimate, actual);
  if (!variance) return null;
  const over = !variance.amount.startsWith('-');
  const amount = formatSnapshotMoney(over ? variance.amount : variance.amount.slice(1));
  const percent = variance.percent === null ? '' : ` (${Math.abs(variance.percent).toFixed(1)} %)`;
  const key: UiKey =
    Number(variance.amount) === 0
      ? 'snapshotVarianceOn'
      : over
        ? 'snapshotVarianceOver'
        : 'snapshotVarianceUnder';
  return (
    <Text size="sm" c={Number(variance.amount) > 0 ? 'red' : 'teal'} data-testid={`variance-${name}`}>
      {t(key, { amount: `${amount}${percent}` })}
    </Text>
  );
}

const hasValues = (values: SnapshotValues) =>
  [
    values.estimatedValue,
    values.estimatedAnnualValue,
    values.awardedTotal,
    values.actualTotalProjectValue,
  ].some((value) => value !== null) || values.contract !== null;

/**
 * Estimated vs Actual: the project's estimate against what was awarded, the awards' actual values
 * and, with a contract, its amount and what purchase orders have used of it; then the annual value.
 */
export function EstimatedVsActualWidget({ query }: WidgetProps) {
  const { t } = useTranslation();
  return (
    <WidgetCard
      name="estimated-vs-actual"
      title={t('snapshotEstimatedVsActual')}
      query={query}
      isEmpty={({ estimatedVsActual }) => !hasValues(estimatedVsActual)}
      emptyText={t('snapshotValuesEmpty')}
    >
      {({ estimatedVsActual: values }) => {
        const actual = values.actualTotalProjectValue ?? values.awardedTotal;
        const total: Bar[] = [
          { name: 'estimated', label: 'snapshotEstimatedValue', value: values.estimatedValue, color: 'gray' },
          { name: 'awarded', label: 'snapshotAwardedTotal', value: values.awardedTotal, color: 'blue' },
          {
            name: 'actual',
            label: 'snapshotActualTotal',
            value: values.actualTotalProjectValue,
            color: 'indigo',
          },
          {
            name: 'contract',
            label: 'snapshotContractAmount',
            value: values.contract?.amount ?? null,
            color: 'teal',
          },
          {
            name: 'ordered',
            label: 'snapshotPurchaseOrders',
            value: values.contract?.purchaseOrderTotal ?? null,
            color: 'orange',
          },
        ];
        const annual: Bar[] = [
          {
            name: 'estimated-annual',
            label: 'snapshotEstimatedAnnualValue',
            value: values.estimatedAnnualValue,
            color: 'gray',
          },
          {
            name: 'actual-annual',
            label: 'snapshotActualAnnual',
            value: values.actualTotalAnnualValue,
            color: 'indigo',
          },
        ];
        return (
          <Stack gap="sm">
            <Bars bars={total} />
            <Variance name="total" estimate={values.estimatedValue} actual={actual} />
            {values.awardCount > 0 ? (
              <Text size="xs" c="dimmed">
                {t('snapshotAwardCount', { count: values.awardCount })}
              </Text>
            ) : null}
            {annual.some((bar) => bar.value !== null) ? (
              <>
                <Bars bars={annual} />
                <Variance
                  name="annual"
                  estimate={values.estimatedAnnualValue}
                  actual={values.actualTotalAnnualValue}
                />
              </>
            ) : null}
            {values.contract && values.contract.purchaseOrderCount > 0 ? (
              <Text size="xs" c="dimmed" data-testid="snapshot-orders">
                {t('snapshotOrderCount', { count: values.contract.purchaseOrderCount })}
              </Text>
            ) : null}
          </Stack>
        );
      }}
    </WidgetCard>
  );
}
