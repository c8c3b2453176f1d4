import {
  authEndpoints,
  type LoginRequest,
  type LoginType,
  type SessionAgency,
  type SessionInfo,
} from '@procura/contract';
import { callEndpoint, pageOf } from '../../../platform/api/endpoint-call.ts';
import { noteSession } from '../../../platform/session/session-api.ts';

/**
 * The authentication calls of 001 §7. The sign-in screens show their errors in place, and a 401
 * there is an answer (wrong password, no session), so these calls opt out of the global rules.
 * Calls made without a session (and sign-off, which ends it) do not count as session activity.
 */
const inPlace = { notifyOnError: false, redirectOnUnauthorized: false } as const;
const publicCall = { ...inPlace, touchesSession: false } as const;

export async function fetchLoginType(domain: string): Promise<LoginType> {
  const answer = await callEndpoint(authEndpoints.loginType, { body: { domain } }, publicCall);
  return answer.loginType;
}

export async function logIn(request: LoginRequest): Promise<SessionInfo> {
  return noteSession(await callEndpoint(authEndpoints.login, { body: request }, publicCall));
}

/** The agencies a site administrator may switch to (the server answers them only). */
export async function fetchAgencies(signal?: AbortSignal): Promise<SessionAgency[]> {
  return pageOf(await callEndpoint(authEndpoints.agencies, {}, { signal, notifyOnError: false })).values;
}

/** Site administrators only: moves the session to another agency. */
export async function switchAgency(customerId: number): Promise<SessionInfo> {
  return noteSession(await callEndpoint(authEndpoints.switchAgency, { body: { customerId } }));
}

export async function requestPasswordReset(email: string, domain: string | undefined): Promise<string> {
  const answer = await callEndpoint(
    authEndpoints.forgotPassword,
    { body: { email, domain: domain || undefined, isTeammemberportal: false } },
    publicCall,
  );
  return answer.message;
}

export async function verifyResetToken(email: string, token: string): Promise<boolean> {
  const answer = await callEndpoint(authEndpoints.verifyEmail, { body: { email, token } }, publicCall);
  return answer.isValid;
}

export async function changeForgottenPassword(
  email: string,
  token: string,
  newPassword: string,
): Promise<string> {
  const answer = await callEndpoint(
    authEndpoints.changeForgottenPassword,
    { body: { email, token, newPassword } },
    publicCall,
  );
  return answer.message;
}
