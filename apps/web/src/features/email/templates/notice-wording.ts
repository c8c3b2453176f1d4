import { escapeHtml, isNoticeKind, type NoticeLanguage, noticeCatalogue } from '@procura/contract';

/**
 * The shared editor's HTML of a catalogue body, which is plain text: a blank line parts
 * paragraphs, a single line break stays one (<br>), and the text is escaped so a quote or an
 * angle bracket reads as written.
 */
export function htmlOfNoticeText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .trim()
    .split(/\n(?:[ \t]*\n)+/)
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => `<p>${paragraph.split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('');
}

/**
 * What a new template of a notice's group starts from (issue 25 §3): the platform's own subject
 * and body in the template's language, so customising begins from the wording recipients get
 * today. Null for a wizard group, which has no such wording.
 */
export function noticeStartOf(
  group: string,
  language: NoticeLanguage,
): { subject: string; body: string } | null {
  if (!isNoticeKind(group)) return null;
  const wording = noticeCatalogue[group][language];
  return { subject: wording.subject, body: htmlOfNoticeText(wording.body) };
}
