/**
 * Contracts (issue 9 §1-2; 000 §3 Contract): what the buyer enters, what the server answers, and the
 * calls' bodies and queries. Money travels as numbers with at most two decimals.
 */
import { z } from 'zod';
import { amountSchema, userRefSchema } from '../projects/schemas.ts';
import { idParamSchema, idSchema } from '../validation/ids.ts';
import { contractDateEntrySchema, contractDatesSchema, contractDaySchema } from './dates.ts';
import { contractActions, contractStatuses, storedContractStatuses } from './lifecycle.ts';

export const contractRules = {
  nameMax: 300,
  numberMax: 60,
  descriptionMax: 5000,
  reasonMax: 2000,
  /** Expiry notices go at most this many days ahead; never beyond the contract term (000 §5). */
  expiryNoticeDaysMax: 3650,
} as const;

const id = idSchema();
const text = (max: number) => z.string().trim().max(max, 'invalidParameter');
const amount = amountSchema.nullable();

/** The flags of 000 §3 Contract that say which parts the contract has. */
export const contractFlagsSchema = z.object({
  isTerm: z.boolean(),
  hasContractPerformance: z.boolean(),
  hasWSIB: z.boolean(),
  hasInsurance: z.boolean(),
  hasContractDocuments: z.boolean(),
  hasVendorDocuments: z.boolean(),
  hasBondsAndSecurity: z.boolean(),
  allowVendorDocumentPublicUpload: z.boolean(),
});

/** PUT /Contracts/{id}: the contract's details and dates, saved whole. */
export const contractInputSchema = contractDatesSchema.extend({
  ...contractFlagsSchema.shape,
  name: text(contractRules.nameMax).min(1, 'nameRequired'),
  number: text(contractRules.numberMax),
  internalNumber: text(contractRules.numberMax),
  description: text(contractRules.descriptionMax),
  amount,
  /** The spelling of 000 §3 (contigencyAmount), kept as written. */
  contigencyAmount: amount,
  totalProjectValue: amount,
  /** Days before a document expires that its notice goes out; null sends none. */
  expiryNoticeDays: z
    .number()
    .int()
    .min(1, 'invalidParameter')
    .max(contractRules.expiryNoticeDaysMax)
    .nullable(),
  /** The client's last-seen version: a stale save is refused rather than overwriting newer work. */
  version: z.number().int().min(0),
  /** The buyer confirmed that extending the term brings an expired or closed contract back to Active. */
  confirmReactivate: z.boolean().default(false),
});
export type ContractInput = z.input<typeof contractInputSchema>;

export const contractVendorSchema = z.object({
  vendorId: id,
  companyName: z.string(),
  isActive: z.boolean(),
  /** Whether the supplier came with the award (the successful company). */
  fromAward: z.boolean(),
  addedAt: z.string(),
});
export type ContractVendor = z.infer<typeof contractVendorSchema>;

export const contractSchema = contractDatesSchema.extend({
  ...contractFlagsSchema.shape,
  id,
  projectId: id,
  name: z.string(),
  number: z.string(),
  internalNumber: z.string(),
  description: z.string(),
  amount: z.number().nullable(),
  contigencyAmount: z.number().nullable(),
  totalProjectValue: z.number().nullable(),
  expiryNoticeDays: z.number().int().nullable(),
  /** What the contract shows today (000 §4), and the status it holds. */
  status: z.enum(contractStatuses),
  storedStatus: z.enum(storedContractStatuses),
  termEnd: z.string().nullable(),
  cancelReason: z.string().nullable(),
  startedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  createdBy: userRefSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
  vendors: z.array(contractVendorSchema),
  /** What the caller may do: edit the contract, and which actions its status allows them. */
  canEdit: z.boolean(),
  allowedActions: z.array(z.enum(contractActions)),
});
export type Contract = z.infer<typeof contractSchema>;

export const contractsQuerySchema = z.object({ projectId: idParamSchema('invalidProjectId') });
export const contractParamsSchema = z.object({ contractId: idParamSchema('invalidContractId') });

/**
 * POST /Contracts: Start Contract (000 §2 project actions). The project's contract is created from
 * its award when it has none, or its In Progress contract is started; the initial term and amounts
 * may be given (left out, the award and the project's duration fill them).
 */
export const startContractSchema = z.object({
  projectId: idSchema('invalidProjectId'),
  initialTerm: z.object({ start: contractDaySchema, end: contractDaySchema }).optional(),
  amount: amount.optional(),
  contigencyAmount: amount.optional(),
});
export type StartContract = z.input<typeof startContractSchema>;

/** PUT /Contracts/{id}/Status: Close, Cancel (with an optional reason) or Archive. */
export const contractStatusBodySchema = z.object({
  action: z.enum(['close', 'cancel', 'archive']),
  reason: text(contractRules.reasonMax).optional(),
});

export const dateListSchema = z.array(contractDateEntrySchema);

export const contractVendorParamsSchema = contractParamsSchema.extend({
  vendorId: idParamSchema('invalidVendorId'),
});

/** POST /ContractVendorInvitations: a company not yet registered, asked by email to join the contract. */
export const contractVendorInvitationInputSchema = z.object({
  contractId: idSchema('invalidContractId'),
  email: z.string().trim().max(254, 'errorInvalidEmail'),
  companyName: text(300).default(''),
  contactName: text(300).default(''),
});
export type ContractVendorInvitationInput = z.input<typeof contractVendorInvitationInputSchema>;

export const contractVendorInvitationSchema = z.object({
  id,
  contractId: id,
  email: z.string(),
  companyName: z.string(),
  contactName: z.string(),
  invitedBy: userRefSchema.nullable(),
  invitedAt: z.string(),
  /** Set when the company registered with this address and joined the contract. */
  acceptedAt: z.string().nullable(),
  vendorId: z.number().int().nullable(),
});
export type ContractVendorInvitation = z.infer<typeof contractVendorInvitationSchema>;

export const contractInvitationsQuerySchema = z.object({ contractId: idParamSchema('invalidContractId') });
export const contractInvitationIdQuerySchema = z.object({
  contractVendorInvitationId: idParamSchema('invalidContractInvitationId'),
});

/** GET /Contracts/SupplierLookup?search: suppliers to add, by name (000 §5: at least 3 characters). */
export const supplierLookupQuerySchema = z.object({
  search: z.string().trim().min(3, 'supplierSearchTooShort').max(200, 'invalidParameter'),
});
export const supplierLookupSchema = z.object({ vendorId: id, companyName: z.string(), city: z.string() });
export type SupplierLookup = z.infer<typeof supplierLookupSchema>;
export const supplierLookupLimit = 20;
