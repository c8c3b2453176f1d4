import { z } from 'zod';

/**
 * The response envelope of 001 §7: `{ data: { <name>DTO: { values: [...], count: n } } }`.
 * Lists carry `total` too when a search is paged.
 */
export function envelopeSchema<Name extends string, Item extends z.ZodType>(name: Name, item: Item) {
  return z.object({
    data: z.object({
      [`${name}DTO`]: z.object({
        values: z.array(item),
        count: z.number().int(),
        total: z.number().int().optional(),
      }),
    } as Record<
      `${Name}DTO`,
      z.ZodObject<{ values: z.ZodArray<Item>; count: z.ZodNumber; total: z.ZodOptional<z.ZodNumber> }>
    >),
  });
}

export type Envelope<Name extends string, Item> = {
  data: Record<`${Name}DTO`, { values: Item[]; count: number; total?: number }>;
};

/** Wraps values in the envelope. */
export function envelope<Name extends string, Item>(
  name: Name,
  values: Item[],
  total?: number,
): Envelope<Name, Item> {
  const dto =
    total === undefined ? { values, count: values.length } : { values, count: values.length, total };
  return {
    data: { [`${name}DTO`]: dto } as Record<`${Name}DTO`, { values: Item[]; count: number; total?: number }>,
  };
}

/** Reads the values out of an envelope, whatever its name. */
export function unwrapEnvelope<Item>(body: { data: Record<string, { values: Item[] }> }): Item[] {
  const first = Object.values(body.data)[0];
  return first ? first.values : [];
}

/**
 * Error bodies are an array of translated messages, first one first (the 401 and notification
 * rules show it). An agency mismatch answers `['agencyMismatch', <message>]`. The message keys,
 * one per message, travel in the `x-message-keys` header for clients that match on keys.
 */
export const errorBodySchema = z.array(z.string());
export type ErrorBody = z.infer<typeof errorBodySchema>;
export const messageKeysHeader = 'x-message-keys';

/** Signed-in answers carry the session's idle expiry (ISO 8601) in this header. */
export const idleExpiresHeader = 'x-idle-expires-at';

/** State-changing requests must carry this header; a cross-site form cannot send it. */
export const csrfHeader = 'x-requested-with';
export const csrfHeaderValue = 'procura';
