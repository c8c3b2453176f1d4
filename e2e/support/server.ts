import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  asSystem,
  buildApp,
  closeDueSources,
  type Db,
  type MovableClock,
  mailDueSubscriptions,
  movableClock,
  openDatabase,
  readConfig,
  schema,
  seedDemo,
  sendDueScheduledEmails,
} from '@procura/server';
import { desc, eq } from 'drizzle-orm';

const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type E2eServer = {
  url: string;
  clock: MovableClock;
  /** The newest mail sent to `to`, read from the real outbox. */
  lastMailTo(to: string): Promise<{ subject: string; textBody: string } | undefined>;
  /** Runs the closing job's sweep now, as the job queue would at the (moved) closing time. */
  closeDue(): Promise<number[]>;
  /** Sends the scheduled mail whose time has come, as the mail job would at the (moved) time. */
  sendDueEmails(): Promise<number>;
  /** Mails the report subscriptions whose time has come, as their minute job would. */
  mailDueSubscriptions(): Promise<number>;
  /** The database, for rows a journey works its expectations out from. */
  db: Db;
  /** The bytes of a file the server stored (an outbox attachment's storage key). */
  storedFile(storageKey: string): Buffer;
  /**
   * Runs SQL as the database owner: for data that did not come through the services (the XSS
   * suite stores unsanitised rich text, as an import or an older version might have).
   */
  execOwner(sql: string): Promise<void>;
  close(): Promise<void>;
};

/**
 * The real server over a fresh embedded database with the demo seeded, serving the built web on
 * a free loopback port. The clock is movable so sessions can be aged without waiting.
 */
export async function startServer(): Promise<E2eServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'procura-e2e-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const database = await openDatabase({ kind: 'pglite', dataDir });
  const clock = movableClock();
  await seedDemo(database.db, { clock });
  const config = {
    ...readConfig({ APP_ENV: 'test', LOG_LEVEL: 'warn' }),
    port,
    publicUrl: url,
    webDistDir: webDist,
    dataDir,
  };
  const { app, ctx } = await buildApp({ config, db: database.db, clock, logger: false });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    url,
    clock,
    lastMailTo: async (to) => {
      const [row] = await asSystem(database.db, (tx) =>
        tx
          .select()
          .from(schema.outbox)
          .where(eq(schema.outbox.toAddress, to))
          .orderBy(desc(schema.outbox.id))
          .limit(1),
      );
      return row;
    },
    closeDue: () => closeDueSources(ctx, clock.now()),
    sendDueEmails: () => sendDueScheduledEmails(ctx, clock.now()),
    mailDueSubscriptions: () => mailDueSubscriptions(ctx, clock.now()),
    db: database.db,
    storedFile: (storageKey) => readFileSync(path.join(dataDir, 'files', storageKey)),
    execOwner: (sql) => database.execOwner(sql),
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
