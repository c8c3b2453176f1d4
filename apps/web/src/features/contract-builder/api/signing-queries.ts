import {
  type EndpointAnswer,
  contractBuilderSigningEndpoints as endpoints,
  type SignBody,
  type SignerView,
  signerExchangeSchema,
} from '@procura/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, isApiError } from '../../../platform/api/client.ts';
import { callEndpoint, endpointHref, firstOf } from '../../../platform/api/endpoint-call.ts';
import { i18n } from '../../../platform/i18n/index.ts';

/**
 * The signing page's calls (issue 9 §3; decision 251; the contract's signing declarations). The
 * signer has no account: the emailed link's token is exchanged once, by POST, for a short session
 * in an HttpOnly cookie of the signing API's own path, which every later call carries. A 401 is an
 * answer (the link is spent, replaced or expired) that the page shows in place: nothing redirects
 * to /login, nothing is notified, and the app's idle timer is not touched.
 */
export type SigningLink = { envelopeId: number; signerId: number; token: string };

const asSigner = { redirectOnUnauthorized: false, notifyOnError: false, touchesSession: false } as const;

/** The link as the email gives it (`?e&s&t`), or null when it is not one the server could accept. */
export function readSigningLink(e: string | null, s: string | null, t: string | null): SigningLink | null {
  if (e === null || s === null || t === null) return null;
  const parsed = signerExchangeSchema.safeParse({ envelopeId: Number(e), signerId: Number(s), token: t });
  return parsed.success ? parsed.data : null;
}

/** Where the browser reads a document (the PDF that is signed, or the file attached as it is). */
export function signingDocumentUrl(documentId: number): string {
  return endpointHref(endpoints.document, { params: { documentId } });
}

/** The signed PDF, once every signer signed. */
export const signedPdfUrl = endpointHref(endpoints.signed, {});

function viewOf(answer: EndpointAnswer<typeof endpoints.view>): SignerView {
  const view = firstOf(answer);
  // The server always answers the view; without one the page has nothing true to show.
  if (!view) throw new ApiError(0, [i18n.t('unknownError')]);
  return view;
}

async function readSignerView(signal?: AbortSignal): Promise<SignerView> {
  return viewOf(await callEndpoint(endpoints.view, {}, { signal, ...asSigner }));
}

/**
 * The token works once (a second POST answers 401), yet React's strict mode mounts the page twice
 * and a remount may ask again: every ask for one token joins the first exchange, and once it is
 * done the cookie answers. A failed exchange is forgotten, so Try again (after a dropped
 * connection) posts it again.
 */
const exchanges = new Map<string, Promise<void>>();
const exchanged = new Set<string>();

function exchangeLink(link: SigningLink): Promise<void> {
  if (exchanged.has(link.token)) return Promise.resolve();
  const pending = exchanges.get(link.token);
  if (pending) return pending;
  // Not tied to a query's abort signal: a strict-mode unmount must not cancel the one exchange.
  const answer = callEndpoint(endpoints.session, { body: link }, asSigner)
    .then(() => {
      exchanged.add(link.token);
    })
    .finally(() => exchanges.delete(link.token));
  exchanges.set(link.token, answer);
  return answer;
}

export const signingKeys = {
  view: (link: Pick<SigningLink, 'envelopeId' | 'signerId'> | null) =>
    ['esignature', link?.envelopeId ?? null, link?.signerId ?? null] as const,
};

/** The page's content: after the link's exchange the first time, by the session cookie after. */
export function useSignerView(link: SigningLink | null, enabled = true) {
  return useQuery({
    queryKey: signingKeys.view(link),
    enabled,
    queryFn: async ({ signal }) => {
      if (link) await exchangeLink(link);
      return readSignerView(signal);
    },
    // The page changes by this signer's signature, which answers the new view, or by the sender.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** Whether a failure means the link (or its session) can no longer be used. */
export function isLinkRefused(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}

/** Signs: the typed name or the drawn PNG, the initials and the text fields; answers the new view. */
export function useSign(link: SigningLink | null) {
  const queryClient = useQueryClient();
  const key = signingKeys.view(link);
  return useMutation({
    mutationFn: async (body: SignBody) => viewOf(await callEndpoint(endpoints.sign, { body }, asSigner)),
    onSuccess: (view) => queryClient.setQueryData(key, view),
    // The envelope moved on meanwhile (corrected, or no longer this signer's turn), or the session
    // ended: read the page again, which shows it as it now is, or the link as no longer valid.
    onError: (error) => {
      if (isApiError(error) && (error.status === 409 || error.status === 401))
        void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

/** Tests start each case with no exchange remembered. */
export function forgetSigningExchanges(): void {
  exchanges.clear();
  exchanged.clear();
}
