import { portalApiPath } from '../http/endpoint.ts';

/**
 * The supplier portal's address and session (DESIGN: two audiences, one app). Suppliers sign in
 * with accounts separate from agency staff, on their own cookie, so a browser may hold both.
 */
export const supplierSession = {
  cookieName: 'procura_supplier',
  idleMinutes: 60,
  absoluteHours: 12,
} as const;

/** API paths of an agency's portal: `/api/v1/portal/{agency}` where agency is its domain name. */
export const portalApiPrefix = portalApiPath('');

/** The portal's pages in the web app: `/portal/{agency}/...`. */
export const portalPath = (agency: string, rest = '') => `/portal/${encodeURIComponent(agency)}${rest}`;
