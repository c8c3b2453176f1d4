import { Table } from '@mantine/core';
import { type ComputedTable, type EngineTable, formatMoney } from '@procura/contract';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A form's subtotal, prompt pay discount, taxes and total, as the engine computed them. The
 * data-testids let a browser test read the figures exactly as shown.
 */
export const FormTotals = memo(function FormTotals({
  computed,
  table,
}: {
  computed: Pick<ComputedTable, 'subtotal' | 'discount' | 'taxes' | 'total'>;
  table: Pick<EngineTable, 'hasPromptPayDiscount' | 'isAutoComputeTax' | 'taxes'>;
}) {
  const { t } = useTranslation();
  return (
    <Table withRowBorders={false} w="auto" ml="auto" verticalSpacing={2} aria-label={t('formTotal')}>
      <Table.Tbody>
        <Table.Tr>
          <Table.Th>{t('formSubtotal')}</Table.Th>
          <Table.Td ta="right" data-testid="form-subtotal">
            {formatMoney(computed.subtotal)}
          </Table.Td>
        </Table.Tr>
        {table.hasPromptPayDiscount ? (
          <Table.Tr>
            <Table.Th>{t('formDiscount')}</Table.Th>
            <Table.Td ta="right" data-testid="form-discount">
              {formatMoney(-computed.discount)}
            </Table.Td>
          </Table.Tr>
        ) : null}
        {computed.taxes.map((tax, index) => (
          <Table.Tr key={tax.taxType}>
            <Table.Th>
              {t('formTax', { taxType: tax.taxType, percentage: table.taxes[index]?.percentage ?? '' })}
            </Table.Th>
            <Table.Td ta="right" data-testid={`form-tax-${tax.taxType}`}>
              {formatMoney(tax.amount)}
            </Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr>
          <Table.Th>{t('formTotal')}</Table.Th>
          <Table.Td ta="right" fw={700} data-testid="form-total">
            {formatMoney(computed.total)}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
});
