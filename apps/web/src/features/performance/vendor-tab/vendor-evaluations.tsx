import { Group, Stack, Title } from '@mantine/core';
import { performanceEvaluationRules } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListStates } from '../../../ui/list-states.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { useEvaluations } from '../api/evaluation-queries.ts';
import {
  type EvaluationSort,
  EvaluationsTable,
  nextEvaluationSort,
} from '../evaluations/evaluations-table.tsx';
import { NewEvaluationButton } from '../evaluations/new-evaluation-button.tsx';

const pageSize = performanceEvaluationRules.pageSize;

/** The supplier's evaluations (GET /PerformanceEvaluation?vendorId), paged and sorted by the server. */
export function VendorEvaluations({ vendorId, companyName }: { vendorId: number; companyName: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<EvaluationSort>({ sortColumn: 'evaluationDate', sortDirection: 'desc' });
  const list = useEvaluations({ vendorId, start: (page - 1) * pageSize, limit: pageSize, ...sort });
  return (
    <Stack gap="sm" data-testid="vendor-evaluations">
      <Group justify="space-between">
        <Title order={3} size="h4">
          {t('perfEvaluations')}
        </Title>
        <NewEvaluationButton
          origin={{ kind: 'vendor', vendorId, companyName }}
          label={t('perfNewEvaluation')}
          testId="vendor-new-evaluation"
        />
      </Group>
      <ListStates
        query={list}
        failedTitle={t('perfEvaluationsLoadFailed')}
        emptyTitle={t('perfEvaluationsEmpty')}
      >
        {(data) => (
          <Stack>
            <EvaluationsTable
              rows={data.values}
              show="contractName"
              sort={sort}
              onSort={(column) => {
                setSort(nextEvaluationSort(sort, column));
                setPage(1);
              }}
              testId="vendor-evaluations-table"
            />
            <Pager page={page} total={data.total} pageSize={pageSize} onChange={setPage} />
          </Stack>
        )}
      </ListStates>
    </Stack>
  );
}
