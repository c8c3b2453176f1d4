import { Badge, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { Project } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatDateTime, formatDay } from '../../../ui/format.ts';
import { EmptyResult, ErrorState, PageLoader } from '../../../ui/page-states.tsx';
import { PerformanceStatusWarning, useCurrentStatuses } from '../../performance/index.ts';
import { useAwardSummary } from '../api/awards-queries.ts';
import { awardPhaseLabels } from '../presenters.ts';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value || 'N/A'}</Text>
    </Stack>
  );
}

/** Award > Summary: the award phase, the awarded companies and their totals beside the estimates. */
export function AwardSummaryPage({ project }: { project: Project }) {
  const { t } = useTranslation();
  const summary = useAwardSummary(project.id);
  const statuses = useCurrentStatuses(summary.data?.companies.map((c) => c.vendorId) ?? []);
  if (summary.isPending) return <PageLoader />;
  if (summary.isError || !summary.data) {
    return (
      <ErrorState
        title={t('awardSummaryFailed')}
        message={summary.error?.message ?? ''}
        onRetry={() => void summary.refetch()}
      />
    );
  }
  const data = summary.data;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('awardSummaryTitle')}</Title>
        <Badge size="lg" variant="light" data-testid="award-phase">
          {t(awardPhaseLabels[data.status])}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Figure label={t('awardClosingLabel')} value={formatDateTime(data.dateClosing)} />
        <Figure label={t('awardEstimatedValueLabel')} value={formatAmount(data.estimatedValue)} />
        <Figure label={t('awardEstimatedAnnualLabel')} value={formatAmount(data.estimatedAnnualValue)} />
        <Figure label={t('awardTotalAmountLabel')} value={formatAmount(data.totalAwardAmount)} />
        <Figure label={t('awardActualTotalLabel')} value={formatAmount(data.totalActualProjectValue)} />
        <Figure label={t('awardActualAnnualLabel')} value={formatAmount(data.totalActualAnnualValue)} />
      </SimpleGrid>
      {data.companies.length === 0 ? (
        <EmptyResult title={t('awardsEmpty')} description={t('awardsEmptyHint')} />
      ) : (
        <Table striped data-testid="award-summary-companies">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('awardCompanyLabel')}</Table.Th>
              <Table.Th>{t('awardAmountLabel')}</Table.Th>
              <Table.Th>{t('awardDateLabel')}</Table.Th>
              <Table.Th>{t('awardDisplayToPublicLabel')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.companies.map((c) => (
              <Table.Tr key={c.awardId}>
                <Table.Td>
                  {c.companyName}
                  <PerformanceStatusWarning vendorId={c.vendorId} statuses={statuses} />
                </Table.Td>
                <Table.Td>{formatAmount(c.awardAmount)}</Table.Td>
                <Table.Td>{formatDay(c.awardDate)}</Table.Td>
                <Table.Td>{c.displayToPublic ? t('yes') : t('no')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
