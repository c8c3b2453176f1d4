/**
 * Every notice the platform sends by itself, by kind (issue 25 §3). Each area's wording sits in
 * its own file; this one gathers them for the template editor and the server.
 */
import type { NoticeDefinition } from './define.ts';
import { intakeNotices } from './intake.ts';

export const noticeCatalogue = {
  ...intakeNotices,
} as const satisfies Record<string, NoticeDefinition>;

export type NoticeKind = keyof typeof noticeCatalogue;
export const noticeKinds = Object.keys(noticeCatalogue) as NoticeKind[];
export const isNoticeKind = (name: string): name is NoticeKind => Object.hasOwn(noticeCatalogue, name);

/** The values a notice of `kind` is filled with: one per token it declares. */
export type NoticeValues<K extends NoticeKind> = Record<
  (typeof noticeCatalogue)[K]['tokens'][number],
  string
>;

export { defineNotices, fillNoticeTokens, type NoticeLanguage, noticeTokensIn } from './define.ts';
