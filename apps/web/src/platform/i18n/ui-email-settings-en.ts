/** English texts of email-settings (issue 25). */
export const uiEmailSettingsEn = {} as const;
