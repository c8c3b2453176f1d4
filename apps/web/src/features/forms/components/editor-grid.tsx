import { Text } from '@mantine/core';
import {
  type ComputedTable,
  canDeleteColumn,
  type FormProblemKey,
  type TenderTableColumn,
  type TenderTableRow,
} from '@procura/contract';
import { type Dispatch, useCallback, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CellValues } from '../form-draft.ts';
import { formatColumnValue, isNumericColumn } from '../form-labels.ts';
import { noProblems, problemsByRow } from '../form-problems.ts';
import type { FormAction } from '../form-reducer.ts';
import { ColumnHeader } from './column-header.tsx';
import { EditorRow, type RowAction } from './editor-row.tsx';
import classes from './form-grid.module.css';
import { GridBox } from './grid-box.tsx';
import { join } from './grid-cells.tsx';
import { type GridDirection, type GridPosition, useGridNavigation } from './grid-navigation.ts';

const noValues: Readonly<Record<number, null>> = Object.freeze({});
/** The width of the line number and row actions column, in pixels. */
const lineWidth = 64;

/**
 * The buyer's grid: a header of columns, the rows with the buyer's inputs, greyed cells the
 * supplier fills, live totals, and the column totals. Grid row 0 is the header (its stops open
 * the column settings); each row starts with its actions menu (grid column 0).
 */
export function EditorGrid({
  name,
  columns,
  rows,
  values,
  computed,
  columnProblems,
  readOnly,
  dispatch,
  onSettings,
}: {
  name: string;
  columns: readonly TenderTableColumn[];
  rows: readonly TenderTableRow[];
  values: CellValues;
  computed: ComputedTable;
  columnProblems: ReadonlyMap<number, FormProblemKey[]>;
  readOnly: boolean;
  dispatch: Dispatch<FormAction>;
  onSettings: (columnId: number) => void;
}) {
  const { t } = useTranslation();
  const problemPrefix = useId();
  const rowProblems = useMemo(() => problemsByRow(computed.problems), [computed.problems]);
  const lineOf = useMemo(() => new Map(computed.lines.map((line) => [line.rowId, line])), [computed.lines]);

  // Alt+arrows read the current order through a ref, so the handler (and the rows) stay stable.
  const order = useRef({ columns, rows });
  order.current = { columns, rows };
  const onAltArrow = useCallback(
    (at: GridPosition, direction: GridDirection): GridPosition | null => {
      if (readOnly) return null;
      const { columns: cols, rows: rs } = order.current;
      const vertical = direction === 'up' || direction === 'down';
      const step = direction === 'up' || direction === 'left' ? -1 : 1;
      if (vertical) {
        const row = rs[at.row - 1];
        const target = at.row + step;
        if (!row || target < 1 || target > rs.length) return null;
        dispatch({ type: 'moveRow', id: row.id, step });
        return { row: target, col: at.col };
      }
      const column = cols[at.col - 1];
      const target = at.col + step;
      if (!column || target < 1 || target > cols.length) return null;
      dispatch({ type: 'moveColumn', id: column.id, step });
      return { row: at.row, col: target };
    },
    [dispatch, readOnly],
  );
  const { gridRef, active, gridProps } = useGridNavigation({
    rowCount: rows.length + 1,
    colCount: columns.length + 1,
    onAltArrow,
  });

  const onCell = useCallback(
    (rowId: number, columnId: number, value: string) => dispatch({ type: 'cell', rowId, columnId, value }),
    [dispatch],
  );
  const onRowAction = useCallback(
    (rowId: number, action: RowAction) => {
      if (action === 'up' || action === 'down')
        dispatch({ type: 'moveRow', id: rowId, step: action === 'up' ? -1 : 1 });
      else if (action === 'insertBelow') dispatch({ type: 'addRow', afterId: rowId });
      else if (action === 'delete') dispatch({ type: 'removeRow', id: rowId });
      else {
        const row = order.current.rows.find((r) => r.id === rowId);
        if (row) dispatch({ type: 'updateRow', id: rowId, patch: { isRequired: !row.isRequired } });
      }
    },
    [dispatch],
  );
  const onMove = useCallback(
    (id: number, step: -1 | 1) => dispatch({ type: 'moveColumn', id, step }),
    [dispatch],
  );
  const onDelete = useCallback((id: number) => dispatch({ type: 'removeColumn', id }), [dispatch]);

  return (
    <div>
      <div className={classes.scroller}>
        <GridBox
          boxRef={gridRef}
          role="grid"
          aria-label={t('formGridLabel', { name })}
          aria-rowcount={rows.length + 2}
          aria-colcount={columns.length + 1}
          aria-describedby={`${problemPrefix}-help`}
          className={classes.grid}
          data-testid="editor-grid"
          {...gridProps}
        >
          <GridBox role="row" aria-rowindex={1} className={join(classes.row, classes.header)}>
            <GridBox
              role="columnheader"
              aria-colindex={1}
              className={join(classes.cell, classes.lineNumber)}
              style={{ width: lineWidth }}
            >
              {t('formLine')}
            </GridBox>
            {columns.map((column, position) => (
              <ColumnHeader
                key={column.id}
                column={column}
                position={position}
                count={columns.length}
                tabbable={active.row === 0 && active.col === position + 1}
                canDelete={canDeleteColumn(column.id, columns)}
                problems={columnProblems.get(column.id)}
                readOnly={readOnly}
                onSettings={onSettings}
                onMove={onMove}
                onDelete={onDelete}
              />
            ))}
          </GridBox>
          {rows.map((row, index) => {
            const line = lineOf.get(row.id);
            return (
              <EditorRow
                key={row.id}
                row={row}
                index={index}
                lineNumber={line?.lineNumber ?? null}
                columns={columns}
                values={values[row.id]}
                computed={line?.values ?? noValues}
                problems={rowProblems.get(row.id) ?? noProblems}
                activeCol={active.row === index + 1 ? active.col : null}
                isFirst={index === 0}
                isLast={index === rows.length - 1}
                readOnly={readOnly}
                problemPrefix={problemPrefix}
                onCell={onCell}
                onRowAction={onRowAction}
              />
            );
          })}
          <GridBox role="row" aria-rowindex={rows.length + 2} className={join(classes.row, classes.footer)}>
            <GridBox
              role="gridcell"
              className={classes.cell}
              style={{ width: lineWidth }}
              aria-label={t('formColumnTotal')}
            />
            {columns.map((column) => (
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
          </GridBox>
        </GridBox>
      </div>
      <Text id={`${problemPrefix}-help`} size="xs" c="dimmed" mt={4}>
        {t('formGridHelp')}
      </Text>
    </div>
  );
}
