import { tableRules } from '@procura/contract';
import { describe, expect, it } from 'vitest';
import { columnFixture, priceFormFixture, rowFixture } from '../../test/forms-fixtures.tsx';
import {
  draftAsForm,
  draftOfForm,
  loadedCellKeys,
  newFormDraft,
  nextTempId,
  saveBodyOf,
} from './form-draft.ts';
import { formReducer } from './form-reducer.ts';

describe('the form draft', () => {
  it('leaves deleted columns and rows and supplier-added rows out, and numbers the rest from 0', () => {
    const form = priceFormFixture();
    form.columns.push(columnFixture(8, { deleted: true, sortOrder: 9999 }));
    form.rows.push(rowFixture(13, { isDynamicRow: true, sortOrder: 5 }), rowFixture(14, { deleted: true }));
    const draft = draftOfForm(form);
    expect(draft.columns.map((c) => [c.id, c.sortOrder])).toEqual([
      [1, 0],
      [2, 1],
      [3, 2],
      [4, 3],
    ]);
    expect(draft.rows.map((r) => r.id)).toEqual([11, 12]);
    expect(draft.values).toEqual({ 11: { 1: 'Road salt', 2: '10' }, 12: { 1: 'Sand', 2: '4' } });
  });

  it('picks temporary ids below every id it holds', () => {
    expect(nextTempId(newFormDraft(50, 'Prices', 'Description'))).toBe(-3);
    expect(nextTempId(draftOfForm(priceFormFixture()))).toBe(-1);
  });

  it('sends the buyer’s cells only, and null for a loaded value that was cleared', () => {
    const form = priceFormFixture();
    let draft = draftOfForm(form);
    draft = formReducer(draft, { type: 'cell', rowId: 11, columnId: 2, value: '' });
    draft = formReducer(draft, { type: 'cell', rowId: 12, columnId: 3, value: '99' });
    const body = saveBodyOf(draft, loadedCellKeys(form));
    expect(body.cells).toEqual([
      { rowId: 11, columnId: 1, value: 'Road salt' },
      { rowId: 11, columnId: 2, value: null },
      { rowId: 12, columnId: 1, value: 'Sand' },
      { rowId: 12, columnId: 2, value: '4' },
    ]);
    expect(body).toMatchObject({
      id: 900,
      version: 3,
      tenderId: 50,
      tableType: 'Prices',
      promptPayDiscount: null,
    });
  });

  it('drops what a change makes meaningless: a calculation off a Total, choices off a non-dropdown', () => {
    let draft = draftOfForm(priceFormFixture());
    draft = formReducer(draft, {
      type: 'updateColumn',
      id: 1,
      patch: { columnTypeName: 'DropdownList', options: ['A'] },
    });
    draft = formReducer(draft, { type: 'updateColumn', id: 1, patch: { columnTypeName: 'YesNo' } });
    draft = formReducer(draft, { type: 'updateColumn', id: 4, patch: { columnTypeName: 'Points' } });
    expect(draft.columns[3]?.tenderTableTotalCalculation).toBeNull();
    const body = saveBodyOf(draft, new Set());
    expect(body.columns[0]?.options).toEqual([]);
    expect(body.columns[3]?.tenderTableTotalCalculation).toBeNull();
  });

  it('refuses to delete a column a calculation reads, and removes the values of one it deletes', () => {
    const draft = draftOfForm(priceFormFixture());
    expect(formReducer(draft, { type: 'removeColumn', id: 2 })).toBe(draft);
    const without = formReducer(draft, { type: 'removeColumn', id: 1 });
    expect(without.columns.map((c) => [c.id, c.sortOrder])).toEqual([
      [2, 0],
      [3, 1],
      [4, 2],
    ]);
    expect(without.values).toEqual({ 11: { 2: '10' }, 12: { 2: '4' } });
  });

  it('inserts, moves and removes rows, keeping unchanged rows’ values the same objects', () => {
    const draft = draftOfForm(priceFormFixture());
    const inserted = formReducer(draft, { type: 'addRow', afterId: 11 });
    expect(inserted.rows.map((r) => [r.id, r.sortOrder])).toEqual([
      [11, 0],
      [-1, 1],
      [12, 2],
    ]);
    const moved = formReducer(inserted, { type: 'moveRow', id: 12, step: -1 });
    expect(moved.rows.map((r) => r.id)).toEqual([11, 12, -1]);
    expect(formReducer(moved, { type: 'moveRow', id: 11, step: -1 }).rows.map((r) => r.id)).toEqual([
      11, 12, -1,
    ]);
    const typed = formReducer(moved, { type: 'cell', rowId: 12, columnId: 2, value: '5' });
    expect(typed.values[11]).toBe(draft.values[11]);
    const removed = formReducer(typed, { type: 'removeRow', id: 12 });
    expect(removed.rows.map((r) => r.id)).toEqual([11, -1]);
    expect(removed.values[12]).toBeUndefined();
  });

  it('stops adding columns at the limit', () => {
    let draft = newFormDraft(50, 'Prices', 'Description');
    for (let i = 0; i < tableRules.maxColumns + 2; i++)
      draft = formReducer(draft, { type: 'addColumn', name: '' });
    expect(draft.columns).toHaveLength(tableRules.maxColumns);
  });

  it('puts a refused type back with its calculation', () => {
    const form = priceFormFixture();
    let draft = draftOfForm(form);
    draft = formReducer(draft, { type: 'updateColumn', id: 4, patch: { columnTypeName: 'Points' } });
    draft = formReducer(draft, { type: 'revertColumnTypes', saved: form.columns.filter((c) => c.id === 4) });
    expect(draft.columns[3]).toMatchObject({
      columnTypeName: 'Total',
      tenderTableTotalCalculation: { operator: 'multiply', leftColumnId: 2, rightColumnId: 3 },
    });
  });

  it('shows the preview only the buyer’s cells', () => {
    const draft = formReducer(draftOfForm(priceFormFixture()), {
      type: 'cell',
      rowId: 11,
      columnId: 3,
      value: '7',
    });
    const form = draftAsForm(draft);
    expect(form.cells.some((cell) => cell.columnId === 3)).toBe(false);
    expect(form.table).toMatchObject({ id: 900, version: 3, name: 'Schedule of prices', numberofRows: 2 });
  });
});
