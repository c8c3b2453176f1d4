import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, jsonHeaders, type TestApp } from '../../test/harness.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { outbox } from '../db/schema/index.ts';
import { startMailDispatcher } from './mail.ts';
import { asSystem } from './tenancy.ts';

describe.each(databaseKinds())('outbox mail on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const requestReset = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      headers: jsonHeaders,
      payload: { email },
    });

  it('keeps mail pending in the outbox while no SMTP server is configured', async () => {
    await requestReset('buyer@demo.procura.local');
    const rows = await asSystem(t.database.db, (tx) => tx.select().from(outbox));
    expect(rows.map((r) => [r.toAddress, r.status])).toEqual([['buyer@demo.procura.local', 'pending']]);
  });

  it('sends pending mail through SMTP and marks it sent', async () => {
    const sink = await startSmtpSink();
    const dispatcher = startMailDispatcher(
      t.database.db,
      sink.url,
      'Procura <no-reply@procura.test>',
      60_000,
    );
    try {
      expect(await dispatcher.flush()).toBe(1);
      expect(sink.received).toHaveLength(1);
      expect(sink.received[0]?.to).toEqual(['<buyer@demo.procura.local>']);
      expect(sink.received[0]?.data).toMatch(/Subject: Reset your Procura password/);
      // The body travels quoted-printable: undo soft line breaks and escaped equals signs.
      const body = (sink.received[0]?.data ?? '').replace(/=\n/g, '').replace(/=3D/g, '=');
      expect(body).toMatch(/resetpassword\?email=buyer%40demo\.procura\.local&token=[\w-]{43}/);
      const rows = await asSystem(t.database.db, (tx) => tx.select().from(outbox));
      expect(rows.map((r) => r.status)).toEqual(['sent']);
      expect(await dispatcher.flush()).toBe(0);
    } finally {
      dispatcher.stop();
      await sink.close();
    }
  });

  it('keeps mail pending, counting attempts, when the SMTP server is down', async () => {
    await requestReset('lead@demo.procura.local');
    const sink = await startSmtpSink();
    await sink.close();
    const dispatcher = startMailDispatcher(
      t.database.db,
      sink.url,
      'Procura <no-reply@procura.test>',
      60_000,
    );
    try {
      expect(await dispatcher.flush()).toBe(0);
      const [row] = await asSystem(t.database.db, (tx) =>
        tx.select().from(outbox).where(eq(outbox.toAddress, 'lead@demo.procura.local')),
      );
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row?.lastError).toBeTruthy();
    } finally {
      dispatcher.stop();
    }
  });
});
