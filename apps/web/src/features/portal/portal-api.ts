import { portalApiPrefix } from '@procura/contract';
import { type ApiRequestOptions, apiRequest } from '../../platform/api/client.ts';

/** The API root of an agency's portal: `/api/v1/portal/{agency}`. */
export function portalBase(agency: string): string {
  return portalApiPrefix.replace(':agency', encodeURIComponent(agency));
}

/**
 * Calls the portal's API. Portal calls are not staff activity (they never move the staff idle
 * timer) and a 401 is an answer (not signed in as a supplier), never a trip to the staff login.
 */
export function portalRequest<T>(agency: string, path: string, options: ApiRequestOptions = {}): Promise<T> {
  return apiRequest<T>(`${portalBase(agency)}${path}`, {
    touchesSession: false,
    redirectOnUnauthorized: false,
    ...options,
  });
}
