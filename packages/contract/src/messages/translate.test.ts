import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogue, type MessageKey } from './catalogue.ts';
import { isMessageKey, pickLanguage, translate } from './translate.ts';

const keys = Object.keys(catalogue) as MessageKey[];

describe('translate', () => {
  it('answers English by default', () => {
    expect(translate('notFound')).toBe('Not Found');
    expect(translate('sessionExpired')).toBe('Session has expired.');
  });

  it('answers in the language asked for', () => {
    expect(translate('notFound', 'en')).toBe('Not Found');
    expect(translate('notFound', 'fr')).toBe('Introuvable');
    expect(translate('requiredField', 'fr')).toBe('Ce champ est obligatoire.');
  });

  it.each(keys)('answers the catalogue texts of %s, unfilled placeholders left as they are', (key) => {
    const { en, fr } = catalogue[key];
    expect(translate(key)).toBe(en);
    expect(translate(key, 'en')).toBe(en);
    expect(translate(key, 'fr')).toBe(fr);
  });

  describe('placeholders', () => {
    it('fills a placeholder in English and French', () => {
      expect(translate('invalidParameter', 'en', { field: 'name' })).toBe('Invalid parameter: name.');
      expect(translate('invalidParameter', 'fr', { field: 'name' })).toBe('Paramètre non valide : name.');
    });

    it('fills numbers', () => {
      expect(translate('sessionTimeoutWarning', 'en', { seconds: 120 })).toBe(
        'Your session is about to expire. You will be signed out in 120 seconds.',
      );
      expect(translate('retryWithStatus', 'fr', { status: 503 })).toBe(
        'Un problème est survenu (503). Veuillez réessayer.',
      );
      expect(translate('ssoMetadataBadResponse', 'en', { status: 0 })).toBe(
        'The SSO metadata server answered with status 0.',
      );
    });

    it('fills an email address in the reset message', () => {
      expect(translate('sentPasswordReset', 'en', { email: 'a@x.ca' })).toBe(
        'If an account exists for a@x.ca, a password reset link has been emailed to it. Check your spam or junk folder.',
      );
    });

    it('leaves a placeholder without a value as it is', () => {
      expect(translate('invalidParameter')).toBe('Invalid parameter: {field}.');
      expect(translate('invalidParameter', 'fr', { other: 'x' })).toBe('Paramètre non valide : {field}.');
    });

    it('ignores values that have no placeholder', () => {
      expect(translate('notFound', 'en', { field: 'x' })).toBe('Not Found');
    });

    it('fills an empty string', () => {
      expect(translate('invalidParameter', 'en', { field: '' })).toBe('Invalid parameter: .');
    });

    it('inserts values literally, with no replacement patterns and no second pass', () => {
      expect(translate('invalidParameter', 'en', { field: "$& $1 $$ $` $'" })).toBe(
        "Invalid parameter: $& $1 $$ $` $'.",
      );
      expect(translate('invalidParameter', 'en', { field: '{field}' })).toBe('Invalid parameter: {field}.');
      expect(translate('retryWithStatus', 'en', { status: '{field}', field: 'x' })).toBe(
        'Something went wrong ({field}). Please try again.',
      );
    });

    it('leaves no placeholder behind when every one is given', () => {
      return fc.assert(
        fc.property(
          fc.constantFrom(...keys),
          fc.constantFrom('en' as const, 'fr' as const),
          fc.string(),
          (key, language, value) => {
            const names = [...catalogue[key].en.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
            const params = Object.fromEntries(names.map((n) => [n, value.replace(/[{}]/g, '')]));
            const text = translate(key, language, params);
            expect(text).not.toMatch(/\{\w+\}/);
            expect(text.length).toBeGreaterThan(0);
          },
        ),
      );
    });
  });
});

describe('isMessageKey', () => {
  it('recognises every catalogue key', () => {
    for (const key of keys) expect(isMessageKey(key)).toBe(true);
  });

  it.each(['', 'NotFound', 'notfound', 'nope', 'toString', 'constructor', '__proto__', 'hasOwnProperty'])(
    'refuses %j',
    (value) => {
      expect(isMessageKey(value)).toBe(false);
    },
  );
});

describe('pickLanguage', () => {
  it.each<[string | undefined | null, 'en' | 'fr']>([
    ['fr-CA,fr;q=0.9', 'fr'],
    ['de,fr;q=0.5', 'fr'],
    ['de', 'en'],
    [undefined, 'en'],
    ['en;q=0.1, fr;q=0.9', 'fr'],
    [null, 'en'],
    ['', 'en'],
    ['fr', 'fr'],
    ['en', 'en'],
    ['fr-FR', 'fr'],
    ['FR-ca', 'fr'],
    ['en-US,en;q=0.9,fr;q=0.8', 'en'],
    ['fr-CA,en-US;q=0.9', 'fr'],
    ['de-DE,de;q=0.9,en;q=0.8,fr;q=0.7', 'en'],
    ['de-DE,de;q=0.9,fr;q=0.8,en;q=0.7', 'fr'],
    ['en;q=0.5,fr;q=0.6', 'fr'],
    ['fr;q=0.5,en;q=0.6', 'en'],
    ['en, fr', 'en'],
    ['fr, en', 'fr'],
    ['en;q=0.8, fr;q=0.8', 'en'],
    ['fr;q=0.8, en;q=0.8', 'fr'],
    ['de;q=1.0, fr;q=0.9', 'fr'],
    ['*', 'en'],
    ['es, it, pt', 'en'],
    ['fr;q=0', 'en'],
    ['fr;q=0, en;q=0.1', 'en'],
    ['fr;q=0.0,de', 'en'],
    ['  fr  ', 'fr'],
    ['de,,fr;q=0.5', 'fr'],
    ['french', 'en'],
    ['frr', 'en'],
    ['english, fr', 'fr'],
  ])('reads %j as %s', (header, language) => {
    expect(pickLanguage(header)).toBe(language);
  });

  it('allows optional whitespace around the semicolon before the weight (RFC 9110)', () => {
    expect(pickLanguage('fr ;q=0.8, en;q=0.7')).toBe('fr');
    expect(pickLanguage('en ; q=0.1, fr ; q=0.9')).toBe('fr');
  });

  it('reads the weight parameter name case-insensitively (RFC 9110)', () => {
    expect(pickLanguage('en;Q=0.1, fr;Q=0.9')).toBe('fr');
    expect(pickLanguage('fr;Q=0, en')).toBe('en');
  });

  it('always answers en or fr and never throws', () => {
    return fc.assert(
      fc.property(fc.string(), (header) => {
        expect(['en', 'fr']).toContain(pickLanguage(header));
      }),
    );
  });

  it('picks the language with the higher weight, whatever the order', () => {
    const weight = fc.integer({ min: 1, max: 1000 }).map((n) => n / 1000);
    return fc.assert(
      fc.property(weight, weight, fc.boolean(), (qEn, qFr, frFirst) => {
        fc.pre(qEn !== qFr);
        const parts = [`en;q=${qEn}`, `fr;q=${qFr}`];
        const header = (frFirst ? parts.reverse() : parts).join(', ');
        expect(pickLanguage(header)).toBe(qFr > qEn ? 'fr' : 'en');
      }),
    );
  });
});
