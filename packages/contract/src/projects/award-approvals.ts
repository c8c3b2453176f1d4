/**
 * The award approval workflow (issue 8 §3, §4; 000 §3 Award approval, §4 award approval rules and
 * public page reachability, §5 approval rules, §6 award approver by token; 001 §3, §7): a report
 * on one supplier, ordered documents and ordered people who approve or review it in turn, some of
 * them outside the agency, through an emailed link.
 */
import { z } from 'zod';
import { idParamSchema, idSchema } from '../validation/ids.ts';
import { hasNoForbiddenCharacters } from '../validation/project-number.ts';

const id = idSchema();

/** 000 §3: one list for approvals and their people (each uses the part that applies to it). */
export const awardApprovalStatuses = [
  'Incomplete',
  'Approved',
  'Draft',
  'Pending Approval',
  'Email Sent',
  'Correcting',
  'Declined',
  'Cancelled',
  'Closed',
] as const;
export type AwardApprovalStatus = (typeof awardApprovalStatuses)[number];

/** The statuses an approval itself takes; its people are Draft, Email Sent, Approved or Declined. */
export const approvalStatuses = [
  'Incomplete',
  'Draft',
  'Pending Approval',
  'Correcting',
  'Declined',
  'Approved',
  'Cancelled',
  'Closed',
] as const satisfies readonly AwardApprovalStatus[];
export type ApprovalStatus = (typeof approvalStatuses)[number];

export const approverStatuses = [
  'Draft',
  'Email Sent',
  'Approved',
  'Declined',
] as const satisfies readonly AwardApprovalStatus[];
export type ApproverStatus = (typeof approverStatuses)[number];

export const approverKinds = ['TEAM_MEMBER', 'EMAIL'] as const;
export type ApproverKind = (typeof approverKinds)[number];
export const approverRoles = ['approver', 'reviewer'] as const;
export type ApproverRole = (typeof approverRoles)[number];

export const awardApprovalRules = {
  reportNameMax: 200,
  reportNumberMax: 60,
  fullNameMax: 200,
  titleMax: 200,
  emailMax: 254,
  commentsMax: 4000,
  cancelReasonMax: 1000,
  maxPeople: 20,
  maxDocuments: 50,
  /** How long an emailed link may wait before it is exchanged. */
  linkDays: 30,
  /** The approver's session once the link is exchanged: short, as the link can be resent. */
  sessionMinutes: 120,
  sessionCookie: 'procura_approver',
} as const;

/** Statuses of an approval sent and not yet decided: it must be cancelled before it is deleted. */
export const pendingApprovalStatuses: readonly ApprovalStatus[] = ['Pending Approval', 'Correcting'];

/**
 * Statuses that keep the Award action waiting (000 §4: blocked while an approval is pending). A
 * declined approval blocks too: it is reset and sent again, or cancelled with a reason.
 */
export const awardBlockingStatuses: readonly ApprovalStatus[] = [...pendingApprovalStatuses, 'Declined'];

/** Statuses an approval may be sent from (a correction is sent again from Correcting). */
export const sendableApprovalStatuses: readonly ApprovalStatus[] = ['Incomplete', 'Draft', 'Correcting'];

/** Statuses an approval may be cancelled from: sent, and the project not yet awarded. */
export const cancellableApprovalStatuses: readonly ApprovalStatus[] = [...awardBlockingStatuses, 'Approved'];

/** Statuses an approval may be deleted in: neither waiting on its people nor part of an award. */
export function isDeletableApproval(status: ApprovalStatus): boolean {
  return !pendingApprovalStatuses.includes(status) && status !== 'Closed';
}

/** Statuses in which the buyer may change the report, documents and people. */
export const editableApprovalStatuses: readonly ApprovalStatus[] = [
  'Incomplete',
  'Draft',
  'Pending Approval',
  'Correcting',
  'Declined',
];

const reportText = (max: number, invalid: string, tooLong: string) =>
  z
    .string()
    .trim()
    .min(1, invalid)
    .max(max, tooLong)
    .refine(hasNoForbiddenCharacters, 'awardApprovalForbiddenCharacters');

/** The approval's settings (000 §5: settings must be complete before save). */
export const awardApprovalSettingsSchema = z.object({
  reportName: reportText(
    awardApprovalRules.reportNameMax,
    'awardApprovalReportNameRequired',
    'awardApprovalReportNameTooLong',
  ),
  reportNumber: reportText(
    awardApprovalRules.reportNumberMax,
    'awardApprovalReportNumberRequired',
    'awardApprovalReportNumberTooLong',
  ),
  /** The supplier the award is proposed to: a complete submission of the project's source. */
  submissionId: idSchema('awardSubmissionInvalid'),
});
export type AwardApprovalSettings = z.infer<typeof awardApprovalSettingsSchema>;

export const awardApprovalInputSchema = awardApprovalSettingsSchema.extend({
  projectId: idSchema('invalidProjectId'),
});
export type AwardApprovalInput = z.infer<typeof awardApprovalInputSchema>;

/** PUT Awards/approvals/{id}: the settings and, when given, the documents' new order. */
export const updateAwardApprovalSchema = awardApprovalSettingsSchema.extend({
  documentIds: z.array(id).max(awardApprovalRules.maxDocuments).optional(),
});
export type UpdateAwardApproval = z.infer<typeof updateAwardApprovalSchema>;

/** A person of the workflow: an agency team member, or anyone by email. */
export const workflowPersonInputSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('TEAM_MEMBER'),
    userId: idSchema('awardApproverUserInvalid'),
    role: z.enum(approverRoles),
    title: z.string().trim().max(awardApprovalRules.titleMax, 'awardApproverTitleTooLong').default(''),
  }),
  z.object({
    kind: z.literal('EMAIL'),
    fullName: z
      .string()
      .trim()
      .min(1, 'awardApproverNameRequired')
      .max(awardApprovalRules.fullNameMax, 'awardApproverNameRequired'),
    email: z
      .string()
      .trim()
      .max(awardApprovalRules.emailMax, 'emailAddressBadFormat')
      .pipe(z.email('emailAddressBadFormat'))
      .transform((v) => v.toLowerCase()),
    role: z.enum(approverRoles),
    title: z.string().trim().max(awardApprovalRules.titleMax, 'awardApproverTitleTooLong').default(''),
  }),
]);
export type WorkflowPersonInput = z.infer<typeof workflowPersonInputSchema>;

/** PUT awards/approvals/{id}/workflow: a person's role and title (who they are stays). */
export const updateWorkflowPersonSchema = z.object({
  id: idSchema('awardApproverInvalid'),
  role: z.enum(approverRoles),
  title: z.string().trim().max(awardApprovalRules.titleMax, 'awardApproverTitleTooLong'),
});

export const reorderSchema = z.object({
  ids: z.array(id).min(1).max(Math.max(awardApprovalRules.maxPeople, awardApprovalRules.maxDocuments)),
});

export const approvalStatusChangeQuerySchema = z.object({
  /** Cancelled (with a reason) or Draft (reset a declined or cancelled approval). */
  status: z.enum(['Cancelled', 'Draft'], 'invalidParameter'),
});
export const approvalStatusChangeBodySchema = z.object({
  reason: z.string().trim().max(awardApprovalRules.cancelReasonMax, 'awardApprovalReasonTooLong').default(''),
});

export const summaryReportQuerySchema = z.object({
  /** Whether the report joins the approval's documents (else it is only answered). */
  attach: z.enum(['true', 'false'], 'invalidParameter').default('false'),
});
export const downloadReportQuerySchema = z.object({
  fileType: z.enum(['pdf'], 'awardApprovalReportTypeInvalid').default('pdf'),
});

export const awardApprovalDocumentSchema = z.object({
  id,
  fileName: z.string(),
  type: z.string(),
  sizeInByte: z.number().int(),
  /** The approval's own summary report, made by POST {id}/summary-report?attach=true. */
  isSummaryReport: z.boolean(),
});
export type AwardApprovalDocument = z.infer<typeof awardApprovalDocumentSchema>;

export const workflowPersonSchema = z.object({
  id,
  kind: z.enum(approverKinds),
  userId: id.nullable(),
  fullName: z.string(),
  email: z.string(),
  title: z.string(),
  role: z.enum(approverRoles),
  status: z.enum(approverStatuses),
  comments: z.string(),
  emailSentAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type WorkflowPerson = z.infer<typeof workflowPersonSchema>;

export const awardApprovalSchema = z.object({
  id,
  projectId: id,
  tenderId: id,
  reportName: z.string(),
  reportNumber: z.string(),
  submissionId: id,
  companyName: z.string(),
  status: z.enum(approvalStatuses),
  cancelReason: z.string(),
  sentAt: z.string().nullable(),
  documents: z.array(awardApprovalDocumentSchema),
  workflow: z.array(workflowPersonSchema),
  /** What still keeps it from being sent, in the catalogue's keys (empty when it can be). */
  missing: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AwardApproval = z.infer<typeof awardApprovalSchema>;

export const approvalIdParamsSchema = z.object({ approvalId: idParamSchema('invalidAwardApprovalId') });
export const approvalDocumentParamsSchema = approvalIdParamsSchema.extend({
  documentId: idParamSchema('invalidDocumentId'),
});
export const approvalPersonParamsSchema = approvalIdParamsSchema.extend({
  workflowId: idParamSchema('awardApproverInvalid'),
});

/** What the approval still lacks before it can be sent (000 §5). */
export function missingForSend(facts: {
  documents: number;
  people: readonly { role: ApproverRole }[];
}): string[] {
  const missing: string[] = [];
  if (facts.documents === 0) missing.push('awardApprovalNeedsDocument');
  if (!facts.people.some((p) => p.role === 'approver')) missing.push('awardApprovalNeedsApprover');
  return missing;
}

/** The status of an approval not yet sent: Draft once it can be sent, else Incomplete. */
export function unsentStatus(missing: readonly string[]): ApprovalStatus {
  return missing.length === 0 ? 'Draft' : 'Incomplete';
}

// ---- The public approval page (001 §3 Award approval public view) ----

/** The body of POST approvals/{approvalId}/approver/{workflowId}: the link's token, once. */
export const approverExchangeSchema = z.object({
  uat: z.string().min(1, 'awardApprovalLinkInvalid').max(200, 'awardApprovalLinkInvalid'),
});

export const approverParamsSchema = z.object({
  approvalId: idParamSchema('awardApprovalLinkInvalid'),
  workflowId: idParamSchema('awardApprovalLinkInvalid'),
});
export const approverDocumentParamsSchema = approverParamsSchema.extend({
  documentId: idParamSchema('invalidDocumentId'),
});

export const approverDecisionQuerySchema = z.object({
  status: z.enum(['Approved', 'Declined'], 'invalidParameter'),
});
/** 001 §7: the decision's body is the comments, a JSON string. */
export const approverDecisionBodySchema = z
  .string()
  .max(awardApprovalRules.commentsMax, 'awardApprovalCommentsTooLong')
  .transform((v) => v.trim());

export const approverViewSchema = z.object({
  status: z.enum(approvalStatuses),
  awardApprovalWorkflows: z.array(z.object({ fullName: z.string(), status: z.enum(approverStatuses) })),
  awardApprovalDocuments: z.array(awardApprovalDocumentSchema.omit({ isSummaryReport: true })),
  approver: z.object({
    id,
    fullName: z.string(),
    role: z.enum(approverRoles),
    status: z.enum(approverStatuses),
    comments: z.string(),
    decidedAt: z.string().nullable(),
  }),
  agencyName: z.string(),
  projectName: z.string(),
  projectNumber: z.string(),
  reportName: z.string(),
  reportNumber: z.string(),
  companyName: z.string(),
});
export type ApproverView = z.infer<typeof approverViewSchema>;

/**
 * 000 §4: the page is reachable while the approval is being corrected (it then says so), or once
 * this person was sent the link (Email Sent) or decided; otherwise it sends them to /login.
 */
export function isApproverPageReachable(approval: ApprovalStatus, person: ApproverStatus): boolean {
  if (approval === 'Cancelled') return false;
  if (approval === 'Correcting') return true;
  return person === 'Email Sent' || person === 'Approved' || person === 'Declined';
}

/** Whether the person may decide now: an approver whose turn it is on a pending approval. */
export function mayDecide(approval: ApprovalStatus, person: { status: ApproverStatus; role: ApproverRole }) {
  return approval === 'Pending Approval' && person.status === 'Email Sent' && person.role === 'approver';
}

/** The public page's path, as the emailed link names it. */
export function approverPagePath(approvalId: number, workflowId: number): string {
  return `/approval/${approvalId}/approver/${workflowId}`;
}

/** Whether a page address is the public approval page (its answer must not leak the link). */
export function isApproverPage(url: string): boolean {
  return /^\/approval\/\d+\/approver\/\d+(?:[/?#]|$)/i.test(url);
}
