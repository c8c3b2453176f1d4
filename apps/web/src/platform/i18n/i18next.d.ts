import 'i18next';
import type { MessageKey } from '@procura/contract';
import type { uiEn } from './ui-en.ts';

// Typed keys: a misspelt or missing text key fails the type-check instead of showing the key.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Record<MessageKey, string> & typeof uiEn };
    interpolationPrefix: '{';
    interpolationSuffix: '}';
  }
}
