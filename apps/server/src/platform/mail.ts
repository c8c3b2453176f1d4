import path from 'node:path';
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
  /** A buyer's mail (issue 25): answers go to the buyer, under the name they chose. */
  replyTo?: string;
  senderName?: string;
  cc?: string[];
  bcc?: string[];
  /** Files under DATA_DIR/files, read when the mail leaves. */
  attachments?: MailAttachment[];
};

export type MailAttachment = { storageKey: string; fileName: string; contentType: string };

/**
 * Puts mail in the outbox inside the caller's transaction: it leaves only if the change commits.
 * Answers the outbox row's id (a buyer's mail follows its copy's status there).
 */
export async function enqueueMail(tx: Tx, clock: Clock, mail: OutgoingMail): Promise<number> {
  const [row] = await tx
    .insert(outbox)
    .values({
      customerId: mail.customerId,
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html ?? null,
      kind: mail.kind,
      replyTo: mail.replyTo ?? null,
      senderName: mail.senderName ?? null,
      cc: mail.cc?.length ? mail.cc : null,
      bcc: mail.bcc?.length ? mail.bcc : null,
      attachments: mail.attachments?.length ? mail.attachments : null,
      createdAt: clock.now(),
    })
    .returning({ id: outbox.id });
  if (!row) throw new Error('outbox insert returned nothing');
  return row.id;
}

/** The address part of a configured sender such as 'Procura <no-reply@x>'. */
function addressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
}

type OutboxRow = typeof outbox.$inferSelect;

/**
 * What nodemailer sends for an outbox row. A sender name keeps the platform's address (the
 * agency's domain is not ours to send from); attachments stream from disk when the mail leaves.
 */
function messageOf(mail: OutboxRow, from: string, dataDir: string | undefined) {
  return {
    from: mail.senderName ? { name: mail.senderName, address: addressOf(from) } : from,
    to: mail.toAddress,
    subject: mail.subject,
    text: mail.textBody,
    ...(mail.htmlBody ? { html: mail.htmlBody } : {}),
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    ...(mail.cc?.length ? { cc: mail.cc } : {}),
    ...(mail.bcc?.length ? { bcc: mail.bcc } : {}),
    ...(mail.attachments?.length
      ? {
          attachments: mail.attachments.map((file) => {
            if (!dataDir) throw new Error('mail attachments need the data directory');
            return {
              filename: file.fileName,
              contentType: file.contentType,
              path: path.join(dataDir, 'files', file.storageKey),
            };
          }),
        }
      : {}),
  };
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
  /** Where attachments' storage keys point (DATA_DIR). */
  dataDir?: string,
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
        await transport.sendMail(messageOf(mail, from, dataDir));
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
