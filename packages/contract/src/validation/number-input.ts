/**
 * Number and currency input rules of 000 §5, as pure functions over the text typed so far, so the
 * web's inputs and the server's checks agree.
 */

export type NumberInputOptions = { min?: number; max?: number; decimals?: number };

/** Default step: 10 to the minus decimals. */
export function defaultStep(decimals = 0): number {
  // 10 ** -4 is 0.00009999999999999999; dividing gives the double nearest to 0.0001.
  return 1 / 10 ** decimals;
}

/**
 * Whether a keystroke leaves `text` acceptable while typing: minus only when min is below 0,
 * a decimal point only when decimals > 0, no leading zero when min is above 0.
 */
export function isAcceptableNumberDraft(text: string, options: NumberInputOptions = {}): boolean {
  const { min, decimals = 0 } = options;
  if (text === '') return true;
  if (text.includes('-') && (min === undefined ? false : min >= 0)) return false;
  if (text.includes('.') && decimals === 0) return false;
  if (min !== undefined && min > 0 && /^-?0/.test(text)) return false;
  const pattern = decimals > 0 ? new RegExp(`^-?\\d*(\\.\\d{0,${decimals}})?$`) : /^-?\d*$/;
  return pattern.test(text);
}

/**
 * The committed value of a number input: non-numeric becomes empty (null), integers lose leading
 * zeros, the value is clamped to min and max and rounded to `decimals` places.
 */
export function normalizeNumberInput(text: string, options: NumberInputOptions = {}): number | null {
  const { min, max, decimals = 0 } = options;
  const trimmed = text.trim();
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return null;
  let value = Number(trimmed);
  if (!Number.isFinite(value)) return null;
  if (min !== undefined && value < min) value = min;
  if (max !== undefined && value > max) value = max;
  const rounded = roundToDecimals(value, decimals);
  return Object.is(rounded, -0) ? 0 : rounded;
}

/**
 * Rounds by shifting the decimal exponent rather than multiplying, so a typed half such as 1.005
 * (stored as 1.00499999…) rounds up to 1.01 as written, not down to 1.
 */
function roundToDecimals(value: number, decimals: number): number {
  const [mantissa = '0', exponent = '0'] = String(value).split('e');
  const shifted = Math.round(Number(`${mantissa}e${Number(exponent) + decimals}`));
  const [shiftedMantissa = '0', shiftedExponent = '0'] = String(shifted).split('e');
  return Number(`${shiftedMantissa}e${Number(shiftedExponent) - decimals}`);
}

/** Currency: at most 13 integer digits, two decimals, blocked above 999,999,999,999.99. */
export const currencyRule = {
  maxIntegerDigits: 13,
  decimals: 2,
  max: 999_999_999_999.99,
  step: 2,
  sign: '$',
} as const;

/**
 * Whether `text` is an acceptable currency draft: digits and one period, a leading minus only if
 * negatives are allowed, at most two decimals and 13 integer digits, and not above the maximum.
 * Thousands separators typed or pasted are ignored.
 */
export function isAcceptableCurrencyDraft(text: string, options: { allowNegative?: boolean } = {}): boolean {
  const plain = text.replace(/,/g, '');
  if (plain === '') return true;
  if (plain === '-') return options.allowNegative === true;
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(plain);
  if (!match) return false;
  const [, minus = '', integer = '', fraction = ''] = match;
  if (minus && !options.allowNegative) return false;
  if (integer.length > currencyRule.maxIntegerDigits || fraction.length > currencyRule.decimals) return false;
  const value = Number(`${integer || '0'}.${fraction || '0'}`);
  return value <= currencyRule.max;
}

/** Formats cents-exact amounts in US format with two decimals: 1234.5 -> "$1,234.50". */
export function formatCurrency(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '';
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    // No sign on zero: -0 (or an amount rounding to 0.00) shows as $0.00, not -$0.00.
    signDisplay: 'negative',
  }).format(amount);
}
