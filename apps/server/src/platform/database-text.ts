import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors.ts';

/**
 * PostgreSQL text cannot hold the NUL character (U+0000): a statement carrying one fails
 * ("invalid byte sequence for encoding UTF8: 0x00"). A lone UTF-16 surrogate is no character at
 * all: text stores it as a replacement character (changing what was typed) and jsonb refuses it
 * outright, failing the statement (an audit event's copy of a name, say). No field of ours means
 * either, so a request that sends one anywhere is refused with the field's name before any schema
 * or service sees it.
 */

/** A high surrogate without its low half, or a low one without its high half. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether PostgreSQL keeps the text as it was sent. */
export const isStorableText = (text: string) => !text.includes('\u0000') && !loneSurrogate.test(text);

function nulField(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path;
  if (!value || typeof value !== 'object' || depth > 64) return null;
  for (const [key, item] of Object.entries(value)) {
    if (!isStorableText(key)) return path;
    const found = nulField(item, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** Refuses unstorable text in the path parameters, querystring and JSON body (a preValidation hook). */
export async function refuseNulText(request: FastifyRequest) {
  for (const [part, value] of [
    ['params', request.params],
    ['querystring', request.query],
    ['body', request.body],
  ] as const) {
    const field = nulField(value, '');
    if (field !== null) throw badRequest({ key: 'invalidParameter', params: { field: field || part } });
  }
}
