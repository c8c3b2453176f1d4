/**
 * The email wizard's compose rules (000 §5 Email, §9; 001 §5; issue 25 §1), shared by the web,
 * which shows them as the buyer types, and the server, which refuses what breaks them.
 */
import type { MessageKey } from '../messages/catalogue.ts';
import { isValidEmail, parseAddressList } from '../validation/email.ts';

export const emailRules = {
  /** One attachment, 3145728 bytes at most (000 §9). */
  attachmentMaxBytes: 3_145_728,
  attachmentsMax: 1,
  subjectMax: 500,
  bodyMax: 200_000,
  /** The Contacts step pages by 5 (001 §9). */
  contactsPageSize: 5,
  /** Recipients of one send: more than any project's plan takers and team together. */
  recipientsMax: 1000,
  ccMax: 50,
} as const;

/** sendWhen of the draft: 1 now, 2 later (001 §9). */
export const sendWhen = { now: 1, later: 2 } as const;
export type SendWhen = (typeof sendWhen)[keyof typeof sendWhen];

/**
 * Whether an editor's HTML says nothing: tags, non-breaking spaces and white space only, so an
 * empty paragraph (`<p></p>`, `<p><br></p>`) counts as empty (000 §5).
 */
export function isEmptyRichText(html: string): boolean {
  const text = html
    .replace(/<(img|hr|table)\b/gi, 'x')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|\u00a0/gi, ' ')
    .trim();
  return text === '';
}

export type ComposeDraft = {
  replyTo: string;
  cc: string;
  bcc: string;
  subject: string;
  body: string;
  sendWhen: SendWhen;
  /** The chosen local date and time, when sending later (YYYY-MM-DDTHH:mm in the agency's zone). */
  sendDate: string | null;
  /** Whether a file was chosen but not uploaded yet: a warning, not a refusal (000 §5). */
  fileNotUploaded?: boolean;
};

export type ComposeField = 'replyTo' | 'cc' | 'bcc' | 'subject' | 'body' | 'sendDate';
export type ComposeProblem = { field: ComposeField; key: MessageKey };

/**
 * What keeps the draft from its preview: reply-to one valid address; cc and bcc optional lists
 * with no doubled separator; subject and body required; a send date when sending later, after
 * `nowLocal` (the agency's present local time, YYYY-MM-DDTHH:mm).
 */
export function composeProblems(draft: ComposeDraft, nowLocal?: string): ComposeProblem[] {
  const problems: ComposeProblem[] = [];
  const replyTo = draft.replyTo.trim();
  if (replyTo === '') problems.push({ field: 'replyTo', key: 'emailAddressEmpty' });
  else if (!isValidEmail(replyTo)) problems.push({ field: 'replyTo', key: 'emailAddressBadFormat' });
  for (const field of ['cc', 'bcc'] as const) {
    const list = parseAddressList(draft[field]);
    if (!list.valid || list.addresses.length > emailRules.ccMax) {
      problems.push({ field, key: 'invalidEmailAddressList' });
    }
  }
  if (draft.subject.trim() === '') problems.push({ field: 'subject', key: 'emailSubjectRequired' });
  else if (draft.subject.length > emailRules.subjectMax)
    problems.push({ field: 'subject', key: 'invalidParameter' });
  if (isEmptyRichText(draft.body)) problems.push({ field: 'body', key: 'emailBodyRequired' });
  else if (draft.body.length > emailRules.bodyMax) problems.push({ field: 'body', key: 'invalidParameter' });
  if (draft.sendWhen === sendWhen.later) {
    if (draft.sendDate === null || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(draft.sendDate)) {
      problems.push({ field: 'sendDate', key: 'emailSendDateRequired' });
    } else if (nowLocal !== undefined && draft.sendDate.slice(0, 16) <= nowLocal.slice(0, 16)) {
      problems.push({ field: 'sendDate', key: 'emailSendDateInPast' });
    }
  }
  return problems;
}

/** Whether a file may be attached: within 3145728 bytes ('email attach fail too large' otherwise). */
export function attachmentProblem(size: number): MessageKey | null {
  if (size <= 0) return 'documentFileEmpty';
  return size > emailRules.attachmentMaxBytes ? 'emailAttachFailTooLarge' : null;
}
