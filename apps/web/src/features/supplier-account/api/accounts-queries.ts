import {
  type EndpointAnswer,
  type EndpointInput,
  suppliersEndpoints as endpoints,
  type SupplierClaim,
  type SupplierSessionAnswer,
  type Vendor,
  type VendorContact,
} from '@procura/contract';
import { ApiError } from '../../../platform/api/client.ts';
import { callEndpoint, firstOf, pageOf } from '../../../platform/api/endpoint-call.ts';
import { portalCall } from '../../../platform/api/portal-call.ts';
import { i18n } from '../../../platform/i18n/index.ts';

/** The supplier account calls of an agency's portal (`/api/v1/portal/{agency}/...`), as the contract declares them. */

export type RegisterInput = EndpointInput<typeof endpoints.register>['body'];
export type ClaimInput = EndpointInput<typeof endpoints.claim>['body'];
export type ContactInput = Required<EndpointInput<typeof endpoints.addContact>['body']>;
type ProfileInput = EndpointInput<typeof endpoints.saveProfile>['body'];

const quiet = { ...portalCall, notifyOnError: false } as const;
const at = (agency: string) => ({ agency });

function sessionOf(answer: EndpointAnswer<typeof endpoints.session>): SupplierSessionAnswer {
  const session = firstOf(answer);
  if (!session) throw new ApiError(0, [i18n.t('unknownError')]);
  return session;
}

export async function registerSupplier(agency: string, input: RegisterInput): Promise<string> {
  return (await callEndpoint(endpoints.register, { params: at(agency), body: input }, quiet)).message;
}

/** What the agency entered for the company whose claim link this is (400 supplierClaimInvalid when spent). */
export async function fetchClaimDetails(agency: string, token: string): Promise<SupplierClaim> {
  const claim = firstOf(
    await callEndpoint(endpoints.claimDetails, { params: at(agency), query: { token } }, quiet),
  );
  if (!claim) throw new ApiError(0, [i18n.t('unknownError')]);
  return claim;
}

/** Claims the account the agency added: the entry becomes the supplier's, and the supplier is signed in. */
export async function claimSupplierAccount(
  agency: string,
  input: ClaimInput,
): Promise<SupplierSessionAnswer> {
  return sessionOf(await callEndpoint(endpoints.claim, { params: at(agency), body: input }, quiet));
}

export async function verifySupplierEmail(agency: string, token: string): Promise<SupplierSessionAnswer> {
  return sessionOf(await callEndpoint(endpoints.verify, { params: at(agency), body: { token } }, quiet));
}

export async function resendVerification(agency: string, email: string): Promise<string> {
  return (await callEndpoint(endpoints.resendVerification, { params: at(agency), body: { email } }, quiet))
    .message;
}

export async function signInSupplier(
  agency: string,
  email: string,
  password: string,
): Promise<SupplierSessionAnswer> {
  return sessionOf(
    await callEndpoint(endpoints.signIn, { params: at(agency), body: { email, password } }, quiet),
  );
}

export async function requestPasswordReset(agency: string, email: string): Promise<string> {
  return (await callEndpoint(endpoints.requestPasswordReset, { params: at(agency), body: { email } }, quiet))
    .message;
}

export async function confirmPasswordReset(agency: string, token: string, password: string): Promise<string> {
  const body = { token, password };
  return (await callEndpoint(endpoints.confirmPasswordReset, { params: at(agency), body }, quiet)).message;
}

export async function changePassword(
  agency: string,
  oldPassword: string,
  newPassword: string,
): Promise<string> {
  const body = { oldPassword, newPassword };
  return (await callEndpoint(endpoints.changePassword, { params: at(agency), body }, quiet)).message;
}

function vendorOf(answer: EndpointAnswer<typeof endpoints.profile>): Vendor {
  const vendor = firstOf(answer);
  if (!vendor) throw new ApiError(0, [i18n.t('unknownError')]);
  return vendor;
}

export async function fetchSupplierProfile(agency: string, signal?: AbortSignal): Promise<Vendor> {
  return vendorOf(await callEndpoint(endpoints.profile, { params: at(agency) }, { signal, ...quiet }));
}

export async function saveSupplierProfile(agency: string, profile: ProfileInput): Promise<Vendor> {
  return vendorOf(await callEndpoint(endpoints.saveProfile, { params: at(agency), body: profile }, quiet));
}

export async function addContact(agency: string, contact: ContactInput): Promise<VendorContact[]> {
  return pageOf(await callEndpoint(endpoints.addContact, { params: at(agency), body: contact }, quiet))
    .values;
}

export async function updateContact(
  agency: string,
  id: number,
  contact: ContactInput,
): Promise<VendorContact[]> {
  return pageOf(await callEndpoint(endpoints.updateContact, { params: { agency, id }, body: contact }, quiet))
    .values;
}

export async function deleteContact(agency: string, id: number): Promise<VendorContact[]> {
  return pageOf(await callEndpoint(endpoints.removeContact, { params: { agency, id } }, portalCall)).values;
}
