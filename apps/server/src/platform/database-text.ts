import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors.ts';

/**
 * PostgreSQL text cannot hold the NUL character (U+0000): a statement carrying one fails
 * ("invalid byte sequence for encoding UTF8: 0x00"). No field of ours means it, so a request that
 * sends one anywhere is refused with the field's name before any schema or service sees it.
 */
function nulField(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (!value || typeof value !== 'object' || depth > 64) return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return path;
    const found = nulField(item, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** Refuses NUL characters in the path parameters, querystring and JSON body (a preValidation hook). */
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
