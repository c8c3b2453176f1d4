import { z } from 'zod';
import { idSchema, maxId } from '../validation/ids.ts';
import { hasNoForbiddenCharacters, maxNumberPaddingWidth } from '../validation/project-number.ts';

/** Account information of the control panel: every customer field of 001 §3. */
export const accountInfoSchema = z.object({
  accountName: z.string().trim().min(1, 'nameRequired').max(200),
  displayName: z.string().trim().min(1, 'nameRequired').max(200),
  address1: z.string().trim().max(200),
  address2: z.string().trim().max(200),
  postalCode: z.string().trim().max(20),
  language: z.enum(['en', 'fr']),
  timezone: z.string().refine(isTimeZone, 'invalidParameter'),
  country: z.string().trim().max(100),
  provinceState: z.string().trim().max(100),
  city: z.string().trim().max(100),
  industry: z.string().trim().max(100),
  sourceOfTender: z.string().trim().max(200),
  allowSendToSPAOnProject: z.boolean(),
  spaEndpointType: z.string().trim().max(50),
});
export type AccountInfo = z.infer<typeof accountInfoSchema>;

/** Whether `name` is an IANA time zone this runtime knows. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return name.length > 0;
  } catch {
    return false;
  }
}

/** Project settings (000 §5: padding width at most 14; next number, notification months, submissions to unseal and optional rows required). */
export const projectSettingsSchema = z.object({
  autoGenerateProjectNumber: z.boolean(),
  projectNumberPrefix: z.string().trim().max(20).refine(hasNoForbiddenCharacters, 'invalidProjectNumber'),
  projectNumberPadding: z.number().int().min(0).max(maxNumberPaddingWidth),
  // Stored in an integer column, as ids are: a larger number would fail the update with a 500.
  nextProjectNumber: z.number({ message: 'requiredField' }).int().min(1).max(maxId),
  notificationMonths: z.number({ message: 'requiredField' }).int().min(1).max(120),
  submissionsRequiredToUnseal: z.number({ message: 'requiredField' }).int().min(0).max(1000),
  optionalRows: z.number({ message: 'requiredField' }).int().min(0).max(1000),
  /** Informal projects must be enabled by a project manager (000 §6); left out, it stays as it is. */
  allowInformalProjects: z.boolean().optional(),
});
export type ProjectSettings = z.infer<typeof projectSettingsSchema>;

/** The next project number as the settings would generate it: prefix, then the number padded with zeros. */
export function formatProjectNumber(
  settings: Pick<ProjectSettings, 'projectNumberPrefix' | 'projectNumberPadding'>,
  n: number,
): string {
  return `${settings.projectNumberPrefix}${String(n).padStart(settings.projectNumberPadding, '0')}`;
}

/** The drop-down lists of the control panel and the API paths that serve them (001 §7). */
export const dropdownLists = {
  leadAgencyName: 'LeadAgencyName',
  irrevocablePeriod: 'IrrevocablePeriods',
  tenderType: 'TenderType',
  term: 'Term',
  tradeAgreement: 'TradeAgreement',
  /** The exceptions an award may be made under (001 §7 CRUD AwardExceptions). */
  awardException: 'AwardExceptions',
  /** The kinds of purchase order a contract's orders are filed under (001 §7 ContractPOTypes). */
  contractPoType: 'ContractPOTypes',
  /** The types of each category of contract document (001 §7 type lists). */
  insuranceType: 'InsuranceTypes',
  contractBondsDocumentType: 'ContractBondsDocumentTypes',
  contractVendorDocumentType: 'ContractVendorDocumentTypes',
  contractCategory: 'ContractCategories',
} as const;
export type DropdownList = keyof typeof dropdownLists;

export const dropdownOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  value: z.number().nullable(),
  code: z.string(),
  active: z.boolean(),
  sortOrder: z.number().int(),
});
export type DropdownOption = z.infer<typeof dropdownOptionSchema>;

export const saveDropdownOptionSchema = z.object({
  id: idSchema().optional(),
  name: z.string().trim().min(1, 'nameRequired').max(200),
  value: z.number().min(0).max(1_000_000).nullable().optional(),
  code: z.string().trim().max(50).optional(),
  active: z.boolean().optional(),
  sortOrder: z.number().int().min(0).max(100_000).optional(),
});

export const categorySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  parentId: z.number().int().nullable(),
  active: z.boolean(),
});
export const saveCategorySchema = z.object({
  id: idSchema().optional(),
  code: z.string().trim().min(1, 'numberRequired').max(50),
  name: z.string().trim().min(1, 'nameRequired').max(300),
  parentId: idSchema().nullable().optional(),
  active: z.boolean().optional(),
});

/** Online submission templates by group name (system and library content). */
export const templateGroupNames = [
  'document',
  'instruction',
  'question',
  'security',
  'termsAndConditions',
] as const;
export type TemplateGroupName = (typeof templateGroupNames)[number];

export const onlineSubmissionTemplateSchema = z.object({
  id: z.number().int(),
  groupName: z.enum(templateGroupNames),
  name: z.string(),
  body: z.string(),
  active: z.boolean(),
});
export const saveOnlineSubmissionTemplateSchema = z.object({
  id: idSchema().optional(),
  groupName: z.enum(templateGroupNames),
  name: z.string().trim().min(1, 'nameRequired').max(200),
  body: z.string().max(500_000),
  active: z.boolean().optional(),
});

export const resourceSchema = z.object({
  key: z.string().trim().min(1).max(200),
  value: z.string().max(10_000),
});
export const saveResourcesSchema = z.array(resourceSchema).max(2000);
