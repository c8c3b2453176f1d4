import { Anchor, Badge, Stack, Table, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { portalPath, type SupplierEvaluationRow, supplierEvaluationPagePath } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay } from '../../../ui/format.ts';
import { ListStates } from '../../../ui/list-states.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { RequireSupplier, usePortalAgency } from '../../portal/index.ts';
import { useMyEvaluations } from '../api/portal-queries.ts';
import { formatPercent } from '../dashboard/format.ts';
import {
  ratingColors,
  ratingLabelKeys,
  statusColor,
  statusLabelKeys,
  typeLabelKeys,
} from '../evaluations/presenters.ts';

const pageSize = 20;

/** An evaluation's status and rating as badges, in the reader's words. */
export function StatusBadge({ status }: { status: SupplierEvaluationRow['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge color={statusColor(status)} variant="light" data-status={status}>
      {t(statusLabelKeys[status])}
    </Badge>
  );
}

export function RatingBadge({ rating }: { rating: SupplierEvaluationRow['rating'] }) {
  const { t } = useTranslation();
  if (rating === null) return <>—</>;
  return (
    <Badge color={ratingColors[rating]} variant="light" data-rating={rating}>
      {t(ratingLabelKeys[rating])}
    </Badge>
  );
}

function EvaluationRows({ agency, rows }: { agency: string; rows: readonly SupplierEvaluationRow[] }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const shown = rows.slice((page - 1) * pageSize, page * pageSize);
  return (
    <Stack>
      <Table.ScrollContainer minWidth={820}>
        <Table striped data-testid="portal-evaluations">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('perfDashColContract')}</Table.Th>
              <Table.Th>{t('perfDashColType')}</Table.Th>
              <Table.Th>{t('perfDashColPeriod')}</Table.Th>
              <Table.Th>{t('perfDashColStatus')}</Table.Th>
              <Table.Th>{t('perfDashColScore')}</Table.Th>
              <Table.Th>{t('perfDashColRating')}</Table.Th>
              <Table.Th>{t('portalEvalReviewBy')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row) => (
              <Table.Tr key={row.id} data-testid={`portal-evaluation-${row.id}`}>
                <Table.Td>
                  <Anchor component={Link} to={portalPath(agency, supplierEvaluationPagePath(row.id))}>
                    {row.contractName ?? t('portalEvalNoContract')}
                  </Anchor>
                </Table.Td>
                <Table.Td>{t(typeLabelKeys[row.type])}</Table.Td>
                <Table.Td>
                  {t('perfDashPeriod', { start: formatDay(row.periodStart), end: formatDay(row.periodEnd) })}
                </Table.Td>
                <Table.Td>
                  <StatusBadge status={row.status} />
                </Table.Td>
                <Table.Td>{formatPercent(row.percent)}</Table.Td>
                <Table.Td>
                  <RatingBadge rating={row.rating} />
                </Table.Td>
                <Table.Td>{formatDay(row.supplierReviewEndsOn)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows.length > pageSize ? (
        <Pager page={page} total={rows.length} pageSize={pageSize} onChange={setPage} />
      ) : null}
    </Stack>
  );
}

function MyEvaluationsList() {
  const { t } = useTranslation();
  useDocumentTitle(t('portalMyEvaluations'));
  const agency = usePortalAgency();
  const evaluations = useMyEvaluations(agency);
  return (
    <Stack>
      <Title order={1}>{t('portalMyEvaluations')}</Title>
      <ListStates
        query={evaluations}
        failedTitle={t('portalEvalsFailed')}
        emptyTitle={t('portalEvalsEmpty')}
        emptyHint={t('portalEvalsEmptyHint')}
      >
        {(result) => (
          <>
            <Text size="sm" c="dimmed">
              {t('perfDashDrillCount', { count: result.values.length })}
            </Text>
            <EvaluationRows agency={agency} rows={result.values} />
          </>
        )}
      </ListStates>
    </Stack>
  );
}

/**
 * /portal/{agency}/performance (issue 23 §2): the agency's evaluations of the signed-in supplier's
 * work, from the supplier's review on, each leading to its page.
 */
export function MyEvaluationsPage() {
  return <RequireSupplier>{() => <MyEvaluationsList />}</RequireSupplier>;
}
