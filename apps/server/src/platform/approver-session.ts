/** An award approver's short session, loaded once per request by the access guard (kind 'approver'). */
export type ApproverContext = {
  sessionId: number;
  customerId: number;
  approvalId: number;
  workflowId: number;
  expiresAt: Date;
};
