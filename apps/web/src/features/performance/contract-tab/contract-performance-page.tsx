import { Badge, Group, Stack, Table, Title } from '@mantine/core';
import type { Contract } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../ui/format.ts';
import { ListStates } from '../../../ui/list-states.tsx';
import { useContract } from '../../contracts/index.ts';
import { useContractEvaluations, useContractVendorRatings } from '../api/evaluation-queries.ts';
import { EvaluationsTable } from '../evaluations/evaluations-table.tsx';
import { NewEvaluationButton } from '../evaluations/new-evaluation-button.tsx';
import { formatPercent, ratingColors, ratingLabelKeys } from '../evaluations/presenters.ts';

function Ratings({ contract }: { contract: Contract }) {
  const { t } = useTranslation();
  const ratings = useContractVendorRatings(contract.id);
  return (
    <ListStates query={ratings} failedTitle={t('perfRatingsLoadFailed')} emptyTitle={t('perfRatingsEmpty')}>
      {({ values }) => (
        <Table striped data-testid="contract-ratings">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('perfSupplier')}</Table.Th>
              <Table.Th>{t('perfRatingsEvaluations')}</Table.Th>
              <Table.Th>{t('perfResultAverage')}</Table.Th>
              <Table.Th>{t('perfRatingsLatest')}</Table.Th>
              <Table.Th>{t('perfRatingsNext')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {values.map((row) => (
              <Table.Tr key={row.vendorId} data-testid={`contract-rating-${row.vendorId}`}>
                <Table.Td>
                  {row.companyName}
                  {row.isActive ? null : (
                    <Badge ml="xs" size="xs" color="gray" variant="light">
                      {t('perfInactive')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  {t('perfRatingsCompletedOf', { completed: row.completed, count: row.evaluations })}
                </Table.Td>
                <Table.Td>{formatPercent(row.average)}</Table.Td>
                <Table.Td>
                  {row.latestRating ? (
                    <Badge color={ratingColors[row.latestRating]} variant="light">
                      {t(ratingLabelKeys[row.latestRating])}
                    </Badge>
                  ) : (
                    '—'
                  )}
                </Table.Td>
                <Table.Td>{formatDay(row.nextEvaluationDate)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </ListStates>
  );
}

function Evaluations({ contract }: { contract: Contract }) {
  const { t } = useTranslation();
  const evaluations = useContractEvaluations(contract.id);
  return (
    <ListStates
      query={evaluations}
      failedTitle={t('perfEvaluationsLoadFailed')}
      emptyTitle={t('perfContractEvaluationsEmpty')}
    >
      {({ values }) => <EvaluationsTable rows={values} show="companyName" testId="contract-evaluations" />}
    </ListStates>
  );
}

/**
 * Contract › Performance (000 §2; issue 23 §2): each supplier on the contract with its rating, the
 * contract's evaluations, and the wizard to schedule interims and a final or to add one.
 */
export function ContractPerformancePage() {
  const { t } = useTranslation();
  const contract = useContract();
  const origin = { kind: 'contract', contract } as const;
  return (
    <Stack data-testid="contract-performance">
      <Group justify="space-between">
        <Title order={3}>{t('perfContractTitle')}</Title>
        <Group gap="xs">
          <NewEvaluationButton
            origin={origin}
            mode="schedule"
            label={t('perfScheduleEvaluations')}
            variant="default"
            disabled={contract.vendors.length === 0}
            testId="contract-schedule-evaluations"
          />
          <NewEvaluationButton
            origin={origin}
            label={t('perfAddEvaluation')}
            disabled={contract.vendors.length === 0}
            testId="contract-add-evaluation"
          />
        </Group>
      </Group>
      <Title order={4}>{t('perfRatingsTitle')}</Title>
      <Ratings contract={contract} />
      <Title order={4}>{t('perfEvaluations')}</Title>
      <Evaluations contract={contract} />
    </Stack>
  );
}
