/** English texts of messages (issue 25). */
export const uiMessagesEn = {} as const;
