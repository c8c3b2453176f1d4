import { catalogue, type Language, type MessageKey, pickLanguage } from '@procura/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { UiKey } from './ui-en.ts';

/**
 * One i18next instance for the app. The contract's message catalogue is the resource for the
 * server's keys (so a key in `x-message-keys` and a client text read the same), and the UI texts
 * sit beside it. Placeholders use the catalogue's `{name}` form everywhere. Each language's UI
 * texts are their own chunk (decision 212): a page loads the language it shows, not both.
 */
function catalogueIn(language: Language): Record<MessageKey, string> {
  const entries = Object.entries(catalogue) as [MessageKey, { en: string; fr: string }][];
  // French falls back to English, as the server's translate() does.
  return Object.fromEntries(
    entries.map(([key, text]) => [key, (language === 'fr' && text.fr) || text.en]),
  ) as Record<MessageKey, string>;
}

/** Which interface texts: the common ones (every page), or all areas' (the frame and the portal). */
export type TextSet = 'common' | 'all';

const uiTexts: Record<Language, Record<TextSet, () => Promise<Partial<Record<UiKey, string>>>>> = {
  en: {
    common: () => import('./ui-common-en.ts').then((m) => m.uiCommonEn),
    all: () => import('./ui-en.ts').then((m) => m.uiEn),
  },
  fr: {
    common: () => import('./ui-common-fr.ts').then((m) => m.uiCommonFr),
    all: () => import('./ui-fr.ts').then((m) => m.uiFr),
  },
};

/** The catalogue's messages and a set of interface texts, in one language. */
export async function translationsIn(
  language: Language,
  texts: TextSet = 'all',
): Promise<Partial<Record<MessageKey | UiKey, string>>> {
  return { ...catalogueIn(language), ...(await uiTexts[language][texts]()) };
}

/** The language of the browser, narrowed to the ones we speak. */
export function browserLanguage(): Language {
  if (typeof navigator === 'undefined') return 'en';
  const listed = navigator.languages?.length ? navigator.languages.join(',') : navigator.language;
  return pickLanguage(listed);
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {},
  lng: browserLanguage(),
  // French is complete (i18n.test.ts), so a French page never needs the English texts.
  fallbackLng: false,
  supportedLngs: ['en', 'fr'],
  // The texts are added before the first render (showLanguage), so initialise synchronously.
  initAsync: false,
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  returnNull: false,
});

const loaded = new Set<string>();

/**
 * Loads a set of texts of a language once, then shows the language. main.tsx awaits the common
 * texts before the first render; the signed-in frame and the portal load all with their chunk.
 */
export async function showLanguage(language: Language, texts: TextSet = 'common'): Promise<void> {
  const key = `${language}:${texts}`;
  if (!loaded.has(key)) {
    i18n.addResourceBundle(language, 'translation', await translationsIn(language, texts), true, true);
    loaded.add(key);
  }
  await i18n.changeLanguage(language);
}

/** Every area's texts in the language shown, for the chunks that need them (their loaders await it). */
export function loadAreaTexts(): Promise<void> {
  return showLanguage(currentLanguage(), 'all');
}

function syncDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);

/** The language sent as Accept-Language, so server messages come back in the language shown. */
export function currentLanguage(): Language {
  return i18n.language === 'fr' ? 'fr' : 'en';
}
