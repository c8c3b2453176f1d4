/**
 * Report subscriptions (000 §2 library Subscribe, Unsubscribe, Update subscription; 000 §3 Report
 * subscription; 001 §3 Scheduled report, §7 /Report/Scheduled): a library report mailed from a
 * start day at a time of the agency's day, daily, weekly or monthly, to team members and addresses,
 * and when the next mail goes.
 */
import { z } from 'zod';
import { daysBetween } from '../contracts/dates.ts';
import { addDays } from '../dashboard/ranges.ts';
import { LocalTimeError, utcToZonedLocal, zonedLocalToUtc } from '../projects/dates-zone.ts';
import { userRefSchema } from '../projects/schemas.ts';
import { isValidEmail } from '../validation/email.ts';
import { idSchema } from '../validation/ids.ts';
import { builtInReportNames } from './catalogue.ts';

export const reportFrequencies = ['Daily', 'Weekly', 'Monthly'] as const;
export type ReportFrequency = (typeof reportFrequencies)[number];

export const reportSubscriptionRules = {
  /** Recipients of one subscription: a team's worth, each mailed a copy. */
  recipientsMax: 100,
  emailMax: 254,
} as const;

const SEND_AT = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * A recipient as the form sends it: a team member by id, or an address by email, not both. The
 * server checks that the team member is an active user of the agency (emailInvalidTeamMember).
 */
export const reportRecipientInputSchema = z
  .object({
    userId: idSchema('emailInvalidTeamMember').nullish(),
    email: z
      .string('emailAddressBadFormat')
      .trim()
      .max(reportSubscriptionRules.emailMax, 'emailAddressBadFormat')
      .refine(isValidEmail, 'emailAddressBadFormat')
      .nullish(),
  })
  .refine((r) => (r.userId == null) !== (r.email == null), 'invalidParameter')
  .transform(
    (r): ReportRecipientInput => (r.userId != null ? { userId: r.userId } : { email: r.email ?? '' }),
  );
export type ReportRecipientInput = { userId: number } | { email: string };

/** The same team member or address named twice is one recipient (addresses compared without case). */
function distinctRecipients(recipients: ReportRecipientInput[]): ReportRecipientInput[] {
  const seen = new Set<string>();
  return recipients.filter((r) => {
    const key = 'userId' in r ? `user:${r.userId}` : `email:${r.email.toLowerCase()}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * POST /Report/Scheduled: a library report (its name), the first day (YYYY-MM-DD) and the time of
 * day (HH:mm, 24-hour) in the agency's zone, the frequency, and at least one recipient.
 */
export const scheduledReportBodySchema = z.object({
  reportName: z.enum(builtInReportNames, 'reportNotFound'),
  // Before the year 3000: a later first send would fall past what instants can hold.
  start: z.iso.date('invalidParameter').refine((day) => day < '3000-01-01', 'invalidParameter'),
  sendAt: z.string('invalidParameter').regex(SEND_AT, 'invalidParameter'),
  frequency: z.enum(reportFrequencies, 'invalidParameter'),
  recipients: z
    .array(reportRecipientInputSchema)
    .min(1, 'emailNoRecipients')
    .max(reportSubscriptionRules.recipientsMax, 'invalidParameter')
    .transform(distinctRecipients),
});
export type ScheduledReportBody = z.input<typeof scheduledReportBodySchema>;
export type ScheduledReportInput = z.output<typeof scheduledReportBodySchema>;

/** PUT /Report/Scheduled: a subscription's whole settings and recipients, replaced. */
export const updateScheduledReportSchema = scheduledReportBodySchema.extend({
  id: idSchema('invalidParameter'),
});
export type UpdateScheduledReport = z.input<typeof updateScheduledReportSchema>;

/** A recipient as answered (001 §3 recipientDTOs); its id is what DELETE /Report/Recipient/{id} takes. */
export const reportRecipientSchema = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  email: z.string(),
  /** The team member's name; null for an address. */
  fullName: z.string().nullable(),
});
export type ReportRecipient = z.infer<typeof reportRecipientSchema>;

/** A subscription (001 §3: id, start, sendAt, frequency, recipientDTOs), for ScheduledForUser/ByUser. */
export const scheduledReportSchema = z.object({
  id: z.number().int(),
  reportName: z.enum(builtInReportNames),
  start: z.string(),
  sendAt: z.string(),
  frequency: z.enum(reportFrequencies),
  recipientDTOs: z.array(reportRecipientSchema),
  createdBy: userRefSchema.nullable(),
  /** The next mail's instant (ISO), nextSendAfter now. */
  nextSendAt: z.string(),
});
export type ScheduledReport = z.infer<typeof scheduledReportSchema>;

export type SubscriptionTiming = { start: string; sendAt: string; frequency: ReportFrequency };

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The monthly send day `months` months after the start's: its day of month, or the month's last. */
function monthlyDay(start: string, months: number): string {
  const [year, month, day] = start.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return `${pad(y, 4)}-${pad(m)}-${pad(Math.min(day, daysInMonth(y, m)))}`;
}

/** The first send day on or after `from` (days are YYYY-MM-DD, compared as text). */
function firstSendDayFrom(timing: SubscriptionTiming, from: string): string {
  if (from <= timing.start) return timing.start;
  switch (timing.frequency) {
    case 'Daily':
      return from;
    case 'Weekly':
      return addDays(timing.start, Math.ceil(daysBetween(timing.start, from) / 7) * 7);
    case 'Monthly': {
      const [sy, sm] = timing.start.split('-').map(Number) as [number, number];
      const [fy, fm] = from.split('-').map(Number) as [number, number];
      const months = (fy - sy) * 12 + (fm - sm);
      const same = monthlyDay(timing.start, months);
      return same >= from ? same : monthlyDay(timing.start, months + 1);
    }
  }
}

/**
 * The instant the agency's clocks show `sendAt` on `day`. A time the spring-forward change skips
 * moves to the first minute after it that the clocks do show (02:30 becomes 03:00 in Toronto); a
 * time shown twice in the autumn is its first showing, so the mail goes once.
 */
function sendInstant(day: string, sendAt: string, timeZone: string): Date {
  const [hours, minutes] = sendAt.split(':').map(Number) as [number, number];
  const first = hours * 60 + minutes;
  // Zones skip at most a day (Samoa, 2011-12-30): two days of minutes always reach a shown one.
  for (let minute = first; minute < first + 2 * 1440; minute += 1) {
    const local = `${addDays(day, Math.floor(minute / 1440))}T${pad(Math.floor((minute % 1440) / 60))}:${pad(minute % 60)}`;
    try {
      return zonedLocalToUtc(local, timeZone);
    } catch (error) {
      if (!(error instanceof LocalTimeError) || error.problem !== 'nonexistent') throw error;
    }
  }
  throw new LocalTimeError('nonexistent', `${day}T${sendAt} in ${timeZone}`);
}

/**
 * When a subscription next mails after `after` (strictly later): on its start day and then every
 * day, every seven days (the start's weekday), or every month on the start's day of month (the
 * month's last day when it has fewer days: a start on the 31st sends on February 28 or 29), at
 * `sendAt` on the agency's clocks in `timeZone`. The job passes the instant it last sent, or now.
 */
export function nextSendAfter(timing: SubscriptionTiming, after: Date, timeZone: string): Date {
  // A send on the day before `after`'s can still be later than it only when a skipped hour pushed
  // it past midnight; sends on later days always are.
  const afterDay = utcToZonedLocal(after, timeZone).slice(0, 10);
  let day = firstSendDayFrom(timing, addDays(afterDay, -1));
  for (;;) {
    const at = sendInstant(day, timing.sendAt, timeZone);
    if (at.getTime() > after.getTime()) return at;
    day = firstSendDayFrom(timing, addDays(day, 1));
  }
}
