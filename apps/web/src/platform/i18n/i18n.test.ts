import { catalogue } from '@procura/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, showLanguage, translationsIn } from './index.ts';
import { uiEn } from './ui-en.ts';
import { uiFr } from './ui-fr.ts';

describe('i18n resources', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('carries every catalogue key in English and French, French falling back to English', async () => {
    const en = await translationsIn('en');
    const fr = await translationsIn('fr');
    for (const [key, text] of Object.entries(catalogue) as [string, { en: string; fr: string }][]) {
      expect(en[key as keyof typeof catalogue]).toBe(text.en);
      expect(fr[key as keyof typeof catalogue]).toBe(text.fr || text.en);
    }
  });

  it('has a French text for every interface text', () => {
    expect(Object.keys(uiFr).sort()).toEqual(Object.keys(uiEn).sort());
  });

  it('fills catalogue placeholders and speaks French when asked', async () => {
    expect(i18n.t('sessionTimeoutWarning', { seconds: 90 })).toContain(
      'You will be signed out in 90 seconds',
    );
    await showLanguage('fr', 'all');
    expect(i18n.t('loginTitle')).toBe('Connexion');
    expect(i18n.t('sessionExpired')).toBe('La session a expiré.');
    expect(document.documentElement.lang).toBe('fr');
  });
});
