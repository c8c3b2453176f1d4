import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import {
  type BuiltInReport,
  type Language,
  nextSendAfter,
  type ReportFrequency,
  resolveRouteAccess,
} from '@procura/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { enqueueNotice } from '../../platform/notices.ts';
import { type Actor, asSystem, inTenant, type Tx } from '../../platform/tenancy.ts';
import { findRoutePermissionRows, groupRoutePermissions } from '../access/index.ts';
import { findCustomer, findNodes } from '../customers/index.ts';
import { builtInReportRows } from './built-in-rows.ts';
import { type ReportRights, requireOfferedReport } from './library.ts';
import { writeReportFile } from './report-file.ts';
import { builtInFileColumns, reportSettingAt } from './scope.ts';
import {
  findActiveUserEmail,
  findDueSubscriptions,
  findHeldPermissions,
  findRecipients,
  findSubscriptionById,
  findSubscriptionWithCreator,
  lockDueSubscription,
  type SubscriptionRow,
  updateSubscriptionRow,
} from './subscription-queries.ts';

/**
 * The report subscriptions' minute job (issue 26 §2). Each due subscription is locked and
 * re-read as still due before anything is written, so two workers, or a run that overlaps the
 * next, mail a period once. The next send is counted from now, not from the missed time: a server
 * down for days mails once, not once per missed period. A report its creator is no longer offered
 * (the creator left, lost a right, or the report's flag or module is off) is not mailed that
 * period; the subscription waits for its next time, so it resumes when the report is offered
 * again. The files are kept a week, long enough for the outbox to send them.
 */

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const mailFolder = 'report-mail';
/** Subscriptions mailed per run at most; the next minute's run takes the rest. */
const batchSize = 200;
export const reportMailRetentionMs = 7 * 24 * 60 * 60 * 1000;

const frequencyWords: Record<Language, Record<ReportFrequency, string>> = {
  en: { Daily: 'daily', Weekly: 'weekly', Monthly: 'monthly' },
  fr: { Daily: 'quotidienne', Weekly: 'hebdomadaire', Monthly: 'mensuelle' },
};

const timingOf = (row: SubscriptionRow) => ({
  start: row.start,
  sendAt: row.sendAt,
  frequency: row.frequency,
});

/** `{title} - MM.DD.YYYY.xlsx`, without the characters a file name cannot hold. */
export function mailedFileName(title: string, day: string): string {
  const [year, month, date] = day.split('-');
  return `${title.replace(/[\\/:*?"<>|]/g, ' ').trim()} - ${month}.${date}.${year}.xlsx`;
}

/** The creator's rights as a session would hold them; null when they are no active user here. */
async function creatorRights(tx: Tx, creator: Actor): Promise<ReportRights | null> {
  if (!(await findActiveUserEmail(tx, creator.customerId, creator.userId))) return null;
  const tender = (await findNodes(tx, creator.customerId))?.tender;
  if (!tender) return null;
  const permissions = await findHeldPermissions(tx, creator.customerId, creator.userId);
  const entries = groupRoutePermissions(await findRoutePermissionRows(tx, creator.customerId, tender.id));
  const subject = { held: new Set(permissions), isSiteAdmin: false };
  return { mayView: (route) => resolveRouteAccess(route, entries, subject).canView };
}

/** The report when its creator is still offered it (and may read reports at all), else null. */
async function reportOfferedToCreator(ctx: AppContext, row: SubscriptionRow): Promise<BuiltInReport | null> {
  const creator = { customerId: row.customerId, nodeId: row.nodeId, userId: row.createdById };
  const rights = await inTenant(ctx.db, row.customerId, (tx) => creatorRights(tx, creator));
  if (!rights?.mayView('reports')) return null;
  return requireOfferedReport(ctx, creator, rights, row.reportName).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  });
}

/** Writes the report's workbook under report-mail/{agency}/; answers its storage key. */
async function writeMailedFile(
  ctx: AppContext,
  tx: Tx,
  row: SubscriptionRow,
  report: BuiltInReport,
  now: Date,
) {
  const setting = await reportSettingAt(tx, row.customerId, row.nodeId, now);
  // The time leads the name, so the week's sweep reads ages from names, not from the disk.
  const storageKey = path.posix.join(
    mailFolder,
    String(row.customerId),
    `${now.getTime()}-${randomBytes(12).toString('base64url')}.xlsx`,
  );
  const full = path.join(ctx.config.dataDir, 'files', storageKey);
  await mkdir(path.dirname(full), { recursive: true });
  try {
    await writeReportFile({
      path: full,
      format: 'xlsx',
      sheetName: report.title[setting.language],
      columns: builtInFileColumns(report, setting.language),
      rows: builtInReportRows[report.name](tx, setting.scope),
      timeZone: setting.scope.timeZone,
      ...(report.lineCap === undefined ? {} : { lineCap: report.lineCap }),
    });
  } catch (error) {
    await rm(full, { force: true });
    throw error;
  }
  return { storageKey, setting };
}

/**
 * Mails one subscription when it is still due at `now`: its workbook to each recipient (a team
 * member at their address of today, each address once), then its next time. Answers whether it went.
 */
export async function mailSubscription(
  ctx: AppContext,
  customerId: number,
  id: number,
  now: Date,
): Promise<boolean> {
  const seen = await inTenant(ctx.db, customerId, (tx) => findSubscriptionById(tx, customerId, id));
  if (!seen || seen.nextSendAt.getTime() > now.getTime()) return false;
  // Read before the locking transaction: the offer's checks open transactions of their own.
  const report = await reportOfferedToCreator(ctx, seen);
  return inTenant(ctx.db, customerId, async (tx) => {
    const row = await lockDueSubscription(tx, customerId, id, now);
    // Changed since it was read: the next run reads it again.
    if (!row || row.reportName !== seen.reportName || row.createdById !== seen.createdById) return false;
    const zone = (await reportSettingAt(tx, customerId, row.nodeId, now)).scope.timeZone;
    const nextSendAt = nextSendAfter(timingOf(row), now, zone);
    const addresses = new Set<string>();
    const recipients = (await findRecipients(tx, customerId, [id])).filter((r) => {
      const key = r.email.trim().toLowerCase();
      if (!r.active || key === '' || addresses.has(key)) return false;
      addresses.add(key);
      return true;
    });
    if (!report || recipients.length === 0) {
      await updateSubscriptionRow(tx, customerId, id, { nextSendAt });
      return false;
    }
    const { storageKey, setting } = await writeMailedFile(ctx, tx, row, report, now);
    const creator = { customerId, nodeId: row.nodeId, userId: row.createdById };
    const subscribedBy = (await findSubscriptionWithCreator(tx, creator, id))?.creatorName ?? '';
    const agency = await findCustomer(tx, customerId);
    const title = report.title[setting.language];
    for (const recipient of recipients) {
      await enqueueNotice(tx, ctx, {
        customerId,
        to: recipient.email,
        kind: 'reportSubscription',
        values: {
          ReportTitle: title,
          AgencyName: agency?.displayName ?? '',
          Frequency: frequencyWords[setting.language][row.frequency],
          SubscribedBy: subscribedBy,
          Link: `${ctx.config.publicUrl.replace(/\/$/, '')}/reports/library`,
        },
        attachments: [
          { storageKey, fileName: mailedFileName(title, setting.scope.today), contentType: xlsxType },
        ],
      });
    }
    await updateSubscriptionRow(tx, customerId, id, { lastSentAt: now, nextSendAt });
    return true;
  });
}

/** Removes the mailed workbooks older than the retention, by the time their names begin with. */
export async function sweepMailedReports(dataDir: string, now: Date): Promise<number> {
  const root = path.join(dataDir, 'files', mailFolder);
  const agencies = await readdir(root, { withFileTypes: true }).catch(() => []);
  let removed = 0;
  for (const agency of agencies) {
    if (!agency.isDirectory()) continue;
    const folder = path.join(root, agency.name);
    for (const name of await readdir(folder).catch(() => [] as string[])) {
      const writtenAt = Number(/^(\d+)-/.exec(name)?.[1] ?? Number.NaN);
      if (Number.isNaN(writtenAt) || now.getTime() - writtenAt <= reportMailRetentionMs) continue;
      await rm(path.join(folder, name), { force: true });
      removed += 1;
    }
  }
  return removed;
}

/**
 * The minute's run: last week's files go, then every agency's due subscriptions are mailed, each
 * in its own transaction. One that fails leaves the others mailed and stays due for the next run;
 * the run then fails with its error, for the queue's log. Answers how many were mailed.
 */
export async function mailDueSubscriptions(ctx: AppContext, now: Date): Promise<number> {
  await sweepMailedReports(ctx.config.dataDir, now);
  const due = await asSystem(ctx.db, (tx) => findDueSubscriptions(tx, now, batchSize));
  const errors: unknown[] = [];
  let mailed = 0;
  for (const { customerId, id } of due) {
    try {
      if (await mailSubscription(ctx, customerId, id, now)) mailed += 1;
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length > 0) throw new AggregateError(errors, `report subscriptions: ${errors.length} failed`);
  return mailed;
}
