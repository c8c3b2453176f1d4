import { type FormProblemKey, type TenderTableColumn, tableRules } from '@procura/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { choicesOf, isNumericColumn } from '../form-labels.ts';
import classes from './form-grid.module.css';
import { GridBox } from './grid-box.tsx';
import { gridCellAttribute, gridCellValue } from './grid-navigation.ts';

/** The cells of a form's grid: an input or a select where someone types, read-only text elsewhere. */

type CellPlace = {
  row: number;
  col: number;
  /** 1-based column index among the grid's columns, for aria-colindex. */
  colIndex: number;
  /** Whether this cell is the grid's one tab stop. */
  tabbable: boolean;
  /** The column's width in pixels (000 §9: 150 unless the buyer chose another). */
  width: number;
};

export const join = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

function Problem({ id, problem }: { id: string; problem: FormProblemKey | undefined }) {
  const { t } = useTranslation();
  return problem ? (
    <div id={id} className={classes.problem}>
      {t(problem)}
    </div>
  ) : null;
}

/** A cell someone fills: a select for a choice column, a text input otherwise (decimal keyboard for numbers). */
export function InputCell({
  place,
  column,
  value,
  label,
  problem,
  problemId,
  onChange,
}: {
  place: CellPlace;
  column: TenderTableColumn;
  value: string;
  label: string;
  problem: FormProblemKey | undefined;
  problemId: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const choices = choicesOf(column);
  const shared = {
    [gridCellAttribute]: gridCellValue(place.row, place.col),
    tabIndex: place.tabbable ? 0 : -1,
    'aria-label': label,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': problem ? problemId : undefined,
  };
  return (
    <GridBox
      role="gridcell"
      aria-colindex={place.colIndex}
      className={join(classes.cell, problem && classes.invalid)}
      style={{ width: place.width }}
    >
      {choices ? (
        <select
          {...shared}
          className={classes.select}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        >
          <option value="">{t('formChoose')}</option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
          {/* A value that is no longer a choice stays visible, so the problem beside it makes sense. */}
          {value && !choices.some((choice) => choice.value === value) ? (
            <option value={value}>{value}</option>
          ) : null}
        </select>
      ) : (
        // Text, not type=number: the value stays the exact decimal text typed, and the caret position
        // (which number inputs do not expose) decides whether an arrow key leaves the cell.
        <input
          {...shared}
          className={join(classes.input, isNumericColumn(column) && classes.number)}
          inputMode={isNumericColumn(column) ? 'decimal' : undefined}
          autoComplete="off"
          maxLength={tableRules.maxCellLength}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      )}
      <Problem id={problemId} problem={problem} />
    </GridBox>
  );
}

/** A cell nobody types in here: a computed total, the other party's value, or any cell of a locked form. */
export function ReadOnlyCell({
  place,
  numeric = false,
  variant,
  problem,
  problemId,
  children,
}: {
  place: CellPlace;
  numeric?: boolean;
  variant?: 'computed' | 'supplier';
  problem?: FormProblemKey;
  problemId?: string;
  children: ReactNode;
}) {
  return (
    <GridBox
      role="gridcell"
      aria-readonly="true"
      aria-colindex={place.colIndex}
      aria-describedby={problem ? problemId : undefined}
      {...{ [gridCellAttribute]: gridCellValue(place.row, place.col) }}
      tabIndex={place.tabbable ? 0 : -1}
      style={{ width: place.width }}
      className={join(
        classes.cell,
        variant === 'computed' && classes.computed,
        variant === 'supplier' && classes.supplierCell,
        problem && classes.invalid,
      )}
    >
      <div className={join(classes.readOnly, numeric && classes.number)}>{children}</div>
      {problemId ? <Problem id={problemId} problem={problem} /> : null}
    </GridBox>
  );
}

export type { CellPlace };
