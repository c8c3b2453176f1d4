import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  currencyRule,
  defaultStep,
  formatCurrency,
  isAcceptableCurrencyDraft,
  isAcceptableNumberDraft,
  normalizeNumberInput,
} from './number-input.ts';

describe('defaultStep', () => {
  it('is 1 by default and for 0 decimals', () => {
    expect(defaultStep()).toBe(1);
    expect(defaultStep(0)).toBe(1);
  });

  it.each([
    [1, 0.1],
    [2, 0.01],
    [3, 0.001],
    [4, 0.0001],
    [5, 0.00001],
    [6, 0.000001],
    [8, 1e-8],
    [10, 1e-10],
  ])('is 10 to the minus %i, exactly %s', (decimals, step) => {
    expect(defaultStep(decimals)).toBe(step);
    expect(String(defaultStep(decimals))).toBe(String(step));
  });
});

describe('isAcceptableNumberDraft', () => {
  it('accepts the empty draft whatever the options', () => {
    expect(isAcceptableNumberDraft('')).toBe(true);
    expect(isAcceptableNumberDraft('', { min: 5, max: 10, decimals: 0 })).toBe(true);
  });

  it.each(['0', '7', '123', '0042'])('accepts the digits %j by default', (text) => {
    expect(isAcceptableNumberDraft(text)).toBe(true);
  });

  it.each(['a', '1a', '1e5', '+1', '1 2', ' 1', '1,000', '--1', '1-', '1-2', 'Infinity', 'NaN'])(
    'refuses the non-numeric draft %j',
    (text) => {
      expect(isAcceptableNumberDraft(text)).toBe(false);
      expect(isAcceptableNumberDraft(text, { decimals: 2 })).toBe(false);
    },
  );

  describe('minus sign', () => {
    it.each([0, 1, 100])('is blocked when min is %i', (min) => {
      expect(isAcceptableNumberDraft('-', { min })).toBe(false);
      expect(isAcceptableNumberDraft('-5', { min })).toBe(false);
    });

    it.each([-1, -0.5, -100])('is allowed when min is %s', (min) => {
      expect(isAcceptableNumberDraft('-', { min })).toBe(true);
      expect(isAcceptableNumberDraft('-5', { min })).toBe(true);
    });

    it('is allowed when there is no min', () => {
      expect(isAcceptableNumberDraft('-')).toBe(true);
      expect(isAcceptableNumberDraft('-12')).toBe(true);
    });

    it('is only accepted at the start', () => {
      expect(isAcceptableNumberDraft('5-', { min: -10 })).toBe(false);
    });
  });

  describe('decimal point', () => {
    it('is blocked when decimals is 0 or not given', () => {
      expect(isAcceptableNumberDraft('.')).toBe(false);
      expect(isAcceptableNumberDraft('1.')).toBe(false);
      expect(isAcceptableNumberDraft('1.5', { decimals: 0 })).toBe(false);
    });

    it('is allowed when decimals is above 0, up to that many places', () => {
      expect(isAcceptableNumberDraft('.', { decimals: 1 })).toBe(true);
      expect(isAcceptableNumberDraft('1.', { decimals: 1 })).toBe(true);
      expect(isAcceptableNumberDraft('.5', { decimals: 1 })).toBe(true);
      expect(isAcceptableNumberDraft('1.5', { decimals: 1 })).toBe(true);
      expect(isAcceptableNumberDraft('1.55', { decimals: 1 })).toBe(false);
      expect(isAcceptableNumberDraft('1.25', { decimals: 2 })).toBe(true);
      expect(isAcceptableNumberDraft('1.255', { decimals: 2 })).toBe(false);
      expect(isAcceptableNumberDraft('-1.25', { decimals: 2 })).toBe(true);
    });

    it('is accepted only once', () => {
      expect(isAcceptableNumberDraft('1.2.3', { decimals: 3 })).toBe(false);
      expect(isAcceptableNumberDraft('1..', { decimals: 3 })).toBe(false);
    });
  });

  describe('leading zero', () => {
    it.each([1, 0.5, 10])('is blocked when min is %s', (min) => {
      expect(isAcceptableNumberDraft('0', { min })).toBe(false);
      expect(isAcceptableNumberDraft('05', { min })).toBe(false);
      expect(isAcceptableNumberDraft('0.5', { min, decimals: 1 })).toBe(false);
    });

    it('does not block other digits when min is above 0', () => {
      expect(isAcceptableNumberDraft('5', { min: 1 })).toBe(true);
      expect(isAcceptableNumberDraft('10', { min: 1 })).toBe(true);
      expect(isAcceptableNumberDraft('100', { min: 1 })).toBe(true);
    });

    it.each([0, -5])('is allowed when min is %i', (min) => {
      expect(isAcceptableNumberDraft('0', { min })).toBe(true);
      expect(isAcceptableNumberDraft('05', { min })).toBe(true);
    });

    it('is allowed when there is no min', () => {
      expect(isAcceptableNumberDraft('0')).toBe(true);
      expect(isAcceptableNumberDraft('0.5', { decimals: 1 })).toBe(true);
    });
  });

  it('accepts every integer draft when there are no options', () => {
    return fc.assert(
      fc.property(fc.integer(), (n) => {
        expect(isAcceptableNumberDraft(String(n))).toBe(true);
      }),
    );
  });

  it('accepts every non-negative integer without a leading zero when min is 1', () => {
    return fc.assert(
      fc.property(fc.integer({ min: 1 }), (n) => {
        expect(isAcceptableNumberDraft(String(n), { min: 1 })).toBe(true);
      }),
    );
  });

  it('accepts the fixed rendering of any number with that many decimals', () => {
    return fc.assert(
      fc.property(
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.integer({ min: 1, max: 6 }),
        (value, decimals) => {
          expect(isAcceptableNumberDraft(value.toFixed(decimals), { decimals })).toBe(true);
        },
      ),
    );
  });
});

describe('normalizeNumberInput', () => {
  it.each([
    '',
    '   ',
    'abc',
    '1a',
    'a1',
    '-',
    '.',
    '-.',
    '1e3',
    '1,000',
    '1 000',
    '--1',
    '+1',
    'Infinity',
    'NaN',
    '0x10',
  ])('turns the non-numeric %j into null', (text) => {
    expect(normalizeNumberInput(text)).toBeNull();
    expect(normalizeNumberInput(text, { min: 0, max: 10, decimals: 2 })).toBeNull();
  });

  it('turns a number too large to represent into null', () => {
    expect(normalizeNumberInput(`1${'0'.repeat(400)}`)).toBeNull();
  });

  it.each([
    ['007', 7],
    ['0', 0],
    ['000', 0],
    ['-007', -7],
    ['0010', 10],
    [' 42 ', 42],
    ['1.', 1],
  ])('reads %j as %s, dropping leading zeros', (text, value) => {
    expect(normalizeNumberInput(text)).toBe(value);
  });

  it('reads decimals when allowed', () => {
    expect(normalizeNumberInput('00.50', { decimals: 2 })).toBe(0.5);
    expect(normalizeNumberInput('.5', { decimals: 1 })).toBe(0.5);
    expect(normalizeNumberInput('-.5', { decimals: 1 })).toBe(-0.5);
    expect(normalizeNumberInput('3.14', { decimals: 2 })).toBe(3.14);
  });

  it('clamps to max', () => {
    expect(normalizeNumberInput('150', { max: 100 })).toBe(100);
    expect(normalizeNumberInput('100', { max: 100 })).toBe(100);
    expect(normalizeNumberInput('99', { max: 100 })).toBe(99);
  });

  it('clamps to min', () => {
    expect(normalizeNumberInput('-5', { min: 0 })).toBe(0);
    expect(normalizeNumberInput('3', { min: 5 })).toBe(5);
    expect(normalizeNumberInput('5', { min: 5 })).toBe(5);
    expect(normalizeNumberInput('0', { min: 1, max: 10 })).toBe(1);
  });

  it('clamps to both and keeps values in range', () => {
    const options = { min: -10, max: 10 };
    expect(normalizeNumberInput('-11', options)).toBe(-10);
    expect(normalizeNumberInput('11', options)).toBe(10);
    expect(normalizeNumberInput('-3', options)).toBe(-3);
  });

  it('rounds to the allowed number of decimals', () => {
    expect(normalizeNumberInput('1.256', { decimals: 2 })).toBe(1.26);
    expect(normalizeNumberInput('1.254', { decimals: 2 })).toBe(1.25);
    expect(normalizeNumberInput('1.4')).toBe(1);
    expect(normalizeNumberInput('1.6')).toBe(2);
    expect(normalizeNumberInput('2.5')).toBe(3);
  });

  it.each([
    ['1.005', 2, 1.01],
    ['1.255', 2, 1.26],
    ['2.335', 2, 2.34],
    ['8.345', 2, 8.35],
    ['1.0005', 3, 1.001],
    ['0.285', 2, 0.29],
    ['10.075', 2, 10.08],
  ])(
    'rounds the typed half %j to %i places upward (%s), whatever its binary value',
    (text, decimals, value) => {
      expect(normalizeNumberInput(text, { decimals })).toBe(value);
    },
  );

  it('never answers negative zero', () => {
    expect(Object.is(normalizeNumberInput('-0'), 0)).toBe(true);
    expect(Object.is(normalizeNumberInput('-0.4'), 0)).toBe(true);
    expect(Object.is(normalizeNumberInput('-0.001', { decimals: 2 }), 0)).toBe(true);
  });

  it('always lands within min and max', () => {
    return fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.integer({ min: 0, max: 4 }),
        (min, width, value, decimals) => {
          const max = min + width;
          const result = normalizeNumberInput(value.toFixed(6), { min, max, decimals });
          expect(result).not.toBeNull();
          expect(result).toBeGreaterThanOrEqual(min);
          expect(result).toBeLessThanOrEqual(max);
        },
      ),
    );
  });

  it('keeps a value already written with at most the allowed decimals', () => {
    return fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 4 }), (units, decimals) => {
        const text = (units / 10 ** decimals).toFixed(decimals);
        expect(normalizeNumberInput(text, { decimals })).toBe(Number(text) === 0 ? 0 : Number(text));
      }),
    );
  });

  it('keeps integers as written, without leading zeros', () => {
    return fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), fc.nat({ max: 5 }), (n, zeros) => {
        expect(normalizeNumberInput('0'.repeat(zeros) + String(n))).toBe(n);
      }),
    );
  });

  it('is idempotent on its own output', () => {
    return fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        fc.integer({ min: 0, max: 4 }),
        (value, decimals) => {
          const once = normalizeNumberInput(value.toFixed(8), { decimals });
          expect(once).not.toBeNull();
          expect(normalizeNumberInput((once as number).toFixed(decimals), { decimals })).toBe(once);
        },
      ),
    );
  });
});

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
