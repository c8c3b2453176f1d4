/**
 * The query keys of the contract builder's envelopes, apart from their calls: the real-time bridge
 * (in the signed-in frame) marks them stale on `contractSignatureUpdate` without bringing the
 * builder's code or schemas into the frame's chunk.
 */
type NodeRef = { customerId: number; nodeId: number };

export const envelopeKeys = {
  all: (node: NodeRef) => ['envelopes', node.customerId, node.nodeId] as const,
  /** Every envelope of one contract, each whole (signers, documents, fields). */
  list: (node: NodeRef, contractId: number) => [...envelopeKeys.all(node), 'contract', contractId] as const,
  /** The agency's own licence: whether it may send, and how many envelopes are left. */
  licence: (node: NodeRef) => [...envelopeKeys.all(node), 'licence'] as const,
};
