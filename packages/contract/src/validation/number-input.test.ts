import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultStep, isAcceptableNumberDraft, normalizeNumberInput } from './number-input.ts';

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
