import { z } from 'zod';
import { isValidEmail } from '../validation/email.ts';
import { idSchema } from '../validation/ids.ts';
import { isComplexPassword } from '../validation/password.ts';
import { subscriptionStatuses } from '../vendors/status.ts';

/**
 * The signed-in supplier as the portal reads it (`GET /api/v1/portal/{agency}/Session`): who is
 * signed in and for which company. 401 means no supplier is signed in on this agency's portal.
 */
export const supplierSessionAnswerSchema = z.object({
  agency: z.string(),
  vendorId: z.number().int(),
  contactId: z.number().int(),
  companyName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type SupplierSessionAnswer = z.infer<typeof supplierSessionAnswerSchema>;

/** Supplier account limits and timings (issue 6 §2; decision 100-109). */
export const supplierAccountRules = {
  /** A company has at most this many contacts. */
  maxContacts: 10,
  /** An email verification link is good for 24 hours. */
  verifyTokenHours: 24,
  /** A password reset link is good for one hour, like the staff one. */
  resetTokenMinutes: 60,
  /** Resend and reset mail an address at most once a minute (the answer stays the same). */
  mailIntervalSeconds: 60,
} as const;

/**
 * Diversity classifications a certified diverse supplier declares (000 §3 "diversity
 * classification"; the spec lists none, decision 103).
 */
export const diversityClassifications = [
  'Indigenous-owned',
  'Women-owned',
  'Minority-owned',
  'Veteran-owned',
  'LGBTQ+-owned',
  'Owned by persons with disabilities',
  'Social enterprise',
] as const;
export type DiversityClassification = (typeof diversityClassifications)[number];

const text = (max: number) => z.string().trim().max(max, 'supplierFieldTooLong').default('');
const required = (max: number) => z.string().trim().min(1, 'requiredField').max(max, 'supplierFieldTooLong');
const email = z
  .string()
  .trim()
  .min(1, 'requiredField')
  .max(254, 'supplierFieldTooLong')
  .refine(isValidEmail, 'errorInvalidEmail');
const password = z.string().max(1024).refine(isComplexPassword, 'passwordNotComplex');

/**
 * The company fields a supplier keeps (000 §3 Supplier, 001 §3 Vendor). `categories` are ids of
 * the agency's categories; a diversity classification only goes with a certified diverse supplier.
 */
export const vendorProfileInputSchema = z
  .object({
    companyName: required(200),
    relevantName: text(200),
    address1: text(200),
    address2: text(200),
    city: text(100),
    provinceState: text(100),
    postalCode: text(20),
    country: text(100),
    phone: text(40),
    phoneExtension: text(10),
    fax: text(40),
    website: text(300),
    hstNumber: text(40),
    isLocalVendor: z.boolean().default(false),
    categories: z.array(idSchema()).max(200).default([]),
    previousCompanyName: text(200),
    certifiedDiverseSupplier: z.boolean().default(false),
    diversityClassification: z.union([z.enum(diversityClassifications), z.literal('')]).default(''),
  })
  .superRefine((value, issues) => {
    if (value.certifiedDiverseSupplier && value.diversityClassification === '') {
      issues.addIssue({ code: 'custom', path: ['diversityClassification'], message: 'requiredField' });
    }
  })
  .transform((value) => ({
    ...value,
    categories: [...new Set(value.categories)],
    diversityClassification: value.certifiedDiverseSupplier ? value.diversityClassification : '',
  }));
export type VendorProfileInput = z.output<typeof vendorProfileInputSchema>;

/** A contact of a supplier company: names and email required. */
export const vendorContactInputSchema = z.object({
  firstName: required(100),
  lastName: required(100),
  email,
  phone: text(40),
  title: text(100),
});
export type VendorContactInput = z.output<typeof vendorContactInputSchema>;

/** POST /Contacts and PUT /Contacts/{id}: the contact, and whether it becomes the primary one. */
export const saveVendorContactSchema = vendorContactInputSchema.extend({
  isPrimary: z.boolean().default(false),
});

/** POST /Register: the company, its first (primary) contact and that contact's password. */
export const registerSupplierSchema = z.object({
  company: vendorProfileInputSchema,
  contact: vendorContactInputSchema,
  password,
});
export type RegisterSupplierInput = z.output<typeof registerSupplierSchema>;

const token = z.string().trim().min(1, 'supplierLinkInvalid').max(200, 'supplierLinkInvalid');

export const supplierTokenSchema = z.object({ token });

/** POST /Register/Claim: the link's token, the company as the supplier completes it, its contact and password. */
export const claimSupplierSchema = registerSupplierSchema.extend({ token });
export type ClaimSupplierInput = z.output<typeof claimSupplierSchema>;

/** GET /Register/Claim?token: what the agency entered, to fill the registration form. */
export const supplierClaimSchema = z.object({
  companyName: z.string(),
  city: z.string(),
  provinceState: z.string(),
  country: z.string(),
  phone: z.string(),
  website: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type SupplierClaim = z.infer<typeof supplierClaimSchema>;
export const supplierEmailSchema = z.object({ email });
export const supplierSignInSchema = z.object({
  email,
  password: z.string().min(1, 'requiredField').max(1024),
});
export const supplierResetConfirmSchema = z.object({ token, password });
export const supplierPasswordChangeSchema = z.object({
  oldPassword: z.string().min(1, 'requiredField').max(1024),
  newPassword: password,
});

/** A contact as the supplier and the agency read it; `hasAccount` when it signs in to the portal. */
export const vendorContactSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string(),
  email: z.string(),
  phone: z.string(),
  isPrimary: z.boolean(),
  hasAccount: z.boolean(),
  emailVerified: z.boolean(),
  lastLoginAt: z.string().nullable(),
});
export type VendorContact = z.infer<typeof vendorContactSchema>;

/** A supplier company with its contacts: GET /Profile (portal) and GET /Vendors?vendorId (agency). */
export const vendorSchema = z.object({
  id: z.number().int(),
  companyName: z.string(),
  relevantName: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  provinceState: z.string(),
  postalCode: z.string(),
  country: z.string(),
  phone: z.string(),
  phoneExtension: z.string(),
  fax: z.string(),
  website: z.string(),
  hstNumber: z.string(),
  isLocalVendor: z.boolean(),
  emergencyVendor: z.boolean(),
  categories: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
  previousCompanyName: z.string(),
  otherCompanyNames: z.string(),
  certifiedDiverseSupplier: z.boolean(),
  diversityClassification: z.string(),
  /** The classification as people read it (001 §3 "diversity classification description"). */
  diversityClassificationDescription: z.string(),
  vendorDiversityVerified: z.boolean(),
  /** The agencies where the company counts as local: this agency's name when it does. */
  localVendorAgencies: z.array(z.string()),
  /** The supplier's paid subscription (001 §3 vendorPaySubscription). */
  vendorPaySubscription: z.object({
    status: z.enum(subscriptionStatuses),
    expiryDate: z.string().nullable(),
  }),
  /** Whether the company takes this agency's opportunity notices (001 §3 agencyNotifications). */
  agencyNotifications: z.boolean(),
  isActive: z.boolean(),
  isDeleted: z.boolean(),
  testVendor: z.boolean(),
  belongsToNodeId: z.number().int(),
  primaryContact: vendorContactSchema.nullable(),
  contacts: z.array(vendorContactSchema),
});
export type Vendor = z.infer<typeof vendorSchema>;

/** The agency's active categories a supplier may choose (GET /Register/Categories). */
export const supplierCategorySchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export type SupplierCategory = z.infer<typeof supplierCategorySchema>;

/** The answer of calls that only confirm (Register, Resend, PasswordReset...): a translated message. */
export const supplierMessageSchema = z.object({ message: z.string() });
