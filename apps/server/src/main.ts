import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { closeDueSources } from './modules/closing/service.ts';
import { sendSignerReminders } from './modules/contract-builder/envelope-status.ts';
import { sendExpiryNotices } from './modules/contracts/expiry-notices.ts';
import { runEmailScheduleJob, sweepEmailUploads } from './modules/email/jobs.ts';
import { runExportJob } from './modules/exports/completed.ts';
import { sweepExpiredExports } from './modules/exports/store.ts';
import { sweepIntakeDocuments } from './modules/intake/jobs.ts';
import { sweepPerformanceEvaluations } from './modules/performance/jobs.ts';
import { publishDueProjects } from './modules/projects/publishing.ts';
import { sendQuestionDeadlineReminders } from './modules/questions/reminders.ts';
import { runCustomReportJob } from './modules/reports/custom-refresh.ts';
import { runReportJob } from './modules/reports/generation.ts';
import { sweepExpiredReportRuns } from './modules/reports/run-store.ts';
import { mailDueSubscriptions } from './modules/reports/subscription-job.ts';
import { sendDueTaskReminders } from './modules/tasks/service.ts';
import { sendVendorDocumentNotices } from './modules/vendors/document-notices.ts';
import { readConfig, unsafeConfiguration } from './platform/config.ts';
import { queues, startJobs } from './platform/jobs.ts';
import { startMailDispatcher } from './platform/mail.ts';
import { demoLogins, seedDemoIfEmpty } from './seed/demo.ts';
import { demoSupplier } from './seed/sample-projects.ts';

const config = readConfig();
const unsafe = unsafeConfiguration(config);
if (unsafe) {
  console.error(`Procura will not start: ${unsafe}`);
  process.exit(1);
}
const webDistDir =
  config.webDistDir ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

const database = config.databaseUrl
  ? await openDatabase({
      kind: 'postgres',
      ownerUrl: config.databaseUrl,
      appUrl: config.databaseAppUrl ?? config.databaseUrl,
    })
  : await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
const seeded = await seedDemoIfEmpty(database.db, { sampleProjects: true, dataDir: config.dataDir });
const { app, ctx } = await buildApp({ config: { ...config, webDistDir }, db: database.db });
const publishDue = async () => {
  await publishDueProjects(ctx, ctx.clock.now());
};
const closeDue = async () => {
  await closeDueSources(ctx, ctx.clock.now());
};
const jobs = await startJobs(
  database.jobsConnection,
  {
    [queues.publishScheduled]: publishDue,
    [queues.taskReminders]: async () => void (await sendDueTaskReminders(ctx, ctx.clock.now())),
    [queues.questionReminders]: async () => void (await sendQuestionDeadlineReminders(ctx, ctx.clock.now())),
    [queues.closeSources]: closeDue,
    [queues.exports]: async (data) => void (await runExportJob(ctx, data)),
    [queues.exportSweep]: async () => {
      await sweepExpiredExports(ctx.config.dataDir, ctx.clock.now());
      await sweepExpiredReportRuns(ctx.config.dataDir, ctx.clock.now());
    },
    // Contract documents and suppliers' own documents, in one sweep.
    [queues.contractExpiryNotices]: async () => {
      await sendExpiryNotices(ctx, ctx.clock.now());
      await sendVendorDocumentNotices(ctx, ctx.clock.now());
    },
    [queues.envelopeReminders]: async () => void (await sendSignerReminders(ctx, ctx.clock.now())),
    [queues.rateLimitSweep]: async () => void (await ctx.limiter.sweep()),
    [queues.performanceSweep]: async () => void (await sweepPerformanceEvaluations(ctx, ctx.clock.now())),
    [queues.intakeSweep]: async () => void (await sweepIntakeDocuments(ctx, ctx.clock.now())),
    [queues.emailSchedule]: async (data) => void (await runEmailScheduleJob(ctx, data, ctx.clock.now())),
    [queues.emailUploadSweep]: async () => void (await sweepEmailUploads(ctx, ctx.clock.now())),
    [queues.reportRuns]: async (data) => void (await runReportJob(ctx, data)),
    [queues.customReportRefresh]: async (data) => void (await runCustomReportJob(ctx, data)),
    [queues.reportSubscriptions]: async () => void (await mailDueSubscriptions(ctx, ctx.clock.now())),
  },
  (error) => app.log.error({ err: error }, 'job queue'),
  // Each minute, as a safety net for the publishing jobs and as the clock of task reminders.
  // Closing: precise jobs at closing times, and this sweep as their safety net.
  {
    every: {
      [queues.publishScheduled]: '* * * * *',
      [queues.taskReminders]: '* * * * *',
      [queues.questionReminders]: '* * * * *',
      [queues.closeSources]: '* * * * *',
      [queues.exportSweep]: '*/15 * * * *',
      // Hourly: each agency's day starts at its own midnight; a document is announced once.
      [queues.contractExpiryNotices]: '5 * * * *',
      [queues.envelopeReminders]: '35 * * * *',
      [queues.rateLimitSweep]: '50 * * * *',
      // The daily moves of evaluations, hourly so each agency's day is swept soon after its midnight.
      [queues.performanceSweep]: '20 * * * *',
      // Uploads left by forms never sent, a day after they arrived.
      [queues.intakeSweep]: '40 * * * *',
      // Scheduled mail: precise jobs at their times, and this as their safety net.
      [queues.emailSchedule]: '* * * * *',
      // Attachments of wizards closed without sending, a day after they arrived.
      [queues.emailUploadSweep]: '45 * * * *',
      // Report subscriptions at their minute of the agency's day (the seed's "within 15 minutes").
      [queues.reportSubscriptions]: '* * * * *',
    },
  },
);
ctx.jobs = jobs;
// Anything due while the server was down opens now.
await publishDue();
await closeDue();
const mail = config.smtpUrl
  ? startMailDispatcher(database.db, config.smtpUrl, config.mailFrom, undefined, config.dataDir)
  : null;

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  mail?.stop();
  await jobs.stop();
  // Stop taking requests, let those in flight finish, then close the database.
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
const url = `http://localhost:${config.port}`;
const lines = [
  '',
  `Procura ${seeded ? '(demo agency seeded) ' : ''}is running at ${url}`,
  `  database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'}`,
  `  API docs: ${url}/api/docs`,
  `  supplier portal: ${url}/portal/demo (supplier ${demoSupplier.email}, ${demoLogins[0]?.password ?? ''})`,
  `  mail: ${config.smtpUrl ? 'sent through SMTP' : 'kept in the outbox (no SMTP_URL)'}`,
  '  demo logins (domain, username, password):',
  ...demoLogins.map((l) => `    ${l.domain.padEnd(10)} ${l.username.padEnd(28)} ${l.password}   ${l.role}`),
  '',
];
console.log(lines.join('\n'));
