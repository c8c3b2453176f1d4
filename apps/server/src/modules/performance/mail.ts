import {
  evaluationPagePath,
  type PerformanceEvaluationStatus,
  portalPath,
  reviewingRole,
  type sendEvaluationEmailSchema,
  supplierEvaluationPagePath,
  supplierVisibleStatuses,
  type WorkflowAction,
  type WorkflowRole,
} from '@procura/contract';
import type { z } from 'zod';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest } from '../../platform/errors.ts';
import { enqueueNotice } from '../../platform/notices.ts';
import { inTenant, type Tx } from '../../platform/tenancy.ts';
import { findCustomer } from '../customers/index.ts';
import { type EvaluationRow, findEvaluationContext } from './evaluation-queries.ts';
import { type EvaluationViewer, requireEvaluation, reviewerFor } from './evaluation-rights.ts';
import { findActivePeople, findSupplierContacts } from './setup-queries.ts';

/**
 * The mails of supplier performance (issue 23 §2), through the outbox in the caller's transaction:
 * whoever an evaluation now waits on hears of it (the reviewer whose turn it is, the evaluator of a
 * due or returned one, the supplier in its review, the agency's evaluator and creator of an
 * appeal), and SendEmail's reminders and notes. Links open the agency's page or the supplier's
 * portal page (PreviewLinks answers the same two).
 */

type Recipient = { email: string; firstName: string };
/** Who is mailed: the agency's people (linked to its page) or the supplier's (to the portal's). */
type Audience = { side: 'agency' | 'supplier'; recipients: Recipient[] };
type Reason = 'due' | 'reminder' | WorkflowAction;

const roleNames: Record<WorkflowRole, string> = {
  projectLead: 'project lead',
  projectLeadManager: "project lead's manager",
  procurementLead: 'procurement lead',
  purchasingManager: 'procurement/purchasing manager',
  director: 'director',
};

const isSupplierVisible = (status: PerformanceEvaluationStatus) =>
  (supplierVisibleStatuses as readonly string[]).includes(status);

async function people(tx: Tx, row: EvaluationRow, ids: (number | null)[]): Promise<Recipient[]> {
  const wanted = ids.filter((id): id is number => id !== null);
  const found = await findActivePeople(tx, row.customerId, wanted);
  return [...new Set(wanted)].flatMap((id) => found.filter((p) => p.id === id));
}

/** Whom the evaluation waits on in its status (nobody once it is complete or expired). */
export async function waitingOn(tx: Tx, row: EvaluationRow): Promise<Audience> {
  const agency = async (ids: (number | null)[]): Promise<Audience> => ({
    side: 'agency',
    recipients: await people(tx, row, ids),
  });
  const role = reviewingRole(row.status);
  if (role !== null) return agency([reviewerFor(row, role)]);
  switch (row.status) {
    case 'Scheduled':
    case 'Draft-Unassigned':
    case 'In Progress':
      // The evaluator's work, or whoever made it while no evaluator is named.
      return agency([row.evaluatorId ?? row.createdById]);
    case 'Pending Supplier/Vendor Review':
      return { side: 'supplier', recipients: await findSupplierContacts(tx, row.customerId, row.vendorId) };
    case 'Under Appeal':
      return agency([row.evaluatorId, row.createdById]);
    default:
      return { side: 'agency', recipients: [] };
  }
}

/** Where the agency and the supplier open the evaluation; the supplier's only from its review on. */
export function evaluationLinks(ctx: AppContext, row: EvaluationRow, agencyDomain: string) {
  const origin = ctx.config.publicUrl.replace(/\/$/, '');
  return {
    agencyUrl: `${origin}${evaluationPagePath(row.id)}`,
    supplierUrl: isSupplierVisible(row.status)
      ? `${origin}${portalPath(agencyDomain, supplierEvaluationPagePath(row.id))}`
      : null,
  };
}

type About = { agency: string; company: string; contract: string | null };

/** How the mails name the evaluation: "the interim performance evaluation of … on …". */
const evaluationPhrase = (row: EvaluationRow, about: About) =>
  `the ${row.type.toLowerCase()} performance evaluation of ${about.company}${about.contract ? ` on ${about.contract}` : ''}`;

/** A written text set apart by a blank line either side, or nothing (the notices' #Comment#). */
const setApart = (text: string | null | undefined) => (text ? `\n${text}\n` : '');

/** What a step's mail says, by the status the evaluation is now in and why it got there. */
function stepWording(
  row: EvaluationRow,
  about: About,
  reason: Exclude<Reason, 'reminder'>,
  comment: string,
): { Subject: string; Message: string; Comment: string } {
  const what = evaluationPhrase(row, about);
  const capitalized = `${what[0]?.toUpperCase()}${what.slice(1)}`;
  const role = reviewingRole(row.status);
  if (role !== null) {
    return {
      Subject: `Performance evaluation to review: ${about.company}`,
      Message: `${about.agency} asks you, as ${roleNames[role]}, to review ${what}.`,
      Comment: setApart(comment),
    };
  }
  switch (row.status) {
    case 'Pending Supplier/Vendor Review':
      return {
        Subject: `${about.agency} has evaluated your performance`,
        Message: [
          `${about.agency} has completed ${what}.`,
          `Please read it and acknowledge it${row.allowAppeal ? ', or appeal it,' : ''} by ${row.supplierReviewEndsOn ?? ''}.`,
        ].join('\n'),
        Comment: '',
      };
    case 'Under Appeal':
      return {
        Subject: `Performance evaluation appealed: ${about.company}`,
        Message: `${about.company} has appealed ${what}.`,
        Comment: setApart(row.appealReason),
      };
    default:
      return reason === 'return'
        ? {
            Subject: `Performance evaluation returned: ${about.company}`,
            Message: `${capitalized} was returned to you.`,
            Comment: setApart(comment),
          }
        : {
            Subject: `Performance evaluation due: ${about.company}`,
            Message: `${capitalized} is due. Submit it by ${row.expiresOn}.`,
            Comment: setApart(comment),
          };
  }
}

/** Mails the audience about the evaluation, each side with the link to its own page. */
async function mailAbout(
  tx: Tx,
  ctx: AppContext,
  row: EvaluationRow,
  { side, recipients }: Audience,
  note: { reason: Reason; comment?: string },
) {
  if (recipients.length === 0) return;
  const agency = await findCustomer(tx, row.customerId);
  const context = await findEvaluationContext(tx, row.customerId, row.id);
  const about = {
    agency: agency?.displayName ?? '',
    company: context?.companyName ?? '',
    contract: context?.contractName ?? null,
  };
  const links = evaluationLinks(ctx, row, agency?.domain ?? '');
  // The supplier is mailed only once it may see the evaluation, so its page is always there.
  const link = (side === 'supplier' ? links.supplierUrl : links.agencyUrl) ?? '';
  const comment = note.comment ?? '';
  for (const to of recipients) {
    const mail = { customerId: row.customerId, to: to.email, projectId: context?.projectId ?? null };
    const greeting = { FirstName: to.firstName, Link: link };
    if (note.reason === 'reminder') {
      await enqueueNotice(tx, ctx, {
        ...mail,
        kind: 'performanceEvaluationReminder',
        values: {
          ...greeting,
          CompanyName: about.company,
          Evaluation: evaluationPhrase(row, about),
          Comment: setApart(comment),
        },
      });
    } else {
      await enqueueNotice(tx, ctx, {
        ...mail,
        kind: 'performanceEvaluationStep',
        values: { ...greeting, ...stepWording(row, about, note.reason, comment) },
      });
    }
  }
}

/** Mails whoever the evaluation now waits on, after it was made due or took a step. */
export async function notifyWaiting(
  tx: Tx,
  ctx: AppContext,
  row: EvaluationRow,
  note: { reason: Exclude<Reason, 'reminder'>; comment?: string },
) {
  await mailAbout(tx, ctx, row, await waitingOn(tx, row), note);
}

/** GET /PreviewLinks?performanceEvaluationId. */
export async function previewLinks(ctx: AppContext, viewer: EvaluationViewer, id: number) {
  return inTenant(ctx.db, viewer.customerId, async (tx) => {
    const row = await requireEvaluation(tx, viewer, id);
    const agency = await findCustomer(tx, viewer.customerId);
    return evaluationLinks(ctx, row, agency?.domain ?? '');
  });
}

/**
 * POST /SendEmail?performanceEvaluationId: a reminder to whoever it waits on, or to its evaluator,
 * or a note to the supplier once it may see the evaluation; answers the addresses mailed.
 */
export async function sendEvaluationEmail(
  ctx: AppContext,
  viewer: EvaluationViewer,
  id: number,
  input: z.output<typeof sendEvaluationEmailSchema>,
): Promise<{ recipients: string[] }> {
  return inTenant(ctx.db, viewer.customerId, async (tx) => {
    const row = await requireEvaluation(tx, viewer, id);
    let audience: Audience;
    if (input.to === 'supplier') {
      if (!isSupplierVisible(row.status)) throw badRequest('performanceActionNotAllowed');
      audience = {
        side: 'supplier',
        recipients: await findSupplierContacts(tx, row.customerId, row.vendorId),
      };
    } else if (input.to === 'evaluator') {
      audience = { side: 'agency', recipients: await people(tx, row, [row.evaluatorId]) };
    } else {
      audience = await waitingOn(tx, row);
    }
    const recipients = audience.recipients;
    if (recipients.length === 0) throw badRequest({ key: 'invalidParameter', params: { field: 'to' } });
    await mailAbout(tx, ctx, row, audience, { reason: 'reminder', comment: input.message });
    await recordAudit(tx, ctx.clock, {
      ...byActor(viewer),
      action: 'performanceEvaluation.emailed',
      entityType: 'performanceEvaluation',
      entityId: row.id,
      vendorId: row.vendorId,
      after: { to: input.to, recipients: recipients.map((r) => r.email) },
    });
    return { recipients: recipients.map((r) => r.email) };
  });
}
