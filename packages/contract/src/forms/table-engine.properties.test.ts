import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalScale, sum } from './decimal.ts';
import { randomForm, serialiseComputed } from './form-arbitrary.ts';
import { computeTable } from './table-engine.ts';

const CENT = 10n ** BigInt(decimalScale - 2);

describe('computeTable on random forms', () => {
  it('property: never throws, and every amount is whole cents', () => {
    return fc.assert(
      fc.property(randomForm, ({ table, columns, rows, cells }) => {
        const result = computeTable(table, columns, rows, cells);
        const amounts = [
          result.subtotal,
          result.discount,
          result.total,
          ...Object.values(result.columnTotals),
          ...result.taxes.map((t) => t.amount),
        ];
        for (const amount of amounts) expect(amount % CENT).toBe(0n);
      }),
    );
  });

  it('property: the total is the subtotal less the discount plus each tax, once', () => {
    return fc.assert(
      fc.property(randomForm, ({ table, columns, rows, cells }) => {
        const result = computeTable(table, columns, rows, cells);
        expect(result.total).toBe(result.subtotal - result.discount + sum(result.taxes.map((t) => t.amount)));
        expect(result.taxes.length).toBe(table.isAutoComputeTax ? table.taxes.length : 0);
        if (result.subtotal >= 0n) expect(result.discount <= result.subtotal).toBe(true);
      }),
    );
  });

  it('property: each column total is the sum of its lines, and the subtotal the sum of the included columns', () => {
    return fc.assert(
      fc.property(randomForm, ({ table, columns, rows, cells }) => {
        const result = computeTable(table, columns, rows, cells);
        for (const [id, total] of Object.entries(result.columnTotals)) {
          const lines = result.lines.map((line) => line.values[Number(id)] ?? 0n);
          // Lines of Total columns are cents already; other columns round once, at the total.
          const exact = sum(lines);
          expect(total - exact <= CENT / 2n && exact - total <= CENT / 2n).toBe(true);
        }
        const included = columns.filter(
          (c) => c.isSubtotalIncluded && result.columnTotals[c.id] !== undefined,
        );
        expect(result.subtotal).toBe(sum(included.map((c) => result.columnTotals[c.id] ?? 0n)));
      }),
    );
  });

  it('property: recalculating its own input gives the same answer (idempotent, no hidden state)', () => {
    return fc.assert(
      fc.property(randomForm, ({ table, columns, rows, cells }) => {
        const first = serialiseComputed(computeTable(table, columns, rows, cells));
        expect(serialiseComputed(computeTable(table, columns, rows, cells))).toBe(first);
        expect(
          serialiseComputed(computeTable(table, [...columns].reverse(), [...rows].reverse(), cells)),
        ).toBe(first);
      }),
    );
  });

  it('property: line numbers count the live rows from the start number', () => {
    return fc.assert(
      fc.property(randomForm, ({ table, columns, rows, cells }) => {
        const result = computeTable(table, columns, rows, cells);
        const live = rows.filter((r) => !r.deleted);
        expect(result.lines.map((l) => l.lineNumber)).toEqual(
          live.map((_, i) => (table.isLineNumberIncluded ? table.startNumber + i : null)),
        );
      }),
    );
  });
});
