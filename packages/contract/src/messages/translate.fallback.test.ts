import { describe, expect, it, vi } from 'vitest';
import { translate } from './translate.ts';

// A catalogue in which some French texts are missing, to see translate fall back to English.
vi.mock('./catalogue.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./catalogue.ts')>();
  return {
    ...original,
    catalogue: {
      ...original.catalogue,
      notFound: { en: 'Not Found', fr: '' },
      invalidParameter: { en: 'Invalid parameter: {field}.', fr: '' },
    },
  };
});

describe('translate with a French text missing', () => {
  it('falls back to English', () => {
    expect(translate('notFound', 'fr')).toBe('Not Found');
  });

  it('fills the placeholders of the English text', () => {
    expect(translate('invalidParameter', 'fr', { field: 'nodeId' })).toBe('Invalid parameter: nodeId.');
  });

  it('still answers French where the French text exists', () => {
    expect(translate('notAllowed', 'fr')).toBe('Non autorisé');
  });
});
