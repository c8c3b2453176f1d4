import type { uiMessagesEn } from './ui-messages-en.ts';

/** French texts of messages. */
export const uiMessagesFr: Record<keyof typeof uiMessagesEn, string> = {};
