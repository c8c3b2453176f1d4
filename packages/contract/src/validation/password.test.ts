import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isComplexPassword, type PasswordProblem, passwordProblems, passwordRule } from './password.ts';

describe('passwordRule', () => {
  it('is the stricter union of the two readings of 000 §5', () => {
    expect(passwordRule).toEqual({
      minLength: 8,
      maxLength: 128,
      minUppercase: 2,
      minLowercase: 1,
      minSpecial: 1,
    });
  });
});

describe('passwordProblems and isComplexPassword', () => {
  it.each(['ABcdef!1', 'ABcdefg!', 'Pa$$WORDx', 'xY!zzzzZ', 'AB cdef!', 'ÉÀcdef!1', 'ABcdé-fg'])(
    'accepts %j',
    (password) => {
      expect(passwordProblems(password)).toEqual([]);
      expect(isComplexPassword(password)).toBe(true);
    },
  );

  it.each<[string, PasswordProblem[]]>([
    ['ABcde!1', ['tooShort']],
    ['ABcd!', ['tooShort']],
    ['Abcdef!1', ['needsUppercase']],
    ['abcdef!1', ['needsUppercase']],
    ['ABCDEF!1', ['needsLowercase']],
    ['ABcdefg1', ['needsSpecial']],
    ['ABcdefgh', ['needsSpecial']],
    ['ABcd efg', ['needsSpecial']],
    ['12345678', ['needsUppercase', 'needsLowercase', 'needsSpecial']],
    ['', ['tooShort', 'needsUppercase', 'needsLowercase', 'needsSpecial']],
    ['Ab!', ['tooShort', 'needsUppercase']],
  ])('reports the problems of %j', (password, problems) => {
    expect(passwordProblems(password)).toEqual(problems);
    expect(isComplexPassword(password)).toBe(false);
  });

  it('needs at least 8 characters: 7 fail, 8 pass', () => {
    expect(passwordProblems('ABc!xyz')).toEqual(['tooShort']);
    expect(passwordProblems('ABc!xyzw')).toEqual([]);
  });

  it('allows at most 128 characters: 128 pass, 129 fail', () => {
    const base = 'ABc!';
    const at128 = base + 'x'.repeat(124);
    expect(at128).toHaveLength(128);
    expect(passwordProblems(at128)).toEqual([]);
    expect(passwordProblems(`${at128}x`)).toEqual(['tooLong']);
  });

  it('counts a character outside the Basic Multilingual Plane once', () => {
    // Seven code points (but eight UTF-16 units): too short.
    expect(passwordProblems('ABc😀xyz')).toEqual(['tooShort']);
    // Eight code points, the emoji being the special character.
    expect(passwordProblems('ABc😀wxyz')).toEqual([]);
  });

  it('counts non-ASCII capitals and small letters, and does not count digits as special', () => {
    expect(passwordProblems('ÉÈçà!xyz')).toEqual([]);
    expect(passwordProblems('ÉÈçà1xyz')).toEqual(['needsSpecial']);
  });

  it('accepts any password built from two capitals, a small letter and a special character', () => {
    const upper = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    const lower = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz');
    const special = fc.constantFrom(...'!@#$%^&*()-_=+[]{};:\'",.<>/?\\|`~');
    const filler = fc.string({ minLength: 4, maxLength: 100 });
    return fc.assert(
      fc.property(upper, upper, lower, special, filler, (u1, u2, l, s, rest) => {
        expect(isComplexPassword(u1 + rest + l + s + u2)).toBe(true);
      }),
    );
  });

  it('refuses every password shorter than 8 characters', () => {
    // Any code point, lone surrogates included. fast-check's own 'binary' unit builds a table on
    // first use that took 2.5 s here, past the test timeout on a loaded machine.
    const anyCodePoint = fc.integer({ min: 0, max: 0x10ffff }).map((n) => String.fromCodePoint(n));
    return fc.assert(
      fc.property(fc.string({ maxLength: 7, unit: anyCodePoint }), (password) => {
        expect(passwordProblems(password)).toContain('tooShort');
        expect(isComplexPassword(password)).toBe(false);
      }),
    );
  });

  it('refuses every password without two capitals', () => {
    const noCapitals = fc.string({ minLength: 8, maxLength: 40 }).map((s) => s.toLowerCase());
    return fc.assert(
      fc.property(noCapitals, fc.constantFrom('', 'A'), (password, oneCapital) => {
        expect(passwordProblems(password + oneCapital)).toContain('needsUppercase');
      }),
    );
  });

  it('is complex exactly when there are no problems', () => {
    return fc.assert(
      fc.property(fc.string({ maxLength: 140, unit: 'grapheme' }), (password) => {
        expect(isComplexPassword(password)).toBe(passwordProblems(password).length === 0);
      }),
    );
  });
});
