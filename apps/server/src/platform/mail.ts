import { and, asc, eq, lt, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema/index.ts';
import type { Clock } from './clock.ts';
import { asSystem, type Tx } from './tenancy.ts';

export type OutgoingMail = {
  customerId: number;
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: string;
};

/** Puts mail in the outbox inside the caller's transaction: it leaves only if the change commits. */
export async function enqueueMail(tx: Tx, clock: Clock, mail: OutgoingMail): Promise<void> {
  await tx.insert(outbox).values({
    customerId: mail.customerId,
    toAddress: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html ?? null,
    kind: mail.kind,
    createdAt: clock.now(),
  });
}

const maxAttempts = 5;

export type MailDispatcher = { flush(): Promise<number>; stop(): void };

/**
 * Sends pending outbox mail through SMTP every few seconds. Without SMTP_URL there is no
 * dispatcher: mail stays pending in the outbox, where the Message Centre shows it.
 */
export function startMailDispatcher(
  db: Db,
  smtpUrl: string,
  from: string,
  intervalMs = 5_000,
): MailDispatcher {
  const transport = nodemailer.createTransport(smtpUrl);
  let running: Promise<number> | null = null;

  async function sendBatch(): Promise<number> {
    const batch = await asSystem(db, (tx) =>
      tx
        .select()
        .from(outbox)
        .where(and(eq(outbox.status, 'pending'), lt(outbox.attempts, maxAttempts)))
        .orderBy(asc(outbox.createdAt))
        .limit(20),
    );
    let sent = 0;
    for (const mail of batch) {
      try {
        await transport.sendMail({
          from,
          to: mail.toAddress,
          subject: mail.subject,
          text: mail.textBody,
          ...(mail.htmlBody ? { html: mail.htmlBody } : {}),
        });
        await asSystem(db, (tx) =>
          tx
            .update(outbox)
            .set({ status: 'sent', sentAt: sql`now()`, attempts: mail.attempts + 1 })
            .where(and(eq(outbox.customerId, mail.customerId), eq(outbox.id, mail.id))),
        );
        sent += 1;
      } catch (error) {
        const attempts = mail.attempts + 1;
        await asSystem(db, (tx) =>
          tx
            .update(outbox)
            .set({
              attempts,
              lastError: String(error),
              status: attempts >= maxAttempts ? 'failed' : 'pending',
            })
            .where(and(eq(outbox.customerId, mail.customerId), eq(outbox.id, mail.id))),
        );
      }
    }
    return sent;
  }

  const flush = () => {
    running ??= sendBatch().finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => {
    flush().catch(() => {});
  }, intervalMs);
  timer.unref();
  return {
    flush,
    stop: () => {
      clearInterval(timer);
      transport.close();
    },
  };
}
