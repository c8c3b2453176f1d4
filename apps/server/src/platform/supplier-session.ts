/** A signed-in supplier's identity, loaded once per request by the access guard (kind 'supplier'). */
export type SupplierContext = {
  sessionId: number;
  customerId: number;
  /** The agency's domain: the portal path's `{agency}` must name it. */
  agency: string;
  tenderNodeId: number;
  vendorId: number;
  contactId: number;
  idleExpiresAt: Date;
  expiresAt: Date;
};
