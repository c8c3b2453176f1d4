import { and, eq } from 'drizzle-orm';
import { submissions } from '../../db/schema/index.ts';

/**
 * A complete bid: a submission handed in and standing (not withdrawn, not a draft), and not a
 * no-bid response. It is what locks requirements, what an addendum withdraws, what counts toward
 * the minimum to unseal, and what the opening lists; a no-bid is none of these.
 */
export const isCompleteBid = and(eq(submissions.status, 'complete'), eq(submissions.isNoBid, false));
