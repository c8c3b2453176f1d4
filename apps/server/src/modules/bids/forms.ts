import {
  type EntryProblem,
  type FormEntry,
  formEntryProblems,
  type TableType,
  type TenderTableForm,
} from '@procura/contract';
import type { Problem } from '../../platform/errors.ts';
import { AppError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/tenancy.ts';
import { computeForm, findLiveTablesOfTender, findParts, money, presentForm } from '../tables/index.ts';

/**
 * The source's live forms for the bid (the tables module's readers): whole as stored for the
 * server's checks, and as suppliers may see them, without the cells of columns hidden from the
 * public (their definitions stay, so column indexes and computations line up).
 */
export type BidForms = { stored: TenderTableForm[]; price: Set<number>; other: Set<number> };

export async function loadBidForms(tx: Tx, customerId: number, tenderId: number): Promise<BidForms> {
  const tables = await findLiveTablesOfTender(tx, customerId, tenderId);
  const parts = await findParts(
    tx,
    customerId,
    tables.map((t) => t.id),
  );
  const stored: TenderTableForm[] = [];
  for (const table of tables) {
    const form = parts.get(table.id);
    if (!form) continue;
    const visible = {
      ...form,
      cells: form.cells.filter((cell) => !hiddenColumnIds(form.columns).has(cell.columnId)),
    };
    const presented = presentForm(table, form);
    // The header's total is the engine's over what suppliers may see, not over hidden figures.
    stored.push({
      ...presented,
      table: { ...presented.table, total: money(computeForm(table, visible).total) },
    });
  }
  const isPrice = (type: TableType) => type === 'Prices';
  return {
    stored,
    price: new Set(stored.filter((f) => isPrice(f.table.tableType)).map((f) => f.table.id)),
    other: new Set(stored.filter((f) => !isPrice(f.table.tableType)).map((f) => f.table.id)),
  };
}

function hiddenColumnIds(columns: readonly { id: number; isHiddenOnPublic: boolean }[]): Set<number> {
  return new Set(columns.filter((c) => c.isHiddenOnPublic).map((c) => c.id));
}

/** A form as a supplier receives it: no values of hidden columns. */
export function publicForm(form: TenderTableForm): TenderTableForm {
  const hidden = hiddenColumnIds(form.columns);
  return { ...form, cells: form.cells.filter((cell) => !hidden.has(cell.columnId)) };
}

/**
 * Checks a part's entries: each names a live form of that part once, and passes the form's entry
 * check; with `complete`, every required form has an entry and every required cell is filled.
 * Refuses with 400: bidFormUnknown, or bidFormProblem naming the form with the problems' keys.
 */
export function checkEntries(
  forms: BidForms,
  part: 'price' | 'other',
  entries: readonly FormEntry[],
  { complete }: { complete: boolean },
): void {
  const allowed = forms[part];
  const seen = new Set<number>();
  for (const entry of entries) {
    if (!allowed.has(entry.tenderTableId) || seen.has(entry.tenderTableId))
      throw new AppError(400, 'bidFormUnknown');
    seen.add(entry.tenderTableId);
  }
  for (const form of forms.stored) {
    if (!allowed.has(form.table.id)) continue;
    const entry = entries.find((e) => e.tenderTableId === form.table.id);
    if (!entry && !complete) continue;
    if (!entry && !form.table.isRequired) continue;
    const problems = formEntryProblems(
      form,
      entry ?? { tenderTableId: form.table.id, addedRowIds: [], cells: [] },
      {
        checkRequired: complete,
      },
    );
    if (problems.length > 0) throw formRefusal(form.table.name, problems);
  }
}

function formRefusal(name: string, problems: readonly EntryProblem[]): AppError {
  const keys = [...new Set(problems.map((p) => p.key))];
  const list: Problem[] = [{ key: 'bidFormProblem', params: { name } }, ...keys.map((key) => ({ key }))];
  return new AppError(400, list);
}
