import {
  type EmailAggregates,
  type EmailListQuery,
  type EmailPage,
  emailEndpoints as endpoints,
  type SentEmail,
} from '@procura/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../platform/api/client.ts';
import { callEndpoint, endpointHref, firstOf, pageOf } from '../../../platform/api/endpoint-call.ts';
import { i18n } from '../../../platform/i18n/index.ts';
import { type NodeRef, useNodeRef } from '../../../platform/session/session-context.tsx';

/**
 * What went out (001 §7 Emails; issue 25 §2, §4): the lists of the Message Centre, a project's
 * Messages and a supplier's Emails tab, one mail with its copies, its attachment and the counts,
 * and the changes made from those lists (move, cancel, resend, forward). Screens show their own
 * failures, so no call notifies on its own.
 */

const inPlace = { notifyOnError: false } as const;

/** Which list: the agency's or a project's sent mail, scheduled mail, or a supplier's mail. */
/** The mail's record for the file: a PDF, or the PDF and its attachment zipped (001 §7 Exports). */
export const emailRecordUrl = (node: NodeRef, emailId: number, withAttachment: boolean) =>
  endpointHref(withAttachment ? endpoints.exportEmailWithAttachment : endpoints.exportEmail, {
    params: node,
    query: { emailId },
  });

export type EmailListKind = 'sent' | 'scheduled' | 'vendor';

export const emailKeys = {
  /**
   * Every read of what went out, under the email area's key: the wizard's send marks the whole
   * area stale, and a change made here marks all of this part stale.
   */
  all: (node: NodeRef) => ['email', node.customerId, node.nodeId, 'read'] as const,
  list: (node: NodeRef, kind: EmailListKind, query: EmailListQuery) =>
    [...emailKeys.all(node), 'list', kind, query] as const,
  email: (node: NodeRef, emailId: number) => [...emailKeys.all(node), 'email', emailId] as const,
  documents: (node: NodeRef, emailId: number) => [...emailKeys.all(node), 'documents', emailId] as const,
  aggregates: (node: NodeRef, kind: 'sent' | 'scheduled', tenderId: number) =>
    [...emailKeys.all(node), 'aggregates', kind, tenderId] as const,
};

const listEndpoints = {
  sent: endpoints.projectEmails,
  scheduled: endpoints.scheduledEmails,
  vendor: endpoints.vendorEmails,
} as const;

/**
 * One page of mail; the previous page stays on screen while the next loads. A project's with
 * tenderId, a supplier's with vendorId (`vendor` requires it), else the whole agency's.
 */
export function useEmailList(kind: EmailListKind, query: EmailListQuery, enabled = true) {
  const node = useNodeRef();
  return useQuery({
    queryKey: emailKeys.list(node, kind, query),
    queryFn: ({ signal }): Promise<EmailPage> => {
      if (kind === 'vendor') {
        const vendorId = Number(query.vendorId ?? 0);
        return callEndpoint(
          listEndpoints.vendor,
          { params: node, query: { ...query, vendorId } },
          { signal, ...inPlace },
        );
      }
      return callEndpoint(listEndpoints[kind], { params: node, query }, { signal, ...inPlace });
    },
    placeholderData: keepPreviousData,
    enabled: enabled && (kind !== 'vendor' || Number(query.vendorId ?? 0) > 0),
  });
}

function emailOf(answer: Parameters<typeof firstOf<SentEmail>>[0]): SentEmail {
  const email = firstOf(answer);
  if (email === null) throw new ApiError(0, [i18n.t('unknownError')]);
  return email;
}

/** One mail with its recipients and each copy's status (GET /Emails?emailId). */
export function useEmail(emailId: number | null) {
  const node = useNodeRef();
  return useQuery({
    queryKey: emailKeys.email(node, emailId ?? 0),
    queryFn: async ({ signal }) =>
      emailOf(
        await callEndpoint(
          endpoints.email,
          { params: node, query: { emailId: emailId ?? 0 } },
          { signal, ...inPlace },
        ),
      ),
    enabled: emailId !== null && emailId > 0,
  });
}

/** The attachment of a sent mail (GET /Documents/EmailDocuments?emailId). */
export function useEmailDocuments(emailId: number | null) {
  const node = useNodeRef();
  return useQuery({
    queryKey: emailKeys.documents(node, emailId ?? 0),
    queryFn: async ({ signal }) =>
      pageOf(
        await callEndpoint(
          endpoints.emailDocuments,
          { params: node, query: { emailId: emailId ?? 0 } },
          { signal, ...inPlace },
        ),
      ).values,
    enabled: emailId !== null && emailId > 0,
  });
}

/** A project's mail in numbers: sent (Aggregates) or scheduled (ProjectScheduledEmailsAggregates). */
export function useEmailAggregates(kind: 'sent' | 'scheduled', tenderId: number) {
  const node = useNodeRef();
  return useQuery({
    queryKey: emailKeys.aggregates(node, kind, tenderId),
    queryFn: ({ signal }): Promise<EmailAggregates> =>
      callEndpoint(
        kind === 'sent' ? endpoints.aggregates : endpoints.scheduledAggregates,
        { params: node, query: { tenderId } },
        { signal, ...inPlace },
      ),
    enabled: tenderId > 0,
  });
}

/**
 * The changes made from the lists. Each answers the mail as it now is, which replaces the cached
 * one; the lists and counts are then stale. Callers show refusals themselves.
 */
export function useEmailChanges() {
  const node = useNodeRef();
  const queryClient = useQueryClient();
  async function settle(answer: Parameters<typeof emailOf>[0]): Promise<SentEmail> {
    const email = emailOf(answer);
    queryClient.setQueryData(emailKeys.email(node, email.id), email);
    await queryClient.invalidateQueries({
      queryKey: emailKeys.all(node),
      predicate: (query) => query.queryKey[4] !== 'email' || query.queryKey[5] !== email.id,
    });
    return email;
  }
  return {
    /** PUT /Emails/Schedule: a scheduled mail's new time, a UTC instant. */
    reschedule: async (emailId: number, sendDateUtc: string) =>
      settle(
        await callEndpoint(endpoints.reschedule, { params: node, body: { emailId, sendDateUtc } }, inPlace),
      ),
    /** DELETE /Emails/ProjectScheduledEmails: the mail is not sent. */
    cancel: async (emailId: number) =>
      settle(await callEndpoint(endpoints.cancelScheduled, { params: node, query: { emailId } }, inPlace)),
    /** POST /Emails/ReSend: the failed copies again. */
    resend: async (emailId: number) =>
      settle(
        await callEndpoint(endpoints.resend, { params: node, body: { emailId, onlyFailed: true } }, inPlace),
      ),
    /** POST /Emails/Forward: the mail to more addresses, each its own copy. */
    forward: async (emailId: number, to: string[]) =>
      settle(await callEndpoint(endpoints.forward, { params: node, body: { emailId, to } }, inPlace)),
  };
}
