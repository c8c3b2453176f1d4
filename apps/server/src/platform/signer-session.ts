/** An envelope signer's short session, loaded once per request by the access guard (kind 'signer'). */
export type SignerContext = {
  sessionId: number;
  customerId: number;
  envelopeId: number;
  signerId: number;
  expiresAt: Date;
};
