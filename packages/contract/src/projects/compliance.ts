/** The compliance checklist of a source (Build > compliance): items suppliers must confirm. */
import { z } from 'zod';
import { idSchema } from '../validation/ids.ts';

export const complianceRules = { maxPerSource: 100, maxNameLength: 300, maxDescriptionLength: 5000 } as const;

export const complianceItemSchema = z.object({
  id: z.number().int(),
  tenderId: z.number().int(),
  name: z.string(),
  description: z.string(),
  isRequired: z.boolean(),
  sortOrder: z.number().int(),
});
export type ComplianceItem = z.infer<typeof complianceItemSchema>;

const fields = {
  name: z.string().trim().min(1, 'nameRequired').max(complianceRules.maxNameLength, 'invalidParameter'),
  description: z.string().trim().max(complianceRules.maxDescriptionLength, 'invalidParameter').default(''),
  isRequired: z.boolean().default(true),
};

export const createComplianceItemSchema = z.object({ tenderId: idSchema(), ...fields });
export type CreateComplianceItem = z.input<typeof createComplianceItemSchema>;

export const updateComplianceItemSchema = z.object({ id: idSchema(), ...fields });
export type UpdateComplianceItem = z.input<typeof updateComplianceItemSchema>;
