import {
  type Contract,
  type ContractAction,
  type ContractInput,
  type ContractVendorInvitation,
  type ContractVendorInvitationInput,
  contractSchema,
  contractVendorInvitationSchema,
  type PurchaseOrderInput,
  type PurchaseOrderList,
  purchaseOrderListSchema,
  type StartContract,
  type SupplierLookup,
  supplierLookupQuerySchema,
} from '@procura/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ApiError,
  type ApiRequestOptions,
  apiRequest,
  readList,
  readOne,
} from '../../platform/api/client.ts';
import { nodeBase } from '../../platform/api/paths.ts';
import { i18n } from '../../platform/i18n/index.ts';
import { useNodeRef } from '../../platform/session/session-context.tsx';

/**
 * The Contract area's calls (issue 9 §1-2; server module contracts, paths in docs/api.md). A change
 * to the contract answers the whole contract, which replaces the cached one; a change to the
 * purchase orders answers the whole list with its totals. Calls do not notify on their own: the
 * caller shows a refusal beside its field or in a notice.
 */
type NodeRef = { customerId: number; nodeId: number };
type StatusAction = Exclude<ContractAction, 'start'>;

const inPlace = { notifyOnError: false } as const;
const tenant = (node: NodeRef) => nodeBase(node.customerId, node.nodeId);
const contractsPath = (node: NodeRef) => `${tenant(node)}/Contracts`;
const onePath = (node: NodeRef, contractId: number) => `${contractsPath(node)}/${contractId}`;
const invitationsPath = (node: NodeRef) => `${tenant(node)}/ContractVendorInvitations`;

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
      readList<Contract>(
        await apiRequest<unknown>(contractsPath(node), { query: { projectId }, signal, ...inPlace }),
        'contract',
      ).values[0] ?? null,
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

const contractOf = (body: unknown) => readOne(contractSchema, body, 'contract');

async function call(path: string, options: ApiRequestOptions = {}): Promise<Contract | null> {
  return contractOf(await apiRequest<unknown>(path, { method: 'POST', ...options, ...inPlace }));
}

/** Start Contract: creates the contract from the award when there is none, and starts it. */
export function startContract(node: NodeRef, input: StartContract) {
  return call(contractsPath(node), { body: input });
}

/** Saves the details and dates whole; 409 contractReactivateConfirm asks for `confirmReactivate`. */
export function saveContract(node: NodeRef, contractId: number, input: ContractInput) {
  return call(onePath(node, contractId), { method: 'PUT', body: input });
}

export function changeContractStatus(node: NodeRef, contractId: number, action: StatusAction, reason = '') {
  return call(`${onePath(node, contractId)}/Status`, {
    method: 'PUT',
    body: reason ? { action, reason } : { action },
  });
}

export function addSupplier(node: NodeRef, contractId: number, vendorId: number) {
  return call(`${onePath(node, contractId)}/Supplier/${vendorId}`);
}

export function removeSupplier(node: NodeRef, contractId: number, vendorId: number) {
  return call(`${onePath(node, contractId)}/Supplier/${vendorId}`, { method: 'DELETE' });
}

export function setSupplierActive(node: NodeRef, contractId: number, vendorId: number, active: boolean) {
  const path = `${onePath(node, contractId)}/Supplier/${vendorId}/${active ? 'Activate' : 'Deactivate'}`;
  return call(path, { method: 'PUT' });
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
      readList<SupplierLookup>(
        await apiRequest<unknown>(`${contractsPath(node)}/SupplierLookup`, {
          query: { search: text },
          signal,
          ...inPlace,
        }),
        'supplier',
      ).values,
    enabled: isSearchable(text),
  });
}

export function useContractInvitations(projectId: number, contractId: number) {
  const node = useNodeRef();
  return useQuery({
    queryKey: contractKeys.invitations(node, projectId, contractId),
    queryFn: async ({ signal }) =>
      readList<ContractVendorInvitation>(
        await apiRequest<unknown>(invitationsPath(node), { query: { contractId }, signal, ...inPlace }),
        'contractVendorInvitation',
      ),
  });
}

export async function inviteSupplier(node: NodeRef, input: ContractVendorInvitationInput) {
  const body = await apiRequest<unknown>(invitationsPath(node), { method: 'POST', body: input, ...inPlace });
  return readOne(contractVendorInvitationSchema, body, 'contractVendorInvitation');
}

export async function withdrawInvitation(node: NodeRef, contractVendorInvitationId: number) {
  await apiRequest<unknown>(invitationsPath(node), {
    method: 'DELETE',
    query: { contractVendorInvitationId },
    ...inPlace,
  });
}

const ordersPath = (node: NodeRef, contractId: number) => `${onePath(node, contractId)}/PurchaseOrders`;
const ordersOf = (body: unknown) => readOne(purchaseOrderListSchema, body, 'purchaseOrders');

export function usePurchaseOrders(projectId: number, contractId: number) {
  const node = useNodeRef();
  return useQuery({
    queryKey: contractKeys.purchaseOrders(node, projectId, contractId),
    queryFn: async ({ signal }) => {
      const body = await apiRequest<unknown>(ordersPath(node, contractId), { signal, ...inPlace });
      const [list] = readList<PurchaseOrderList>(body, 'purchaseOrders').values;
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
  const path = id === undefined ? ordersPath(node, contractId) : `${ordersPath(node, contractId)}/${id}`;
  const method = id === undefined ? 'POST' : 'PUT';
  return ordersOf(await apiRequest<unknown>(path, { method, body: input, ...inPlace }));
}

export async function deletePurchaseOrder(node: NodeRef, contractId: number, id: number) {
  const path = `${ordersPath(node, contractId)}/${id}`;
  return ordersOf(await apiRequest<unknown>(path, { method: 'DELETE', ...inPlace }));
}
