import type { NoticeKind, NoticeValues } from '@procura/contract';
import type { AppContext } from './context.ts';
import { enqueueMail, type OutgoingMail } from './mail.ts';
import type { Tx } from './tenancy.ts';

/**
 * The notices the platform sends by itself (issue 25 §3), worded by the contract's catalogue or
 * by the agency's template of the notice's group: areas name the kind and give the token values,
 * and the email area, answering the hook below, finds the wording.
 */

export type NoticeRequest = {
  customerId: number;
  kind: NoticeKind;
  /** The project the notice is about: its node's template is used. */
  projectId: number | null;
  values: Readonly<Record<string, string>>;
};
export type NoticeWording = { subject: string; text: string; html?: string };

declare module './context.ts' {
  interface AreaHooks {
    /** A notice's subject and body in the agency's language, from its template or the catalogue. */
    noticeMail: (tx: Tx, notice: NoticeRequest) => Promise<NoticeWording>;
  }
}

/** A notice of one kind with that kind's values (distributed, so a union of kinds stays exact). */
export type Notice<K extends NoticeKind> = K extends NoticeKind
  ? Omit<OutgoingMail, 'subject' | 'text' | 'html' | 'kind'> & {
      kind: K;
      values: NoticeValues<K>;
      projectId?: number | null;
    }
  : never;

/** Puts a notice in the outbox in the caller's transaction (see enqueueMail); answers the row's id. */
export async function enqueueNotice<K extends NoticeKind>(
  tx: Tx,
  ctx: Pick<AppContext, 'clock' | 'hooks'>,
  notice: Notice<K>,
): Promise<number> {
  const { values, projectId, ...mail } = notice;
  const wording = await ctx.hooks.noticeMail(tx, {
    customerId: mail.customerId,
    kind: mail.kind,
    projectId: projectId ?? null,
    values,
  });
  return enqueueMail(tx, ctx.clock, { ...mail, ...wording });
}
