import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../messages/catalogue.ts';
import {
  forbiddenCharactersIn,
  forbiddenNumberCharacters,
  hasNoForbiddenCharacters,
  isAlphanumeric,
  maxNumberPaddingWidth,
} from './project-number.ts';

// The list exactly as 000 §5 writes it.
const specList = '* . " / \\ [ ] : ; | , ( ) + =';
const forbidden = specList.split(' ');

describe('forbiddenNumberCharacters', () => {
  it('is exactly the list of 000 §5, in its order', () => {
    expect(forbidden).toHaveLength(15);
    expect([...forbiddenNumberCharacters]).toEqual(forbidden);
  });

  it('is the list the invalidProjectNumber message names, in English and French', () => {
    expect(catalogue.invalidProjectNumber.en.endsWith(specList)).toBe(true);
    expect(catalogue.invalidProjectNumber.fr.endsWith(specList)).toBe(true);
  });
});

describe('hasNoForbiddenCharacters and forbiddenCharactersIn', () => {
  it.each(forbidden)('refuses %j alone, at the start, in the middle and at the end', (c) => {
    for (const value of [c, `${c}PRJ-001`, `PRJ${c}001`, `PRJ-001${c}`]) {
      expect(hasNoForbiddenCharacters(value)).toBe(false);
      expect(forbiddenCharactersIn(value)).toEqual([c]);
    }
  });

  it.each([
    '',
    'PRJ-2024-001',
    'RFP_2024_17',
    'Tender 42',
    'A#12',
    'No 5 & 6',
    "O'Brien-01",
    'Été-2025',
    '2024{1}',
    'ticket<7>',
    'x?y!z%',
    'a~b^c@d$',
    'tab\there',
  ])('accepts %j', (value) => {
    expect(hasNoForbiddenCharacters(value)).toBe(true);
    expect(forbiddenCharactersIn(value)).toEqual([]);
  });

  it('lists each forbidden character once, in the order of the rule', () => {
    expect(forbiddenCharactersIn('a=b+c(d)e,f|g;h:i]j[k\\l/m"n.o*p')).toEqual(forbidden);
    expect(forbiddenCharactersIn('1.2.3.4')).toEqual(['.']);
    expect(forbiddenCharactersIn('(a*b)/c')).toEqual(['*', '/', '(', ')']);
    expect(forbiddenCharactersIn('a=b*c')).toEqual(['*', '=']);
  });

  it('agrees with itself: free of forbidden characters exactly when none are found', () => {
    const anyChar = fc.constantFrom(...forbidden, 'a', 'Z', '0', '-', '_', ' ', '#', 'é');
    return fc.assert(
      fc.property(
        fc.array(anyChar, { maxLength: 20 }).map((chars) => chars.join('')),
        (value) => {
          const found = forbiddenCharactersIn(value);
          expect(hasNoForbiddenCharacters(value)).toBe(found.length === 0);
          expect(found).toEqual(forbidden.filter((c) => value.includes(c)));
        },
      ),
    );
  });

  it('accepts any text made of letters, digits, hyphens, underscores and spaces', () => {
    return fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9 _-]*$/), (value) => {
        expect(hasNoForbiddenCharacters(value)).toBe(true);
      }),
    );
  });
});

describe('maxNumberPaddingWidth', () => {
  it('is 14', () => {
    expect(maxNumberPaddingWidth).toBe(14);
  });
});

describe('isAlphanumeric', () => {
  it.each(['', 'abc', 'ABC', '123', 'abc123XYZ', 'Été', 'Straße', 'ñandú', '東京2024', '٣٤'])(
    'accepts the letters and digits %j',
    (value) => {
      expect(isAlphanumeric(value)).toBe(true);
    },
  );

  it.each([' ', 'a b', 'a-b', 'a_b', 'a.b', 'abc!', '12,5', '\t', 'a\n', '😀', ...forbidden])(
    'refuses %j',
    (value) => {
      expect(isAlphanumeric(value)).toBe(false);
    },
  );

  it('accepts every ASCII letter and digit string, and refuses it with any punctuation added', () => {
    return fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z0-9]*$/),
        fc.constantFrom(...'!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~ '),
        (value, punctuation) => {
          expect(isAlphanumeric(value)).toBe(true);
          expect(isAlphanumeric(value + punctuation)).toBe(false);
          expect(isAlphanumeric(punctuation + value)).toBe(false);
        },
      ),
    );
  });
});
