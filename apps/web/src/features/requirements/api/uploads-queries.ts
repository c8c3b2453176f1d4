import {
  type CreateUploadRequirement,
  type UpdateUploadRequirement,
  type UploadRequirement,
  uploadRequirementsEndpoints,
} from '@procura/contract';
import { callEndpoint, pageOf } from '../../../platform/api/endpoint-call.ts';
import type { NodeRef } from '../../../platform/session/session-context.tsx';

/**
 * The documents suppliers must upload (…/TenderUploadRequirements, the Documents section). Adding
 * and editing show their refusals in the form; deleting and reordering notify.
 */

const inPlace = { notifyOnError: false } as const;

export async function fetchUploadRequirements(
  node: NodeRef,
  tenderId: number,
  signal?: AbortSignal,
): Promise<UploadRequirement[]> {
  const answer = await callEndpoint(
    uploadRequirementsEndpoints.list,
    { params: node, query: { tenderId } },
    { signal, ...inPlace },
  );
  return pageOf(answer).values;
}

export async function createUploadRequirement(node: NodeRef, item: CreateUploadRequirement): Promise<void> {
  await callEndpoint(uploadRequirementsEndpoints.create, { params: node, body: item }, inPlace);
}

export async function updateUploadRequirement(node: NodeRef, item: UpdateUploadRequirement): Promise<void> {
  await callEndpoint(uploadRequirementsEndpoints.update, { params: node, body: item }, inPlace);
}

export async function deleteUploadRequirement(
  node: NodeRef,
  tenderUploadRequirementId: number,
): Promise<void> {
  await callEndpoint(uploadRequirementsEndpoints.remove, {
    params: node,
    query: { tenderUploadRequirementId },
  });
}

export async function reorderUploadRequirements(
  node: NodeRef,
  tenderId: number,
  ids: number[],
): Promise<void> {
  await callEndpoint(uploadRequirementsEndpoints.reorder, { params: node, body: { tenderId, ids } });
}
