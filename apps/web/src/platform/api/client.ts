import { notifications } from '@mantine/notifications';
import {
  catalogue,
  csrfHeader,
  csrfHeaderValue,
  errorBodySchema,
  httpTimeouts,
  messageKeysHeader,
  session,
} from '@procura/contract';
import { currentLanguage, i18n } from '../i18n/index.ts';
import { authStorage } from './auth-storage.ts';
import { browser } from './browser.ts';
import { idleClock, idleExpiresHeader, sessionTouchGranularityMs } from './idle-clock.ts';

/**
 * The one way the app talks to the server (001 §8 handling rules live here, once):
 * JSON both ways, the CSRF header on every state-changing call, the session cookie, a timeout,
 * one error type, the 401 redirect and the error notification.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
type QueryScalar = string | number | boolean | null | undefined;
/** A list repeats its name (`?vendorId=1&vendorId=2`), as the contract's endpointUrl writes it. */
export type QueryValue = QueryScalar | readonly QueryScalar[];

export type ApiRequestOptions = {
  method?: HttpMethod;
  /**
   * Sent as JSON. Non-GET calls always send a body (`{}` when none), so the server sees JSON.
   * A FormData body (file uploads) goes as multipart, with the boundary the browser chooses.
   */
  body?: unknown;
  /** Appended to the path; null and undefined values are dropped (001 §5: empty criteria are dropped). */
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * The 401 rule sends the browser to the login page. Calls where 401 is an answer rather than an
   * expired session opt out: session validation, login, sign-off, the team-member update.
   */
  redirectOnUnauthorized?: boolean;
  /** Screens that show an error in place (forms, page error states) opt out of the notification. */
  notifyOnError?: boolean;
  /** Public calls (sign-in, flags, password reset) do not touch the session's idle timer. */
  touchesSession?: boolean;
  /** File downloads (exports) read the answer as a Blob; text decoding would corrupt binary files. */
  responseType?: 'parsed' | 'blob';
};

/** A failed call: `status` 0 means no answer arrived (network down, timeout). */
export class ApiError extends Error {
  readonly status: number;
  /** Translated messages from the body, first one first. */
  readonly messages: readonly string[];
  /** Catalogue keys from the `x-message-keys` header, one per message. */
  readonly keys: readonly string[];

  constructor(status: number, messages: readonly string[], keys: readonly string[] = []) {
    super(messages[0] ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.messages = messages;
    this.keys = keys;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Paths where the user is already signing in: a 401 there must not redirect to itself. */
const loginPaths = ['/login', '/resetpassword', '/verifyemail', '/maintenance/landing'];

export function isLoginPath(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return loginPaths.some((p) => path === p || path.startsWith(`${p}/`));
}

function buildUrl(path: string, query: ApiRequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const one of Array.isArray(value) ? value : [value]) {
      if (one === null || one === undefined || one === '') continue;
      params.append(name, String(one));
    }
  }
  const search = params.toString();
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}

export function showErrorNotification(message: string): void {
  notifications.show({ title: i18n.t('errorTitle'), message, color: 'red' });
}

// Several calls can fail with 401 at once when a session ends; one redirect is enough.
let redirecting = false;

function redirectToLogin(message: string | undefined): void {
  authStorage.setLoginType(null);
  if (redirecting || isLoginPath(browser.pathname())) return;
  redirecting = true;
  const err = encodeURIComponent(message ?? i18n.t('sessionExpired'));
  browser.assign(`/login?err=${err}&redirect=${encodeURIComponent(browser.currentPath())}`);
}

/** Tests start each case with a clean slate. */
export function resetClientState(): void {
  redirecting = false;
}

function readMessages(raw: string): string[] {
  let parsed: unknown;
  try {
    parsed = raw ? JSON.parse(raw) : [];
  } catch {
    return [];
  }
  const list = errorBodySchema.safeParse(parsed);
  if (list.success) {
    // An agency mismatch answers ['agencyMismatch', message]: the second item is what people read.
    const [first, second] = list.data;
    return list.data.length === 2 && first === 'agencyMismatch' && second ? [second] : list.data;
  }
  // Tolerate a framework-shaped error ({ message }) rather than showing nothing.
  if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
    return [parsed.message];
  }
  return [];
}

/**
 * The error of a refused call, from its status, body and keys header, after the handling rules
 * (the 401 redirect or the notification): shared by fetch calls and XMLHttpRequest uploads.
 */
export function refusalOf(
  status: number,
  raw: string,
  keysHeader: string | null,
  options: Pick<ApiRequestOptions, 'redirectOnUnauthorized' | 'notifyOnError'>,
): ApiError {
  const messages = readMessages(raw);
  const keys = (keysHeader ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  const error = new ApiError(status, messages, keys);
  if (status === 401 && options.redirectOnUnauthorized !== false) {
    redirectToLogin(messages[0]);
  } else if (options.notifyOnError !== false) {
    showErrorNotification(messages[0] ?? i18n.t('retryWithStatus', { status }));
  }
  return error;
}

async function toError(response: Response, options: ApiRequestOptions): Promise<ApiError> {
  const raw = await response.text().catch(() => '');
  return refusalOf(response.status, raw, response.headers.get(messageKeysHeader), options);
}

/** A call that got no answer (network down, timeout): an unknown error, notified unless the caller shows it. */
export function unansweredCall(options: Pick<ApiRequestOptions, 'notifyOnError'>): ApiError {
  const error = new ApiError(0, [i18n.t('unknownError')]);
  if (options.notifyOnError !== false) showErrorNotification(error.message);
  return error;
}

async function readBody<T>(response: Response, options: ApiRequestOptions): Promise<T> {
  if (options.responseType === 'blob') return (await response.blob()) as T;
  const raw = response.status === 204 ? '' : await response.text();
  if (!raw) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('json') ? JSON.parse(raw) : raw) as T;
}

/** An answered call on the session is activity: the idle timer follows the server's header, or estimates. */
export function noteActivity(
  response: { ok: boolean; headers: { get(name: string): string | null } },
  options: Pick<ApiRequestOptions, 'touchesSession'>,
): void {
  const exact = response.headers.get(idleExpiresHeader);
  if (exact) idleClock.note(exact);
  else if (response.ok && options.touchesSession !== false) {
    idleClock.extendTo(Date.now() + session.idleMinutes * 60_000 - sessionTouchGranularityMs);
  }
}

/** Calls the API; resolves with the parsed body, rejects with an ApiError (or the caller's abort). */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': currentLanguage(),
  };
  // On every call: a GET that acts (RefreshCustomProject) needs it as much as a POST does.
  headers[csrfHeader] = csrfHeaderValue;
  let body: string | FormData | undefined;
  if (method !== 'GET') {
    if (options.body instanceof FormData) body = options.body;
    else {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body ?? {});
    }
  }

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? httpTimeouts.normalMs);
  const forwardAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', forwardAbort, { once: true });

  try {
    let response: Response;
    try {
      response = await fetch(buildUrl(path, options.query), {
        method,
        headers,
        body,
        credentials: 'same-origin',
        signal: controller.signal,
      });
    } catch (cause) {
      // Cancelled by the caller (a screen unmounting, a search typed over): not a failure to
      // report, only a line in the log (001 §8 'Request canceled by user').
      if (options.signal?.aborted) {
        console.debug(catalogue.requestCanceled.en);
        throw cause;
      }
      throw unansweredCall(options);
    }
    noteActivity(response, options);
    if (!response.ok) throw await toError(response, options);
    return await readBody<T>(response, options);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}

export type ListPage<Item> = { values: Item[]; count: number; total: number };

type SafeParser<T> = { safeParse(value: unknown): { success: boolean; data?: T } };

/**
 * Checks an answer against its contract schema. A server that answers a shape we do not know is
 * reported as an unknown error, not left to fail somewhere deeper in a screen.
 */
export function parseAnswer<T>(schema: SafeParser<T>, body: unknown): T {
  const result = schema.safeParse(body);
  if (!result.success || result.data === undefined) throw new ApiError(0, [i18n.t('unknownError')]);
  return result.data;
}
