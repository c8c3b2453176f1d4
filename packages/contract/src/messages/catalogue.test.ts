import { describe, expect, it } from 'vitest';
import { catalogue, languages, type MessageKey } from './catalogue.ts';

const keys = Object.keys(catalogue) as MessageKey[];

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();
}

describe('catalogue', () => {
  it('speaks English and French', () => {
    expect(languages).toEqual(['en', 'fr']);
  });

  it('holds the messages', () => {
    expect(keys.length).toBeGreaterThan(100);
  });

  it.each(keys)('%s has a non-empty English and French text, and nothing else', (key) => {
    const entry = catalogue[key];
    expect(Object.keys(entry).sort()).toEqual(['en', 'fr']);
    expect(typeof entry.en).toBe('string');
    expect(typeof entry.fr).toBe('string');
    expect(entry.en.trim()).not.toBe('');
    expect(entry.fr.trim()).not.toBe('');
  });

  it.each(keys)('%s has the same placeholders in English and French', (key) => {
    expect(placeholders(catalogue[key].fr)).toEqual(placeholders(catalogue[key].en));
  });

  it('has texts without stray whitespace or unbalanced braces', () => {
    for (const key of keys) {
      for (const text of [catalogue[key].en, catalogue[key].fr]) {
        expect(text, key).toBe(text.trim());
        expect(text.replace(/\{\w+\}/g, ''), key).not.toMatch(/[{}]/);
      }
    }
  });

  it('has keys that are identifiers', () => {
    for (const key of keys) expect(key).toMatch(/^[a-zA-Z][a-zA-Z0-9]*$/);
  });

  it.each([
    ['notFound', 'Not Found'],
    ['notAllowed', 'Not Allowed'],
    ['sessionExpired', 'Session has expired.'],
    ['requestCanceled', 'Request canceled by user'],
    ['noAccessToResource', 'You have no access to the requested resource'],
    ['noPermissionToSelect', 'You do not have permission to select this item'],
    ['emailAttachFailTooLarge', 'email attach fail too large'],
    ['submissionPlanTakerMismatch', 'Mismatched plantaker submission id on submission update'],
    ['submissionIdMismatch', 'Mismatched submission id on submission update'],
    ['noRecordFound', 'No record found.'],
  ] as const)('keeps the literal English text the spec quotes for %s', (key, text) => {
    expect(catalogue[key].en).toBe(text);
  });

  it('holds the message keys that the handling rules and schemas name', () => {
    for (const key of [
      'agencyMismatch',
      'errorInvalidCredentials',
      'errorInvalidEmail',
      'errorInvalidDomain',
      'errorUserNotFound',
      'sentPasswordReset',
      'msgSaveSuccess',
      'requiredField',
      'passwordNotComplex',
      'unknownError',
      'featureNotSpecified',
      'featureNotFound',
      'moduleNotSpecified',
      'moduleNotFound',
      'featureHasNoModules',
      'featureEnabled',
      'featureDisabled',
      'moduleEnabled',
      'moduleDisabled',
    ]) {
      expect(Object.hasOwn(catalogue, key), key).toBe(true);
    }
  });
});

describe('catalogue parts', () => {
  it('never define one key twice, so spreading them cannot silently replace a text', async () => {
    const { generalMessages } = await import('./catalogue-general.ts');
    const { peopleMessages } = await import('./catalogue-people.ts');
    const { platformMessages } = await import('./catalogue-platform.ts');
    const { projectMessages } = await import('./catalogue-projects.ts');
    const { requirementMessages } = await import('./catalogue-requirements.ts');
    const keys = [
      generalMessages,
      peopleMessages,
      platformMessages,
      projectMessages,
      requirementMessages,
    ].flatMap((part) => Object.keys(part));
    expect(new Set(keys).size).toBe(keys.length);
  });
});
