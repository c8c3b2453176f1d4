import {
  type Contract,
  type ContractAction,
  type ContractInput,
  type ContractVendorInvitationInput,
  contractsEndpoints as endpoints,
  type PurchaseOrderInput,
  type PurchaseOrderList,
  type StartContract,
  supplierLookupQuerySchema,
} from '@procura/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../platform/api/client.ts';
import { callEndpoint, firstOf, pageOf } from '../../../platform/api/endpoint-call.ts';
import { i18n } from '../../../platform/i18n/index.ts';
import { type NodeRef, useNodeRef } from '../../../platform/session/session-context.tsx';

/**
 * The Contract area's calls (issue 9 §1-2; server module contracts, paths in docs/api.md). A change
 * to the contract answers the whole contract, which replaces the cached one; a change to the
 * purchase orders answers the whole list with its totals. Calls do not notify on their own: the
 * caller shows a refusal beside its field or in a notice.
 */
type StatusAction = Exclude<ContractAction, 'start'>;

const inPlace = { notifyOnError: false } as const;
const one = (node: NodeRef, contractId: number) => ({ ...node, contractId });
const supplierOf = (node: NodeRef, contractId: number, vendorId: number) => ({
  ...node,
  contractId,
  vendorId,
});

export const contractKeys = {
  /** Everything read about one project's contract: a change to the contract marks all of it stale. */
  all: (node: NodeRef, projectId: number) => ['contracts', node.customerId, node.nodeId, projectId] as const,
  contract: (node: NodeRef, projectId: number) => [...contractKeys.all(node, projectId), 'contract'] as const,
  invitations: (node: NodeRef, projectId: number, contractId: number) =>
    [...contractKeys.all(node, projectId), 'invitations', contractId] as const,
  purchaseOrders: (node: NodeRef, projectId: number, contractId: number) =>
    [...contractKeys.all(node, projectId), 'purchaseOrders', contractId] as const,
  lookup: (node: NodeRef, search: string) =>
    ['contracts', node.customerId, node.nodeId, 'supplierLookup', search] as const,
};

/** The project's contract, or null when it has none (GET /Contracts?projectId answers 0 or 1). */
export function useProjectContract(projectId: number, enabled = true) {
  const node = useNodeRef();
  return useQuery({
    queryKey: contractKeys.contract(node, projectId),
    queryFn: async ({ signal }) =>
      firstOf(
        await callEndpoint(endpoints.list, { params: node, query: { projectId } }, { signal, ...inPlace }),
      ),
    enabled,
  });
}

/**
 * Puts an answered contract in the cache. The purchase orders' totals and the invitations follow
 * from the contract (its amount, its status), so they are read again.
 */
export function useContractCache(projectId: number) {
  const node = useNodeRef();
  const client = useQueryClient();
  return {
    put(contract: Contract | null) {
      const one = contractKeys.contract(node, projectId);
      if (contract) client.setQueryData(one, contract);
      void client.invalidateQueries({
        queryKey: contractKeys.all(node, projectId),
        // The answer is the contract as it now is: reading it again would only repeat it.
        predicate: (query) => !contract || query.queryKey[4] !== 'contract',
      });
    },
  };
}

/** Start Contract: creates the contract from the award when there is none, and starts it. */
export async function startContract(node: NodeRef, input: StartContract) {
  return firstOf(await callEndpoint(endpoints.start, { params: node, body: input }, inPlace));
}

/** Saves the details and dates whole; 409 contractReactivateConfirm asks for `confirmReactivate`. */
export async function saveContract(node: NodeRef, contractId: number, input: ContractInput) {
  return firstOf(
    await callEndpoint(endpoints.update, { params: one(node, contractId), body: input }, inPlace),
  );
}

export async function changeContractStatus(
  node: NodeRef,
  contractId: number,
  action: StatusAction,
  reason = '',
) {
  const body = reason ? { action, reason } : { action };
  return firstOf(
    await callEndpoint(endpoints.changeStatus, { params: one(node, contractId), body }, inPlace),
  );
}

export async function addSupplier(node: NodeRef, contractId: number, vendorId: number) {
  return firstOf(
    await callEndpoint(endpoints.addSupplier, { params: supplierOf(node, contractId, vendorId) }, inPlace),
  );
}

export async function removeSupplier(node: NodeRef, contractId: number, vendorId: number) {
  return firstOf(
    await callEndpoint(endpoints.removeSupplier, { params: supplierOf(node, contractId, vendorId) }, inPlace),
  );
}

export async function setSupplierActive(
  node: NodeRef,
  contractId: number,
  vendorId: number,
  active: boolean,
) {
  const endpoint = active ? endpoints.activateSupplier : endpoints.deactivateSupplier;
  return firstOf(await callEndpoint(endpoint, { params: supplierOf(node, contractId, vendorId) }, inPlace));
}

/** Whether the text may be searched: the server's own query rule (at least 3 characters). */
export function isSearchable(search: string): boolean {
  return supplierLookupQuerySchema.safeParse({ search }).success;
}

/** The agency's suppliers whose name holds `search`; nothing is asked while the text is too short. */
export function useSupplierLookup(search: string) {
  const node = useNodeRef();
  const text = search.trim();
  return useQuery({
    queryKey: contractKeys.lookup(node, text),
    queryFn: async ({ signal }) =>
      pageOf(
        await callEndpoint(
          endpoints.supplierLookup,
          { params: node, query: { search: text } },
          { signal, ...inPlace },
        ),
      ).values,
    enabled: isSearchable(text),
  });
}

export function useContractInvitations(projectId: number, contractId: number) {
  const node = useNodeRef();
  return useQuery({
    queryKey: contractKeys.invitations(node, projectId, contractId),
    queryFn: async ({ signal }) =>
      pageOf(
        await callEndpoint(
          endpoints.invitations,
          { params: node, query: { contractId } },
          { signal, ...inPlace },
        ),
      ),
  });
}

export async function inviteSupplier(node: NodeRef, input: ContractVendorInvitationInput) {
  return firstOf(await callEndpoint(endpoints.invite, { params: node, body: input }, inPlace));
}

export async function withdrawInvitation(node: NodeRef, contractVendorInvitationId: number) {
  await callEndpoint(
    endpoints.withdrawInvitation,
    { params: node, query: { contractVendorInvitationId } },
    inPlace,
  );
}

export function usePurchaseOrders(projectId: number, contractId: number) {
  const node = useNodeRef();
  return useQuery({
    queryKey: contractKeys.purchaseOrders(node, projectId, contractId),
    queryFn: async ({ signal }) => {
      const list = firstOf(
        await callEndpoint(
          endpoints.purchaseOrders,
          { params: one(node, contractId) },
          { signal, ...inPlace },
        ),
      );
      if (!list) throw new ApiError(0, [i18n.t('unknownError')]);
      return list;
    },
  });
}

/** Adds an order, or changes one; answers the whole list with its totals (null: read it again). */
export async function savePurchaseOrder(
  node: NodeRef,
  contractId: number,
  input: PurchaseOrderInput,
  id?: number,
): Promise<PurchaseOrderList | null> {
  const answer =
    id === undefined
      ? await callEndpoint(
          endpoints.createPurchaseOrder,
          { params: one(node, contractId), body: input },
          inPlace,
        )
      : await callEndpoint(
          endpoints.updatePurchaseOrder,
          { params: { ...one(node, contractId), purchaseOrderId: id }, body: input },
          inPlace,
        );
  return firstOf(answer);
}

export async function deletePurchaseOrder(node: NodeRef, contractId: number, id: number) {
  return firstOf(
    await callEndpoint(
      endpoints.deletePurchaseOrder,
      { params: { ...one(node, contractId), purchaseOrderId: id } },
      inPlace,
    ),
  );
}
