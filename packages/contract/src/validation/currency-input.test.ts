import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyRule, formatCurrency, isAcceptableCurrencyDraft } from './number-input.ts';

describe('currencyRule', () => {
  it('matches 000 §5 and §9', () => {
    expect(currencyRule).toEqual({
      maxIntegerDigits: 13,
      decimals: 2,
      max: 999_999_999_999.99,
      step: 2,
      sign: '$',
    });
  });
});

describe('isAcceptableCurrencyDraft', () => {
  it.each(['', '0', '5', '12.', '.5', '.', '12.3', '12.34', '0.00', '1234567.89'])('accepts %j', (text) => {
    expect(isAcceptableCurrencyDraft(text)).toBe(true);
  });

  it.each(['a', '12a', '1e5', '+5', '$5', '5$', '1 000', '12.3.4', '1..2', '12.-3', '--5', '5-'])(
    'refuses %j: only digits and one period',
    (text) => {
      expect(isAcceptableCurrencyDraft(text)).toBe(false);
      expect(isAcceptableCurrencyDraft(text, { allowNegative: true })).toBe(false);
    },
  );

  it('refuses more than two decimals', () => {
    expect(isAcceptableCurrencyDraft('1.234')).toBe(false);
    expect(isAcceptableCurrencyDraft('.001')).toBe(false);
    expect(isAcceptableCurrencyDraft('-1.234', { allowNegative: true })).toBe(false);
  });

  describe('minus sign', () => {
    it('is refused unless negatives are allowed', () => {
      expect(isAcceptableCurrencyDraft('-')).toBe(false);
      expect(isAcceptableCurrencyDraft('-5')).toBe(false);
      expect(isAcceptableCurrencyDraft('-5', { allowNegative: false })).toBe(false);
      expect(isAcceptableCurrencyDraft('-0.50')).toBe(false);
    });

    it('is accepted in front when negatives are allowed', () => {
      expect(isAcceptableCurrencyDraft('-', { allowNegative: true })).toBe(true);
      expect(isAcceptableCurrencyDraft('-5', { allowNegative: true })).toBe(true);
      expect(isAcceptableCurrencyDraft('-0.50', { allowNegative: true })).toBe(true);
      expect(isAcceptableCurrencyDraft('-1,234.56', { allowNegative: true })).toBe(true);
    });

    it('is refused anywhere but in front', () => {
      expect(isAcceptableCurrencyDraft('5-', { allowNegative: true })).toBe(false);
      expect(isAcceptableCurrencyDraft('1-2', { allowNegative: true })).toBe(false);
    });
  });

  it('ignores thousands separators', () => {
    expect(isAcceptableCurrencyDraft('1,234')).toBe(true);
    expect(isAcceptableCurrencyDraft('1,234,567.89')).toBe(true);
    expect(isAcceptableCurrencyDraft('999,999,999,999.99')).toBe(true);
    expect(isAcceptableCurrencyDraft('1,2,3')).toBe(true);
    expect(isAcceptableCurrencyDraft(',')).toBe(true);
  });

  describe('upper bound', () => {
    it('accepts the maximum 999,999,999,999.99', () => {
      expect(isAcceptableCurrencyDraft('999999999999.99')).toBe(true);
      expect(isAcceptableCurrencyDraft('999999999999.9')).toBe(true);
      expect(isAcceptableCurrencyDraft('999999999999')).toBe(true);
    });

    it('blocks anything above it', () => {
      expect(isAcceptableCurrencyDraft('1000000000000')).toBe(false);
      expect(isAcceptableCurrencyDraft('1,000,000,000,000.00')).toBe(false);
      expect(isAcceptableCurrencyDraft('9999999999999')).toBe(false);
    });

    it('blocks below minus the maximum when negatives are allowed', () => {
      expect(isAcceptableCurrencyDraft('-999999999999.99', { allowNegative: true })).toBe(true);
      expect(isAcceptableCurrencyDraft('-1000000000000', { allowNegative: true })).toBe(false);
    });
  });

  it('allows at most 13 integer digits', () => {
    expect(isAcceptableCurrencyDraft('0999999999999')).toBe(true);
    expect(isAcceptableCurrencyDraft('0000000000000.00')).toBe(true);
    expect(isAcceptableCurrencyDraft('00000000000000')).toBe(false);
    expect(isAcceptableCurrencyDraft('00999999999999')).toBe(false);
  });

  it('accepts every amount from 0 to the maximum written with two decimals', () => {
    return fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999_999 }), (cents) => {
        const text = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
        expect(isAcceptableCurrencyDraft(text)).toBe(true);
        expect(isAcceptableCurrencyDraft(`-${text}`, { allowNegative: true })).toBe(true);
        expect(isAcceptableCurrencyDraft(`-${text}`)).toBe(false);
      }),
    );
  });

  it('accepts the US rendering of every amount up to the maximum', () => {
    return fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999_999 }), (cents) => {
        const text = (cents / 100).toLocaleString('en-US', {
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
        });
        expect(isAcceptableCurrencyDraft(text)).toBe(true);
      }),
    );
  });

  it('blocks every whole amount above the maximum', () => {
    return fc.assert(
      fc.property(fc.integer({ min: 1_000_000_000_000, max: Number.MAX_SAFE_INTEGER }), (amount) => {
        expect(isAcceptableCurrencyDraft(String(amount))).toBe(false);
      }),
    );
  });
});

describe('formatCurrency', () => {
  it.each([
    [1234.5, '$1,234.50'],
    [0, '$0.00'],
    [1, '$1.00'],
    [0.5, '$0.50'],
    [0.05, '$0.05'],
    [12.34, '$12.34'],
    [1_000_000, '$1,000,000.00'],
    [999_999_999_999.99, '$999,999,999,999.99'],
    [-1234.5, '-$1,234.50'],
    [-0.01, '-$0.01'],
  ])('formats %s as %j', (amount, text) => {
    expect(formatCurrency(amount)).toBe(text);
  });

  it('formats negative zero as zero, without a sign', () => {
    expect(formatCurrency(-0)).toBe('$0.00');
  });

  it.each([null, undefined, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'formats %s as an empty string',
    (amount) => {
      expect(formatCurrency(amount)).toBe('');
    },
  );

  it('renders every cent amount with a $ sign, thousands separators and two decimals', () => {
    return fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999_999 }), (cents) => {
        const text = formatCurrency(cents / 100);
        expect(text).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(Number(text.replace(/[$,]/g, ''))).toBe(cents / 100);
        expect(formatCurrency(-cents / 100)).toBe(cents === 0 ? text : `-${text}`);
      }),
    );
  });

  it('produces text that the currency draft rule accepts', () => {
    return fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999_999 }), (cents) => {
        expect(isAcceptableCurrencyDraft(formatCurrency(cents / 100).replace('$', ''))).toBe(true);
      }),
    );
  });
});
