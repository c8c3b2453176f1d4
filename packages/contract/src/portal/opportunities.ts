import { z } from 'zod';
import type { ProjectStatus } from '../projects/status.ts';
import { idParamSchema } from '../validation/ids.ts';

/**
 * The public portal's opportunities (issue 6 §1): which projects the public sees, how a project's
 * status reads there, and whether a supplier may still register as a plan taker.
 */

/** The portal's four lists: open bids, planned notices, closed bids and awarded results. */
export const opportunityStatuses = ['open', 'planned', 'closed', 'awarded'] as const;
export type OpportunityStatus = (typeof opportunityStatuses)[number];

/**
 * How a project status reads on the portal; null for statuses the public never sees (in
 * progress, scheduled, cancelled, terminated, archived, templates).
 */
export function opportunityStatusOf(status: ProjectStatus): OpportunityStatus | null {
  switch (status) {
    case 'Open':
      return 'open';
    case 'Planned':
    case 'Upcoming':
      return 'planned';
    case 'Unofficial_Results':
    case 'Closed':
      return 'closed';
    case 'Awarded':
      return 'awarded';
    default:
      return null;
  }
}

/** The project statuses behind each portal list. */
export const projectStatusesOfOpportunity: Record<OpportunityStatus, readonly ProjectStatus[]> = {
  open: ['Open'],
  planned: ['Planned', 'Upcoming'],
  closed: ['Unofficial_Results', 'Closed'],
  awarded: ['Awarded'],
};

/**
 * Methods listed to everyone. Invitational (Private) and Limited sources are shown only to a
 * signed-in supplier whose email was invited; Informal projects are never posted (decision 110).
 */
export const openlyListedMethods = ['Public', 'Prequalification'] as const;
export const invitedOnlyMethods = ['Private', 'Limited'] as const;

/** GET /Opportunities: the filters of the public list; pages of 20 by default (000 §9). */
export const opportunitiesQuerySchema = z.object({
  searchText: z.string().trim().max(200).default(''),
  categoryId: idParamSchema('invalidCategoryId').optional(),
  closingWithinDays: z.coerce.number().int().min(1).max(365).optional(),
  status: z.enum(opportunityStatuses).default('open'),
  start: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type OpportunitiesQuery = z.input<typeof opportunitiesQuerySchema>;

/** Why registration is closed, as catalogue keys (catalogue-portal.ts). */
export const registrationClosedReasons = [
  'registrationDisabled',
  'registrationNotOpen',
  'registrationBidClosed',
  'registrationDeadlinePassed',
  'registrationClosedAfterMeeting',
] as const;
export type RegistrationClosedReason = (typeof registrationClosedReasons)[number];

export type RegistrationInput = {
  status: ProjectStatus;
  isRegistrationDisabled: boolean;
  registrationDeadline: Date | null;
  dateClosing: Date | null;
  isCloseRegistrationAfterMeetingDate: boolean;
  hasSiteMeetings: boolean;
  meetings: readonly { date: Date | null }[];
  now: Date;
};

/**
 * Whether a supplier may register as a plan taker now, else the first reason it may not: the
 * setting that disables registration, a source not open (planned, closed, awarded), the closing
 * time reached, the registration deadline passed, or - with isCloseRegistrationAfterMeetingDate -
 * the last dated site meeting begun (decision 111). Every instant compares by the server clock.
 */
export function registrationState(
  input: RegistrationInput,
): { open: true; reason: null } | { open: false; reason: RegistrationClosedReason } {
  const closed = (reason: RegistrationClosedReason) => ({ open: false as const, reason });
  const now = input.now.getTime();
  if (input.isRegistrationDisabled) return closed('registrationDisabled');
  if (input.status !== 'Open') {
    const reading = opportunityStatusOf(input.status);
    return closed(
      reading === 'closed' || reading === 'awarded' ? 'registrationBidClosed' : 'registrationNotOpen',
    );
  }
  if (input.dateClosing && now >= input.dateClosing.getTime()) return closed('registrationBidClosed');
  if (input.registrationDeadline && now > input.registrationDeadline.getTime()) {
    return closed('registrationDeadlinePassed');
  }
  if (input.isCloseRegistrationAfterMeetingDate && input.hasSiteMeetings) {
    const dates = input.meetings.flatMap((m) => (m.date ? [m.date.getTime()] : []));
    if (dates.length > 0 && now >= Math.max(...dates)) return closed('registrationClosedAfterMeeting');
  }
  return { open: true, reason: null };
}

const iso = z.string();
const isoOrNull = z.string().nullable();

/** GET /api/v1/portal/{agency}: the agency and the server's clock. */
export const portalAgencyAnswerSchema = z.object({
  name: z.string(),
  domain: z.string(),
  timezone: z.string(),
  serverTime: iso,
});
export type PortalAgencyAnswer = z.infer<typeof portalAgencyAnswerSchema>;

/** A row of the public list. */
export const opportunitySummarySchema = z.object({
  id: z.number().int(),
  number: z.string(),
  name: z.string(),
  status: z.enum(opportunityStatuses),
  procurementMethod: z.string(),
  categories: z.array(z.string()),
  dateAvailable: isoOrNull,
  dateClosing: isoOrNull,
  datePlannedNotice: isoOrNull,
  plannedIssueDate: isoOrNull,
  /** Only for a signed-in supplier; false otherwise. */
  isRegistered: z.boolean(),
});
export type OpportunitySummary = z.infer<typeof opportunitySummarySchema>;

export const publicMeetingSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  location: z.string(),
  date: isoOrNull,
  endDate: isoOrNull,
  isMandatory: z.boolean(),
});

export const publicPersonSchema = z.object({
  fullName: z.string(),
  role: z.string(),
  /** Only with showTeamMembersContact (team members) or for purchasing reps. */
  email: z.string().nullable(),
});

/** GET /Opportunities/{projectId}: the opportunity page, with only what the source shows. */
export const opportunitySchema = opportunitySummarySchema.extend({
  description: z.string(),
  scope: z.string(),
  classification: z.string().nullable(),
  /** 1 online, 0 hard copy (000 §3). */
  submission: z.number().int(),
  submissionAddress: z.string(),
  publicOpening: z.boolean(),
  publicOpeningAddress: z.string(),
  questionDeadline: isoOrNull,
  registrationDeadline: isoOrNull,
  timezone: z.string(),
  serverTime: iso,
  /** null when the source hides them; otherwise the company names. */
  planTakers: z.array(z.string()).nullable(),
  meetings: z.array(publicMeetingSchema).nullable(),
  documents: z
    .array(
      z.object({
        id: z.number().int(),
        fileName: z.string(),
        sizeInByte: z.number(),
        pageCount: z.number().nullable(),
      }),
    )
    .nullable(),
  addenda: z.array(
    z.object({
      id: z.number().int(),
      number: z.number().int(),
      title: z.string(),
      fileName: z.string(),
      createdAt: iso,
      pageCount: z.number().nullable(),
    }),
  ),
  purchasingReps: z.array(publicPersonSchema).nullable(),
  teamMembers: z.array(publicPersonSchema).nullable(),
  /**
   * Closed or awarded: the names of the complete bids when showSubmitted (a sealed source's once
   * unsealed); null otherwise. Never prices or any other sealed content.
   */
  bidders: z.array(z.string()).nullable(),
  /** Awarded: the companies whose award the agency displays to the public, with the amount. */
  awardedTo: z.array(z.object({ companyName: z.string(), awardAmount: z.number().nullable() })).nullable(),
  registration: z.object({ open: z.boolean(), reason: z.enum(registrationClosedReasons).nullable() }),
  /** A signed-in, registered supplier may still bid (the bid page is another area's). */
  canSubmit: z.boolean(),
});
export type Opportunity = z.infer<typeof opportunitySchema>;
