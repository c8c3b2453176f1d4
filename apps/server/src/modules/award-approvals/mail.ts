import { approverPagePath, awardApprovalRules } from '@procura/contract';
import type { AppContext } from '../../platform/context.ts';
import { enqueueMail } from '../../platform/mail.ts';
import type { Tx } from '../../platform/tenancy.ts';

/** The mails of the award approval workflow, through the outbox in the caller's transaction. */

export type ApprovalFacts = {
  customerId: number;
  id: number;
  agencyName: string;
  projectName: string;
  projectNumber: string;
  reportName: string;
  reportNumber: string;
  companyName: string;
};
type Person = { id: number; fullName: string; email: string; role: 'approver' | 'reviewer' };

const about = (a: ApprovalFacts) =>
  [
    `Project: ${a.projectName} (${a.projectNumber})`,
    `Report: ${a.reportName} (${a.reportNumber})`,
    `Supplier: ${a.companyName}`,
  ].join('\n');

/** The link that opens the public approval page; its token is exchanged once for a session. */
export function mailApprovalLink(tx: Tx, ctx: AppContext, a: ApprovalFacts, to: Person, token: string) {
  const link = `${ctx.config.publicUrl}${approverPagePath(a.id, to.id)}?uat=${encodeURIComponent(token)}`;
  const asked =
    to.role === 'approver'
      ? `${a.agencyName} asks you to approve or decline the award below.`
      : `${a.agencyName} shares the award below with you for your review; no decision is asked of you.`;
  return enqueueMail(tx, ctx.clock, {
    customerId: a.customerId,
    to: to.email,
    kind: to.role === 'approver' ? 'awardApprovalRequest' : 'awardApprovalReview',
    subject: `Award ${to.role === 'approver' ? 'approval' : 'review'}: ${a.projectName} (${a.reportNumber})`,
    text: [
      `Hello ${to.fullName},`,
      '',
      asked,
      '',
      about(a),
      '',
      `Open this link within ${awardApprovalRules.linkDays} days to see the documents:`,
      link,
      '',
      'The link works once and opens a session in that browser; if it no longer works, ask the agency to send it again. Do not forward this message.',
    ].join('\n'),
  });
}

/** To the people who had the link: the approval was withdrawn, with the buyer's reason. */
export function mailApprovalCancelled(tx: Tx, ctx: AppContext, a: ApprovalFacts, to: Person, reason: string) {
  return enqueueMail(tx, ctx.clock, {
    customerId: a.customerId,
    to: to.email,
    kind: 'awardApprovalCancelled',
    subject: `Award approval cancelled: ${a.projectName} (${a.reportNumber})`,
    text: [
      `Hello ${to.fullName},`,
      '',
      `${a.agencyName} cancelled the award approval below; your link no longer works.`,
      '',
      about(a),
      '',
      `Reason: ${reason}`,
    ].join('\n'),
  });
}

/** To the buyer who made the approval: a decision that ends the round (declined, or all approved). */
export function mailApprovalOutcome(
  tx: Tx,
  ctx: AppContext,
  a: ApprovalFacts,
  to: { email: string; firstName: string },
  outcome: { status: 'Approved' } | { status: 'Declined'; by: string; comments: string },
) {
  const lines =
    outcome.status === 'Approved'
      ? ['Every approver approved the award below. The project can now be awarded.']
      : [
          `${outcome.by} declined the award below. Reset the approval before sending it again.`,
          '',
          `Comments: ${outcome.comments}`,
        ];
  return enqueueMail(tx, ctx.clock, {
    customerId: a.customerId,
    to: to.email,
    kind: outcome.status === 'Approved' ? 'awardApprovalApproved' : 'awardApprovalDeclined',
    subject: `Award approval ${outcome.status.toLowerCase()}: ${a.projectName} (${a.reportNumber})`,
    text: [`Hello ${to.firstName},`, '', ...lines, '', about(a)].join('\n'),
  });
}
