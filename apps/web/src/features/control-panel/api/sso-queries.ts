import { type EndpointAnswer, type SsoSettings, ssoEndpoints } from '@procura/contract';
import { ApiError } from '../../../platform/api/client.ts';
import { callEndpoint, firstOf } from '../../../platform/api/endpoint-call.ts';
import { i18n } from '../../../platform/i18n/index.ts';
import type { NodeRef } from '../../../platform/session/session-context.tsx';

/** The agency's SAML single sign-on settings (000 §3 Customer settings, 001 §7 CustomerSsoSaml). */

export type { SsoSettings };

type SettingsAnswer = EndpointAnswer<typeof ssoEndpoints.settings>;
export type SsoSettingsAnswer = SettingsAnswer['data']['customerSsoSamlDTO']['values'][number];
export type IdpMetadata = EndpointAnswer<typeof ssoEndpoints.readIdpMetadata>;

const inPlace = { notifyOnError: false } as const;

function onlySettings(answer: SettingsAnswer): SsoSettingsAnswer {
  const settings = firstOf(answer);
  if (!settings) throw new ApiError(404, [i18n.t('notFound')]);
  return settings;
}

export async function fetchSsoSettings(node: NodeRef, signal?: AbortSignal): Promise<SsoSettingsAnswer> {
  return onlySettings(await callEndpoint(ssoEndpoints.settings, { params: node }, { signal, ...inPlace }));
}

export async function saveSsoSettings(node: NodeRef, settings: SsoSettings): Promise<SsoSettingsAnswer> {
  return onlySettings(
    await callEndpoint(ssoEndpoints.saveSettings, { params: node, body: settings }, inPlace),
  );
}

/** Reads the identity provider's metadata into sign-on URL, logout URL and certificate; saves nothing. */
export async function readIdpMetadata(node: NodeRef, metadataUrl: string): Promise<IdpMetadata> {
  return callEndpoint(ssoEndpoints.readIdpMetadata, { params: node, body: { metadataUrl } }, inPlace);
}
