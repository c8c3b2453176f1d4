import {
  type ColumnTypeName,
  numericColumnTypes,
  type TenderTable,
  type TenderTableForm,
  type TotalCalculation,
  tableRules,
} from '@procura/contract';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { type Actor, inTenant, type Tx } from '../../platform/tenancy.ts';
import type { BuildActor } from '../projects/index.ts';
import { findTenderById, lockRequirements } from '../projects/index.ts';
import { assertRoomFor, nextSortOrder, uniquelyNamed } from './form-rules.ts';
import { storedColumn, writeNewForm } from './form-writer.ts';
import {
  auditedForm,
  type FormParts,
  liveFirst,
  presentForm,
  presentTable,
  type TableRow,
} from './presenters.ts';
import { findLiveTablesOfTender, findParts, findPartsOf, requireTable } from './queries.ts';
import type { FormPlan } from './save-plan.ts';

/**
 * Copying forms between sources of the agency and node (TenderTables/Copy and CopyAll; see
 * docs/decisions/): the structure always, the buyer's cells with the data, or without it only the descriptive
 * ones (the line descriptions), so a copy starts as the same schedule with its numbers empty.
 */

export type CopiedForm = { copiedFrom: number; table: TableRow; parts: FormParts };

/** The copy's name in the target: the same when free there, else "name (copy)", "name (copy 2)"... */
export function copyName(name: string, taken: ReadonlySet<string>): string {
  if (!taken.has(name.toLowerCase())) return name;
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? ' (copy)' : ` (copy ${n})`;
    const candidate = `${name.slice(0, tableRules.maxNameLength - suffix.length).trimEnd()}${suffix}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

/** A form's live parts as a plan for a new form, with fresh negative ids in their order. */
function planCopy(table: TableRow, parts: FormParts, name: string, includeData: boolean): FormPlan {
  const columns = liveFirst(parts.columns.filter((c) => !c.deleted));
  const rows = liveFirst(parts.rows.filter((r) => !r.deleted));
  const columnIds = new Map(columns.map((c, index) => [c.id, -(index + 1)]));
  const rowIds = new Map(rows.map((r, index) => [r.id, -(index + 1)]));
  const copiedColumns = new Set(
    columns
      .filter((c) => includeData || !numericColumnTypes.includes(c.columnTypeName as ColumnTypeName))
      .map((c) => c.id),
  );
  const remap = (calc: TotalCalculation | null): TotalCalculation | null =>
    calc && {
      ...calc,
      leftColumnId: columnIds.get(calc.leftColumnId) ?? 0,
      rightColumnId: columnIds.get(calc.rightColumnId) ?? 0,
    };
  return {
    header: {
      name,
      isLineNumberIncluded: table.isLineNumberIncluded,
      startNumber: table.startNumber,
      isIncludedForSummary: table.isIncludedForSummary,
      isAutoComputeTax: table.isAutoComputeTax,
      isRequired: table.isRequired,
      headingText: table.headingText,
      footerText: table.footerText,
      allowPlantakerToAddRows: table.allowPlantakerToAddRows,
      maximumOptionalRows: table.maximumOptionalRows,
      taxes: table.taxes,
      hasPromptPayDiscount: table.hasPromptPayDiscount,
      promptPayDiscountType: table.promptPayDiscountType,
      promptPayDiscount: table.promptPayDiscount,
    },
    columns: columns.map((c) => {
      const values = storedColumn(c);
      return { ...values, id: columnIds.get(c.id) ?? 0, totalCalculation: remap(values.totalCalculation) };
    }),
    rows: rows.map((r) => ({
      id: rowIds.get(r.id) ?? 0,
      isRequired: r.isRequired,
      isDynamicRow: r.isDynamicRow,
    })),
    cells: parts.cells
      .filter((c) => !c.deleted && rowIds.has(c.rowId) && copiedColumns.has(c.columnId))
      .map((c) => ({
        rowId: rowIds.get(c.rowId) ?? 0,
        columnId: columnIds.get(c.columnId) ?? 0,
        value: c.value,
      })),
  };
}

/** Copies forms into a source after its `siblings`, which it extends so each next name is unique. */
async function copyInto(
  tx: Tx,
  customerId: number,
  forms: readonly { table: TableRow; parts: FormParts }[],
  toTenderId: number,
  siblings: TableRow[],
  includeData: boolean,
): Promise<CopiedForm[]> {
  assertRoomFor(siblings, forms.length);
  const copied: CopiedForm[] = [];
  for (const { table, parts } of forms) {
    const name = copyName(table.name, new Set(siblings.map((t) => t.name.toLowerCase())));
    const row = await writeNewForm(
      tx,
      customerId,
      { tenderId: toTenderId, tableType: table.tableType, sortOrder: nextSortOrder(siblings) },
      planCopy(table, parts, name, includeData),
    );
    siblings.push(row);
    copied.push({ copiedFrom: table.id, table: row, parts: await findPartsOf(tx, customerId, row.id) });
  }
  return copied;
}

/**
 * Copies every live form of source `fromTenderId` into `toTenderId`, with their data, inside the
 * caller's transaction; both sources must be the actor's to see. It neither locks nor audits:
 * the caller has locked the target (a new project, or lockRequirements) and records the change.
 */
export async function copyAllTables(
  tx: Tx,
  actor: Actor,
  fromTenderId: number,
  toTenderId: number,
): Promise<CopiedForm[]> {
  await findTenderById(tx, actor, fromTenderId);
  await findTenderById(tx, actor, toTenderId);
  const tables = await findLiveTablesOfTender(tx, actor.customerId, fromTenderId);
  const parts = await findParts(
    tx,
    actor.customerId,
    tables.map((t) => t.id),
  );
  const siblings = await findLiveTablesOfTender(tx, actor.customerId, toTenderId);
  const forms = tables.map((table) => ({
    table,
    parts: parts.get(table.id) ?? { columns: [], rows: [], cells: [] },
  }));
  return copyInto(tx, actor.customerId, forms, toTenderId, siblings, true);
}

async function auditCopies(ctx: AppContext, tx: Tx, actor: Actor, projectId: number, copies: CopiedForm[]) {
  for (const copy of copies) {
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'tenderTable.created',
      entityType: 'tenderTable',
      entityId: copy.table.id,
      after: { ...auditedForm(copy.table, copy.parts), copiedFrom: copy.copiedFrom },
      projectId,
    });
  }
}

/** POST /TenderTables/Copy/{id}?tenderId&includeData: one form into source `tenderId`. */
export async function copyTenderTable(
  ctx: AppContext,
  actor: BuildActor,
  id: number,
  tenderId: number,
  includeData: boolean,
): Promise<TenderTableForm> {
  return uniquelyNamed(() =>
    inTenant(ctx.db, actor.customerId, async (tx) => {
      const source = await requireTable(tx, actor, id, { live: true });
      const { project } = await lockRequirements(tx, actor, tenderId);
      const parts = await findPartsOf(tx, actor.customerId, source.id);
      const siblings = await findLiveTablesOfTender(tx, actor.customerId, tenderId);
      const copies = await copyInto(
        tx,
        actor.customerId,
        [{ table: source, parts }],
        tenderId,
        siblings,
        includeData,
      );
      await auditCopies(ctx, tx, actor, project.id, copies);
      const [copy] = copies;
      if (!copy) throw new Error('form copy made nothing');
      return presentForm(copy.table, copy.parts);
    }),
  );
}

/** POST /TenderTables/CopyAll?tenderId&tenderToCopyTablesId: every form of the other source. */
export async function copyAllTenderTables(
  ctx: AppContext,
  actor: BuildActor,
  tenderId: number,
  fromTenderId: number,
): Promise<TenderTable[]> {
  return uniquelyNamed(() =>
    inTenant(ctx.db, actor.customerId, async (tx) => {
      await findTenderById(tx, actor, fromTenderId);
      const { project } = await lockRequirements(tx, actor, tenderId);
      const copies = await copyAllTables(tx, actor, fromTenderId, tenderId);
      await auditCopies(ctx, tx, actor, project.id, copies);
      return copies.map((copy) => presentTable(copy.table, copy.parts));
    }),
  );
}
