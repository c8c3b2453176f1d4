import { Alert, Badge, Button, Group, NumberInput, Stack, Table, Text, TextInput } from '@mantine/core';
import { licenceRules } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { currencyInputProps } from '../../../../ui/currency-input.ts';
import { numberOf } from '../../../projects/index.ts';
import { newPeriod, type PeriodDraft, periodStatuses } from '../licence-model.ts';
import { periodStatusColors, periodStatusLabelKeys } from '../presenters.ts';

/**
 * A licence's billing periods (000 §5 Contract builder agency): start, end, purchased (100 by
 * default), price per transaction to the cent, what was used (read-only) and the status on today.
 * Rows are added and removed; a period with used transactions stays. Each row's problem shows
 * under it as typed; a problem of the whole list, above the rows.
 */
export function BillingPeriodsEditor({
  periods,
  today,
  errors,
  onChange,
}: {
  periods: readonly PeriodDraft[];
  today: string;
  errors: Record<string, string>;
  onChange: (periods: PeriodDraft[]) => void;
}) {
  const { t } = useTranslation();
  const statuses = periodStatuses(periods, today);
  const change = (index: number, patch: Partial<PeriodDraft>) =>
    onChange(periods.map((p, i) => (i === index ? { ...p, ...patch } : p)));

  return (
    <Stack gap="xs" data-testid="billing-periods">
      <Group justify="space-between">
        <Text fw={600}>{t('licenceBillingPeriods')}</Text>
        <Button
          size="xs"
          variant="light"
          onClick={() => onChange([...periods, newPeriod()])}
          data-testid="period-add"
        >
          {t('licencePeriodAdd')}
        </Button>
      </Group>
      {errors.billingPeriods ? (
        <Alert color="red" data-testid="billing-periods-error">
          {errors.billingPeriods}
        </Alert>
      ) : null}
      {periods.length > 0 ? (
        <Table.ScrollContainer minWidth={860}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('licencePeriodStart')}</Table.Th>
                <Table.Th>{t('licencePeriodEnd')}</Table.Th>
                <Table.Th>{t('licencePurchased')}</Table.Th>
                <Table.Th>{t('licencePrice')}</Table.Th>
                <Table.Th>{t('licenceUsed')}</Table.Th>
                <Table.Th>{t('licencePeriodStatus')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {periods.map((period, index) => {
                const n = index + 1;
                const error = errors[`billingPeriods.${index}`];
                const status = statuses[index] ?? 'Future';
                return (
                  // Rows have no stable id until saved: their place is their identity while editing.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  <Table.Tr key={index} data-testid={`period-${index}`}>
                    <Table.Td>
                      <TextInput
                        type="date"
                        aria-label={t('licencePeriodStartOf', { n })}
                        value={period.dateStartUTC ?? ''}
                        onChange={(event) =>
                          change(index, { dateStartUTC: event.currentTarget.value || null })
                        }
                        error={error ? true : undefined}
                      />
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        type="date"
                        aria-label={t('licencePeriodEndOf', { n })}
                        value={period.dateEndUTC ?? ''}
                        onChange={(event) => change(index, { dateEndUTC: event.currentTarget.value || null })}
                        error={error}
                      />
                    </Table.Td>
                    <Table.Td>
                      <NumberInput
                        aria-label={t('licencePurchasedOf', { n })}
                        min={period.transactionUsed}
                        max={licenceRules.maxPurchased}
                        allowDecimal={false}
                        allowNegative={false}
                        thousandSeparator=","
                        value={period.transactionPurchased ?? ''}
                        onChange={(value) => change(index, { transactionPurchased: numberOf(value) })}
                        error={errors[`billingPeriods.${index}.transactionPurchased`]}
                      />
                    </Table.Td>
                    <Table.Td>
                      <NumberInput
                        aria-label={t('licencePriceOf', { n })}
                        value={period.pricePerTransaction ?? ''}
                        onChange={(value) => change(index, { pricePerTransaction: numberOf(value) })}
                        error={errors[`billingPeriods.${index}.pricePerTransaction`]}
                        {...currencyInputProps}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" data-testid={`period-used-${index}`}>
                        {period.transactionUsed}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge
                        color={periodStatusColors[status]}
                        variant="light"
                        data-testid={`period-status-${index}`}
                      >
                        {t(periodStatusLabelKeys[status])}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red"
                        disabled={period.transactionUsed > 0}
                        title={period.transactionUsed > 0 ? t('licencePeriodUsedKept') : undefined}
                        aria-label={t('licencePeriodRemove', { n })}
                        onClick={() => onChange(periods.filter((_, i) => i !== index))}
                      >
                        {t('licencePeriodRemoveShort')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Text size="sm" c="dimmed">
          {t('licencePeriodsNone')}
        </Text>
      )}
    </Stack>
  );
}
