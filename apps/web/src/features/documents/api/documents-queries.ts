import { useQuery } from '@tanstack/react-query';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { fetchDocuments } from './documents-api.ts';

/** Keys carry the customer and node, so an agency switch refetches. */
export const documentKeys = {
  ofTender: (customerId: number, nodeId: number, tenderId: number) =>
    ['documents', customerId, nodeId, tenderId] as const,
};

export function useDocuments(tenderId: number) {
  const node = useNodeRef();
  return useQuery({
    queryKey: documentKeys.ofTender(node.customerId, node.nodeId, tenderId),
    queryFn: ({ signal }) => fetchDocuments(node, tenderId, signal),
  });
}
