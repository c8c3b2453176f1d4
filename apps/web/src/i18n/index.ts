import { catalogue, type Language, type MessageKey, pickLanguage } from '@procura/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { uiEn } from './ui-en.ts';
import { uiFr } from './ui-fr.ts';

/**
 * One i18next instance for the app. The contract's message catalogue is the resource for the
 * server's keys (so a key in `x-message-keys` and a client text read the same), and the UI texts
 * sit beside it. Placeholders use the catalogue's `{name}` form everywhere.
 */
function catalogueIn(language: Language): Record<MessageKey, string> {
  const entries = Object.entries(catalogue) as [MessageKey, { en: string; fr: string }][];
  // French falls back to English, as the server's translate() does.
  return Object.fromEntries(
    entries.map(([key, text]) => [key, (language === 'fr' && text.fr) || text.en]),
  ) as Record<MessageKey, string>;
}

export const resources = {
  en: { translation: { ...catalogueIn('en'), ...uiEn } },
  fr: { translation: { ...catalogueIn('fr'), ...uiFr } },
} as const;

/** The language of the browser, narrowed to the ones we speak. */
export function browserLanguage(): Language {
  if (typeof navigator === 'undefined') return 'en';
  const listed = navigator.languages?.length ? navigator.languages.join(',') : navigator.language;
  return pickLanguage(listed);
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: browserLanguage(),
  fallbackLng: 'en',
  supportedLngs: ['en', 'fr'],
  // Resources are bundled, so initialise synchronously: the first render already has its texts.
  initAsync: false,
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  returnNull: false,
});

function syncDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);

/** The language sent as Accept-Language, so server messages come back in the language shown. */
export function currentLanguage(): Language {
  return i18n.language === 'fr' ? 'fr' : 'en';
}
