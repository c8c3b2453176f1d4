import { noRequirements, type RequirementFacts } from '@procura/contract';
import { and, count, eq } from 'drizzle-orm';
import {
  tenderBonds,
  tenderRequirements,
  tenderTables,
  tenderUploadRequirements,
} from '../../db/schema/index.ts';
import type { Tx } from '../../platform/tenancy.ts';

/** What the publish checklist reads of a source's submission requirements. */
export async function requirementFactsOf(
  tx: Tx,
  customerId: number,
  tenderId: number,
): Promise<RequirementFacts> {
  const [row] = await tx
    .select()
    .from(tenderRequirements)
    .where(and(eq(tenderRequirements.customerId, customerId), eq(tenderRequirements.tenderId, tenderId)));
  const forms = await tx
    .select({ tableType: tenderTables.tableType, n: count() })
    .from(tenderTables)
    .where(
      and(
        eq(tenderTables.customerId, customerId),
        eq(tenderTables.tenderId, tenderId),
        eq(tenderTables.deleted, false),
      ),
    )
    .groupBy(tenderTables.tableType);
  const countOf = async (table: typeof tenderBonds | typeof tenderUploadRequirements) => {
    const [counted] = await tx
      .select({ n: count() })
      .from(table)
      .where(and(eq(table.customerId, customerId), eq(table.tenderId, tenderId)));
    return counted?.n ?? 0;
  };
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
    bonds: await countOf(tenderBonds),
    uploadRequirements: await countOf(tenderUploadRequirements),
    forms: Object.fromEntries(forms.map((f) => [f.tableType, f.n])),
  };
}
