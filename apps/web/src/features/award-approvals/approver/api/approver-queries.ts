import { type ApproverView, type EndpointAnswer, approverEndpoints as endpoints } from '@procura/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { browser } from '../../../../platform/api/browser.ts';
import { ApiError, isApiError } from '../../../../platform/api/client.ts';
import { callEndpoint, endpointHref, firstOf } from '../../../../platform/api/endpoint-call.ts';
import { i18n } from '../../../../platform/i18n/index.ts';

/**
 * The public approval page's calls (issue 8 §4; 001 §7 approvals/{approvalId}/approver/{workflowId}).
 * The approver has no account: a 401 is an answer the page turns into /login with its message,
 * not an expired session to come back to; every failure is shown in place.
 */
export type ApproverRef = { approvalId: number; workflowId: number };
export type ApproverDocument = ApproverView['awardApprovalDocuments'][number];

const asApprover = { redirectOnUnauthorized: false, notifyOnError: false, touchesSession: false } as const;

export function documentPreviewUrl(ref: ApproverRef, documentId: number): string {
  return endpointHref(endpoints.preview, { params: { ...ref, documentId } });
}

export function documentDownloadUrl(ref: ApproverRef, documentId: number): string {
  return endpointHref(endpoints.download, { params: { ...ref, documentId } });
}

export function allDocumentsUrl(ref: ApproverRef): string {
  return endpointHref(endpoints.allDocuments, { params: ref });
}

/**
 * A 401 means the link is invalid, spent or expired, or the page may no longer be reached (000 §4):
 * the approver goes to /login with the server's words. Unlike the app's 401 rule there is no
 * redirect back (the page would refuse again), and the page is replaced so Back skips it.
 */
export function leaveForLogin(error: unknown): boolean {
  if (!isApiError(error) || error.status !== 401) return false;
  const message = error.messages[0] ?? i18n.t('awardApprovalLinkInvalid');
  browser.replace(`/login?err=${encodeURIComponent(message)}`);
  return true;
}

/** What a failed load or decision says: the server's first message for it (001 §8). */
export function failureMessage(error: unknown): string {
  if (!isApiError(error)) return i18n.t('unknownError');
  return error.messages[0] ?? i18n.t('retryWithStatus', { status: error.status });
}

function readView(answer: EndpointAnswer<typeof endpoints.view>): ApproverView {
  const view = firstOf(answer);
  // The server always answers the view; without one the page has nothing true to show.
  if (!view) throw new ApiError(0, [i18n.t('unknownError')]);
  return view;
}

/**
 * The link's token works once (a second POST answers 401), yet React's strict mode mounts the page
 * twice and a remount may ask again: every ask for one token joins the first exchange. Once it is
 * done the session cookie answers, so later asks read the page by GET; a spent link opened again
 * in the same browser falls back to that session. A failed exchange is forgotten, so Try again
 * (after a dropped connection) posts it again.
 */
const exchanges = new Map<string, Promise<ApproverView>>();
const exchanged = new Set<string>();

function exchangeLink(ref: ApproverRef, uat: string): Promise<ApproverView> {
  if (exchanged.has(uat)) return readApproverView(ref);
  const pending = exchanges.get(uat);
  if (pending) return pending;
  // Not tied to a query's abort signal: a strict-mode unmount must not cancel the one exchange.
  const answer = callEndpoint(endpoints.exchange, { params: ref, body: { uat } }, asApprover)
    .then(readView)
    // The link opened again in the browser that used it: its session may still answer.
    .catch(async (error: unknown) => {
      if (!isApiError(error) || error.status !== 401) throw error;
      return readApproverView(ref).catch(() => {
        throw error;
      });
    })
    .then((view) => {
      exchanged.add(uat);
      return view;
    })
    .finally(() => exchanges.delete(uat));
  exchanges.set(uat, answer);
  return answer;
}

async function readApproverView(ref: ApproverRef, signal?: AbortSignal): Promise<ApproverView> {
  return readView(await callEndpoint(endpoints.view, { params: ref }, { signal, ...asApprover }));
}

export const approverKeys = {
  view: (ref: ApproverRef) => ['award-approver', ref.approvalId, ref.workflowId] as const,
};

/** The page's content: by the link's token the first time, by the session cookie after. */
export function useApproverView(ref: ApproverRef, uat: string | null, enabled = true) {
  return useQuery({
    queryKey: approverKeys.view(ref),
    enabled,
    queryFn: ({ signal }) => (uat ? exchangeLink(ref, uat) : readApproverView(ref, signal)),
    // The page changes only by this person's decision, which answers the new view.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export type Decision = { status: 'Approved' | 'Declined'; comments: string };

/** Approve or decline: the body is the comments as a JSON string (001 §7); answers the new view. */
export function useApproverDecision(ref: ApproverRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ status, comments }: Decision) =>
      readView(
        await callEndpoint(endpoints.decide, { params: ref, query: { status }, body: comments }, asApprover),
      ),
    onSuccess: (view) => queryClient.setQueryData(approverKeys.view(ref), view),
    // Someone else moved the approval on meanwhile (409): show the page as it now is.
    onError: (error) => {
      if (leaveForLogin(error)) return;
      if (isApiError(error) && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: approverKeys.view(ref) });
    },
  });
}

/** Tests start each case with no exchange remembered. */
export function forgetExchanges(): void {
  exchanges.clear();
  exchanged.clear();
}
