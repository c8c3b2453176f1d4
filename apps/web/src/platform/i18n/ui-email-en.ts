/** English texts of email (issue 25). */
export const uiEmailEn = {} as const;
