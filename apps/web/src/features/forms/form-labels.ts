import {
  type CalculationOperator,
  type ColumnTypeName,
  columnChoices,
  type Decimal,
  formatDecimal,
  formatMoney,
  numericColumnTypes,
  type TableType,
  type TenderTableColumn,
} from '@procura/contract';
import { i18n } from '../../platform/i18n/index.ts';
import type { UiFormsKey } from '../../platform/i18n/ui-forms-en.ts';

/** How people read a form's types, choices and values (000 §3's names for the column types). */

export const columnTypeLabel = (type: ColumnTypeName) => i18n.t(`formType${type}` satisfies UiFormsKey);

export const sectionLabel = (type: TableType) => i18n.t(`formSection${type}` satisfies UiFormsKey);

export const operatorLabel = (operator: CalculationOperator) =>
  i18n.t(`formOperator${operator}` satisfies UiFormsKey);

const choiceKeys: Record<string, UiFormsKey> = {
  Exceeds: 'formChoiceExceeds',
  Meets: 'formChoiceMeets',
  'Does Not Meet': 'formChoiceDoesNotMeet',
  True: 'formChoiceTrue',
  False: 'formChoiceFalse',
  Yes: 'formChoiceYes',
  No: 'formChoiceNo',
};

/** The answers of a choice column as the engine checks them, each with its label; null for other types. */
export function choicesOf(
  column: Pick<TenderTableColumn, 'columnTypeName' | 'options'>,
): { value: string; label: string }[] | null {
  if (column.columnTypeName === 'DropdownList')
    return column.options.map((value) => ({ value, label: value }));
  const fixed = columnChoices[column.columnTypeName];
  if (!fixed) return null;
  return fixed.map((value) => {
    const key = choiceKeys[value];
    return { value, label: key ? i18n.t(key) : value };
  });
}

export const isNumericColumn = (column: Pick<TenderTableColumn, 'columnTypeName'>) =>
  numericColumnTypes.includes(column.columnTypeName);

/** Prices and totals are money; quantities, estimates and points are plain numbers. */
const moneyTypes: readonly ColumnTypeName[] = ['UnitPrice', 'Total'];

/** A computed or summed value of a numeric column, as shown in the grid. */
export function formatColumnValue(
  column: Pick<TenderTableColumn, 'columnTypeName'>,
  value: Decimal | null,
): string {
  if (value === null) return '';
  return moneyTypes.includes(column.columnTypeName) ? formatMoney(value) : formatDecimal(value);
}

/** A column's name, or "Column n" while it has none. */
export function columnName(column: Pick<TenderTableColumn, 'name'>, index: number): string {
  return column.name.trim() || i18n.t('formColumnUnnamed', { number: index + 1 });
}
