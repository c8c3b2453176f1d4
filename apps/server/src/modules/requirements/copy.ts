import { tenderBonds, tenderUploadRequirements } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/tenancy.ts';
import { findItemsOfTender, insertItemCopies } from '../projects/index.ts';
import { findRequirements, writeRequirements } from './queries.ts';

/**
 * Copies a source's requirements to a new source of the same agency (a copy with
 * copyFormsInstructions, Save as Template, a project from a template; decision 68): the sections,
 * texts and titles, the upload requirements and the bonds, in their order. The forms are tender
 * tables and travel with them separately. The copy starts at version 1 of its own.
 */
export async function copyRequirements(
  tx: Tx,
  customerId: number,
  fromTenderId: number,
  toTenderId: number,
): Promise<void> {
  const row = await findRequirements(tx, customerId, fromTenderId);
  if (row) {
    const { sections, texts, specificationsTitle, bondTitle, allowDigitalBonds } = row;
    await writeRequirements(
      tx,
      { customerId, tenderId: toTenderId },
      { sections, texts, specificationsTitle, bondTitle, allowDigitalBonds },
      1,
    );
  }
  for (const table of [tenderUploadRequirements, tenderBonds]) {
    await insertItemCopies(
      tx,
      table,
      await findItemsOfTender(tx, table, customerId, fromTenderId),
      toTenderId,
    );
  }
}
