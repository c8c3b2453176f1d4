import type { uiEmailSettingsEn } from './ui-email-settings-en.ts';

/** French texts of email-settings. */
export const uiEmailSettingsFr: Record<keyof typeof uiEmailSettingsEn, string> = {};
