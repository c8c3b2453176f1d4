import {
  type LoginRequest,
  type LoginType,
  loginTypeResponseSchema,
  messageResponseSchema,
  type SessionInfo,
  sessionInfoSchema,
  verifyEmailResponseSchema,
} from '@procura/contract';
import { apiRequest, parseAnswer } from '../../../platform/api/client.ts';
import { apiBase } from '../../../platform/api/paths.ts';
import { noteSession } from '../../../platform/session/session-api.ts';

/**
 * The authentication calls of 001 §7. The sign-in screens show their errors in place, and a 401
 * there is an answer (wrong password, no session), so these calls opt out of the global rules.
 * Calls made without a session (and sign-off, which ends it) do not count as session activity.
 */
const inPlace = { notifyOnError: false, redirectOnUnauthorized: false } as const;
const publicCall = { ...inPlace, touchesSession: false } as const;

export async function fetchLoginType(domain: string): Promise<LoginType> {
  const body = await apiRequest<unknown>(`${apiBase}/login/loginType`, {
    method: 'POST',
    body: { domain },
    ...publicCall,
  });
  return parseAnswer(loginTypeResponseSchema, body).loginType;
}

export async function logIn(request: LoginRequest): Promise<SessionInfo> {
  const body = await apiRequest<unknown>(`${apiBase}/login`, {
    method: 'POST',
    body: request,
    ...publicCall,
  });
  return noteSession(parseAnswer(sessionInfoSchema, body));
}

/** Site administrators only: moves the session to another agency. */
export async function switchAgency(customerId: number): Promise<SessionInfo> {
  const body = await apiRequest<unknown>(`${apiBase}/login/switchAgency`, {
    method: 'POST',
    body: { customerId },
  });
  return noteSession(parseAnswer(sessionInfoSchema, body));
}

export async function requestPasswordReset(email: string, domain: string | undefined): Promise<string> {
  const body = await apiRequest<unknown>(`${apiBase}/auth/forgot-password`, {
    method: 'POST',
    body: { email, domain: domain || undefined, isTeammemberportal: false },
    ...publicCall,
  });
  return parseAnswer(messageResponseSchema, body).message;
}

export async function verifyResetToken(email: string, token: string): Promise<boolean> {
  const body = await apiRequest<unknown>(`${apiBase}/auth/verify-email`, {
    method: 'POST',
    body: { email, token },
    ...publicCall,
  });
  return parseAnswer(verifyEmailResponseSchema, body).isValid;
}

export async function changeForgottenPassword(
  email: string,
  token: string,
  newPassword: string,
): Promise<string> {
  const body = await apiRequest<unknown>(`${apiBase}/auth/change-forgotten-password`, {
    method: 'POST',
    body: { email, token, newPassword },
    ...publicCall,
  });
  return parseAnswer(messageResponseSchema, body).message;
}
