import { and, eq, inArray, sql } from 'drizzle-orm';
import { submissions } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/tenancy.ts';

/**
 * Whether suppliers have submitted data to a source, which fixes its forms' column types (000 §5
 * Forms). Until the supplier portal stores answers (issue 6), any submission a supplier has
 * started or completed counts; withdrawn ones do not. Issue 6 narrows this to submissions holding
 * answers to the form, here and nowhere else.
 */
export async function hasSubmittedData(tx: Tx, customerId: number, tenderId: number): Promise<boolean> {
  const [row] = await tx
    .select({ found: sql<number>`1` })
    .from(submissions)
    .where(
      and(
        eq(submissions.customerId, customerId),
        eq(submissions.tenderId, tenderId),
        inArray(submissions.status, ['complete', 'incomplete']),
      ),
    )
    .limit(1);
  return row !== undefined;
}
