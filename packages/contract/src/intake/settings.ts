/**
 * Control panel › intake-settings (000 §2, §6; issue 24 §2): whether the agency takes intake
 * requests, the guide shown above the form, the departments offered and who hears of new requests.
 */
import { z } from 'zod';
import { idSchema } from '../validation/ids.ts';

export const intakeSettingsRules = { guideMax: 50_000, departmentsMax: 500, notifyMax: 50 } as const;

export const intakeSettingsInputSchema = z.object({
  enableIntake: z.boolean(),
  /** The node flag that shows the pending-requests widget (000 §6). */
  enableIntakeEssentials: z.boolean(),
  /** Rich text from the shared editor; the server keeps only what the editor can make. */
  guide: z.string().max(intakeSettingsRules.guideMax, 'invalidParameter'),
  /** Departments the form offers; empty offers every department of the agency. */
  departmentIds: z.array(idSchema('intakeDepartmentInvalid')).max(intakeSettingsRules.departmentsMax),
  /** Team members mailed when a request arrives. */
  notifyUserIds: z.array(idSchema('invalidUserId')).max(intakeSettingsRules.notifyMax),
});
export type IntakeSettingsInput = z.infer<typeof intakeSettingsInputSchema>;

export const intakeSettingsSchema = intakeSettingsInputSchema.extend({
  /** The shareable link's hash route, to be put after the page's origin (intakeLink). */
  linkPath: z.string(),
});
export type IntakeSettings = z.infer<typeof intakeSettingsSchema>;

export const intakeSettingsDefaults: IntakeSettingsInput = {
  enableIntake: false,
  enableIntakeEssentials: false,
  guide: '',
  departmentIds: [],
  notifyUserIds: [],
};

/** The link's path and query: the spec's hash form (000 §2); the web redirects it to the plain route. */
export const intakeLinkPath = (customerId: number, nodeId: number) =>
  `/#/intake-request?cid=${customerId}&nid=${nodeId}`;

/** The shareable link: {origin}/#/intake-request?cid={customerId}&nid={nodeId}. */
export const intakeLink = (origin: string, customerId: number, nodeId: number) =>
  `${origin.replace(/\/+$/, '')}${intakeLinkPath(customerId, nodeId)}`;

/** What the public form needs to draw itself (GET api/intake/context). */
const option = z.object({ id: z.number().int(), name: z.string() });
export const intakeContextSchema = z.object({
  agencyName: z.string(),
  departments: z.array(option.extend({ divisions: z.array(option) })),
  procurementLeads: z.array(option),
  bidTypes: z.array(option),
  categories: z.array(option.extend({ parentId: z.number().int().nullable() })),
});
export type IntakeContext = z.infer<typeof intakeContextSchema>;

/** GET api/intake/guide: the agency's guide text, already cleaned. */
export const intakeGuideSchema = z.object({ agencyName: z.string(), guide: z.string() });
export type IntakeGuide = z.infer<typeof intakeGuideSchema>;

/** POST api/intake answers the reference for the congratulations page. */
export const intakeReceiptSchema = z.object({ reference: z.string() });
export type IntakeReceipt = z.infer<typeof intakeReceiptSchema>;
