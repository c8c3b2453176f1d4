import type { SaveTenderTableParsed, TenderTableForm } from '@procura/contract';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { inTenant, type Tx } from '../../platform/tenancy.ts';
import type { BuildActor } from '../projects/index.ts';
import { lockRequirements } from '../projects/index.ts';
import { assertNameFree, assertRoomFor, nextSortOrder, uniquelyNamed } from './form-rules.ts';
import { writeFormChanges, writeNewForm } from './form-writer.ts';
import { auditedForm, type FormParts, noParts, presentForm, type TableRow } from './presenters.ts';
import {
  findLiveTablesOfTender,
  findPartsOf,
  hasSubmittedData,
  requireTable,
  tableNotFound,
} from './queries.ts';
import { planSave } from './save-plan.ts';
import { findTaxTypesForTender, holdTaxTypes } from './tax-queries.ts';

/**
 * PUT /TenderTables: creates a form or saves one whole (decision 80), all or nothing. The
 * project row is locked first (lockRequirements), so the version, the name and the count checked
 * here hold until commit; the unique index on live names is the last word if they race anyway.
 */

const invalid = (field: string) => badRequest({ key: 'invalidParameter', params: { field } });

/** The stored form the save changes, read again under the project lock, or null for a new form. */
async function formSaved(
  tx: Tx,
  input: SaveTenderTableParsed,
  siblings: readonly TableRow[],
): Promise<{ table: TableRow; parts: FormParts } | null> {
  if (input.id === undefined) return null;
  const table = siblings.find((t) => t.id === input.id);
  if (!table) throw tableNotFound();
  if (input.version === undefined) throw invalid('version');
  if (input.version !== table.version) throw new AppError(409, 'formStaleVersion');
  return { table, parts: await findPartsOf(tx, table.customerId, table.id) };
}

export async function saveTenderTable(
  ctx: AppContext,
  actor: BuildActor,
  input: SaveTenderTableParsed,
): Promise<TenderTableForm> {
  return uniquelyNamed(() =>
    inTenant(ctx.db, actor.customerId, async (tx) => {
      if (input.id !== undefined) {
        const stored = await requireTable(tx, actor, input.id, { live: true });
        // A form stays in its source and section; moving one is a copy and a delete.
        if (stored.tenderId !== input.tenderId) throw invalid('tenderId');
        if (stored.tableType !== input.tableType) throw invalid('tableType');
      }
      const { project } = await lockRequirements(tx, actor, input.tenderId);
      const siblings = await findLiveTablesOfTender(tx, actor.customerId, input.tenderId);
      const existing = await formSaved(tx, input, siblings);
      if (!existing) assertRoomFor(siblings, 1);
      assertNameFree(siblings, input.name, input.id);

      const allowedTaxes = new Map(
        (await findTaxTypesForTender(tx, actor.customerId, input.tenderId)).map((t) => [t.id, t]),
      );
      const plan = planSave(input, existing?.parts ?? noParts(), {
        allowedTaxes,
        hasSubmittedData: await hasSubmittedData(tx, actor.customerId, input.tenderId),
      });
      const named = plan.header.taxes as { taxId: number }[];
      if (
        (await holdTaxTypes(
          tx,
          actor.customerId,
          named.map((t) => t.taxId),
        )) !== named.length
      ) {
        throw invalid('taxes');
      }

      const saved = existing
        ? await writeFormChanges(tx, actor.customerId, existing.table, existing.parts, plan)
        : await writeNewForm(
            tx,
            actor.customerId,
            { tenderId: input.tenderId, tableType: input.tableType, sortOrder: nextSortOrder(siblings) },
            plan,
          );
      const parts = await findPartsOf(tx, actor.customerId, saved.id);
      await recordAudit(tx, ctx.clock, {
        ...byActor(actor),
        action: existing ? 'tenderTable.updated' : 'tenderTable.created',
        entityType: 'tenderTable',
        entityId: saved.id,
        before: existing ? auditedForm(existing.table, existing.parts) : undefined,
        after: auditedForm(saved, parts),
        projectId: project.id,
      });
      return presentForm(saved, parts);
    }),
  );
}
