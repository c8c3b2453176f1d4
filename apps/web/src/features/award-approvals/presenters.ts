import type { MantineColor } from '@mantine/core';
import {
  type AwardApproval,
  type AwardApprovalStatus,
  cancellableApprovalStatuses,
  editableApprovalStatuses,
  isDeletableApproval,
  sendableApprovalStatuses,
  type WorkflowPerson,
} from '@procura/contract';
import type { UiKey } from '../../platform/i18n/ui-en.ts';

/** The spec's status words (000 §3), for approvals and their people alike. */
export const approvalStatusLabels = {
  Incomplete: 'awardApprovalsStatusIncomplete',
  Approved: 'awardApprovalsStatusApproved',
  Draft: 'awardApprovalsStatusDraft',
  'Pending Approval': 'awardApprovalsStatusPendingApproval',
  'Email Sent': 'awardApprovalsStatusEmailSent',
  Correcting: 'awardApprovalsStatusCorrecting',
  Declined: 'awardApprovalsStatusDeclined',
  Cancelled: 'awardApprovalsStatusCancelled',
  Closed: 'awardApprovalsStatusClosed',
} as const satisfies Record<AwardApprovalStatus, UiKey>;

export const statusColors: Record<AwardApprovalStatus, MantineColor> = {
  Incomplete: 'gray',
  Draft: 'gray',
  'Pending Approval': 'yellow',
  'Email Sent': 'blue',
  Correcting: 'orange',
  Declined: 'red',
  Approved: 'green',
  Cancelled: 'dark',
  Closed: 'teal',
};

export const roleLabels = {
  approver: 'awardApprovalsRoleApprover',
  reviewer: 'awardApprovalsRoleReviewer',
} as const satisfies Record<WorkflowPerson['role'], UiKey>;

/**
 * What the buyer may do with an approval in its status (000 §4, §5), from the contract's lists so
 * that buttons show only where the server would accept the call; the server still decides.
 */
export function approvalActions(approval: AwardApproval) {
  const { status } = approval;
  return {
    edit: editableApprovalStatuses.includes(status),
    send: sendableApprovalStatuses.includes(status),
    /** Whether nothing is missing: a Send with something missing would only be refused. */
    ready: approval.missing.length === 0,
    cancel: cancellableApprovalStatuses.includes(status),
    reset: status === 'Declined' || status === 'Cancelled',
    delete: isDeletableApproval(status),
  };
}

/** A new link goes only to the person whose turn it is; a decline is reset person by person. */
export function personActions(approval: AwardApproval, person: WorkflowPerson) {
  return {
    resend: approval.status === 'Pending Approval' && person.status === 'Email Sent',
    reset: person.status === 'Declined',
  };
}
