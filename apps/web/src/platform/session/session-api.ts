import {
  authEndpoints,
  defaultFeatureFlags,
  type FeatureFlag,
  featuresEndpoints,
  type SessionInfo,
} from '@procura/contract';
import { ApiError } from '../api/client.ts';
import { callEndpoint, pageOf } from '../api/endpoint-call.ts';
import { idleClock } from '../api/idle-clock.ts';

/**
 * The calls every signed-in screen stands on (001 §7 login/validate, signoff, RefreshSession and
 * features). A 401 here is an answer (no session), so they opt out of the global rules; sign-off,
 * which ends the session, does not count as session activity.
 */
const inPlace = { notifyOnError: false, redirectOnUnauthorized: false } as const;

/** Keeps the idle clock in step with what the server said of the session. */
export function noteSession(info: SessionInfo): SessionInfo {
  idleClock.note(info.idleExpiresAt, info.expiresAt);
  return info;
}

/** The current session, or null when there is none (401). Other failures reject. */
export async function validateSession(): Promise<SessionInfo | null> {
  try {
    return noteSession(await callEndpoint(authEndpoints.validate, {}, inPlace));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** Ends the session; an SSO session may answer where the identity provider signs out too. */
export async function signOff(): Promise<string | null> {
  const answer = await callEndpoint(authEndpoints.signoff, {}, { ...inPlace, touchesSession: false });
  return answer.redirectUrl;
}

/** Extends the idle timer (the timeout dialog's "Stay signed in"). */
export async function refreshSession(): Promise<void> {
  const answer = await callEndpoint(authEndpoints.refreshSession, {});
  idleClock.note(answer.idleExpiresAt, answer.expiresAt);
}

/**
 * Feature flags. The reset-password pages need them before anyone signs in, so the call makes no
 * session assumptions; when it fails, the contract's defaults apply rather than locking people out.
 */
export async function fetchFeatures(): Promise<readonly FeatureFlag[]> {
  try {
    const answer = await callEndpoint(featuresEndpoints.list, {}, { ...inPlace, touchesSession: false });
    return pageOf(answer).values;
  } catch {
    return defaultFeatureFlags;
  }
}
