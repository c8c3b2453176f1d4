import {
  type SsoSettings,
  ssoMetadataResponseSchema,
  type ssoSettingsResponseSchema,
} from '@procura/contract';
import { ApiError, apiRequest, parseAnswer, readList } from '../../../platform/api/client.ts';
import { nodeBase } from '../../../platform/api/paths.ts';
import { i18n } from '../../../platform/i18n/index.ts';
import type { NodeRef } from '../../team/api/team-api.ts';

/** The agency's SAML single sign-on settings (000 §3 Customer settings, 001 §7 CustomerSsoSaml). */

export type { SsoSettings };
export type SsoSettingsAnswer = ReturnType<typeof ssoSettingsResponseSchema.parse>;
export type IdpMetadata = ReturnType<typeof ssoMetadataResponseSchema.parse>;

const inPlace = { notifyOnError: false } as const;

function ssoPath(node: NodeRef): string {
  return `${nodeBase(node.customerId, node.nodeId)}/CustomerSsoSaml`;
}

function onlySettings(body: unknown): SsoSettingsAnswer {
  const settings = readList<SsoSettingsAnswer>(body, 'customerSsoSaml').values[0];
  if (!settings) throw new ApiError(404, [i18n.t('notFound')]);
  return settings;
}

export async function fetchSsoSettings(node: NodeRef, signal?: AbortSignal): Promise<SsoSettingsAnswer> {
  return onlySettings(await apiRequest<unknown>(ssoPath(node), { signal, ...inPlace }));
}

export async function saveSsoSettings(node: NodeRef, settings: SsoSettings): Promise<SsoSettingsAnswer> {
  return onlySettings(
    await apiRequest<unknown>(ssoPath(node), { method: 'PUT', body: settings, ...inPlace }),
  );
}

/** Reads the identity provider's metadata into sign-on URL, logout URL and certificate; saves nothing. */
export async function readIdpMetadata(node: NodeRef, metadataUrl: string): Promise<IdpMetadata> {
  const body = await apiRequest<unknown>(`${ssoPath(node)}/Metadata`, {
    method: 'POST',
    body: { metadataUrl },
    ...inPlace,
  });
  return parseAnswer(ssoMetadataResponseSchema, body);
}
