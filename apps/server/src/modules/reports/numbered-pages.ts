import type { SQLWrapper } from 'drizzle-orm';
import type { Tx } from '../../platform/tenancy.ts';
import { type NumberedKeys, numberRows } from './numbered-queries.ts';

/**
 * Consecutive pages of a report sorted once (numbered-queries.ts says why). `numbering` selects
 * `n` and `id` for every row of the report; `fetchPage` answers the rows whose number is in
 * numberedRange(keys, after, limit), in that order. A row gone since it was numbered leaves its
 * page short, and reading goes on to the last number.
 */
export async function* numberedPages<Row>(
  tx: Tx,
  numbering: SQLWrapper,
  fetchPage: (keys: NumberedKeys, after: number, limit: number) => Promise<Row[]>,
  pageSize: number,
): AsyncGenerator<Row[]> {
  const { keys, last } = await numberRows(tx, numbering);
  for (let after = 0; after < last; after += pageSize) {
    const page = await fetchPage(keys, after, pageSize);
    if (page.length > 0) yield page;
  }
}
