import type {
  Project,
  SaveTenderTable,
  TaxType,
  TenderTable,
  TenderTableCell,
  TenderTableColumn,
  TenderTableForm,
  TenderTableRow,
} from '@procura/contract';
import { configure } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { RequireSession } from '../app/require-session.tsx';
import { FormEditorPage } from '../features/forms/pages/form-editor-page.tsx';
import { buildRoutes, projectFixture } from './build-fixtures.tsx';
import { nodePath } from './control-panel-fixtures.ts';
import { envelope, type MockRoute, mockServer } from './fetch-mock.ts';
import { renderApp } from './render.tsx';

// A saved form remounts the editor's whole grid; on a busy two-core machine that can take longer than
// Testing Library's default second, so the form tests wait up to five.
configure({ asyncUtilTimeout: 5000 });

/** Forms of source 50 (project 5) as the server answers them, and a fake server that saves them whole. */

export const formsPath = `${nodePath}/TenderTables`;

export function tableFixture(overrides: Partial<TenderTable> = {}): TenderTable {
  return {
    id: 900,
    tenderId: 50,
    tableType: 'Prices',
    name: 'Schedule of prices',
    isLineNumberIncluded: true,
    startNumber: 1,
    numberofRows: 0,
    isIncludedForSummary: true,
    isAutoComputeTax: false,
    sortOrder: 0,
    isRequired: true,
    headingText: '',
    footerText: '',
    total: '0',
    allowPlantakerToAddRows: false,
    maximumOptionalRows: 0,
    deleted: false,
    taxes: [],
    hasPromptPayDiscount: false,
    promptPayDiscountType: 'Percentage',
    promptPayDiscount: null,
    version: 3,
    ...overrides,
  };
}

export function columnFixture(id: number, overrides: Partial<TenderTableColumn> = {}): TenderTableColumn {
  return {
    id,
    tenderTableId: 900,
    name: `Column ${id}`,
    columnTypeName: 'DescriptiveText',
    sortOrder: id,
    isEditableonPublic: false,
    columnWidth: 150,
    isRequired: false,
    isSubtotalIncluded: false,
    isHiddenOnPublic: false,
    deleted: false,
    tenderTableTotalCalculation: null,
    options: [],
    ...overrides,
  };
}

export function rowFixture(id: number, overrides: Partial<TenderTableRow> = {}): TenderTableRow {
  return {
    id,
    tenderTableId: 900,
    isRequired: true,
    sortOrder: id,
    isDynamicRow: false,
    deleted: false,
    ...overrides,
  };
}

export function cellFixture(rowId: number, columnId: number, value: string | null): TenderTableCell {
  return { id: rowId * 100 + columnId, rowId, columnId, value, deleted: false };
}

/**
 * A price form: Item (text, buyer), Quantity (buyer), Unit Price (supplier, required), Total =
 * Quantity × Unit Price (in the subtotal); two rows, the quantities filled.
 */
export function priceFormFixture(table: Partial<TenderTable> = {}): TenderTableForm {
  return {
    table: tableFixture(table),
    columns: [
      columnFixture(1, { name: 'Item' }),
      columnFixture(2, { name: 'Quantity', columnTypeName: 'Quantity' }),
      columnFixture(3, {
        name: 'Unit Price',
        columnTypeName: 'UnitPrice',
        isEditableonPublic: true,
        isRequired: true,
      }),
      columnFixture(4, {
        name: 'Total',
        columnTypeName: 'Total',
        isSubtotalIncluded: true,
        tenderTableTotalCalculation: { operator: 'multiply', leftColumnId: 2, rightColumnId: 3 },
      }),
    ],
    rows: [rowFixture(11, { sortOrder: 0 }), rowFixture(12, { sortOrder: 1 })],
    cells: [
      cellFixture(11, 1, 'Road salt'),
      cellFixture(11, 2, '10'),
      cellFixture(12, 1, 'Sand'),
      cellFixture(12, 2, '4'),
    ],
  };
}

export const taxTypesFixture: TaxType[] = [
  { id: 1, name: 'HST', percentage: '13', active: true },
  { id: 2, name: 'GST', percentage: '5', active: true },
  { id: 3, name: 'Old PST', percentage: '8', active: false },
];

/** What the fake server does with a save: real ids for negative ones, the next version, the form whole. */
export function savedForm(
  body: SaveTenderTable,
  previous: TenderTableForm | null,
  newId = 901,
): TenderTableForm {
  let next = 1000;
  const ids = new Map<number, number>();
  const real = (id: number) => {
    if (id > 0) return id;
    if (!ids.has(id)) ids.set(id, next++);
    return ids.get(id) as number;
  };
  const tableId = body.id ?? newId;
  const columns = body.columns.map((column, index) =>
    columnFixture(real(column.id), {
      ...column,
      id: real(column.id),
      tenderTableId: tableId,
      sortOrder: index,
      tenderTableTotalCalculation: column.tenderTableTotalCalculation
        ? {
            ...column.tenderTableTotalCalculation,
            leftColumnId: real(column.tenderTableTotalCalculation.leftColumnId),
            rightColumnId: real(column.tenderTableTotalCalculation.rightColumnId),
          }
        : null,
    }),
  );
  const rows = body.rows.map((row, index) =>
    rowFixture(real(row.id), { ...row, id: real(row.id), tenderTableId: tableId, sortOrder: index }),
  );
  const { columns: _c, rows: _r, cells: _cells, id: _id, version: _v, ...header } = body;
  return {
    table: tableFixture({
      ...previous?.table,
      ...header,
      id: tableId,
      version: (previous?.table.version ?? -1) + 1,
    }),
    columns,
    rows,
    cells: body.cells
      .filter((cell) => cell.value !== null)
      .map((cell) => cellFixture(real(cell.rowId), real(cell.columnId), cell.value)),
  };
}

/** A server holding `form` (or none), the source's tax types, and the routes a test adds. */
export function formsServer(form: TenderTableForm | null, extra: Record<string, MockRoute> = {}) {
  let current = form;
  return mockServer({
    ...buildRoutes(),
    [`GET ${formsPath}`]: ({ url }) => {
      const id = Number(url.searchParams.get('tenderTableId'));
      const found = current && current.table.id === id ? [current.table] : [];
      return { body: envelope('tenderTables', found) };
    },
    [`GET ${nodePath}/TenderTableColumns/${form?.table.id ?? 0}`]: () => ({
      body: envelope('tenderTableColumns', current?.columns ?? []),
    }),
    [`GET ${nodePath}/TenderTableRows/${form?.table.id ?? 0}`]: () => ({
      body: envelope('tenderTableRows', current?.rows ?? []),
    }),
    [`GET ${nodePath}/TenderTableRowColumns/${form?.table.id ?? 0}`]: () => ({
      body: envelope('tenderTableRowColumns', current?.cells ?? []),
    }),
    [`GET ${nodePath}/ShoppingCart/Tax`]: { body: envelope('taxes', taxTypesFixture) },
    [`PUT ${formsPath}`]: ({ body }) => {
      current = savedForm(body as SaveTenderTable, current);
      return { body: current };
    },
    ...extra,
  });
}

/** Renders the editor where the project shell mounts it, at a path such as /projects/5/form/prices/900. */
export function renderFormEditor(path: string, project: Project = projectFixture()) {
  return renderApp(
    path,
    <Routes>
      <Route element={<RequireSession />}>
        <Route path="/projects/:id/form/:tabletype/:formid?" element={<FormEditorPage project={project} />} />
      </Route>
    </Routes>,
  );
}
