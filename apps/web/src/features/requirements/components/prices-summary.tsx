import { Card, Stack, Table, Text, Title } from '@mantine/core';
import { formatMoney, parseDecimal, type TableSummary } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { ErrorState, PageLoader } from '../../../ui/page-states.tsx';
import { useSummary } from '../api/requirements-queries.ts';

/** An amount the server computed, shown exactly: decimal text to money, never through a float. */
export function moneyOf(text: string): string {
  const value = parseDecimal(text);
  return value === null ? text : formatMoney(value);
}

type Taxes = TableSummary['taxes'];

function TaxCell({ taxes }: { taxes: Taxes }) {
  if (taxes.length === 0) return <>{moneyOf('0')}</>;
  return (
    <Stack gap={0}>
      {taxes.map((tax) => (
        <Text key={tax.taxType} size="sm">
          {`${tax.taxType} ${moneyOf(tax.amount)}`}
        </Text>
      ))}
    </Stack>
  );
}

/** The prices summary (GET TenderTables/Summary): each form included in it, and their sums. */
export function PricesSummary({ tenderId }: { tenderId: number }) {
  const { t } = useTranslation();
  const summary = useSummary(tenderId);

  let content = <PageLoader />;
  if (summary.isError) {
    content = (
      <ErrorState
        title={t('pricesSummaryLoadFailed')}
        message={summary.error.message}
        onRetry={() => void summary.refetch()}
      />
    );
  } else if (summary.data && summary.data.tables.length === 0) {
    content = (
      <Text size="sm" c="dimmed" data-testid="summary-empty">
        {t('pricesSummaryEmpty')}
      </Text>
    );
  } else if (summary.data) {
    const total = summary.data;
    content = (
      <Table verticalSpacing="xs" data-testid="prices-summary">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('sectionFormsColumnName')}</Table.Th>
            <Table.Th ta="right">{t('pricesSummarySubtotal')}</Table.Th>
            <Table.Th ta="right">{t('pricesSummaryDiscount')}</Table.Th>
            <Table.Th ta="right">{t('pricesSummaryTaxes')}</Table.Th>
            <Table.Th ta="right">{t('pricesSummaryTotal')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {total.tables.map((form) => (
            <Table.Tr key={form.tenderTableId} data-testid={`summary-${form.tenderTableId}`}>
              <Table.Td>{form.name}</Table.Td>
              <Table.Td ta="right">{moneyOf(form.subtotal)}</Table.Td>
              <Table.Td ta="right">{moneyOf(form.discount)}</Table.Td>
              <Table.Td ta="right">
                <TaxCell taxes={form.taxes} />
              </Table.Td>
              <Table.Td ta="right">{moneyOf(form.total)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={600}>
            <Table.Td>{t('pricesSummaryAllForms')}</Table.Td>
            <Table.Td ta="right">{moneyOf(total.subtotal)}</Table.Td>
            <Table.Td ta="right">{moneyOf(total.discount)}</Table.Td>
            <Table.Td ta="right">
              <TaxCell taxes={total.taxes} />
            </Table.Td>
            <Table.Td ta="right" data-testid="summary-total">
              {moneyOf(total.total)}
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    );
  }

  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={4}>{t('pricesSummaryTitle')}</Title>
        {content}
      </Stack>
    </Card>
  );
}
