import { NumberInput } from '@mantine/core';
import {
  type bondAmountTypes,
  currencyRule,
  fromInteger,
  isAcceptableCurrencyDraft,
  parseDecimal,
} from '@procura/contract';
import type { ReactNode } from 'react';

type AmountType = (typeof bondAmountTypes)[number];

const hundred = fromInteger(100);

/** Whether a percentage draft stays within 0 to 100 with at most two decimals. */
function isAcceptablePercentDraft(text: string): boolean {
  if (text === '' || text === '.') return true;
  if (!/^\d{0,3}(\.\d{0,2})?$/.test(text)) return false;
  const value = parseDecimal(text.endsWith('.') ? text.slice(0, -1) : text);
  return value !== null && value <= hundred;
}

/**
 * A bond's amount as the text it is typed in, never a float: a dollar amount by the currency rules
 * of 000 §5 ($, thousands separators, two decimals, at most 999,999,999,999.99), or a percentage
 * from 0 to 100.
 */
export function BondAmountInput({
  amountType,
  value,
  onChange,
  label,
  error,
}: {
  amountType: AmountType;
  value: string;
  onChange: (value: string) => void;
  label: string;
  error?: ReactNode;
}) {
  const dollars = amountType === 'DollarAmount';
  return (
    <NumberInput
      label={label}
      required
      value={value}
      onValueChange={(values) => onChange(values.value)}
      prefix={dollars ? currencyRule.sign : undefined}
      suffix={dollars ? undefined : '%'}
      thousandSeparator={dollars ? ',' : undefined}
      decimalScale={2}
      allowNegative={false}
      hideControls
      isAllowed={(values) =>
        dollars ? isAcceptableCurrencyDraft(values.value) : isAcceptablePercentDraft(values.value)
      }
      error={error}
      data-testid="bond-amount"
    />
  );
}
