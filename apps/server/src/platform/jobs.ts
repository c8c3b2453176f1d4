import PgBoss from 'pg-boss';
import type { JobsConnection } from '../db/client.ts';

/** The queues of the app; each names one kind of work done later or elsewhere. */
export const queues = {
  /** Opens projects scheduled to publish (000 §4) at their publish time. */
  publishScheduled: 'publish-scheduled',
  /** Mails task reminders whose reminder date has come. */
  taskReminders: 'task-reminders',
  /** Mails the project team the unanswered questions before the question deadline. */
  questionReminders: 'question-reminders',
  /** Closes open sources whose closing time has come (000 §4), unsealing those that display automatically. */
  closeSources: 'close-sources',
  /** Makes a requested export (CompletedSubmissionsAll) with its progress, then says exportReady. */
  exports: 'exports',
  /** Removes exports a day after they were requested. */
  exportSweep: 'export-sweep',
  /** Mails contract documents' expiry notices N days before they expire (issue 9). */
  contractExpiryNotices: 'contract-expiry-notices',
  /** Mails envelope signers whose turn it is a fresh link every few days until they sign (issue 9). */
  envelopeReminders: 'envelope-reminders',
  /** Deletes rate-limit counters whose window has ended (issue 20). */
  rateLimitSweep: 'rate-limit-sweep',
  /** Moves supplier performance evaluations on each agency's day: due, expired, supplier review over (issue 23). */
  performanceSweep: 'performance-sweep',
  /** Deletes intake uploads no request claimed within a day (issue 24). */
  intakeSweep: 'intake-sweep',
  /**
   * Sends a buyer's scheduled mail at its time (issue 25 §2); the minute's run without a mail
   * named sends whatever is due, as the precise jobs' safety net.
   */
  emailSchedule: 'email-schedule',
  /** Deletes email attachments no mail claimed within a day (issue 25 §2). */
  emailUploadSweep: 'email-upload-sweep',
  /** Writes a library report's file its requester asked for (issue 26 §1). */
  reportRuns: 'report-runs',
  /** Writes a custom report's file anew, then says customReportsUpdated (issue 26 §3). */
  customReportRefresh: 'custom-report-refresh',
  /** Mails the report subscriptions whose time has come, each with its file (issue 26 §2). */
  reportSubscriptions: 'report-subscriptions',
} as const;
export type QueueName = (typeof queues)[keyof typeof queues];

/** Enqueues work for later; the app's services see only this. */
export type JobQueue = {
  sendAt(
    queue: QueueName,
    data: Record<string, unknown>,
    startAfter: Date,
    singletonKey: string,
  ): Promise<void>;
};

/** A handler per queue this process works; queues without one are left to other processes. */
export type JobHandlers = Partial<Record<QueueName, (data: Record<string, unknown>) => Promise<void>>>;

export type Jobs = JobQueue & { stop(): Promise<void> };

/**
 * Starts pg-boss on the app's own database (PostgreSQL, or PGlite through its executor) and a
 * worker per queue. Jobs survive restarts: they live in the database's pgboss schema.
 */
export async function startJobs(
  connection: JobsConnection,
  handlers: JobHandlers,
  onError: (error: Error) => void,
  options: {
    pollingIntervalSeconds?: number;
    /** Queues that also run on a cron schedule (UTC): sweeps that need no one to enqueue them. */
    every?: Partial<Record<QueueName, string>>;
  } = {},
): Promise<Jobs> {
  const every = options.every ?? {};
  const boss = new PgBoss({
    ...connection,
    schedule: Object.keys(every).length > 0,
    supervise: true,
    max: 2,
  } as PgBoss.ConstructorOptions);
  boss.on('error', onError);
  await boss.start();
  for (const [queue, handle] of Object.entries(handlers) as [QueueName, JobHandlers[QueueName]][]) {
    if (!handle) continue;
    await boss.createQueue(queue);
    await boss.work<Record<string, unknown>>(
      queue,
      { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
      async (jobs) => {
        for (const job of jobs) await handle(job.data ?? {});
      },
    );
    const cron = every[queue];
    if (cron) await boss.schedule(queue, cron, {}, { tz: 'UTC' });
  }
  return {
    async sendAt(queue, data, startAfter, singletonKey) {
      await boss.send(queue, data, { startAfter, singletonKey });
    },
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 5000 }),
  };
}
