import { Anchor, Badge, Stack, Table, Text } from '@mantine/core';
import { type VendorHistoryRow, vendorHistoryPageSize } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAmount, formatDateTime } from '../../../ui/format.ts';
import { ListStates } from '../../../ui/list-states.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { statusColors, statusLabelKeys } from '../../projects/index.ts';
import { useSubmissionHistory } from '../api/vendors-queries.ts';
import { bidStatusLabelKeys, outcomeLabelKeys } from '../presenters.ts';

/** The bid's amount: 'Sealed' while the price part is, nothing when there is no bid. */
function BidAmount({ row }: { row: VendorHistoryRow }) {
  const { t } = useTranslation();
  if (row.priceSealed) {
    return (
      <Badge variant="light" color="gray" data-testid={`history-sealed-${row.projectId}`}>
        {t('supplierHistorySealed')}
      </Badge>
    );
  }
  return <>{formatAmount(row.bidAmount)}</>;
}

/**
 * The History tab (issue 22 §2, GET /Vendors/SubmissionHistory): every project the supplier took
 * plans for, asked on or bid on, with its bid and how it ended. Amounts show only once the price
 * is unsealed (the server sends none before), paged by 20.
 */
export function ProfileHistory({ vendorId }: { vendorId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useSubmissionHistory(vendorId, page);
  const none = t('notAvailable');
  return (
    <ListStates
      query={history}
      failedTitle={t('supplierHistoryLoadFailed')}
      emptyTitle={t('supplierHistoryEmpty')}
    >
      {(rows) => (
        <Stack>
          <Table.ScrollContainer minWidth={960}>
            <Table striped data-testid="supplier-history">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('supplierHistoryProject')}</Table.Th>
                  <Table.Th>{t('supplierHistoryNumber')}</Table.Th>
                  <Table.Th>{t('supplierHistoryStatus')}</Table.Th>
                  <Table.Th>{t('supplierHistoryClosing')}</Table.Th>
                  <Table.Th>{t('supplierHistoryPlansTaken')}</Table.Th>
                  <Table.Th>{t('supplierHistoryQuestions')}</Table.Th>
                  <Table.Th>{t('supplierHistoryBid')}</Table.Th>
                  <Table.Th>{t('supplierHistorySubmitted')}</Table.Th>
                  <Table.Th>{t('supplierHistoryAmount')}</Table.Th>
                  <Table.Th>{t('supplierHistoryOutcome')}</Table.Th>
                  <Table.Th>{t('supplierHistoryAward')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.values.map((row) => (
                  <Table.Tr key={row.projectId} data-testid={`history-row-${row.projectId}`}>
                    <Table.Td>
                      <Anchor component={Link} to={`/projects/${row.projectId}/build/settings`} size="sm">
                        {row.projectName}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{row.projectNumber}</Table.Td>
                    <Table.Td>
                      <Badge color={statusColors[row.projectStatus]} variant="light">
                        {t(statusLabelKeys[row.projectStatus])}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{row.dateClosing ? formatDateTime(row.dateClosing) : none}</Table.Td>
                    <Table.Td>
                      {row.planTakerRegisteredAt ? formatDateTime(row.planTakerRegisteredAt) : t('no')}
                    </Table.Td>
                    <Table.Td>{row.questionCount}</Table.Td>
                    <Table.Td>{row.bidStatus ? t(bidStatusLabelKeys[row.bidStatus]) : ''}</Table.Td>
                    <Table.Td>{row.submittedAt ? formatDateTime(row.submittedAt) : ''}</Table.Td>
                    <Table.Td data-testid={`history-amount-${row.projectId}`}>
                      <BidAmount row={row} />
                    </Table.Td>
                    <Table.Td>{row.outcome ? t(outcomeLabelKeys[row.outcome]) : ''}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{formatAmount(row.awardAmount)}</Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Pager page={page} total={rows.total} pageSize={vendorHistoryPageSize} onChange={setPage} />
        </Stack>
      )}
    </ListStates>
  );
}
