import { z } from 'zod';
import type { MessageKey } from '../messages/catalogue.ts';

/**
 * The largest id a row can have: ids are PostgreSQL `integer` identity columns. A larger number
 * names nothing, and refusing it here keeps it from reaching the database, which would fail the
 * statement ("out of range for type integer") and answer a 500.
 */
export const maxId = 2_147_483_647;

/** An id in a JSON body: a positive integer within the column's range; `message` names every refusal. */
export function idSchema(message?: MessageKey) {
  return z
    .number(message ? { error: message } : undefined)
    .int(message)
    .positive(message)
    .max(maxId, message);
}

/** An id in a path or query string (text, coerced to a number), with the same range. */
export function idParamSchema(message?: MessageKey) {
  return z.coerce
    .number(message ? { error: message } : undefined)
    .int(message)
    .positive(message)
    .max(maxId, message);
}

/** Whether a number can name a row at all (the access guard reads the tenant path with it). */
export const isIdInRange = (value: number) => Number.isInteger(value) && value > 0 && value <= maxId;
