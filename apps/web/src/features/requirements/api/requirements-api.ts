import { type Requirements, requirementsSchema, type SaveRequirements } from '@procura/contract';
import { apiRequest } from '../../../platform/api/client.ts';
import { nodeBase } from '../../../platform/api/paths.ts';
import { readSingle } from './read-single.ts';

/**
 * A source's submission requirements (…/TenderRequirements): the sections, their texts, the
 * specification and bond titles, and the lock.
 */

export type NodeRef = { customerId: number; nodeId: number };
export type { Requirements };

const path = (node: NodeRef) => `${nodeBase(node.customerId, node.nodeId)}/TenderRequirements`;
const inPlace = { notifyOnError: false } as const;

export async function fetchRequirements(
  node: NodeRef,
  tenderId: number,
  signal?: AbortSignal,
): Promise<Requirements> {
  const body = await apiRequest<unknown>(path(node), { query: { tenderId }, signal, ...inPlace });
  return readSingle(requirementsSchema, body);
}

export async function saveRequirements(node: NodeRef, save: SaveRequirements): Promise<Requirements> {
  const body = await apiRequest<unknown>(path(node), { method: 'PUT', body: save, ...inPlace });
  return readSingle(requirementsSchema, body);
}

/** The confirmed unlock of 000 §4: the server withdraws the completed submissions and mails the bidders. */
export async function unlockRequirements(node: NodeRef, tenderId: number): Promise<Requirements> {
  const body = await apiRequest<unknown>(`${path(node)}/Unlock`, { method: 'POST', query: { tenderId } });
  return readSingle(requirementsSchema, body);
}

/**
 * A save of some of `requirements`: what it names replaces what is stored and the rest stays, so
 * each page sends only its own part, with the version it read.
 */
export function saveOf(requirements: Requirements, changes: Partial<SaveRequirements>): SaveRequirements {
  return { ...changes, tenderId: requirements.tenderId, version: requirements.version };
}
