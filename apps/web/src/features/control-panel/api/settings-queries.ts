import {
  type Account,
  type AccountInfo,
  type EndpointAnswer,
  type ProjectSettings,
  settingsEndpoints,
} from '@procura/contract';
import { ApiError } from '../../../platform/api/client.ts';
import { callEndpoint, firstOf } from '../../../platform/api/endpoint-call.ts';
import { i18n } from '../../../platform/i18n/index.ts';
import type { NodeRef } from '../../../platform/session/session-context.tsx';

/**
 * The agency's account information and the tender node's project settings (001 §7 Customer and
 * settings). Every call here shows its failure in place (page error state or form message), so
 * none of them raises the client's error notification.
 */

export type { Account };
export type Language = EndpointAnswer<
  typeof settingsEndpoints.languages
>['data']['languageDTO']['values'][number];

const inPlace = { notifyOnError: false } as const;

/** The one item of an answer that always holds exactly one (the agency, the node's settings). */
function onlyItem<Item>(answer: {
  data: Record<string, { values: Item[]; count: number; total?: number }>;
}): Item {
  const item = firstOf(answer);
  if (!item) throw new ApiError(404, [i18n.t('notFound')]);
  return item;
}

const accountParams = (node: NodeRef) => ({ ...node, accountCustomerId: node.customerId });

export async function fetchAccount(node: NodeRef, signal?: AbortSignal): Promise<Account> {
  return onlyItem(
    await callEndpoint(settingsEndpoints.account, { params: accountParams(node) }, { signal, ...inPlace }),
  );
}

export async function saveAccount(node: NodeRef, account: AccountInfo): Promise<Account> {
  return onlyItem(
    await callEndpoint(
      settingsEndpoints.saveAccount,
      { params: accountParams(node), body: account },
      inPlace,
    ),
  );
}

export async function fetchTimeZones(node: NodeRef, signal?: AbortSignal): Promise<string[]> {
  const answer = await callEndpoint(settingsEndpoints.timeZones, { params: node }, { signal, ...inPlace });
  return answer.data.timeZoneDTO.values.map((zone) => zone.id);
}

export async function fetchLanguages(node: NodeRef, signal?: AbortSignal): Promise<Language[]> {
  const answer = await callEndpoint(settingsEndpoints.languages, { params: node }, { signal, ...inPlace });
  return answer.data.languageDTO.values;
}

export async function fetchProjectSettings(node: NodeRef, signal?: AbortSignal): Promise<ProjectSettings> {
  return onlyItem(
    await callEndpoint(settingsEndpoints.projectSettings, { params: node }, { signal, ...inPlace }),
  );
}

export async function saveProjectSettings(
  node: NodeRef,
  settings: ProjectSettings,
): Promise<ProjectSettings> {
  return onlyItem(
    await callEndpoint(settingsEndpoints.saveProjectSettings, { params: node, body: settings }, inPlace),
  );
}
