import { formatZoned } from '@procura/contract';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { type Actor, inTenant, type Tx } from '../../platform/tenancy.ts';
import { findAgency } from '../invitations/index.ts';
import { openSource, sourceIsClosed } from '../submissions/index.ts';
import {
  findDownloadsOf,
  findNoBids,
  findPlanTakersOf,
  findQuestionsOf,
  findSubmissionEvents,
} from './queries.ts';
import type { ExportHeader } from './service.ts';
import { addHeading, newWorkbook, workbookBytes } from './workbooks.ts';

/**
 * NoBid and SupplierActivity (001 §7), small enough to answer at once (decision 164). Neither
 * reads sealed content: a no-bid's reason is not sealed (decision 142), and the activity lists
 * submissions by their times and states, and only once the source has closed (decision 165).
 */

export type NoBidExport = ExportHeader & {
  rows: { companyName: string; contact: string; email: string; date: Date | null; reason: string }[];
};

/** The no-bid responses of a source: company, contact, date and reason. */
export async function noBidExportOf(ctx: AppContext, actor: Actor, tenderId: number): Promise<NoBidExport> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const source = await openSource(tx, ctx, actor, tenderId);
    const agency = await agencyOf(tx, source.tender.customerId);
    const rows = (await findNoBids(tx, actor.customerId, tenderId)).map((row) => ({
      companyName: row.companyName,
      contact: row.firstName === null ? '' : `${row.firstName} ${row.lastName ?? ''}`.trim(),
      email: row.contactEmail,
      date: row.submittedAt ?? row.createdAt,
      reason: row.reason,
    }));
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'export.noBid',
      entityType: 'tender',
      entityId: tenderId,
      after: { lines: rows.length },
      projectId: source.project.id,
    });
    return { ...agency, source, rows };
  });
}

export type ActivityLine = {
  companyName: string;
  contact: string;
  email: string;
  activity: string;
  detail: string;
  at: Date | null;
};
export type SupplierActivityExport = ExportHeader & { closed: boolean; lines: ActivityLine[] };

const byTime = (a: ActivityLine, b: ActivityLine) => (a.at?.getTime() ?? 0) - (b.at?.getTime() ?? 0);

/**
 * Per plan taker, in registration order: its registration, each download (what and when), each
 * question asked, and once the source has closed each submission, no-bid and withdrawal.
 */
export async function supplierActivityOf(
  ctx: AppContext,
  actor: Actor,
  tenderId: number,
): Promise<SupplierActivityExport> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const source = await openSource(tx, ctx, actor, tenderId);
    const closed = sourceIsClosed(source);
    const agency = await agencyOf(tx, source.tender.customerId);
    const takers = await findPlanTakersOf(tx, actor.customerId, tenderId);
    const downloads = await findDownloads(tx, actor.customerId, tenderId);
    const questions = await findQuestionsOf(tx, actor.customerId, tenderId);
    const events = closed ? await findSubmissionEvents(tx, actor.customerId, tenderId) : [];
    const lines: ActivityLine[] = [];
    for (const taker of takers) {
      const who = { companyName: taker.companyName, contact: taker.contactName, email: taker.email };
      const own: ActivityLine[] = [
        {
          ...who,
          activity: 'Registered',
          detail: taker.addedById === null ? '' : 'Added by the buyer',
          at: taker.registeredAt,
        },
      ];
      for (const download of downloads.get(taker.id) ?? []) {
        own.push({ ...who, activity: 'Downloaded', detail: download.what, at: download.at });
      }
      for (const question of questions) {
        if (taker.vendorId === null || question.vendorId !== taker.vendorId) continue;
        own.push({ ...who, activity: 'Asked a question', detail: question.question, at: question.askedAt });
      }
      for (const event of events) {
        const mine =
          event.planTakerId === taker.id || (taker.vendorId !== null && event.vendorId === taker.vendorId);
        if (!mine || event.status === 'incomplete') continue;
        if (event.isNoBid) {
          own.push({ ...who, activity: 'No-bid', detail: '', at: event.submittedAt });
          continue;
        }
        const kind = event.isHardCopy ? 'Hard copy submission' : 'Submitted';
        own.push({ ...who, activity: kind, detail: event.receiptNumber ?? '', at: event.submittedAt });
        if (event.withdrawnAt) {
          own.push({
            ...who,
            activity: 'Withdrawn',
            detail: event.withdrawnReason ?? '',
            at: event.withdrawnAt,
          });
        }
      }
      const [registration, ...rest] = own;
      if (registration) lines.push(registration, ...rest.sort(byTime));
    }
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'export.supplierActivity',
      entityType: 'tender',
      entityId: tenderId,
      after: { lines: lines.length },
      projectId: source.project.id,
    });
    return { ...agency, source, closed, lines };
  });
}

async function agencyOf(tx: Tx, customerId: number) {
  const agency = (await findAgency(tx, customerId)) ?? { displayName: '', timezone: 'UTC' };
  return { agency: agency.displayName, timeZone: agency.timezone };
}

async function findDownloads(tx: Tx, customerId: number, tenderId: number) {
  const byTaker = new Map<number, { what: string; at: Date }[]>();
  for (const line of await findDownloadsOf(tx, customerId, tenderId)) {
    const what =
      line.documentName ??
      (line.addendumNumber === null
        ? 'Document'
        : `Addendum ${line.addendumNumber} - ${line.addendumName ?? ''}`);
    const list = byTaker.get(line.planTakerId) ?? [];
    list.push({ what, at: line.downloadedAt });
    byTaker.set(line.planTakerId, list);
  }
  return byTaker;
}

const when = (date: Date | null, timeZone: string) => (date ? formatZoned(date, timeZone) : '');

/** NoBid workbook: company, contact, email, date, reason. */
export async function noBidWorkbook(data: NoBidExport): Promise<Buffer> {
  const workbook = newWorkbook();
  const sheet = workbook.addWorksheet('No Bid');
  addHeading(sheet, data, 'No Bid');
  sheet.addRow(['Company', 'Contact', 'Email', 'Date', 'Reason']).font = { bold: true };
  for (const row of data.rows) {
    sheet.addRow([row.companyName, row.contact, row.email, when(row.date, data.timeZone), row.reason]);
  }
  if (data.rows.length === 0) sheet.addRow(['No supplier sent a no-bid response.']);
  [36, 28, 32, 40, 60].forEach((width, i) => {
    sheet.getColumn(i + 1).width = width;
  });
  return workbookBytes(workbook);
}

/** SupplierActivity workbook: a line per activity, grouped by plan taker. */
export async function supplierActivityWorkbook(data: SupplierActivityExport): Promise<Buffer> {
  const workbook = newWorkbook();
  const sheet = workbook.addWorksheet('Supplier Activity');
  addHeading(sheet, data, 'Supplier Activity');
  sheet.addRow(['Company', 'Contact', 'Email', 'Activity', 'Detail', 'When']).font = { bold: true };
  for (const line of data.lines) {
    sheet.addRow([
      line.companyName,
      line.contact,
      line.email,
      line.activity,
      line.detail,
      when(line.at, data.timeZone),
    ]);
  }
  if (!data.closed) sheet.addRow(['Submissions are listed once the source has closed.']);
  [36, 28, 32, 24, 60, 40].forEach((width, i) => {
    sheet.getColumn(i + 1).width = width;
  });
  return workbookBytes(workbook);
}
