import type { uiEmailEn } from './ui-email-en.ts';

/** French texts of email. */
export const uiEmailFr: Record<keyof typeof uiEmailEn, string> = {};
