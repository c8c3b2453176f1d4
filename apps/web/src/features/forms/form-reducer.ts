import { canDeleteColumn, type TenderTableColumn, type TenderTableRow, tableRules } from '@procura/contract';
import { type FormDraft, type FormHeader, newColumn, newRow, nextTempId } from './form-draft.ts';

/** The column settings the buyer changes (000 §3 Column). */
export type ColumnSettings = Pick<
  TenderTableColumn,
  | 'name'
  | 'columnTypeName'
  | 'columnWidth'
  | 'isRequired'
  | 'isEditableonPublic'
  | 'isHiddenOnPublic'
  | 'isSubtotalIncluded'
  | 'tenderTableTotalCalculation'
  | 'options'
>;

export type FormAction =
  | { type: 'header'; patch: Partial<FormHeader> }
  | { type: 'addColumn'; name: string }
  | { type: 'updateColumn'; id: number; patch: Partial<ColumnSettings> }
  | { type: 'removeColumn'; id: number }
  | { type: 'moveColumn'; id: number; step: -1 | 1 }
  | { type: 'addRow'; afterId?: number }
  | { type: 'updateRow'; id: number; patch: Pick<TenderTableRow, 'isRequired'> }
  | { type: 'removeRow'; id: number }
  | { type: 'moveRow'; id: number; step: -1 | 1 }
  | { type: 'cell'; rowId: number; columnId: number; value: string }
  | { type: 'revertColumnTypes'; saved: readonly TenderTableColumn[] };

const numbered = <T extends { sortOrder: number }>(items: readonly T[]): T[] =>
  items.map((item, index) => (item.sortOrder === index ? item : { ...item, sortOrder: index }));

function moved<T extends { id: number; sortOrder: number }>(
  items: readonly T[],
  id: number,
  step: -1 | 1,
): T[] {
  const index = items.findIndex((item) => item.id === id);
  const target = index + step;
  if (index < 0 || target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return numbered(next);
}

/** A column's settings after a change, keeping what the change makes meaningless out of the form. */
function changedColumn(column: TenderTableColumn, patch: Partial<ColumnSettings>): TenderTableColumn {
  const next = { ...column, ...patch };
  // Only a Total column is calculated; a column that stops being one stops reading others.
  if (next.columnTypeName !== 'Total') next.tenderTableTotalCalculation = null;
  return next;
}

/** Every change the editor makes to a draft; each returns a new draft and leaves unchanged parts as they were. */
export function formReducer(draft: FormDraft, action: FormAction): FormDraft {
  const tableId = draft.identity.id ?? 0;
  switch (action.type) {
    case 'header':
      return { ...draft, header: { ...draft.header, ...action.patch } };
    case 'addColumn': {
      if (draft.columns.length >= tableRules.maxColumns) return draft;
      const column = newColumn(nextTempId(draft), tableId, action.name, draft.columns.length);
      return { ...draft, columns: [...draft.columns, column] };
    }
    case 'updateColumn':
      return {
        ...draft,
        columns: draft.columns.map((c) => (c.id === action.id ? changedColumn(c, action.patch) : c)),
      };
    case 'removeColumn': {
      if (!canDeleteColumn(action.id, draft.columns)) return draft;
      const values = Object.fromEntries(
        Object.entries(draft.values).map(([rowId, row]) => {
          if (!(action.id in row)) return [rowId, row];
          const { [action.id]: _removed, ...rest } = row;
          return [rowId, rest];
        }),
      );
      return { ...draft, columns: numbered(draft.columns.filter((c) => c.id !== action.id)), values };
    }
    case 'moveColumn':
      return { ...draft, columns: moved(draft.columns, action.id, action.step) };
    case 'addRow': {
      if (draft.rows.length >= tableRules.maxRows) return draft;
      const row = newRow(nextTempId(draft), tableId, 0);
      const at =
        action.afterId === undefined
          ? draft.rows.length
          : draft.rows.findIndex((r) => r.id === action.afterId) + 1;
      const rows = [...draft.rows];
      rows.splice(at, 0, row);
      return { ...draft, rows: numbered(rows) };
    }
    case 'updateRow':
      return { ...draft, rows: draft.rows.map((r) => (r.id === action.id ? { ...r, ...action.patch } : r)) };
    case 'removeRow': {
      const { [action.id]: _removed, ...values } = draft.values;
      return { ...draft, rows: numbered(draft.rows.filter((r) => r.id !== action.id)), values };
    }
    case 'moveRow':
      return { ...draft, rows: moved(draft.rows, action.id, action.step) };
    case 'cell': {
      const row = draft.values[action.rowId] ?? {};
      return {
        ...draft,
        values: { ...draft.values, [action.rowId]: { ...row, [action.columnId]: action.value } },
      };
    }
    case 'revertColumnTypes': {
      // The server refused a type change: those columns go back to the type they were saved with.
      const savedById = new Map(action.saved.map((c) => [c.id, c]));
      return {
        ...draft,
        columns: draft.columns.map((c) => {
          const saved = savedById.get(c.id);
          if (!saved) return c;
          const { columnTypeName, tenderTableTotalCalculation, options } = saved;
          return { ...c, columnTypeName, tenderTableTotalCalculation, options };
        }),
      };
    }
  }
}
