/** English texts of questions and addenda, on the portal and in the Source area; merged into uiEn. */
export const uiQuestionsEn = {
  questionsTitle: 'Questions and Addenda',
} as const;

export type UiQuestionsKey = keyof typeof uiQuestionsEn;
