import { and, eq } from 'drizzle-orm';
import { planTakers, projectUsers, tenders } from '../src/db/schema/index.ts';
import { asSystem } from '../src/platform/tenancy.ts';
import type { TestApp } from './harness.ts';

/**
 * Registers a supplier (or a company added by hand, without vendorId) as a plan taker of a source,
 * straight into the database: registration has its own tests in the portal's area.
 */
export async function insertPlanTaker(
  t: TestApp,
  customerId: number,
  tenderId: number,
  values: { vendorId?: number | null; contactId?: number | null; companyName?: string; email?: string } = {},
) {
  return asSystem(t.database.db, async (tx) => {
    const [row] = await tx
      .insert(planTakers)
      .values({
        customerId,
        tenderId,
        vendorId: values.vendorId ?? null,
        contactId: values.contactId ?? null,
        companyName: values.companyName ?? 'Registered Co',
        email: values.email ?? '',
        registeredAt: t.clock.now(),
      })
      .returning();
    if (!row) throw new Error('plan taker not inserted');
    return row;
  });
}

/** Sets a source's date columns (the question deadline, the notification date...). */
export async function setTenderDates(
  t: TestApp,
  customerId: number,
  tenderId: number,
  dates: Partial<typeof tenders.$inferInsert>,
) {
  await asSystem(t.database.db, (tx) =>
    tx
      .update(tenders)
      .set(dates)
      .where(and(eq(tenders.customerId, customerId), eq(tenders.id, tenderId))),
  );
}

/** Puts a user on a project's team, opted in to question emails or not. */
export async function addTeamMember(
  t: TestApp,
  customerId: number,
  projectId: number,
  userId: number,
  questionEmails: boolean,
) {
  await asSystem(t.database.db, (tx) =>
    tx
      .insert(projectUsers)
      .values({ customerId, projectId, userId, roleId: 'projectTeamMember', questionEmails }),
  );
}
