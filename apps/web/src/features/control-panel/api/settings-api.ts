import type { AccountInfo, ProjectSettings } from '@procura/contract';
import { ApiError, apiRequest, readList } from '../../../platform/api/client.ts';
import { nodeBase } from '../../../platform/api/paths.ts';
import { i18n } from '../../../platform/i18n/index.ts';
import type { NodeRef } from '../../team/api/team-api.ts';

/**
 * The agency's account information and the tender node's project settings (001 §7 Customer and
 * settings). Every call here shows its failure in place (page error state or form message), so
 * none of them raises the client's error notification.
 */

export type Account = AccountInfo & { id: number; domain: string };
export type Language = { code: string; name: string };

const inPlace = { notifyOnError: false } as const;

/** The one item of an answer that always holds exactly one (the agency, the node's settings). */
function onlyItem<Item>(body: unknown, name: string): Item {
  const item = readList<Item>(body, name).values[0];
  if (!item) throw new ApiError(404, [i18n.t('notFound')]);
  return item;
}

function accountPath(node: NodeRef): string {
  return `${nodeBase(node.customerId, node.nodeId)}/customer/${node.customerId}`;
}

export async function fetchAccount(node: NodeRef, signal?: AbortSignal): Promise<Account> {
  const body = await apiRequest<unknown>(accountPath(node), { signal, ...inPlace });
  return onlyItem<Account>(body, 'customer');
}

export async function saveAccount(node: NodeRef, account: AccountInfo): Promise<Account> {
  const body = await apiRequest<unknown>(accountPath(node), { method: 'PUT', body: account, ...inPlace });
  return onlyItem<Account>(body, 'customer');
}

export async function fetchTimeZones(node: NodeRef, signal?: AbortSignal): Promise<string[]> {
  const body = await apiRequest<unknown>(`${nodeBase(node.customerId, node.nodeId)}/TimeZones`, {
    signal,
    ...inPlace,
  });
  return readList<{ id: string }>(body, 'timeZone').values.map((zone) => zone.id);
}

export async function fetchLanguages(node: NodeRef, signal?: AbortSignal): Promise<Language[]> {
  const body = await apiRequest<unknown>(`${nodeBase(node.customerId, node.nodeId)}/Languages`, {
    signal,
    ...inPlace,
  });
  return readList<Language>(body, 'language').values;
}

function tenderNodePath(node: NodeRef): string {
  return `${nodeBase(node.customerId, node.nodeId)}/TenderNodes`;
}

export async function fetchProjectSettings(node: NodeRef, signal?: AbortSignal): Promise<ProjectSettings> {
  const body = await apiRequest<unknown>(tenderNodePath(node), { signal, ...inPlace });
  return onlyItem<ProjectSettings>(body, 'tenderNode');
}

export async function saveProjectSettings(
  node: NodeRef,
  settings: ProjectSettings,
): Promise<ProjectSettings> {
  const body = await apiRequest<unknown>(tenderNodePath(node), { method: 'PUT', body: settings, ...inPlace });
  return onlyItem<ProjectSettings>(body, 'tenderNode');
}
