import { and, eq } from 'drizzle-orm';
import { auditEvents } from '../src/db/schema/index.ts';
import { asSystem } from '../src/platform/tenancy.ts';
import { jsonHeaders, signIn, type TestApp } from './harness.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Signs in and returns a caller for the agency's API under its tenant path: `call('PUT',
 * '/Users/Status?active=false&userId=3')` answers the injected response.
 */
export async function signedInCaller(t: TestApp, username: string, domain = 'demo', password?: string) {
  const session = await signIn(t, username, domain, password);
  const call = (method: Method, path: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `${session.tenantPath}${path}`,
      headers: { ...jsonHeaders, cookie: session.cookie },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return { ...session, call };
}

/** The values of an envelope answer. */
export function valuesOf<T = Record<string, unknown>>(response: { json(): unknown }): T[] {
  const body = response.json() as { data: Record<string, { values: T[] }> };
  return Object.values(body.data)[0]?.values ?? [];
}

/** The audit events of one entity, oldest first. */
export function auditTrail(t: TestApp, customerId: number, entityType: string, entityId: number) {
  return asSystem(t.database.db, (tx) =>
    tx
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.customerId, customerId),
          eq(auditEvents.entityType, entityType),
          eq(auditEvents.entityId, String(entityId)),
        ),
      )
      .orderBy(auditEvents.seq),
  );
}
