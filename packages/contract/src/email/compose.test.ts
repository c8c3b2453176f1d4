import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  attachmentProblem,
  type ComposeDraft,
  composeProblems,
  emailRules,
  isEmptyRichText,
  sendWhen,
} from './compose.ts';

const draft = (overrides: Partial<ComposeDraft> = {}): ComposeDraft => ({
  replyTo: 'buyer@city.ca',
  cc: '',
  bcc: '',
  subject: 'Site visit',
  body: '<p>Hello</p>',
  sendWhen: sendWhen.now,
  sendDate: null,
  ...overrides,
});

const problems = (value: ComposeDraft, nowLocal?: string) =>
  composeProblems(value, nowLocal).map((p) => `${p.field}:${p.key}`);

describe('the email compose rules (000 §5, §9; 001 §5)', () => {
  it('keeps the spec’s limits: one attachment of 3145728 bytes, contacts paged by 5', () => {
    expect(emailRules.attachmentMaxBytes).toBe(3_145_728);
    expect(emailRules.attachmentsMax).toBe(1);
    expect(emailRules.contactsPageSize).toBe(5);
  });

  it('lets a complete draft through', () => {
    expect(problems(draft())).toEqual([]);
    expect(problems(draft({ cc: 'a@x.ca; b@x.ca', bcc: 'c@x.ca d@x.ca' }))).toEqual([]);
  });

  it('requires a reply-to address that is one valid address', () => {
    expect(problems(draft({ replyTo: '  ' }))).toEqual(['replyTo:emailAddressEmpty']);
    expect(problems(draft({ replyTo: 'buyer@city' }))).toEqual(['replyTo:emailAddressBadFormat']);
    expect(problems(draft({ replyTo: 'a@x.ca, b@x.ca' }))).toEqual(['replyTo:emailAddressBadFormat']);
    expect(problems(draft({ replyTo: '  buyer@city.ca ' }))).toEqual([]);
  });

  it('refuses a cc or bcc list with a bad address or a doubled separator', () => {
    expect(problems(draft({ cc: 'a@x.ca,,b@x.ca' }))).toEqual(['cc:invalidEmailAddressList']);
    expect(problems(draft({ bcc: 'a@x.ca; ;b@x.ca' }))).toEqual(['bcc:invalidEmailAddressList']);
    expect(problems(draft({ cc: 'nope', bcc: 'a@x.ca;' }))).toEqual([
      'cc:invalidEmailAddressList',
      'bcc:invalidEmailAddressList',
    ]);
  });

  it(`refuses more than ${emailRules.ccMax} cc addresses`, () => {
    const list = (n: number) => Array.from({ length: n }, (_, i) => `a${i}@x.ca`).join(';');
    expect(problems(draft({ cc: list(emailRules.ccMax) }))).toEqual([]);
    expect(problems(draft({ cc: list(emailRules.ccMax + 1) }))).toEqual(['cc:invalidEmailAddressList']);
  });

  it('requires a subject within its length', () => {
    expect(problems(draft({ subject: ' ' }))).toEqual(['subject:emailSubjectRequired']);
    expect(problems(draft({ subject: 'x'.repeat(emailRules.subjectMax) }))).toEqual([]);
    expect(problems(draft({ subject: 'x'.repeat(emailRules.subjectMax + 1) }))).toEqual([
      'subject:invalidParameter',
    ]);
  });

  it('requires a body, an empty paragraph counting as empty', () => {
    for (const body of ['', '<p></p>', '<p><br></p>', '<p>&nbsp;</p>', ' <div> <br/> </div>\n']) {
      expect(problems(draft({ body })), body).toEqual(['body:emailBodyRequired']);
    }
    expect(problems(draft({ body: '<p>x</p>'.padEnd(emailRules.bodyMax + 1, ' ') }))).toEqual([
      'body:invalidParameter',
    ]);
  });

  it('requires a send date later than now when sending later', () => {
    const later = (sendDate: string | null) => draft({ sendWhen: sendWhen.later, sendDate });
    expect(problems(later(null))).toEqual(['sendDate:emailSendDateRequired']);
    expect(problems(later('tomorrow'))).toEqual(['sendDate:emailSendDateRequired']);
    expect(problems(later('2025-05-01T09:00'), '2025-05-01T08:59')).toEqual([]);
    expect(problems(later('2025-05-01T09:00'), '2025-05-01T09:00')).toEqual(['sendDate:emailSendDateInPast']);
    expect(problems(later('2025-05-01T09:00'), '2025-05-02T00:00')).toEqual(['sendDate:emailSendDateInPast']);
    // Without the present time the date's shape is all that can be checked.
    expect(problems(later('2000-01-01T00:00'))).toEqual([]);
    // Sending now ignores whatever date is left in the draft.
    expect(problems(draft({ sendDate: 'garbage' }), '2025-05-01T09:00')).toEqual([]);
  });

  it('treats a chosen but not uploaded file as a warning, not a refusal', () => {
    expect(problems(draft({ fileNotUploaded: true }))).toEqual([]);
  });

  it('reports every problem of a blank draft at once', () => {
    expect(problems(draft({ replyTo: '', subject: '', body: '' }))).toEqual([
      'replyTo:emailAddressEmpty',
      'subject:emailSubjectRequired',
      'body:emailBodyRequired',
    ]);
  });
});

describe('isEmptyRichText', () => {
  it('sees text, images, rules and tables as content', () => {
    for (const html of ['x', '<p>0</p>', '<img src="a.png">', '<hr>', '<table><tr><td></td></tr></table>']) {
      expect(isEmptyRichText(html), html).toBe(false);
    }
  });

  it('finds markup made only of tags and white space empty', () => {
    const tag = fc.constantFrom('<p>', '</p>', '<br>', '<br/>', '<div>', '</div>', '<strong>', '</strong>');
    const blank = fc.constantFrom(' ', '\n', '\t', '&nbsp;', '&#160;', '\u00a0', '');
    return fc.assert(
      fc.property(fc.array(fc.oneof(tag, blank), { maxLength: 20 }), (parts) => {
        expect(isEmptyRichText(parts.join(''))).toBe(true);
      }),
    );
  });

  it('finds any visible character inside tags not empty', () => {
    return fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9.,!?]{1,10}$/), (text) => {
        expect(isEmptyRichText(`<p><strong>${text}</strong></p>`)).toBe(false);
      }),
    );
  });
});

describe('attachmentProblem', () => {
  it('accepts up to 3145728 bytes and refuses one more, or an empty file', () => {
    expect(attachmentProblem(1)).toBeNull();
    expect(attachmentProblem(3_145_728)).toBeNull();
    expect(attachmentProblem(3_145_729)).toBe('emailAttachFailTooLarge');
    expect(attachmentProblem(0)).toBe('documentFileEmpty');
  });
});
