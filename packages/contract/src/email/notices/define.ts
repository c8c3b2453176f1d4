/**
 * The notices the platform sends by itself (issue 25 §3): each kind's wording in English and
 * French, with the #Name# tokens it fills. An agency rewords one in Control panel › Email
 * Notifications by keeping an active template of the notice's group; without one, the wording
 * here goes. Bodies are plain text: a line break is a line break.
 */

export type NoticeLanguage = 'en' | 'fr';
export type NoticeWording = { subject: string; body: string };

export type NoticeDefinition = {
  /** The group's name in the template editor, in each language. */
  label: Record<NoticeLanguage, string>;
  /** The tokens the wording may carry; the sender gives a value for each. */
  tokens: readonly string[];
  en: NoticeWording;
  fr: NoticeWording;
};

/** Keeps each notice's token names as literal types, so senders must give every value. */
export const defineNotices = <const T extends Record<string, NoticeDefinition>>(notices: T): T => notices;

const noticeTokenPattern = /#([A-Za-z]+)#/g;

/**
 * Replaces each token `values` has; one it lacks stays as written, so a mistyped token shows in
 * the mail rather than vanishing. `escapeValue` applies to the values only (an HTML body).
 */
export function fillNoticeTokens(
  text: string,
  values: Readonly<Record<string, string>>,
  escapeValue: (value: string) => string = (v) => v,
): string {
  return text.replace(noticeTokenPattern, (whole, name: string) =>
    Object.hasOwn(values, name) ? escapeValue(values[name] ?? '') : whole,
  );
}

/** The tokens a wording uses, each once, in order of first use. */
export function noticeTokensIn(text: string): string[] {
  return [...new Set([...text.matchAll(noticeTokenPattern)].map((match) => match[1] ?? ''))];
}
