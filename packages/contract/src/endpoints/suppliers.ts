/**
 * Supplier accounts on an agency's portal (`/api/v1/portal/{agency}`, paths chosen in decision
 * 100): registration, verification, sign-in and out, password reset and change, the company
 * profile and its contacts; claiming an account the agency added (issue 22 §5). Declared once
 * (issue 21 §1).
 */
import { z } from 'zod';
import { defineEndpoint, portalApiPath } from '../http/endpoint.ts';
import { envelopeSchema } from '../http/envelope.ts';
import {
  claimSupplierSchema,
  registerSupplierSchema,
  saveVendorContactSchema,
  supplierClaimSchema,
  supplierEmailSchema,
  supplierMessageSchema,
  supplierPasswordChangeSchema,
  supplierResetConfirmSchema,
  supplierSessionAnswerSchema,
  supplierSignInSchema,
  supplierTokenSchema,
  vendorContactSchema,
  vendorProfileInputSchema,
  vendorSchema,
} from '../portal/accounts.ts';
import { idParamSchema } from '../validation/ids.ts';

const tag = 'Supplier accounts';
const open = { kind: 'public' } as const;
const supplier = { kind: 'supplier' } as const;
// Any name here: its length is checked where the agency is looked up (an empty or long one is not found).
const agencyParams = z.object({ agency: z.string() });
const contactParams = agencyParams.extend({ id: idParamSchema('notFound') });
const session = envelopeSchema('supplierSession', supplierSessionAnswerSchema);
const vendor = envelopeSchema('vendor', vendorSchema);
const contacts = envelopeSchema('vendorContact', vendorContactSchema);
const mailRequests = [{ limit: 'accountMailRequests', by: 'address' }] as const;
const tokenChecks = [{ limit: 'tokenChecks', by: 'address' }] as const;
/** The sign-out answers 204 without a body, which the client reads as null. */
const noContent = z.undefined().transform(() => null);

export const suppliersEndpoints = {
  /** Registers a supplier account; the answer is the message to show (a mail to verify it went out). */
  register: defineEndpoint({
    method: 'POST',
    path: portalApiPath('/Register'),
    params: agencyParams,
    body: registerSupplierSchema,
    response: supplierMessageSchema,
    access: open,
    rateLimits: mailRequests,
    tag,
  }),
  /** The emailed token verifies the address and signs the supplier in. */
  verify: defineEndpoint({
    method: 'POST',
    path: portalApiPath('/Register/Verify'),
    params: agencyParams,
    body: supplierTokenSchema,
    response: session,
    access: open,
    rateLimits: tokenChecks,
    tag,
  }),
  resendVerification: defineEndpoint({
    method: 'POST',
    path: portalApiPath('/Register/Resend'),
    params: agencyParams,
    body: supplierEmailSchema,
    response: supplierMessageSchema,
    access: open,
    rateLimits: mailRequests,
    tag,
  }),
  signIn: defineEndpoint({
    method: 'POST',
    path: portalApiPath('/SignIn'),
    params: agencyParams,
    body: supplierSignInSchema,
    response: session,
    access: open,
    rateLimits: [{ limit: 'signIn', by: 'address' }],
    tag,
  }),
  signOut: defineEndpoint({
    method: 'POST',
    path: portalApiPath('/SignOut'),
    params: agencyParams,
    response: noContent,
    access: supplier,
    tag,
  }),
  /** The supplier signed in on this agency's portal (401 when nobody is). */
  session: defineEndpoint({
    method: 'GET',
    path: portalApiPath('/Session'),
    params: agencyParams,
    response: session,
    access: supplier,
    tag,
  }),
  requestPasswordReset: defineEndpoint({
    method: 'POST',
    path: portalApiPath('/PasswordReset'),
    params: agencyParams,
    body: supplierEmailSchema,
    response: supplierMessageSchema,
    access: open,
    rateLimits: mailRequests,
    tag,
  }),
  confirmPasswordReset: defineEndpoint({
    method: 'POST',
    path: portalApiPath('/PasswordReset/Confirm'),
    params: agencyParams,
    body: supplierResetConfirmSchema,
    response: supplierMessageSchema,
    access: open,
    rateLimits: tokenChecks,
    tag,
  }),
  changePassword: defineEndpoint({
    method: 'PUT',
    path: portalApiPath('/Password'),
    params: agencyParams,
    body: supplierPasswordChangeSchema,
    response: supplierMessageSchema,
    access: supplier,
    tag,
  }),
  profile: defineEndpoint({
    method: 'GET',
    path: portalApiPath('/Profile'),
    params: agencyParams,
    response: vendor,
    access: supplier,
    tag,
  }),
  saveProfile: defineEndpoint({
    method: 'PUT',
    path: portalApiPath('/Profile'),
    params: agencyParams,
    body: vendorProfileInputSchema,
    response: vendor,
    access: supplier,
    tag,
  }),
  /** Adds a contact; the answer is every contact of the company, as each change's is. */
  addContact: defineEndpoint({
    method: 'POST',
    path: portalApiPath('/Contacts'),
    params: agencyParams,
    body: saveVendorContactSchema,
    response: contacts,
    access: supplier,
    tag,
  }),
  updateContact: defineEndpoint({
    method: 'PUT',
    path: portalApiPath('/Contacts/:id'),
    params: contactParams,
    body: saveVendorContactSchema,
    response: contacts,
    access: supplier,
    tag,
  }),
  removeContact: defineEndpoint({
    method: 'DELETE',
    path: portalApiPath('/Contacts/:id'),
    params: contactParams,
    response: contacts,
    access: supplier,
    tag,
  }),
  /** What an agency's "claim your account" link holds: the entry's company and contact, to fill the form. */
  claimDetails: defineEndpoint({
    method: 'GET',
    path: portalApiPath('/Register/Claim'),
    params: agencyParams,
    query: supplierTokenSchema,
    response: envelopeSchema('supplierClaim', supplierClaimSchema),
    access: open,
    rateLimits: tokenChecks,
    tag,
  }),
  /**
   * Registers through the link of a company the agency added (decision 350): the entry becomes the
   * supplier's account, its email verified by the link; signs the supplier in.
   */
  claim: defineEndpoint({
    method: 'POST',
    path: portalApiPath('/Register/Claim'),
    params: agencyParams,
    body: claimSupplierSchema,
    response: session,
    access: open,
    rateLimits: tokenChecks,
    tag,
  }),
};
