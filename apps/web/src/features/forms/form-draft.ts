import {
  type EngineCell,
  type PromptPayDiscountType,
  type SaveTenderTable,
  type TableTax,
  type TableType,
  type TenderTable,
  type TenderTableColumn,
  type TenderTableForm,
  type TenderTableRow,
  tableRules,
} from '@procura/contract';

/**
 * A form as the buyer edits it: the header, the live columns and rows in their order, and the
 * cell values by row. Values are kept per row so that one edit replaces one row's record and the
 * other rows' records stay the same objects: memoised rows then skip re-rendering.
 */
export type CellValues = Readonly<Record<number, Readonly<Record<number, string>>>>;

export type FormHeader = {
  name: string;
  isLineNumberIncluded: boolean;
  startNumber: number;
  isIncludedForSummary: boolean;
  isRequired: boolean;
  allowPlantakerToAddRows: boolean;
  maximumOptionalRows: number;
  isAutoComputeTax: boolean;
  taxes: TableTax[];
  hasPromptPayDiscount: boolean;
  promptPayDiscountType: PromptPayDiscountType;
  promptPayDiscount: string | null;
  headingText: string;
  footerText: string;
};

/** What the server knows the form by: absent id and version for a form not yet saved. */
export type FormIdentity = { id?: number; version?: number; tenderId: number; tableType: TableType };

export type FormDraft = {
  identity: FormIdentity;
  header: FormHeader;
  columns: readonly TenderTableColumn[];
  rows: readonly TenderTableRow[];
  values: CellValues;
};

const live = <T extends { deleted: boolean; sortOrder: number }>(items: readonly T[]) =>
  items.filter((item) => !item.deleted).sort((a, b) => a.sortOrder - b.sortOrder);

export function valuesOfCells(cells: readonly EngineCell[]): CellValues {
  const values: Record<number, Record<number, string>> = {};
  for (const cell of cells) {
    if (cell.deleted || cell.value === null) continue;
    values[cell.rowId] ??= {};
    (values[cell.rowId] as Record<number, string>)[cell.columnId] = cell.value;
  }
  return values;
}

// Each row's cells, kept while the row's record is the same object: an edit rebuilds one row's.
const cellsOfRow = new WeakMap<object, EngineCell[]>();

/** The cells of `values` as the engine reads them. */
export function cellsOfValues(values: CellValues): EngineCell[] {
  const cells: EngineCell[] = [];
  for (const [key, row] of Object.entries(values)) {
    const rowId = Number(key);
    let list = cellsOfRow.get(row);
    if (!list || (list[0] !== undefined && list[0].rowId !== rowId)) {
      list = Object.entries(row).map(([columnId, value]) => ({ rowId, columnId: Number(columnId), value }));
      cellsOfRow.set(row, list);
    }
    for (const cell of list) cells.push(cell);
  }
  return cells;
}

/** The editor's draft of a loaded form: deleted columns, rows and cells stay on the server only. */
export function draftOfForm(form: TenderTableForm): FormDraft {
  const { table } = form;
  return {
    identity: { id: table.id, version: table.version, tenderId: table.tenderId, tableType: table.tableType },
    header: {
      name: table.name,
      isLineNumberIncluded: table.isLineNumberIncluded,
      startNumber: table.startNumber,
      isIncludedForSummary: table.isIncludedForSummary,
      isRequired: table.isRequired,
      allowPlantakerToAddRows: table.allowPlantakerToAddRows,
      maximumOptionalRows: table.maximumOptionalRows,
      isAutoComputeTax: table.isAutoComputeTax,
      taxes: table.taxes,
      hasPromptPayDiscount: table.hasPromptPayDiscount,
      promptPayDiscountType: table.promptPayDiscountType,
      promptPayDiscount: table.promptPayDiscount,
      headingText: table.headingText,
      footerText: table.footerText,
    },
    columns: live(form.columns).map((column, index) => ({ ...column, sortOrder: index })),
    // Rows suppliers added belong to their submissions, not to the form the buyer edits.
    rows: live(form.rows)
      .filter((row) => !row.isDynamicRow)
      .map((row, index) => ({ ...row, sortOrder: index })),
    values: valuesOfCells(form.cells),
  };
}

/** A new column with the defaults of 000 §3 (Text, width 150, the buyer's own). */
export function newColumn(
  id: number,
  tenderTableId: number,
  name: string,
  sortOrder: number,
): TenderTableColumn {
  return {
    id,
    tenderTableId,
    name,
    columnTypeName: 'DescriptiveText',
    sortOrder,
    isEditableonPublic: false,
    columnWidth: tableRules.defaultColumnWidth,
    isRequired: false,
    isSubtotalIncluded: false,
    isHiddenOnPublic: false,
    deleted: false,
    tenderTableTotalCalculation: null,
    options: [],
  };
}

export function newRow(id: number, tenderTableId: number, sortOrder: number): TenderTableRow {
  return { id, tenderTableId, isRequired: true, sortOrder, isDynamicRow: false, deleted: false };
}

/** A form not yet saved: one description column and one row, so the grid has somewhere to start. */
export function newFormDraft(tenderId: number, tableType: TableType, firstColumnName: string): FormDraft {
  return {
    identity: { tenderId, tableType },
    header: {
      name: '',
      isLineNumberIncluded: true,
      startNumber: 1,
      isIncludedForSummary: true,
      isRequired: true,
      allowPlantakerToAddRows: false,
      maximumOptionalRows: 0,
      isAutoComputeTax: false,
      taxes: [],
      hasPromptPayDiscount: false,
      promptPayDiscountType: 'Percentage',
      promptPayDiscount: null,
      headingText: '',
      footerText: '',
    },
    columns: [newColumn(-1, 0, firstColumnName, 0)],
    rows: [newRow(-2, 0, 0)],
    values: {},
  };
}

/**
 * The next temporary id (decision 80): negative, below every id the draft holds, so a calculation
 * or a cell can name a new column or row before the server gives it a real one.
 */
export function nextTempId(draft: Pick<FormDraft, 'columns' | 'rows'>): number {
  let lowest = 0;
  for (const item of [...draft.columns, ...draft.rows]) if (item.id < lowest) lowest = item.id;
  return lowest - 1;
}

/** Columns whose cells the buyer fills: not the suppliers', and not a computed total. */
export function isBuyerColumn(column: TenderTableColumn): boolean {
  return !column.isEditableonPublic && !isComputedColumn(column);
}

export function isComputedColumn(
  column: Pick<TenderTableColumn, 'columnTypeName' | 'tenderTableTotalCalculation'>,
) {
  return column.columnTypeName === 'Total' && column.tenderTableTotalCalculation !== null;
}

/**
 * The body of PUT /TenderTables: the whole form, the buyer's cells only. A cell that was loaded
 * with a value and is now empty goes as null, so the server clears it however it merges cells.
 */
export function saveBodyOf(draft: FormDraft, loadedCells: ReadonlySet<string>): SaveTenderTable {
  const buyerColumns = draft.columns.filter(isBuyerColumn);
  const cells: SaveTenderTable['cells'] = [];
  for (const row of draft.rows) {
    const rowValues = draft.values[row.id] ?? {};
    for (const column of buyerColumns) {
      const value = rowValues[column.id] ?? '';
      if (value.trim() !== '') cells.push({ rowId: row.id, columnId: column.id, value });
      else if (loadedCells.has(cellKey(row.id, column.id)))
        cells.push({ rowId: row.id, columnId: column.id, value: null });
    }
  }
  const { header, identity } = draft;
  return {
    ...(identity.id === undefined ? {} : { id: identity.id, version: identity.version }),
    tenderId: identity.tenderId,
    tableType: identity.tableType,
    ...header,
    promptPayDiscount: header.hasPromptPayDiscount ? header.promptPayDiscount : null,
    taxes: header.isAutoComputeTax ? header.taxes : [],
    columns: draft.columns.map((column) => ({
      id: column.id,
      name: column.name,
      columnTypeName: column.columnTypeName,
      isEditableonPublic: column.isEditableonPublic,
      columnWidth: column.columnWidth,
      isRequired: column.isRequired,
      isSubtotalIncluded: column.isSubtotalIncluded,
      isHiddenOnPublic: column.isHiddenOnPublic,
      tenderTableTotalCalculation:
        column.columnTypeName === 'Total' ? column.tenderTableTotalCalculation : null,
      options: column.columnTypeName === 'DropdownList' ? column.options : [],
    })),
    rows: draft.rows.map((row) => ({ id: row.id, isRequired: row.isRequired, isDynamicRow: false })),
    cells,
  };
}

export const cellKey = (rowId: number, columnId: number) => `${rowId}:${columnId}`;

/** The keys of the cells a loaded form holds a value in. */
export function loadedCellKeys(form: TenderTableForm | null): Set<string> {
  const keys = new Set<string>();
  for (const cell of form?.cells ?? []) {
    if (!cell.deleted && cell.value !== null) keys.add(cellKey(cell.rowId, cell.columnId));
  }
  return keys;
}

/**
 * The draft as a supplier would load it (for the preview): the header with the draft's settings,
 * and only the buyer's cells, since supplier columns start empty.
 */
export function draftAsForm(draft: FormDraft): TenderTableForm {
  const buyerColumns = new Set(draft.columns.filter(isBuyerColumn).map((column) => column.id));
  const table: TenderTable = {
    id: draft.identity.id ?? 0,
    tenderId: draft.identity.tenderId,
    tableType: draft.identity.tableType,
    sortOrder: 0,
    numberofRows: draft.rows.length,
    total: '0',
    deleted: false,
    version: draft.identity.version ?? 0,
    ...draft.header,
  };
  return {
    table,
    columns: [...draft.columns],
    rows: [...draft.rows],
    cells: cellsOfValues(draft.values)
      .filter((cell) => buyerColumns.has(cell.columnId))
      .map((cell, index) => ({ ...cell, id: -(index + 1), deleted: false })),
  };
}
