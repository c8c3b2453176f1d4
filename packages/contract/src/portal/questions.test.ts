import { describe, expect, it } from 'vitest';
import { canIssueAddendum } from './addenda.ts';
import { answerVendorQuestionSchema, questionRefusal, questionReminderAt } from './questions.ts';

const deadline = new Date('2026-04-01T16:00:00Z');
const base = {
  status: 'Open',
  registered: true,
  hasQuestionDeadline: true,
  isCloseQuestionsAfterDeadline: true,
  questionDeadline: deadline,
};
const at = (ms: number) => new Date(deadline.getTime() + ms);

describe('questionRefusal', () => {
  it('accepts up to the deadline instant and refuses one millisecond after', () => {
    expect(questionRefusal({ ...base, now: at(-1) })).toBeNull();
    expect(questionRefusal({ ...base, now: at(0) })).toBeNull();
    expect(questionRefusal({ ...base, now: at(1) })).toBe('questionDeadlinePassed');
  });
  it('lets late questions in when the deadline does not close questions, or there is none', () => {
    expect(questionRefusal({ ...base, isCloseQuestionsAfterDeadline: false, now: at(1) })).toBeNull();
    expect(questionRefusal({ ...base, hasQuestionDeadline: false, now: at(1) })).toBeNull();
  });
  it('refuses suppliers who are not plan takers, and sources that are not Open first', () => {
    expect(questionRefusal({ ...base, registered: false, now: at(-1) })).toBe('questionNotRegistered');
    expect(questionRefusal({ ...base, status: 'Closed', registered: false, now: at(-1) })).toBe(
      'questionSourceNotOpen',
    );
  });
});

describe('questionReminderAt', () => {
  it('is the given days before the deadline, 7 by default, none without a deadline', () => {
    const day = 86_400_000;
    expect(questionReminderAt({ ...base, questionReminderEmailDays: 3 })).toEqual(at(-3 * day));
    expect(questionReminderAt({ ...base, questionReminderEmailDays: undefined })).toEqual(at(-7 * day));
    expect(
      questionReminderAt({ ...base, hasQuestionDeadline: false, questionReminderEmailDays: 3 }),
    ).toBeNull();
  });
});

describe('answers and addenda', () => {
  it('needs an answer to be Complete', () => {
    const parsed = answerVendorQuestionSchema.safeParse({ id: 1, answer: '  ', status: 'Complete' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('questionAnswerRequired');
    expect(answerVendorQuestionSchema.safeParse({ id: 1, answer: '', status: 'Incomplete' }).success).toBe(
      true,
    );
  });
  it('issues addenda on Open sources only', () => {
    expect(canIssueAddendum('Open')).toBe(true);
    expect(canIssueAddendum('Planned')).toBe(false);
    expect(canIssueAddendum('Closed')).toBe(false);
  });
});
