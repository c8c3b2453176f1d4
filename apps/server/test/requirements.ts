import { and, eq } from 'drizzle-orm';
import { outbox, submissions } from '../src/db/schema/index.ts';
import { asSystem } from '../src/platform/tenancy.ts';
import type { TestApp } from './harness.ts';

/**
 * A supplier's submission to a source, straight into the database: the supplier portal that makes
 * them is issue 6, and the requirements' lock only reads their status.
 */
export async function insertSubmission(
  t: TestApp,
  customerId: number,
  tenderId: number,
  values: {
    companyName?: string;
    contactEmail?: string;
    status?: 'complete' | 'incomplete' | 'withdrawn';
  } = {},
) {
  return asSystem(t.database.db, async (tx) => {
    const [row] = await tx
      .insert(submissions)
      .values({
        customerId,
        tenderId,
        companyName: values.companyName ?? 'Acme Paving',
        contactEmail: values.contactEmail ?? 'bids@acme.example',
        status: values.status ?? 'complete',
        submittedAt: values.status === 'incomplete' ? null : new Date(),
      })
      .returning();
    if (!row) throw new Error('submission not inserted');
    return row;
  });
}

export function submissionOf(t: TestApp, customerId: number, id: number) {
  return asSystem(t.database.db, async (tx) => {
    const [row] = await tx
      .select()
      .from(submissions)
      .where(and(eq(submissions.customerId, customerId), eq(submissions.id, id)));
    return row;
  });
}

/** The mail of `kind` waiting in the outbox for `address`. */
export function outboxMailTo(t: TestApp, address: string, kind: string) {
  return asSystem(t.database.db, (tx) =>
    tx
      .select()
      .from(outbox)
      .where(and(eq(outbox.toAddress, address), eq(outbox.kind, kind))),
  );
}
