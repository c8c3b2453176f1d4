import {
  type Bond,
  type createBondSchema,
  type createUploadRequirementSchema,
  requirementRules,
  type UploadRequirement,
  type updateBondSchema,
  type updateUploadRequirementSchema,
} from '@procura/contract';
import type { z } from 'zod';
import { tenderBonds, tenderUploadRequirements } from '../../db/schema/index.ts';
import { lockRequirements, sourceItems } from '../projects/index.ts';

type FieldsOf<S extends z.ZodType> = Omit<z.output<S>, 'id' | 'tenderId'>;
type UploadFields = FieldsOf<typeof createUploadRequirementSchema | typeof updateUploadRequirementSchema>;
type BondFields = FieldsOf<typeof createBondSchema | typeof updateBondSchema>;

const uploadDescribed = (row: UploadFields) => ({
  name: row.name,
  description: row.description,
  isRequired: row.isRequired,
});

/**
 * The documents suppliers must upload with a submission (the Documents section): at most
 * requirementRules.maxUploadRequirements a source (000 §5: 10), names unique in the source
 * ignoring case. Under the requirements' lock (lockRequirements).
 */
export const uploadRequirements = sourceItems<
  typeof tenderUploadRequirements,
  UploadRequirement,
  UploadFields
>({
  table: tenderUploadRequirements,
  entity: 'uploadRequirement',
  limit: { max: requirementRules.maxUploadRequirements, key: 'uploadRequirementLimitReached' },
  uniqueNames: true,
  lock: lockRequirements,
  fieldsOf: uploadDescribed,
  described: uploadDescribed,
  present: (row) => ({
    id: row.id,
    tenderId: row.tenderId,
    ...uploadDescribed(row),
    sortOrder: row.sortOrder,
  }),
});

const bondDescribed = (row: BondFields) => ({
  name: row.name,
  amountType: row.amountType,
  amount: row.amount,
  description: row.description,
  isRequired: row.isRequired,
});

/**
 * The bonds and other security suppliers must provide (the Security section). Amounts are exact
 * decimals (numeric(15,2), decimal text on the wire); a percentage is at most 100 (the contract's
 * schema refuses more). "At least one bond when digital bonds are allowed" is a publish checklist
 * item, not a refusal here, so a buyer may delete the last bond while replacing it. Names may repeat.
 */
export const bonds = sourceItems<typeof tenderBonds, Bond, BondFields>({
  table: tenderBonds,
  entity: 'bond',
  limit: { max: requirementRules.maxBonds, key: 'bondLimitReached' },
  uniqueNames: false,
  lock: lockRequirements,
  fieldsOf: bondDescribed,
  described: bondDescribed,
  present: (row) => ({ id: row.id, tenderId: row.tenderId, ...bondDescribed(row), sortOrder: row.sortOrder }),
});
