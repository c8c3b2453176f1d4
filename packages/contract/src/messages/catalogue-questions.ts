/** Suppliers' questions and the addenda (issue 6). */
export const questionMessages = {} as const;
