/**
 * A source's submission requirements (000 §2 submission-requirements and its subpages, §3 sections,
 * §4 changing them after submissions, §5): which sections suppliers must answer, the texts,
 * the document upload requirements and the bonds. The forms of the form sections are tender tables.
 */
import { z } from 'zod';
import { type TableType, tableTypes } from '../forms/tables.ts';
import type { TemplateGroupName } from '../settings/schemas.ts';
import { idSchema } from '../validation/ids.ts';
import { invitationEditableStatuses } from './build-editable.ts';
import type { ProjectStatus } from './status.ts';

/** The sections of 001 §9, with Terms, which 000 §2 gives a subpage of its own. */
export const requirementSections = [
  'Instructions',
  'Prices',
  'Questions',
  'Specifications',
  'References',
  'Subcontractors',
  'Documents',
  'Security',
  'Terms',
] as const;
export type RequirementSection = (typeof requirementSections)[number];

/** The subpage of each section under /projects/{id}/build/submission-requirements/. */
export const sectionPaths: Record<RequirementSection, string> = {
  Instructions: 'instructions',
  Prices: 'prices',
  Questions: 'questions',
  Specifications: 'specifications',
  References: 'references',
  Subcontractors: 'subcontractors',
  Documents: 'documents',
  Security: 'security',
  Terms: 'terms',
};

export const isFormSection = (section: RequirementSection): section is TableType =>
  (tableTypes as readonly string[]).includes(section);

/** The library-content template group that fills each section's text, where there is one. */
export const sectionTemplateGroups: Partial<Record<RequirementSection, TemplateGroupName>> = {
  Instructions: 'instruction',
  Questions: 'question',
  Documents: 'document',
  Security: 'security',
  Terms: 'termsAndConditions',
};

export const requirementRules = {
  maxUploadRequirements: 10,
  maxBonds: 20,
  maxTextLength: 500_000,
  maxNameLength: 200,
  maxDescriptionLength: 5000,
  maxTitleLength: 100,
} as const;

/**
 * Statuses in which requirements may change: before and while the source is open (an open bid's
 * completed submissions are withdrawn first, after confirmation); locked once closed or awarded.
 */
export function canChangeRequirements(status: ProjectStatus): boolean {
  return (invitationEditableStatuses as readonly ProjectStatus[]).includes(status);
}

/** Letters (any script), digits and spaces: "custom specification title may not contain special characters". */
export const specificationTitlePattern = /^[\p{L}\p{N} ]*$/u;

const text = z.string().max(requirementRules.maxTextLength, 'invalidParameter');
const sectionSettingSchema = z.object({ isIncluded: z.boolean() });

export const requirementsSchema = z.object({
  tenderId: z.number().int(),
  sections: z.record(z.enum(requirementSections), sectionSettingSchema),
  /** Each section's rich text (the Instructions and Terms content; an introduction elsewhere). */
  texts: z.record(z.enum(requirementSections), z.string()),
  specificationsTitle: z.string(),
  bondTitle: z.string(),
  allowDigitalBonds: z.boolean(),
  /** Why nothing may change now: the source is closed or awarded, or suppliers have completed submissions. */
  lock: z.enum(['closed', 'submissions']).nullable(),
  completedSubmissions: z.number().int(),
  version: z.number().int(),
});
export type Requirements = z.infer<typeof requirementsSchema>;

/**
 * A save of the requirements: what it names replaces what is stored, what it leaves out stays
 * (each section page saves its own part), guarded by the version the client loaded.
 */
export const saveRequirementsSchema = z.object({
  tenderId: idSchema(),
  version: z.number().int().nonnegative(),
  sections: z.partialRecord(z.enum(requirementSections), sectionSettingSchema).default({}),
  texts: z.partialRecord(z.enum(requirementSections), text).default({}),
  specificationsTitle: z
    .string()
    .trim()
    .max(requirementRules.maxTitleLength, 'invalidParameter')
    .regex(specificationTitlePattern, 'specificationTitleInvalid')
    .optional(),
  bondTitle: z.string().trim().max(requirementRules.maxNameLength, 'invalidParameter').optional(),
  allowDigitalBonds: z.boolean().optional(),
});
export type SaveRequirements = z.input<typeof saveRequirementsSchema>;

/** A document suppliers must upload with their submission (the Documents section; at most 10). */
export const uploadRequirementSchema = z.object({
  id: z.number().int(),
  tenderId: z.number().int(),
  name: z.string(),
  description: z.string(),
  isRequired: z.boolean(),
  sortOrder: z.number().int(),
});
export type UploadRequirement = z.infer<typeof uploadRequirementSchema>;

const uploadFields = {
  name: z.string().trim().min(1, 'nameRequired').max(requirementRules.maxNameLength, 'invalidParameter'),
  description: z.string().trim().max(requirementRules.maxDescriptionLength, 'invalidParameter').default(''),
  isRequired: z.boolean().default(true),
};
export const createUploadRequirementSchema = z.object({
  tenderId: idSchema(),
  ...uploadFields,
});
export type CreateUploadRequirement = z.input<typeof createUploadRequirementSchema>;
export const updateUploadRequirementSchema = z.object({ id: idSchema(), ...uploadFields });
export type UpdateUploadRequirement = z.input<typeof updateUploadRequirementSchema>;

export const bondAmountTypes = ['DollarAmount', 'Percentage'] as const;
export type BondAmountType = (typeof bondAmountTypes)[number];

/** A bond or other security suppliers must provide (the Security section). */
export const bondSchema = z.object({
  id: z.number().int(),
  tenderId: z.number().int(),
  name: z.string(),
  amountType: z.enum(bondAmountTypes),
  amount: z.string(),
  description: z.string(),
  isRequired: z.boolean(),
  sortOrder: z.number().int(),
});
export type Bond = z.infer<typeof bondSchema>;

const bondFields = {
  name: z.string().trim().min(1, 'nameRequired').max(requirementRules.maxNameLength, 'invalidParameter'),
  amountType: z.enum(bondAmountTypes).default('Percentage'),
  amount: z
    .string()
    .trim()
    .regex(/^\d{1,13}(\.\d{1,2})?$/, 'invalidParameter'),
  description: z.string().trim().max(requirementRules.maxDescriptionLength, 'invalidParameter').default(''),
  isRequired: z.boolean().default(true),
};
/** A percentage bond is a share of the bid: at most 100. */
export function isBondAmountValid(bond: { amountType: BondAmountType; amount: string }): boolean {
  return bond.amountType !== 'Percentage' || Number(bond.amount) <= 100;
}
const amountProblem = { message: 'invalidParameter', path: ['amount'] };

export const createBondSchema = z
  .object({ tenderId: idSchema(), ...bondFields })
  .refine(isBondAmountValid, amountProblem);
export type CreateBond = z.input<typeof createBondSchema>;
export const updateBondSchema = z
  .object({ id: idSchema(), ...bondFields })
  .refine(isBondAmountValid, amountProblem);
export type UpdateBond = z.input<typeof updateBondSchema>;

/** What the publish checklist reads of the requirements. */
export type RequirementFacts = {
  sections: Partial<Record<RequirementSection, { isIncluded: boolean }>>;
  texts: Partial<Record<RequirementSection, string>>;
  bondTitle: string;
  allowDigitalBonds: boolean;
  bonds: number;
  uploadRequirements: number;
  /** Live forms of each form section. */
  forms: Partial<Record<TableType, number>>;
};

export const noRequirements: RequirementFacts = {
  sections: {},
  texts: {},
  bondTitle: '',
  allowDigitalBonds: false,
  bonds: 0,
  uploadRequirements: 0,
  forms: {},
};

/** Rich text with no words in it (an empty editor paragraph counts as empty, 000 §5). */
export function isBlankRichText(html: string | undefined): boolean {
  return (html ?? '').replace(/<img\b[^>]*>/gi, 'img').replace(/<[^>]*>|&nbsp;|\s/g, '') === '';
}
