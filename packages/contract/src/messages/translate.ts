import { catalogue, type Language, type MessageKey } from './catalogue.ts';

export type MessageParams = Record<string, string | number>;

/** The catalogue text of `key` in `language`, French falling back to English, with `{name}` filled. */
export function translate(key: MessageKey, language: Language = 'en', params: MessageParams = {}): string {
  const entry = catalogue[key];
  const text = (language === 'fr' ? entry.fr : undefined) || entry.en;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/**
 * The language to answer in, read from an Accept-Language header: the first listed language we
 * speak wins, by q-value order; anything else means English.
 */
export function pickLanguage(acceptLanguage: string | undefined | null): Language {
  if (!acceptLanguage) return 'en';
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...attrs] = part.trim().split(';');
      // RFC 9110: optional whitespace around ';', and the parameter name 'q' is case-insensitive.
      const q = attrs.map((a) => a.trim().toLowerCase()).find((a) => a.startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const primary = tag.split('-')[0];
    if (primary === 'fr') return 'fr';
    if (primary === 'en') return 'en';
  }
  return 'en';
}

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(catalogue, value);
}
