import {
  escapeHtml,
  fillNoticeTokens,
  type NoticeKind,
  type NoticeLanguage,
  noticeCatalogue,
} from '@procura/contract';
import type { NoticeRequest, NoticeWording } from '../../platform/notices.ts';
import type { Tx } from '../../platform/tenancy.ts';
import { textOfHtml } from './mail-text.ts';
import { findActiveTemplate, findAgencyLanguage, findProjectNodeAndLanguage } from './template-queries.ts';

/**
 * A notice's wording (issue 25 §3): the active template of the notice's group in the agency's
 * language (the project's node when the notice is about a project, else the agency's first node
 * that keeps one), its tokens filled (HTML-escaped in the body), or else the catalogue's own
 * wording in that language. Answers the platform's noticeMail hook.
 */
export async function noticeMail(tx: Tx, notice: NoticeRequest): Promise<NoticeWording> {
  const place = notice.projectId
    ? await findProjectNodeAndLanguage(tx, notice.customerId, notice.projectId)
    : undefined;
  const language: NoticeLanguage =
    (place?.language ?? (await findAgencyLanguage(tx, notice.customerId))) === 'fr' ? 'fr' : 'en';
  const template = await findActiveTemplate(
    tx,
    notice.customerId,
    place?.nodeId ?? null,
    notice.kind,
    language,
  );
  if (template) {
    const html = fillNoticeTokens(template.body, notice.values, escapeHtml);
    return { subject: fillNoticeTokens(template.subject, notice.values), text: textOfHtml(html), html };
  }
  return defaultNotice(notice.kind, language, notice.values);
}

/** The catalogue's wording, filled: plain text, as the platform always sent it. */
export function defaultNotice(
  kind: NoticeKind,
  language: NoticeLanguage,
  values: Readonly<Record<string, string>>,
): NoticeWording {
  const wording = noticeCatalogue[kind][language];
  return { subject: fillNoticeTokens(wording.subject, values), text: fillNoticeTokens(wording.body, values) };
}
