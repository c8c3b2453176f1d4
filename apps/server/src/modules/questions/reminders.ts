import { questionReminderAt } from '@procura/contract';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { enqueueNotice } from '../../platform/notices.ts';
import { asSystem, inTenant } from '../../platform/tenancy.ts';
import { tenderSettingsOf } from '../projects/index.ts';
import { unansweredQuestionsMail } from './mails.ts';
import { findAgencyFacts, findProjectTeam } from './queries.ts';
import {
  countIncompleteQuestions,
  findReminderCandidates,
  hasSourceAuditEvent,
  lockSourceWithProject,
  markQuestionReminderSent,
  type ReminderCandidate,
} from './reminder-queries.ts';

/** The audit action that marks the incomplete-question notification of a source as sent. */
const notifiedAction = 'questions.incompleteNotified';
const remindedAction = 'questions.deadlineReminderSent';

/**
 * One source's reminders, under its row lock so concurrent sweeps send each once. Answers how many
 * mails went out (0 when nothing was due or nothing is incomplete).
 */
async function remindSource(ctx: AppContext, candidate: ReminderCandidate, now: Date): Promise<number> {
  return inTenant(ctx.db, candidate.customerId, async (tx) => {
    const row = await lockSourceWithProject(tx, candidate.customerId, candidate.tenderId);
    if (row?.project.status !== 'Open') return 0;
    const { tender, project } = row;
    const settings = tenderSettingsOf(tender);
    const reminderAt = questionReminderAt({
      hasQuestionDeadline: settings.hasQuestionDeadline,
      questionDeadline: tender.questionDeadline,
      questionReminderEmailDays: settings.questionReminderEmailDays,
    });
    const deadlineDue =
      reminderAt !== null &&
      tender.questionReminderSentAt === null &&
      tender.questionDeadline !== null &&
      reminderAt.getTime() <= now.getTime() &&
      now.getTime() <= tender.questionDeadline.getTime();
    const notificationDue =
      tender.incompleteQuestionNotificationDate !== null &&
      tender.incompleteQuestionNotificationDate.getTime() <= now.getTime() &&
      !(await hasSourceAuditEvent(tx, candidate.customerId, project.id, tender.id, notifiedAction));
    if (!deadlineDue && !notificationDue) return 0;

    const incomplete = await countIncompleteQuestions(tx, candidate.customerId, tender.id);
    const team = incomplete > 0 ? await findProjectTeam(tx, candidate.customerId, project.id) : [];
    const agency = await findAgencyFacts(tx, candidate.customerId);
    const mail = unansweredQuestionsMail({
      project,
      count: incomplete,
      questionDeadline: settings.hasQuestionDeadline ? tender.questionDeadline : null,
      timeZone: agency.timeZone,
      publicUrl: ctx.config.publicUrl,
    });
    // Both due in the same sweep send one mail: the team needs the count once.
    for (const person of team) {
      await enqueueNotice(tx, ctx, {
        customerId: candidate.customerId,
        to: person.email,
        projectId: project.id,
        ...mail,
      });
    }
    if (deadlineDue) {
      await markQuestionReminderSent(tx, candidate.customerId, tender.id, now);
    }
    const reminders = [
      ...(deadlineDue ? [remindedAction] : []),
      ...(notificationDue ? [notifiedAction] : []),
    ];
    for (const action of reminders) {
      await recordAudit(tx, ctx.clock, {
        customerId: candidate.customerId,
        actorUserId: null,
        actorLabel: 'system',
        action,
        entityType: 'tender',
        entityId: tender.id,
        after: { incompleteQuestions: incomplete, recipients: team.map((person) => person.id) },
        projectId: project.id,
      });
    }
    return team.length;
  });
}

/**
 * The question reminders of every agency (issue 6 §4): `questionReminderEmailDays` (default 7)
 * before the question deadline, and on the source's incomplete-question notification date
 * (000 §3), the project team is mailed the count of Incomplete questions, each once. The deadline
 * reminder is marked by tenders.question_reminder_sent_at, the notification by its audit event; a
 * source with no incomplete question is marked all the same (nothing to remind, nothing later).
 * Runs every minute as a job; answers how many mails it queued.
 */
export async function sendQuestionDeadlineReminders(ctx: AppContext, now: Date): Promise<number> {
  const candidates = await asSystem(ctx.db, (tx) => findReminderCandidates(tx, now, notifiedAction));
  let mailed = 0;
  for (const candidate of candidates) mailed += await remindSource(ctx, candidate, now);
  return mailed;
}
