import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ProcurementMethod, ProjectStatus, TenderInput } from '@procura/contract';
import { and, eq } from 'drizzle-orm';
import {
  planTakerDownloads,
  planTakers,
  projectDocuments,
  tenderAddenda,
  tenderInvitations,
  tenderMeetings,
  tenders,
} from '../src/db/schema/index.ts';
import { asSystem } from '../src/platform/tenancy.ts';
import type { TestApp } from './harness.ts';
import { insertProject } from './projects.ts';

type At = { customerId: number; nodeId: number };
const day = 86_400_000;

/**
 * A published opportunity: a project in `status` (Open by default) whose source closes in
 * `closesInDays` by the test clock, with the given settings and dates.
 */
export async function insertOpportunity(
  t: TestApp,
  at: At,
  options: {
    name?: string;
    status?: ProjectStatus;
    procurementMethod?: ProcurementMethod;
    categoryIds?: number[];
    description?: string;
    projectLeadId?: number | null;
    closesInDays?: number | null;
    registrationDeadline?: Date | null;
    settings?: Partial<TenderInput>;
  } = {},
) {
  const { projectId, tenderId } = await insertProject(t, at, {
    name: options.name ?? 'Road resurfacing',
    status: options.status ?? 'Open',
    procurementMethod: options.procurementMethod ?? 'Public',
    categoryIds: options.categoryIds ?? [],
    description: options.description ?? 'Resurfacing of Main Street',
    projectLeadId: options.projectLeadId ?? null,
    ...(options.settings ? { tender: options.settings } : {}),
  });
  const now = t.clock.now().getTime();
  const closes = options.closesInDays === undefined ? 20 : options.closesInDays;
  await asSystem(t.database.db, (tx) =>
    tx
      .update(tenders)
      .set({
        dateAvailable: new Date(now - day),
        dateClosing: closes === null ? null : new Date(now + closes * day),
        registrationDeadline: options.registrationDeadline ?? null,
      })
      .where(and(eq(tenders.customerId, at.customerId), eq(tenders.id, tenderId))),
  );
  return { projectId, tenderId };
}

export async function insertMeeting(
  t: TestApp,
  customerId: number,
  tenderId: number,
  meeting: { description?: string; date: Date | null; isMandatory?: boolean; showToPublic?: boolean },
) {
  const [row] = await asSystem(t.database.db, (tx) =>
    tx
      .insert(tenderMeetings)
      .values({
        customerId,
        tenderId,
        description: meeting.description ?? 'Site visit',
        location: '1 Main Street',
        date: meeting.date,
        isMandatory: meeting.isMandatory ?? false,
        showToPublic: meeting.showToPublic ?? true,
      })
      .returning(),
  );
  if (!row) throw new Error('meeting not inserted');
  return row;
}

async function storeTestFile(t: TestApp, name: string, content: string) {
  const storageKey = `test/${Math.random().toString(36).slice(2)}-${name}`;
  const full = path.join(t.ctx.config.dataDir, 'files', storageKey);
  await mkdir(path.dirname(full), { recursive: true });
  await writeFile(full, content);
  return storageKey;
}

/** A bid document with its file on disk. */
export async function insertDocument(
  t: TestApp,
  customerId: number,
  tenderId: number,
  fileName: string,
  content: string,
) {
  const storageKey = await storeTestFile(t, fileName, content);
  const [row] = await asSystem(t.database.db, (tx) =>
    tx
      .insert(projectDocuments)
      .values({
        customerId,
        tenderId,
        fileName,
        displayName: fileName,
        contentType: 'text/plain',
        sizeInByte: Buffer.byteLength(content),
        storageKey,
        pageCount: 3,
      })
      .returning(),
  );
  if (!row) throw new Error('document not inserted');
  return row;
}

/** An addendum with its file on disk. */
export async function insertAddendum(
  t: TestApp,
  customerId: number,
  tenderId: number,
  number: number,
  content: string,
) {
  const fileName = `addendum-${number}.txt`;
  const storageKey = await storeTestFile(t, fileName, content);
  const [row] = await asSystem(t.database.db, (tx) =>
    tx
      .insert(tenderAddenda)
      .values({
        customerId,
        tenderId,
        number,
        title: `Addendum ${number}`,
        fileName,
        contentType: 'text/plain',
        sizeInByte: Buffer.byteLength(content),
        storageKey,
        pageCount: 1,
        createdAt: t.clock.now(),
      })
      .returning(),
  );
  if (!row) throw new Error('addendum not inserted');
  return row;
}

export async function insertInvitation(t: TestApp, customerId: number, tenderId: number, email: string) {
  await asSystem(t.database.db, (tx) => tx.insert(tenderInvitations).values({ customerId, tenderId, email }));
}

/** The downloads recorded for a source. */
export function downloadsOf(t: TestApp, customerId: number, tenderId: number) {
  return asSystem(t.database.db, (tx) =>
    tx
      .select()
      .from(planTakerDownloads)
      .where(and(eq(planTakerDownloads.customerId, customerId), eq(planTakerDownloads.tenderId, tenderId))),
  );
}

/** A plan taker added straight to the database (the buyer's and supplier's calls have their own tests). */
export async function insertPlanTaker(t: TestApp, customerId: number, tenderId: number, companyName: string) {
  const [row] = await asSystem(t.database.db, (tx) =>
    tx
      .insert(planTakers)
      .values({ customerId, tenderId, companyName, contactName: 'Pat Taker', registeredAt: t.clock.now() })
      .returning(),
  );
  if (!row) throw new Error('plan taker not inserted');
  return row;
}
