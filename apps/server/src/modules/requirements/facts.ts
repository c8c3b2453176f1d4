import { noRequirements, type RequirementFacts } from '@procura/contract';
import { tenderBonds, tenderUploadRequirements } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/tenancy.ts';
import { countFormsByType, countOfTender, findRequirements } from './queries.ts';

/** What the publish checklist reads of a source's submission requirements. */
export async function requirementFactsOf(
  tx: Tx,
  customerId: number,
  tenderId: number,
): Promise<RequirementFacts> {
  const row = await findRequirements(tx, customerId, tenderId);
  const forms = await countFormsByType(tx, customerId, tenderId);
  return {
    ...noRequirements,
    ...(row
      ? {
          sections: row.sections,
          texts: row.texts,
          bondTitle: row.bondTitle,
          allowDigitalBonds: row.allowDigitalBonds,
        }
      : {}),
    bonds: await countOfTender(tx, tenderBonds, customerId, tenderId),
    uploadRequirements: await countOfTender(tx, tenderUploadRequirements, customerId, tenderId),
    forms: Object.fromEntries(forms.map((f) => [f.tableType, f.n])),
  };
}
