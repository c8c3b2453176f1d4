import type { CreateUploadRequirement, UpdateUploadRequirement, UploadRequirement } from '@procura/contract';
import { apiRequest, readList } from '../../../platform/api/client.ts';
import { nodeBase } from '../../../platform/api/paths.ts';
import type { NodeRef } from './requirements-api.ts';

/**
 * The documents suppliers must upload (…/TenderUploadRequirements, the Documents section). Adding
 * and editing show their refusals in the form; deleting and reordering notify.
 */

const path = (node: NodeRef) => `${nodeBase(node.customerId, node.nodeId)}/TenderUploadRequirements`;
const inPlace = { notifyOnError: false } as const;

export async function fetchUploadRequirements(
  node: NodeRef,
  tenderId: number,
  signal?: AbortSignal,
): Promise<UploadRequirement[]> {
  const body = await apiRequest<unknown>(path(node), { query: { tenderId }, signal, ...inPlace });
  return readList<UploadRequirement>(body, 'tenderUploadRequirements').values;
}

export async function createUploadRequirement(node: NodeRef, item: CreateUploadRequirement): Promise<void> {
  await apiRequest<unknown>(path(node), { method: 'POST', body: item, ...inPlace });
}

export async function updateUploadRequirement(node: NodeRef, item: UpdateUploadRequirement): Promise<void> {
  await apiRequest<unknown>(path(node), { method: 'PUT', body: item, ...inPlace });
}

export async function deleteUploadRequirement(
  node: NodeRef,
  tenderUploadRequirementId: number,
): Promise<void> {
  await apiRequest<unknown>(path(node), { method: 'DELETE', query: { tenderUploadRequirementId } });
}

export async function reorderUploadRequirements(
  node: NodeRef,
  tenderId: number,
  ids: number[],
): Promise<void> {
  await apiRequest<unknown>(`${path(node)}/SortOrder`, { method: 'PUT', body: { tenderId, ids } });
}
