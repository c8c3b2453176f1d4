import { Badge, Code, Table, Text } from '@mantine/core';
import type { Licence } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatDateTime, formatDay } from '../../../../ui/format.ts';
import { EmptyResult } from '../../../../ui/page-states.tsx';
import { periodTotal } from '../licence-model.ts';
import { periodStatusColors, periodStatusLabelKeys } from '../presenters.ts';

/** The licence's billing periods as bought (001 §3 Purchase history): purchased × price, and the sum. */
export function PurchaseHistory({ licence }: { licence: Licence }) {
  const { t } = useTranslation();
  const periods = licence.billingPeriods;
  if (periods.length === 0) return <EmptyResult title={t('licencePeriodsNone')} />;
  const total = periods.reduce((sum, p) => sum + periodTotal(p), 0);
  return (
    <Table striped data-testid="purchase-history">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('licencePeriodStart')}</Table.Th>
          <Table.Th>{t('licencePeriodEnd')}</Table.Th>
          <Table.Th>{t('licencePurchased')}</Table.Th>
          <Table.Th>{t('licencePrice')}</Table.Th>
          <Table.Th>{t('licenceTotal')}</Table.Th>
          <Table.Th>{t('licenceUsed')}</Table.Th>
          <Table.Th>{t('licencePeriodStatus')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {periods.map((period) => (
          <Table.Tr key={period.id}>
            <Table.Td>{formatDay(period.dateStartUTC)}</Table.Td>
            <Table.Td>{formatDay(period.dateEndUTC)}</Table.Td>
            <Table.Td>{period.transactionPurchased}</Table.Td>
            <Table.Td>{formatAmount(period.pricePerTransaction)}</Table.Td>
            <Table.Td>{formatAmount(periodTotal(period))}</Table.Td>
            <Table.Td>{period.transactionUsed}</Table.Td>
            <Table.Td>
              <Badge color={periodStatusColors[period.status]} variant="light">
                {t(periodStatusLabelKeys[period.status])}
              </Badge>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th colSpan={4}>{t('licenceTotalAll')}</Table.Th>
          <Table.Th data-testid="purchase-history-total">{formatAmount(total)}</Table.Th>
          <Table.Th colSpan={2} />
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}

/** What happened to the licence, newest first (001 §3 auditEvent): created, changed, envelopes sent. */
export function LicenceActivity({ licence }: { licence: Licence }) {
  const { t } = useTranslation();
  if (licence.auditEvent.length === 0) return <EmptyResult title={t('licenceActivityNone')} />;
  return (
    <Table striped data-testid="licence-activity">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('licenceActivityWhen')}</Table.Th>
          <Table.Th>{t('licenceActivityEvent')}</Table.Th>
          <Table.Th>{t('licenceActivityDetails')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {licence.auditEvent.map((event, index) => (
          // Events carry no id; the list is read whole and never reordered here.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Table.Tr key={index}>
            <Table.Td>
              <Text size="sm">{formatDateTime(event.created)}</Text>
            </Table.Td>
            <Table.Td>{event.userFriendlyMessage}</Table.Td>
            <Table.Td>
              <Code block fz="xs">
                {event.description}
              </Code>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
