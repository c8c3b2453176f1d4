import { CloseButton } from '@mantine/core';
import type { Decimal, EngineRow, TenderTableColumn } from '@procura/contract';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { isComputedColumn } from '../form-draft.ts';
import { choicesOf, columnName, formatColumnValue, isNumericColumn } from '../form-labels.ts';
import { type CellProblems, sameEntries } from '../form-problems.ts';
import classes from './form-grid.module.css';
import { GridBox } from './grid-box.tsx';
import { InputCell, join, ReadOnlyCell } from './grid-cells.tsx';
import { gridCellAttribute, gridCellValue } from './grid-navigation.ts';

type Values = Readonly<Record<number, string>>;

export type SupplierRowProps = {
  row: EngineRow;
  /** The row's place in the grid (0-based), for navigation and aria-rowindex. */
  index: number;
  lineNumber: number | null;
  columns: readonly TenderTableColumn[];
  /** Where each column sits among all the grid's columns, by column id (1-based). */
  colIndexOf: ReadonlyMap<number, number>;
  buyerValues: Values | undefined;
  supplierValues: Values | undefined;
  computed: Readonly<Record<number, Decimal | null>>;
  problems: CellProblems;
  /** The active column when this row holds the grid's tab stop, else null. */
  activeCol: number | null;
  readOnly: boolean;
  /** Whether the grid has a last column of remove buttons (some rows were added). */
  removable: boolean;
  problemPrefix: string;
  onCell: (rowId: number, columnId: number, value: string) => void;
  onRemove: (rowId: number) => void;
};

const shownValue = (column: TenderTableColumn, value: string) =>
  choicesOf(column)?.find((choice) => choice.value === value)?.label ?? value;

function SupplierRowView(props: SupplierRowProps) {
  const { t } = useTranslation();
  const { row, index, lineNumber, columns, colIndexOf, activeCol, problems, problemPrefix } = props;
  const place = (col: number, columnId: number) => ({
    row: index,
    col,
    colIndex: colIndexOf.get(columnId) ?? col + 1,
    tabbable: activeCol === col,
    width: columns[col]?.columnWidth ?? 150,
  });
  const lineLabel = lineNumber ?? index + 1;
  return (
    <GridBox
      role="row"
      aria-rowindex={index + 2}
      className={classes.row}
      data-testid={`supplier-row-${row.id}`}
    >
      {lineNumber !== null ? (
        <GridBox role="rowheader" aria-colindex={1} className={join(classes.cell, classes.lineNumber)}>
          {lineNumber}
        </GridBox>
      ) : null}
      {columns.map((column, col) => {
        const problem = problems[column.id];
        const problemId = `${problemPrefix}-${row.id}-${column.id}`;
        const name = columnName(column, col);
        if (isComputedColumn(column)) {
          return (
            <ReadOnlyCell
              key={column.id}
              place={place(col, column.id)}
              numeric
              variant="computed"
              problem={problem}
              problemId={problemId}
            >
              {formatColumnValue(column, props.computed[column.id] ?? null)}
            </ReadOnlyCell>
          );
        }
        const theirs = column.isEditableonPublic || row.isDynamicRow;
        if (theirs && !props.readOnly) {
          return (
            <InputCell
              key={column.id}
              place={place(col, column.id)}
              column={column}
              value={props.supplierValues?.[column.id] ?? ''}
              label={t('formCellLabel', { column: name, row: lineLabel })}
              problem={problem}
              problemId={problemId}
              onChange={(value) => props.onCell(row.id, column.id, value)}
            />
          );
        }
        const value = (theirs ? props.supplierValues : props.buyerValues)?.[column.id] ?? '';
        return (
          <ReadOnlyCell
            key={column.id}
            place={place(col, column.id)}
            numeric={isNumericColumn(column)}
            problem={problem}
            problemId={problemId}
          >
            {shownValue(column, value)}
          </ReadOnlyCell>
        );
      })}
      {props.removable ? (
        <GridBox
          role="gridcell"
          aria-colindex={colIndexOf.size + (lineNumber !== null ? 2 : 1)}
          className={join(classes.cell, classes.actionCell)}
        >
          {row.isDynamicRow && !props.readOnly ? (
            <CloseButton
              size="sm"
              m={4}
              aria-label={t('formSupplierRemoveRow', { number: lineLabel })}
              tabIndex={activeCol === columns.length ? 0 : -1}
              {...{ [gridCellAttribute]: gridCellValue(index, columns.length) }}
              onClick={() => props.onRemove(row.id)}
            />
          ) : null}
        </GridBox>
      ) : null}
    </GridBox>
  );
}

/**
 * One line of the supplier's grid. The engine answers new objects on every edit, so the row compares
 * its computed values and problems by content: an edit re-renders the edited row and the rows whose
 * numbers changed, not all of them.
 */
export const SupplierRow = memo(SupplierRowView, (before, after) => {
  for (const key of Object.keys(after) as (keyof SupplierRowProps)[]) {
    if (key === 'computed' || key === 'problems') continue;
    if (before[key] !== after[key]) return false;
  }
  return sameEntries(before.computed, after.computed) && sameEntries(before.problems, after.problems);
});
