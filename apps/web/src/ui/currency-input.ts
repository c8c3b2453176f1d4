import { currencyRule, isAcceptableCurrencyDraft } from '@procura/contract';

/**
 * The currency rules of 000 §5 as NumberInput props: $, thousands separators, two decimals, no
 * minus, at most 999,999,999,999.99 (13 integer digits).
 */
export const currencyInputProps = {
  prefix: currencyRule.sign,
  thousandSeparator: ',',
  decimalScale: currencyRule.decimals,
  fixedDecimalScale: true,
  allowNegative: false,
  min: 0,
  max: currencyRule.max,
  step: currencyRule.step,
  isAllowed: (values: { value: string }) => isAcceptableCurrencyDraft(values.value),
} as const;
