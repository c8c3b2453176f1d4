import { parseAnswer } from '../../../platform/api/client.ts';

type SafeParser<T> = { safeParse(value: unknown): { success: boolean; data?: T } };

/**
 * Reads an answer that is one object, given bare or as the first value of an envelope
 * (`{ data: { <name>DTO: { values: [one] } } }`): the requirements and the prices summary are
 * single objects, and reading both shapes keeps the page working whichever the server sends.
 */
export function readSingle<T>(schema: SafeParser<T>, body: unknown): T {
  const bare = schema.safeParse(body);
  if (bare.success && bare.data !== undefined) return bare.data;
  const data = (body as { data?: Record<string, unknown> } | null)?.data ?? {};
  const dto = Object.entries(data).find(([name]) => name.endsWith('DTO'))?.[1] as
    | { values?: unknown[] }
    | undefined;
  return parseAnswer(schema, dto?.values?.[0]);
}
