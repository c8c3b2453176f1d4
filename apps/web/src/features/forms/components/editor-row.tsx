import { Menu, UnstyledButton } from '@mantine/core';
import type { Decimal, TenderTableColumn, TenderTableRow } from '@procura/contract';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { isComputedColumn } from '../form-draft.ts';
import { choicesOf, columnName, formatColumnValue, isNumericColumn } from '../form-labels.ts';
import { type CellProblems, sameEntries } from '../form-problems.ts';
import classes from './form-grid.module.css';
import { GridBox } from './grid-box.tsx';
import { InputCell, join, ReadOnlyCell } from './grid-cells.tsx';
import { gridCellAttribute, gridCellValue } from './grid-navigation.ts';

export type RowAction = 'up' | 'down' | 'insertBelow' | 'toggleRequired' | 'delete';

export type EditorRowProps = {
  row: TenderTableRow;
  /** The row's place among the form's rows (0-based); the grid's row is one more (the header is 0). */
  index: number;
  lineNumber: number | null;
  columns: readonly TenderTableColumn[];
  values: Readonly<Record<number, string>> | undefined;
  computed: Readonly<Record<number, Decimal | null>>;
  problems: CellProblems;
  activeCol: number | null;
  isFirst: boolean;
  isLast: boolean;
  readOnly: boolean;
  problemPrefix: string;
  onCell: (rowId: number, columnId: number, value: string) => void;
  onRowAction: (rowId: number, action: RowAction) => void;
};

const shownValue = (column: TenderTableColumn, value: string) =>
  choicesOf(column)?.find((choice) => choice.value === value)?.label ?? value;

function RowHeader(props: EditorRowProps) {
  const { t } = useTranslation();
  const { row, index, lineNumber, activeCol, readOnly, onRowAction } = props;
  const label = lineNumber ?? index + 1;
  const target = { [gridCellAttribute]: gridCellValue(index + 1, 0), tabIndex: activeCol === 0 ? 0 : -1 };
  const text = (
    <>
      {lineNumber ?? ''}
      {row.isRequired ? null : <span title={t('formRowOptional')}> ○</span>}
    </>
  );
  return (
    <GridBox role="rowheader" aria-colindex={1} className={join(classes.cell, classes.lineNumber)}>
      {readOnly ? (
        <span {...target}>{text}</span>
      ) : (
        <Menu position="bottom-start" withinPortal>
          <Menu.Target>
            <UnstyledButton
              {...target}
              aria-label={t('formRowActions', { number: label })}
              w="100%"
              ta="right"
            >
              {text} ⋮
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item disabled={props.isFirst} onClick={() => onRowAction(row.id, 'up')}>
              {t('formRowMoveUp')}
            </Menu.Item>
            <Menu.Item disabled={props.isLast} onClick={() => onRowAction(row.id, 'down')}>
              {t('formRowMoveDown')}
            </Menu.Item>
            <Menu.Item onClick={() => onRowAction(row.id, 'insertBelow')}>
              {t('formRowInsertBelow')}
            </Menu.Item>
            <Menu.Item onClick={() => onRowAction(row.id, 'toggleRequired')}>
              {row.isRequired ? `✓ ${t('formRowRequired')}` : t('formRowRequired')}
            </Menu.Item>
            <Menu.Item color="red" onClick={() => onRowAction(row.id, 'delete')}>
              {t('formRowDelete')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      )}
    </GridBox>
  );
}

function EditorRowView(props: EditorRowProps) {
  const { t } = useTranslation();
  const { row, index, lineNumber, columns, activeCol, problems, problemPrefix, readOnly } = props;
  const place = (col: number) => ({
    row: index + 1,
    col,
    colIndex: col + 1,
    tabbable: activeCol === col,
    width: columns[col - 1]?.columnWidth ?? 150,
  });
  return (
    <GridBox role="row" aria-rowindex={index + 2} className={classes.row} data-testid={`form-row-${row.id}`}>
      <RowHeader {...props} />
      {columns.map((column, position) => {
        const col = position + 1;
        const problem = problems[column.id];
        const problemId = `${problemPrefix}-${row.id}-${column.id}`;
        if (isComputedColumn(column)) {
          return (
            <ReadOnlyCell
              key={column.id}
              place={place(col)}
              numeric
              variant="computed"
              problem={problem}
              problemId={problemId}
            >
              {formatColumnValue(column, props.computed[column.id] ?? null)}
            </ReadOnlyCell>
          );
        }
        if (column.isEditableonPublic) {
          return (
            <ReadOnlyCell key={column.id} place={place(col)} variant="supplier">
              {t('formSupplierEnters')}
            </ReadOnlyCell>
          );
        }
        const value = props.values?.[column.id] ?? '';
        if (readOnly) {
          return (
            <ReadOnlyCell key={column.id} place={place(col)} numeric={isNumericColumn(column)}>
              {shownValue(column, value)}
            </ReadOnlyCell>
          );
        }
        return (
          <InputCell
            key={column.id}
            place={place(col)}
            column={column}
            value={value}
            label={t('formCellLabel', { column: columnName(column, position), row: lineNumber ?? index + 1 })}
            problem={problem}
            problemId={problemId}
            onChange={(next) => props.onCell(row.id, column.id, next)}
          />
        );
      })}
    </GridBox>
  );
}

/** One row of the buyer's grid; compares computed values and problems by content (see SupplierRow). */
export const EditorRow = memo(EditorRowView, (before, after) => {
  for (const key of Object.keys(after) as (keyof EditorRowProps)[]) {
    if (key === 'computed' || key === 'problems') continue;
    if (before[key] !== after[key]) return false;
  }
  return sameEntries(before.computed, after.computed) && sameEntries(before.problems, after.problems);
});
