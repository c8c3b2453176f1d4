import {
  type SupplierSessionAnswer,
  supplierMessageSchema,
  supplierSessionAnswerSchema,
  type Vendor,
  type VendorContact,
  vendorContactSchema,
  vendorSchema,
} from '@procura/contract';
import { ApiError, parseAnswer, readList, readOne } from '../../../platform/api/client.ts';
import { i18n } from '../../../platform/i18n/index.ts';
import { portalRequest } from '../../portal/portal-api.ts';

/** The supplier account calls of an agency's portal (`/api/v1/portal/{agency}/...`). */

export type RegisterInput = {
  company: Record<string, unknown>;
  contact: { firstName: string; lastName: string; email: string; phone: string; title: string };
  password: string;
};
export type ContactInput = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  title: string;
  isPrimary: boolean;
};

const quiet = { notifyOnError: false } as const;

function sessionOf(body: unknown): SupplierSessionAnswer {
  const answer = readOne(supplierSessionAnswerSchema, body, 'supplierSession');
  if (!answer) throw new ApiError(0, [i18n.t('unknownError')]);
  return answer;
}

const messageOf = (body: unknown) => parseAnswer(supplierMessageSchema, body).message;

export async function registerSupplier(agency: string, input: RegisterInput): Promise<string> {
  return messageOf(await portalRequest(agency, '/Register', { method: 'POST', body: input, ...quiet }));
}

export async function verifySupplierEmail(agency: string, token: string): Promise<SupplierSessionAnswer> {
  return sessionOf(
    await portalRequest(agency, '/Register/Verify', { method: 'POST', body: { token }, ...quiet }),
  );
}

export async function resendVerification(agency: string, email: string): Promise<string> {
  return messageOf(
    await portalRequest(agency, '/Register/Resend', { method: 'POST', body: { email }, ...quiet }),
  );
}

export async function signInSupplier(
  agency: string,
  email: string,
  password: string,
): Promise<SupplierSessionAnswer> {
  return sessionOf(
    await portalRequest(agency, '/SignIn', { method: 'POST', body: { email, password }, ...quiet }),
  );
}

export async function requestPasswordReset(agency: string, email: string): Promise<string> {
  return messageOf(
    await portalRequest(agency, '/PasswordReset', { method: 'POST', body: { email }, ...quiet }),
  );
}

export async function confirmPasswordReset(agency: string, token: string, password: string): Promise<string> {
  return messageOf(
    await portalRequest(agency, '/PasswordReset/Confirm', {
      method: 'POST',
      body: { token, password },
      ...quiet,
    }),
  );
}

export async function changePassword(
  agency: string,
  oldPassword: string,
  newPassword: string,
): Promise<string> {
  return messageOf(
    await portalRequest(agency, '/Password', { method: 'PUT', body: { oldPassword, newPassword }, ...quiet }),
  );
}

function vendorOf(body: unknown): Vendor {
  const vendor = readOne(vendorSchema, body, 'vendor');
  if (!vendor) throw new ApiError(0, [i18n.t('unknownError')]);
  return vendor;
}

export async function fetchSupplierProfile(agency: string, signal?: AbortSignal): Promise<Vendor> {
  return vendorOf(await portalRequest(agency, '/Profile', { signal, ...quiet }));
}

export async function saveSupplierProfile(agency: string, profile: Record<string, unknown>): Promise<Vendor> {
  return vendorOf(await portalRequest(agency, '/Profile', { method: 'PUT', body: profile, ...quiet }));
}

const contactsOf = (body: unknown): VendorContact[] =>
  readList<unknown>(body, 'vendorContact').values.map((c) => parseAnswer(vendorContactSchema, c));

export async function addContact(agency: string, contact: ContactInput): Promise<VendorContact[]> {
  return contactsOf(await portalRequest(agency, '/Contacts', { method: 'POST', body: contact, ...quiet }));
}

export async function updateContact(
  agency: string,
  id: number,
  contact: ContactInput,
): Promise<VendorContact[]> {
  return contactsOf(
    await portalRequest(agency, `/Contacts/${id}`, { method: 'PUT', body: contact, ...quiet }),
  );
}

export async function deleteContact(agency: string, id: number): Promise<VendorContact[]> {
  return contactsOf(await portalRequest(agency, `/Contacts/${id}`, { method: 'DELETE' }));
}
