import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidEmail, isValidUsername, parseAddressList } from './email.ts';

/** A valid address of exactly `length` characters (local part `a…`, domain `x.ca`). */
function addressOfLength(length: number): string {
  const domain = '@x.ca';
  return 'a'.repeat(length - domain.length) + domain;
}

// Local and domain parts the rule must accept, for property tests.
const atom = fc.stringMatching(/^[a-z0-9_+-]{1,10}$/);
const localPart = fc.array(atom, { minLength: 1, maxLength: 3 }).map((atoms) => atoms.join('.'));
const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,8}[a-z0-9])?$/);
const topLevel = fc.stringMatching(/^[a-z]{2,6}$/);
const validAddress = fc
  .tuple(localPart, fc.array(label, { minLength: 1, maxLength: 3 }), topLevel)
  .map(([local, labels, tld]) => `${local}@${labels.join('.')}.${tld}`);

describe('isValidEmail', () => {
  it.each([
    'a@x.ca',
    'john.doe@example.com',
    'John.Doe@Example.COM',
    'first.last+tag@mail.sub.example.org',
    "o'brien@x.ca",
    'a_b-c@my-domain.ca',
    '1234@123.ca',
    "!#$%&'*+/=?^_`{|}~-@x.ca",
  ])('accepts %j', (value) => {
    expect(isValidEmail(value)).toBe(true);
  });

  it.each([
    '',
    ' ',
    'a',
    'a@',
    '@x.ca',
    'a@x',
    'a@x.c',
    'a@x.c1',
    'a@@x.ca',
    'a@b@x.ca',
    'a..b@x.ca',
    '.a@x.ca',
    'a.@x.ca',
    'a@.x.ca',
    'a@x..ca',
    'a@x.ca.',
    'a@-x.ca',
    'a@x-.ca',
    'a@x_y.ca',
    'a b@x.ca',
    'a@x .ca',
    ' a@x.ca',
    'a@x.ca ',
    '"a"@x.ca',
    '"a b"@x.ca',
    'a(b)@x.ca',
    'a,b@x.ca',
    'a;b@x.ca',
    'a@[127.0.0.1]',
    'a@x.ca,b@x.ca',
  ])('refuses %j', (value) => {
    expect(isValidEmail(value)).toBe(false);
  });

  it('accepts an address of 254 characters and refuses one of 255', () => {
    expect(addressOfLength(254)).toHaveLength(254);
    expect(isValidEmail(addressOfLength(254))).toBe(true);
    expect(isValidEmail(addressOfLength(255))).toBe(false);
  });

  it('accepts a domain label of 63 characters and refuses one of 64', () => {
    expect(isValidEmail(`a@${'b'.repeat(63)}.ca`)).toBe(true);
    expect(isValidEmail(`a@${'b'.repeat(64)}.ca`)).toBe(false);
  });

  it('accepts generated well-formed addresses', () => {
    return fc.assert(
      fc.property(validAddress, (address) => {
        expect(isValidEmail(address)).toBe(true);
      }),
    );
  });

  it('refuses any address containing whitespace', () => {
    return fc.assert(
      fc.property(validAddress, fc.nat(), fc.constantFrom(' ', '\t', '\n'), (address, at, space) => {
        const index = at % (address.length + 1);
        expect(isValidEmail(address.slice(0, index) + space + address.slice(index))).toBe(false);
      }),
    );
  });

  it('never throws and is false for text without @', () => {
    return fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (value) => {
        const result = isValidEmail(value);
        if (!value.includes('@')) expect(result).toBe(false);
      }),
    );
  });
});

describe('parseAddressList', () => {
  describe('empty input', () => {
    it.each(['', '   ', '\n\t '])('is valid with no addresses when not mandatory (%j)', (input) => {
      expect(parseAddressList(input)).toEqual({ valid: true, addresses: [] });
      expect(parseAddressList(input, { mandatory: false })).toEqual({ valid: true, addresses: [] });
    });

    it.each(['', '   '])('is invalid when mandatory (%j)', (input) => {
      expect(parseAddressList(input, { mandatory: true })).toEqual({ valid: false, addresses: [] });
    });
  });

  it('accepts a single address, mandatory or not', () => {
    expect(parseAddressList('a@x.ca')).toEqual({ valid: true, addresses: ['a@x.ca'] });
    expect(parseAddressList('a@x.ca', { mandatory: true })).toEqual({ valid: true, addresses: ['a@x.ca'] });
  });

  it('trims surrounding whitespace', () => {
    expect(parseAddressList('  a@x.ca \n')).toEqual({ valid: true, addresses: ['a@x.ca'] });
  });

  it.each([
    ['a@x.ca,b@x.ca', 'comma'],
    ['a@x.ca;b@x.ca', 'semicolon'],
    ['a@x.ca b@x.ca', 'space'],
    ['a@x.ca\tb@x.ca', 'tab'],
    ['a@x.ca\nb@x.ca', 'newline'],
    ['a@x.ca\r\nb@x.ca', 'CRLF'],
    ['a@x.ca, b@x.ca', 'comma and space'],
    ['a@x.ca; b@x.ca', 'semicolon and space'],
    ['a@x.ca ,b@x.ca', 'space and comma'],
    ['a@x.ca ; b@x.ca', 'semicolon with spaces on both sides'],
    ['a@x.ca,\nb@x.ca', 'comma and newline'],
  ])('splits %j (%s) into two valid addresses', (input) => {
    expect(parseAddressList(input)).toEqual({ valid: true, addresses: ['a@x.ca', 'b@x.ca'] });
  });

  it('splits a list mixing all separators', () => {
    expect(parseAddressList('a@x.ca, b@x.ca;c@x.ca d@x.ca')).toEqual({
      valid: true,
      addresses: ['a@x.ca', 'b@x.ca', 'c@x.ca', 'd@x.ca'],
    });
  });

  it.each([
    'a@x.ca,,b@x.ca',
    'a@x.ca;;b@x.ca',
    'a@x.ca,;b@x.ca',
    'a@x.ca;,b@x.ca',
    'a@x.ca; ;b@x.ca',
    'a@x.ca, ,b@x.ca',
    'a@x.ca , , b@x.ca',
    'a@x.ca,\n,b@x.ca',
  ])('refuses the doubled separator in %j', (input) => {
    const result = parseAddressList(input);
    expect(result.valid).toBe(false);
    expect(result.addresses).toEqual(['a@x.ca', 'b@x.ca']);
  });

  it.each([',a@x.ca', ';a@x.ca', 'a@x.ca,', 'a@x.ca;', 'a@x.ca ;', ',', ';', ', ;'])(
    'refuses a separator with no address on one side (%j)',
    (input) => {
      expect(parseAddressList(input).valid).toBe(false);
    },
  );

  it('refuses a separator-only list even when not mandatory', () => {
    expect(parseAddressList(',;', { mandatory: false })).toEqual({ valid: false, addresses: [] });
  });

  it('refuses a list with one invalid address and still returns every address', () => {
    expect(parseAddressList('a@x.ca, not-an-address, b@x.ca')).toEqual({
      valid: false,
      addresses: ['a@x.ca', 'not-an-address', 'b@x.ca'],
    });
    expect(parseAddressList('a@x')).toEqual({ valid: false, addresses: ['a@x'] });
  });

  it('accepts any list of valid addresses joined by one separator, with optional spaces', () => {
    const separator = fc.constantFrom(',', ';', ' ', '\n', ', ', '; ', ' ,', ' ; ');
    return fc.assert(
      fc.property(fc.array(fc.tuple(validAddress, separator), { minLength: 1, maxLength: 6 }), (items) => {
        const addresses = items.map(([address]) => address);
        const input = items.map(([address, sep], i) => (i === 0 ? address : sep + address)).join('');
        expect(parseAddressList(input)).toEqual({ valid: true, addresses });
        expect(parseAddressList(input, { mandatory: true }).valid).toBe(true);
      }),
    );
  });

  it('refuses any list where two punctuation separators meet', () => {
    const punctuation = fc.constantFrom(',', ';');
    const space = fc.constantFrom('', ' ', '\n');
    return fc.assert(
      fc.property(
        validAddress,
        validAddress,
        punctuation,
        punctuation,
        space,
        space,
        space,
        (a, b, p1, p2, s1, s2, s3) => {
          expect(parseAddressList(`${a}${s1}${p1}${s2}${p2}${s3}${b}`).valid).toBe(false);
        },
      ),
    );
  });
});

describe('parseAddressList properties', () => {
  const separator = fc.constantFrom(',', ';', ' ', '\n', ', ', '; ', ' ,', ' ; ', '\t');
  const anyText = fc.string({ maxLength: 200 });
  const listOf = (items: [string, string][]) =>
    items.map(([address, sep], i) => (i === 0 ? address : sep + address)).join('');
  // Mostly lists of good addresses with now and then a bad one or a stray separator, so that the
  // properties of a valid answer are tested on many valid lists, not only on random text.
  const listish = fc.oneof(
    anyText,
    fc
      .array(
        fc.tuple(fc.oneof(validAddress, validAddress, fc.constantFrom('', 'bad', ',', ';')), separator),
        {
          maxLength: 6,
        },
      )
      .map(listOf),
  );

  it('never throws, and never answers an empty or separator-bearing address', () => {
    return fc.assert(
      fc.property(listish, fc.boolean(), (input, mandatory) => {
        const result = parseAddressList(input, { mandatory });
        for (const address of result.addresses) {
          expect(address).not.toBe('');
          expect(address).not.toMatch(/[\s,;]/);
        }
      }),
    );
  });

  it('answers only valid addresses when it says the list is valid', () => {
    return fc.assert(
      fc.property(listish, (input) => {
        const result = parseAddressList(input);
        if (result.valid) expect(result.addresses.every(isValidEmail)).toBe(true);
      }),
    );
  });

  it('ignores white space around the list', () => {
    const blank = fc.constantFrom('', ' ', '\n', '\t ', ' \r\n');
    return fc.assert(
      fc.property(listish, blank, blank, (input, before, after) => {
        expect(parseAddressList(`${before}${input}${after}`)).toEqual(parseAddressList(input));
      }),
    );
  });

  it('reads its own answer back: a valid list joined by one separator parses to itself', () => {
    return fc.assert(
      fc.property(listish, separator, (input, sep) => {
        const first = parseAddressList(input);
        if (!first.valid) return;
        expect(parseAddressList(first.addresses.join(sep))).toEqual(first);
      }),
    );
  });

  it('lets mandatory matter only for an empty list', () => {
    return fc.assert(
      fc.property(listish, (input) => {
        const optional = parseAddressList(input);
        const mandatory = parseAddressList(input, { mandatory: true });
        if (input.trim() === '') expect(mandatory.valid).toBe(false);
        else expect(mandatory).toEqual(optional);
      }),
    );
  });

  it('keeps every address of a list, in order, valid or not', () => {
    const word = fc.stringMatching(/^[^\s,;]{1,20}$/);
    return fc.assert(
      fc.property(fc.array(fc.tuple(word, separator), { minLength: 1, maxLength: 8 }), (items) => {
        expect(parseAddressList(listOf(items)).addresses).toEqual(items.map(([w]) => w));
      }),
    );
  });

  it('refuses a valid list once any one address in it is made invalid', () => {
    const broken = fc.constantFrom('a@', '@x.ca', 'a@x', 'a..b@x.ca', 'plain', 'a@x.c');
    return fc.assert(
      fc.property(
        fc.array(fc.tuple(validAddress, separator), { minLength: 1, maxLength: 6 }),
        fc.nat(),
        broken,
        (items, at, bad) => {
          const index = at % items.length;
          const changed = items.map(([address, sep], i): [string, string] => [
            i === index ? bad : address,
            sep,
          ]);
          const result = parseAddressList(listOf(changed));
          expect(result.valid).toBe(false);
          expect(result.addresses[index]).toBe(bad);
        },
      ),
    );
  });

  it('refuses a list that starts or ends with punctuation', () => {
    const punctuation = fc.constantFrom(',', ';');
    return fc.assert(
      fc.property(
        fc.array(fc.tuple(validAddress, separator), { minLength: 1, maxLength: 4 }),
        punctuation,
        fc.boolean(),
        (items, p, atStart) => {
          const list = listOf(items);
          expect(parseAddressList(atStart ? `${p} ${list}` : `${list} ${p}`).valid).toBe(false);
        },
      ),
    );
  });
});

describe('isValidUsername', () => {
  it.each(['jdoe', 'j.doe', 'j_doe-2', 'JDoe', '  jdoe  ', 'a', 'x'.repeat(100)])(
    'accepts the plain username %j',
    (value) => {
      expect(isValidUsername(value)).toBe(true);
    },
  );

  it.each(['', '   ', 'j doe', 'jdoe!', 'x'.repeat(101)])('refuses the plain username %j', (value) => {
    expect(isValidUsername(value)).toBe(false);
  });

  it.each(['a@x.ca', '  john.doe@example.com ', 'first+tag@mail.example.org'])(
    'accepts %j, which contains @ and is a valid email',
    (value) => {
      expect(isValidUsername(value)).toBe(true);
    },
  );

  it.each(['jdoe@', '@x.ca', 'jdoe@x', 'j doe@x.ca', 'a@@x.ca', 'a@x..ca'])(
    'refuses %j, which contains @ but is not a valid email',
    (value) => {
      expect(isValidUsername(value)).toBe(false);
    },
  );

  it('agrees with isValidEmail for every value containing @', () => {
    return fc.assert(
      fc.property(
        fc.oneof(
          validAddress,
          fc.string().map((s) => `${s}@${s}`),
        ),
        (value) => {
          expect(isValidUsername(value)).toBe(isValidEmail(value.trim()));
        },
      ),
    );
  });
});
