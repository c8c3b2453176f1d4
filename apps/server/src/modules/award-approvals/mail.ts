import { approverPagePath, awardApprovalRules } from '@procura/contract';
import type { AppContext } from '../../platform/context.ts';
import { enqueueNotice } from '../../platform/notices.ts';
import type { Tx } from '../../platform/tenancy.ts';

/** The mails of the award approval workflow, through the outbox in the caller's transaction. */

export type ApprovalFacts = {
  customerId: number;
  id: number;
  projectId: number;
  agencyName: string;
  projectName: string;
  projectNumber: string;
  reportName: string;
  reportNumber: string;
  companyName: string;
};
type Person = { id: number; fullName: string; email: string; role: 'approver' | 'reviewer' };

const about = (a: ApprovalFacts) => ({
  ProjectName: a.projectName,
  ProjectNumber: a.projectNumber,
  ReportName: a.reportName,
  ReportNumber: a.reportNumber,
  CompanyName: a.companyName,
});

/** The link that opens the public approval page; its token is exchanged once for a session. */
export function mailApprovalLink(tx: Tx, ctx: AppContext, a: ApprovalFacts, to: Person, token: string) {
  const link = `${ctx.config.publicUrl}${approverPagePath(a.id, to.id)}?uat=${encodeURIComponent(token)}`;
  return enqueueNotice(tx, ctx, {
    customerId: a.customerId,
    projectId: a.projectId,
    to: to.email,
    kind: to.role === 'approver' ? 'awardApprovalRequest' : 'awardApprovalReview',
    values: {
      FullName: to.fullName,
      AgencyName: a.agencyName,
      ...about(a),
      Days: String(awardApprovalRules.linkDays),
      Link: link,
    },
  });
}

/** To the people who had the link: the approval was withdrawn, with the buyer's reason. */
export function mailApprovalCancelled(tx: Tx, ctx: AppContext, a: ApprovalFacts, to: Person, reason: string) {
  return enqueueNotice(tx, ctx, {
    customerId: a.customerId,
    projectId: a.projectId,
    to: to.email,
    kind: 'awardApprovalCancelled',
    values: { FullName: to.fullName, AgencyName: a.agencyName, ...about(a), Reason: reason },
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
  const mail = { customerId: a.customerId, projectId: a.projectId, to: to.email };
  return outcome.status === 'Approved'
    ? enqueueNotice(tx, ctx, {
        ...mail,
        kind: 'awardApprovalApproved',
        values: { FirstName: to.firstName, ...about(a) },
      })
    : enqueueNotice(tx, ctx, {
        ...mail,
        kind: 'awardApprovalDeclined',
        values: {
          FirstName: to.firstName,
          ApproverName: outcome.by,
          Comments: outcome.comments,
          ...about(a),
        },
      });
}
