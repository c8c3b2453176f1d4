/**
 * Exact decimal arithmetic for price forms (issue 5: "money is exact to the cent, never binary
 * floating point"). A value is a bigint count of millionths; money is rounded to the cent, half away
 * from zero, only where a line, a tax or a discount becomes an amount, so cents never drift.
 */

/** Millionths: enough for unit prices and quantities with up to six decimals. */
export const decimalScale = 6;
const ONE = 10n ** BigInt(decimalScale);
const CENT = 10n ** BigInt(decimalScale - 2);

/** A decimal as a count of millionths. */
export type Decimal = bigint;

const pattern = /^(-)?(\d{1,15})(?:\.(\d{1,6}))?$/;

/**
 * Reads what a person typed: optional minus, up to 15 integer digits, up to six decimals, commas
 * as thousands separators allowed. Anything else (letters, two points, exponents) is null.
 */
export function parseDecimal(text: string | number | null | undefined): Decimal | null {
  if (text === null || text === undefined) return null;
  const raw = (typeof text === 'number' ? numberText(text) : text).trim().replace(/,(?=\d{3}(\D|$))/g, '');
  if (raw === '') return null;
  const match = pattern.exec(raw);
  if (!match) return null;
  const [, minus, whole = '0', fraction = ''] = match;
  const value = BigInt(whole) * ONE + BigInt(fraction.padEnd(decimalScale, '0'));
  return minus ? -value : value;
}

/** A JavaScript number as the decimal text it prints, refusing what cannot be exact. */
function numberText(n: number): string {
  if (!Number.isFinite(n)) return 'x';
  const text = String(n);
  return text.includes('e') ? 'x' : text;
}

/** Whole units as a decimal. */
export const fromInteger = (n: number | bigint): Decimal => BigInt(n) * ONE;

/** Divides, rounding half away from zero. */
function roundDiv(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (n + d / 2n) / d;
  return negative ? -quotient : quotient;
}

export const add = (a: Decimal, b: Decimal): Decimal => a + b;
export const subtract = (a: Decimal, b: Decimal): Decimal => a - b;
export const multiply = (a: Decimal, b: Decimal): Decimal => roundDiv(a * b, ONE);

/** a / b, or null when b is zero: a form never divides by zero. */
export function divide(a: Decimal, b: Decimal): Decimal | null {
  return b === 0n ? null : roundDiv(a * ONE, b);
}

/**
 * `percent` percent of `base` as an amount: rounded to the cent once, from the exact product.
 * Rounding to millionths first and then to cents moves a cent when the product ends in ...49999x.
 */
export const percentInCents = (base: Decimal, percent: Decimal): Decimal =>
  roundDiv(base * percent, 100n * ONE * CENT) * CENT;

/** Rounded to the cent, half away from zero. */
export const toCents = (value: Decimal): Decimal => roundDiv(value, CENT) * CENT;

export const sum = (values: readonly Decimal[]): Decimal => values.reduce((total, v) => total + v, 0n);

/** Plain decimal text without trailing zeros beyond `minDecimals` ('1234.5', '-0.25'). */
export function formatDecimal(value: Decimal, minDecimals = 0): string {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const whole = abs / ONE;
  let fraction = (abs % ONE).toString().padStart(decimalScale, '0').replace(/0+$/, '');
  if (fraction.length < minDecimals) fraction = fraction.padEnd(minDecimals, '0');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** Money as the spec shows it: $ sign, thousands separators, two decimals ('$1,234.50'). */
export function formatMoney(value: Decimal): string {
  const cents = toCents(value);
  const negative = cents < 0n;
  const [whole = '0', fraction = '00'] = formatDecimal(negative ? -cents : cents, 2).split('.');
  return `${negative ? '-' : ''}$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}
