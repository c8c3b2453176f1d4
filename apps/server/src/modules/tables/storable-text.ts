import { isStorableText } from '../../platform/database-text.ts';
import { badRequest } from '../../platform/errors.ts';

/**
 * PostgreSQL text cannot hold a NUL character, and a lone UTF-16 surrogate would be stored as a
 * replacement character: either would make a save fail late or change what was typed, so such text
 * is refused up front as bad input.
 */

/** Refuses (400 invalidParameter naming `field`) any text of `texts` the database cannot keep as typed. */
export function assertStorable(field: string, texts: Iterable<string | null | undefined>): void {
  for (const text of texts) {
    if (text && !isStorableText(text)) throw badRequest({ key: 'invalidParameter', params: { field } });
  }
}
