import { z } from 'zod';
import { idParamSchema, idSchema } from '../validation/ids.ts';

/**
 * Plan takers (001 §7 plantakers; the Registered Suppliers tab): suppliers registered for a source
 * from the portal, and companies the buyer adds by hand (for a hard-copy bid).
 */

/** The Registered Suppliers download holds at most 10,000 lines (000 §9, 001 §8 Reports). */
export const planTakerExportLineCap = 10_000;

const text = (max: number) => z.string().trim().max(max);

/** GET /plantakers?tenderId&start&limit. */
export const planTakersQuerySchema = z.object({
  tenderId: idParamSchema('invalidTenderId'),
  start: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(20),
});

/** A row of the Registered Suppliers table. */
export const planTakerSchema = z.object({
  id: z.number().int(),
  tenderId: z.number().int(),
  vendorId: z.number().int().nullable(),
  /**
   * The supplier contact who registered, the one the email wizard writes to (issue 25 §1); null for
   * a company the buyer added by hand. Optional so answers of earlier servers still read.
   */
  contactId: z.number().int().nullable().optional(),
  companyName: z.string(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string(),
  registeredAt: z.string(),
  /** Added by the buyer (editable through PUT /plantakers), not self-registered. */
  addedByBuyer: z.boolean(),
  downloadsCount: z.number().int(),
  lastDownloadAt: z.string().nullable(),
  /** Meetings the company was recorded at (attendance tracking). */
  meetingsAttended: z.number().int(),
  /** Whether it has submitted a bid; null before the source closes, when who bids is sealed. */
  hasSubmission: z.boolean().nullable(),
});
export type PlanTaker = z.infer<typeof planTakerSchema>;

const planTakerFields = {
  companyName: text(300).min(1, 'planTakerCompanyRequired'),
  contactName: text(200).default(''),
  email: z
    .string()
    .trim()
    .max(254)
    .default('')
    .refine((v) => v === '' || z.email().safeParse(v).success, 'errorInvalidEmail'),
  phone: text(50).default(''),
};

/** POST /plantakers: the buyer adds a company. */
export const createPlanTakerSchema = z.object({
  tenderId: idSchema('invalidTenderId'),
  ...planTakerFields,
});
export type CreatePlanTaker = z.input<typeof createPlanTakerSchema>;

/** PUT /plantakers: the buyer edits a company it added (self-registered ones are the supplier's). */
export const updatePlanTakerSchema = z.object({
  id: idSchema('planTakerNotFound'),
  ...planTakerFields,
});
export type UpdatePlanTaker = z.input<typeof updatePlanTakerSchema>;

/** GET /MyOpportunities: a supplier's registrations. */
export const myOpportunitySchema = z.object({
  projectId: z.number().int(),
  number: z.string(),
  name: z.string(),
  status: z.string(),
  dateClosing: z.string().nullable(),
  registeredAt: z.string(),
});
export type MyOpportunity = z.infer<typeof myOpportunitySchema>;
