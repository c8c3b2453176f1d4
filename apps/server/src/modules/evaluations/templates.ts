/**
 * The texts a new evaluation starts with (issue 8 §1: NDA and conflict-of-interest templates); the
 * buyer edits them per evaluation before evaluators are asked to accept them.
 */
export const defaultNdaTemplate = [
  'Non-disclosure agreement',
  '',
  'I will keep confidential everything I learn about the submissions of this project, use it only to evaluate them, and discuss it only with the evaluation team and the procurement staff. I will not copy or keep any part of a submission after the evaluation.',
].join('\n');

export const defaultConflictTemplate = [
  'Conflict of interest declaration',
  '',
  'I declare whether I, a member of my family, or a business I am connected with has any financial or personal interest in a supplier that submitted to this project, or any relationship with one that could influence, or appear to influence, my evaluation.',
].join('\n');
