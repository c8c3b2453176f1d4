import {
  isMessageKey,
  type Language,
  type MessageKey,
  type MessageParams,
  messageKeysHeader,
  pickLanguage,
  translate,
} from '@procura/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

export type Problem = { key: MessageKey; params?: MessageParams };

/** An expected failure: an HTTP status and the catalogue messages that explain it. */
export class AppError extends Error {
  readonly status: number;
  readonly problems: Problem[];
  constructor(status: number, problems: Problem | MessageKey | (Problem | MessageKey)[]) {
    const list = (Array.isArray(problems) ? problems : [problems]).map((p) =>
      typeof p === 'string' ? { key: p } : p,
    );
    super(list.map((p) => p.key).join(', '));
    this.status = status;
    this.problems = list;
  }
}

/** A 429 that says how long to wait: Retry-After, in whole seconds (a rate limit, a lock-out). */
export class RateLimited extends AppError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number, key: MessageKey = 'tooManyRequests') {
    super(429, key);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}

export const badRequest = (...problems: (Problem | MessageKey)[]) => new AppError(400, problems);
export const unauthorized = (key: MessageKey = 'sessionExpired') => new AppError(401, key);
export const forbidden = (key: MessageKey = 'noPermission') => new AppError(403, key);
/** 404 'Not Found' (001 §8). */
export const notFound = () => new AppError(404, 'notFound');
/** 'Not Allowed' carries status 409 (001 §8). */
export const notAllowed = () => new AppError(409, 'notAllowed');

export function requestLanguage(request: FastifyRequest): Language {
  return pickLanguage(request.headers['accept-language']);
}

/** Sends the error body: translated messages, keys in a header; agency mismatch as the spec shapes it. */
export function sendProblems(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  problems: Problem[],
) {
  const language = requestLanguage(request);
  const messages = problems.map((p) => translate(p.key, language, p.params));
  const body =
    problems.length === 1 && problems[0]?.key === 'agencyMismatch'
      ? ['agencyMismatch', ...messages]
      : messages;
  return reply
    .status(status)
    .header(messageKeysHeader, problems.map((p) => p.key).join(','))
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(body));
}

type ValidationIssue = { message?: string; instancePath?: string };

/** Zod issue messages are catalogue keys where the schema names one; otherwise 'invalidParameter'. */
function problemsFromValidation(
  error: FastifyError & { validation?: ValidationIssue[]; validationContext?: string },
) {
  const issues = error.validation ?? [];
  const problems = issues.map((issue): Problem => {
    const field =
      issue.instancePath?.replace(/^\//, '').replace(/\//g, '.') || error.validationContext || 'body';
    // A schema may name invalidParameter itself (to refuse a value it would otherwise coerce):
    // the message still names the field.
    if (issue.message === 'invalidParameter') return { key: 'invalidParameter', params: { field } };
    if (issue.message && isMessageKey(issue.message)) return { key: issue.message };
    return { key: 'invalidParameter', params: { field } };
  });
  return problems.length
    ? dedupe(problems)
    : [{ key: 'invalidParameter' as const, params: { field: 'body' } }];
}

function dedupe(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const id = `${p.key}:${JSON.stringify(p.params ?? {})}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

const fastifyCodes: Record<string, { status: number; key: MessageKey; field?: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'malformedJson' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'malformedJson' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'payloadTooLarge' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: 'unsupportedMediaType' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, key: 'invalidParameter' },
  // The router's own refusals (a path segment that is not valid percent-encoding, or longer than
  // maxParamLength) reach us only through Fastify's frameworkErrors option.
  FST_ERR_BAD_URL: { status: 400, key: 'invalidParameter', field: 'path' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, key: 'invalidParameter', field: 'path' },
};

/** The one error handler: expected errors answer from the catalogue; anything else is logged and a 500. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof RateLimited) reply.header('retry-after', String(error.retryAfterSeconds));
  if (error instanceof AppError) return sendProblems(request, reply, error.status, error.problems);
  if ((error as { validation?: unknown }).validation) {
    return sendProblems(request, reply, 400, problemsFromValidation(error));
  }
  const known = error.code ? fastifyCodes[error.code] : undefined;
  if (known)
    return sendProblems(request, reply, known.status, [
      { key: known.key, params: { field: known.field ?? 'body' } },
    ]);
  if (error instanceof SyntaxError) return sendProblems(request, reply, 400, [{ key: 'malformedJson' }]);
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return sendProblems(request, reply, error.statusCode, [
      { key: 'invalidParameter', params: { field: 'request' } },
    ]);
  }
  if (isConnectionLoss(error)) {
    // The database went away under this request (restart, ended session): nothing it began was
    // committed by us knowingly, and trying again is right, so say so rather than 500 (decision 216).
    request.log.warn({ err: error }, 'database connection lost');
    reply.header('retry-after', '1');
    return sendProblems(request, reply, 503, [{ key: 'serviceUnavailable' }]);
  }
  request.log.error({ err: error }, 'unhandled error');
  return sendProblems(request, reply, 500, [{ key: 'unknownError' }]);
}

/** An error and the errors it wraps (the query builder wraps the driver's), nearest first. */
function* causes(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    yield e as { code?: unknown; message?: unknown };
    e = (e as { cause?: unknown }).cause;
  }
}

/**
 * Whether a database error is a unique-index violation (SQLSTATE 23505), directly or wrapped by
 * the query builder: the index is the last word when two requests race past a service's check.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (const e of causes(error)) if (e.code === '23505') return true;
  return false;
}

/** SQLSTATEs of a server going away (57P0x), connection failures (class 08), and socket errors. */
const connectionLossCodes = /^(57P0[123]|08\d{3}|ECONNRESET|ECONNREFUSED|EPIPE)$/;
/** What node-postgres says, without a code, when the connection is gone or cannot be had. */
const connectionLossMessages =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect/;

/** Whether a request failed because the database connection was lost, not because of the request. */
export function isConnectionLoss(error: unknown): boolean {
  for (const e of causes(error)) {
    if (typeof e.code === 'string' && connectionLossCodes.test(e.code)) return true;
    if (typeof e.message === 'string' && connectionLossMessages.test(e.message)) return true;
  }
  return false;
}
