import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import {
  computeTable,
  type EngineCell,
  type EngineRow,
  type TenderTableColumn,
  type TenderTableForm,
} from '@procura/contract';
import { useCallback, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type CellValues, cellsOfValues, isComputedColumn, valuesOfCells } from '../form-draft.ts';
import { columnName, formatColumnValue, isNumericColumn } from '../form-labels.ts';
import { formWideProblems, noProblems, problemsByRow } from '../form-problems.ts';
import classes from './form-grid.module.css';
import { FormTextView } from './form-text.tsx';
import { FormTotals } from './form-totals.tsx';
import { GridBox } from './grid-box.tsx';
import { join } from './grid-cells.tsx';
import { useGridNavigation } from './grid-navigation.ts';
import { SupplierRow } from './supplier-row.tsx';

/**
 * What a supplier has entered in a form: the rows they added and their values, by row then column.
 * In the form's own rows a supplier fills the columns editable by suppliers; in a row they added
 * (an optional row, with no buyer values) they fill every column that is not computed.
 */
export type SupplierEntry = {
  /** Ids of the rows the supplier added (isDynamicRow), in order; negative until saved. */
  addedRowIds: readonly number[];
  /** Only the values of columns suppliers fill are read; the buyer's columns keep the buyer's values. */
  values: CellValues;
};

export const emptySupplierEntry: SupplierEntry = { addedRowIds: [], values: {} };

const noValues: Readonly<Record<number, null>> = Object.freeze({});

const liveSorted = <T extends { deleted: boolean; sortOrder: number }>(items: readonly T[]) =>
  items.filter((item) => !item.deleted).sort((a, b) => a.sortOrder - b.sortOrder);

const isSupplierColumn = (column: TenderTableColumn) =>
  column.isEditableonPublic && !isComputedColumn(column);

/**
 * A form exactly as a supplier sees and fills it (issue 5's preview; issue 6's entry reuses it):
 * the heading, the grid without the columns hidden from the public, line numbers from the start
 * number, the buyer's values read-only, inputs in the supplier's columns, rows the supplier may add,
 * and the engine's totals with every required cell checked, then the footer.
 */
export function SupplierFormView({
  form,
  entry,
  onChange,
  readOnly = false,
}: {
  form: TenderTableForm;
  entry: SupplierEntry;
  onChange: (entry: SupplierEntry) => void;
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const { table } = form;
  const problemPrefix = useId();
  const columns = useMemo(() => liveSorted(form.columns), [form.columns]);
  const visible = useMemo(() => columns.filter((column) => !column.isHiddenOnPublic), [columns]);
  const supplierColumns = useMemo(
    () => new Set(columns.filter(isSupplierColumn).map((c) => c.id)),
    [columns],
  );
  const buyerValues = useMemo(
    () => valuesOfCells(form.cells.filter((cell) => !supplierColumns.has(cell.columnId))),
    [form.cells, supplierColumns],
  );
  const buyerCells = useMemo(() => cellsOfValues(buyerValues), [buyerValues]);
  const formRows = useMemo(() => liveSorted(form.rows).filter((row) => !row.isDynamicRow), [form.rows]);
  const rows = useMemo<EngineRow[]>(() => {
    const after = formRows.reduce((highest, row) => Math.max(highest, row.sortOrder), -1) + 1;
    const added = entry.addedRowIds.map((id, index) => ({
      id,
      sortOrder: after + index,
      isRequired: false,
      isDynamicRow: true,
      deleted: false,
    }));
    return [...formRows, ...added];
  }, [formRows, entry.addedRowIds]);

  const computed = useMemo(() => {
    // In a row they added, suppliers fill every column; elsewhere only the columns that are theirs.
    const added = new Set(entry.addedRowIds);
    const supplierCells: EngineCell[] = cellsOfValues(entry.values).filter(
      (cell) => supplierColumns.has(cell.columnId) || added.has(cell.rowId),
    );
    return computeTable(table, columns, rows, [...buyerCells, ...supplierCells], { checkRequired: true });
  }, [table, columns, rows, buyerCells, entry.values, entry.addedRowIds, supplierColumns]);
  const rowProblems = useMemo(() => problemsByRow(computed.problems), [computed.problems]);

  // Callbacks read the latest entry through a ref, so they stay the same and memoised rows stay put.
  const latest = useRef({ entry, onChange });
  latest.current = { entry, onChange };
  const onCell = useCallback((rowId: number, columnId: number, value: string) => {
    const { entry: current, onChange: report } = latest.current;
    const row = current.values[rowId] ?? {};
    report({ ...current, values: { ...current.values, [rowId]: { ...row, [columnId]: value } } });
  }, []);
  const onRemove = useCallback((rowId: number) => {
    const { entry: current, onChange: report } = latest.current;
    const { [rowId]: _removed, ...values } = current.values;
    report({ addedRowIds: current.addedRowIds.filter((id) => id !== rowId), values });
  }, []);
  const addRow = () => {
    const lowest = Math.min(0, ...rows.map((row) => row.id));
    onChange({ ...entry, addedRowIds: [...entry.addedRowIds, lowest - 1] });
  };

  const removable = !readOnly && entry.addedRowIds.length > 0;
  const lineOffset = table.isLineNumberIncluded ? 1 : 0;
  const colIndexOf = useMemo(
    () => new Map(visible.map((column, index) => [column.id, index + 1 + lineOffset])),
    [visible, lineOffset],
  );
  const { gridRef, active, gridProps } = useGridNavigation({
    rowCount: rows.length,
    colCount: visible.length + (removable ? 1 : 0),
  });
  const left = table.maximumOptionalRows - entry.addedRowIds.length;
  const wide = formWideProblems(computed.problems);
  const lineOf = new Map(computed.lines.map((line) => [line.rowId, line]));

  return (
    <Stack gap="sm" data-testid="supplier-form">
      <FormTextView value={table.headingText} testId="form-heading" />
      <div className={classes.scroller}>
        <GridBox
          boxRef={gridRef}
          role="grid"
          aria-label={t('formGridLabel', { name: table.name })}
          aria-rowcount={rows.length + 2}
          aria-colcount={visible.length + lineOffset + (removable ? 1 : 0)}
          className={classes.grid}
          {...gridProps}
        >
          <GridBox role="row" aria-rowindex={1} className={join(classes.row, classes.header)}>
            {table.isLineNumberIncluded ? (
              <GridBox
                role="columnheader"
                aria-colindex={1}
                className={join(classes.cell, classes.lineNumber)}
              >
                {t('formLine')}
              </GridBox>
            ) : null}
            {visible.map((column, index) => (
              <GridBox
                role="columnheader"
                key={column.id}
                aria-colindex={index + 1 + lineOffset}
                className={classes.cell}
                style={{ width: column.columnWidth }}
              >
                {columnName(column, index)}
                {column.isRequired ? <span aria-hidden="true"> *</span> : null}
              </GridBox>
            ))}
            {removable ? (
              <GridBox
                role="columnheader"
                aria-colindex={visible.length + 1 + lineOffset}
                className={join(classes.cell, classes.actionCell)}
              />
            ) : null}
          </GridBox>
          {rows.map((row, index) => {
            const line = lineOf.get(row.id);
            return (
              <SupplierRow
                key={row.id}
                row={row}
                index={index}
                lineNumber={line?.lineNumber ?? null}
                columns={visible}
                colIndexOf={colIndexOf}
                buyerValues={buyerValues[row.id]}
                supplierValues={entry.values[row.id]}
                computed={line?.values ?? noValues}
                problems={rowProblems.get(row.id) ?? noProblems}
                activeCol={active.row === index ? active.col : null}
                readOnly={readOnly}
                removable={removable}
                problemPrefix={problemPrefix}
                onCell={onCell}
                onRemove={onRemove}
              />
            );
          })}
          <GridBox role="row" aria-rowindex={rows.length + 2} className={join(classes.row, classes.footer)}>
            {table.isLineNumberIncluded ? (
              <GridBox
                role="gridcell"
                className={join(classes.cell, classes.lineNumber)}
                aria-label={t('formColumnTotal')}
              />
            ) : null}
            {visible.map((column) => (
              <GridBox
                role="gridcell"
                key={column.id}
                className={join(classes.cell, classes.number)}
                style={{ width: column.columnWidth }}
                data-testid={isNumericColumn(column) ? `column-total-${column.id}` : undefined}
              >
                {isNumericColumn(column)
                  ? formatColumnValue(column, computed.columnTotals[column.id] ?? 0n)
                  : null}
              </GridBox>
            ))}
            {removable ? (
              <GridBox role="gridcell" className={join(classes.cell, classes.actionCell)} />
            ) : null}
          </GridBox>
        </GridBox>
      </div>
      {table.allowPlantakerToAddRows && !readOnly ? (
        <Group gap="sm">
          <Button variant="default" size="xs" onClick={addRow} disabled={left <= 0}>
            {t('formSupplierAddRow')}
          </Button>
          <Text size="xs" c="dimmed" data-testid="optional-rows-left">
            {t('formOptionalRowsLeft', { count: Math.max(0, left) })}
          </Text>
        </Group>
      ) : null}
      {wide.length > 0 ? (
        <Alert color="red" data-testid="form-problems">
          {wide.map((key) => (
            <div key={key}>{t(key, { max: '' })}</div>
          ))}
        </Alert>
      ) : null}
      <FormTotals computed={computed} table={table} />
      <FormTextView value={table.footerText} testId="form-footer" />
    </Stack>
  );
}
