import type { UiQuestionsKey } from './ui-questions-en.ts';

/** French texts of questions and addenda, on the portal and in the Source area; merged into uiFr. */
export const uiQuestionsFr: Record<UiQuestionsKey, string> = {
  questionsTitle: 'Questions et addenda',
};
