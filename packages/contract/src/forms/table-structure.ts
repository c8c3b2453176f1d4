/**
 * What makes a form well built, before anyone enters a number (000 §5 Forms): totals computed from
 * two other number columns without a loop, dropdown columns with choices, taxes and the prompt pay
 * discount complete when they are on. The buyer's editor shows these as it goes; the server refuses
 * a save that has any.
 */
import { parseDecimal } from './decimal.ts';
import {
  type EngineColumn,
  type EngineTable,
  type FormProblem,
  numericColumnTypes,
  type TotalCalculation,
} from './table-engine.ts';

type StructureTable = Pick<
  EngineTable,
  'isAutoComputeTax' | 'taxes' | 'hasPromptPayDiscount' | 'promptPayDiscountType' | 'promptPayDiscount'
>;

const hundred = parseDecimal('100') ?? 0n;

/** The Total columns each Total column reads, to find loops. */
function readsOf(columns: readonly EngineColumn[]): Map<number, number[]> {
  const reads = new Map<number, number[]>();
  for (const c of columns) {
    const calc = c.tenderTableTotalCalculation;
    if (c.columnTypeName === 'Total' && calc) reads.set(c.id, [calc.leftColumnId, calc.rightColumnId]);
  }
  return reads;
}

function inLoop(start: number, reads: Map<number, number[]>): boolean {
  const seen = new Set<number>();
  const stack = [...(reads.get(start) ?? [])];
  while (stack.length > 0) {
    const next = stack.pop() as number;
    if (next === start) return true;
    if (seen.has(next)) continue;
    seen.add(next);
    stack.push(...(reads.get(next) ?? []));
  }
  return false;
}

function calculationProblem(
  column: EngineColumn,
  calc: TotalCalculation,
  byId: Map<number, EngineColumn>,
  reads: Map<number, number[]>,
): boolean {
  const operands = [calc.leftColumnId, calc.rightColumnId];
  const numericOperands = operands.every((operand) => {
    const other = byId.get(operand);
    return other !== undefined && operand !== column.id && numericColumnTypes.includes(other.columnTypeName);
  });
  return !numericOperands || inLoop(column.id, reads);
}

/** Every problem of a form's structure; the live columns are those not deleted. */
export function tableStructureProblems(
  table: StructureTable,
  columns: readonly EngineColumn[],
): FormProblem[] {
  const problems: FormProblem[] = [];
  const live = columns.filter((c) => !c.deleted);
  const byId = new Map(live.map((c) => [c.id, c]));
  const reads = readsOf(live);
  for (const column of live) {
    const calc = column.tenderTableTotalCalculation;
    if (calc && (column.columnTypeName !== 'Total' || calculationProblem(column, calc, byId, reads))) {
      problems.push({ key: 'formCalculationInvalid', columnId: column.id });
    }
    if (column.columnTypeName === 'DropdownList' && (column.options ?? []).length === 0) {
      problems.push({ key: 'formDropdownOptionsRequired', columnId: column.id });
    }
  }
  if (table.isAutoComputeTax) {
    if (table.taxes.length === 0) problems.push({ key: 'formTaxRequired' });
    for (const tax of table.taxes) {
      const percent = parseDecimal(tax.percentage);
      if (percent === null || percent < 0n || percent > hundred) problems.push({ key: 'formTaxInvalid' });
    }
  }
  if (table.hasPromptPayDiscount) {
    const value = parseDecimal(table.promptPayDiscount);
    if (table.promptPayDiscount === null || table.promptPayDiscount.trim() === '') {
      problems.push({ key: 'formDiscountRequired' });
    } else if (
      value === null ||
      value < 0n ||
      (table.promptPayDiscountType === 'Percentage' && value > hundred)
    ) {
      problems.push({ key: 'formDiscountInvalid' });
    }
  }
  return problems;
}

/** The columns a removal would break: live columns whose calculation reads a removed column. */
export function columnsBrokenByRemoval(
  removedIds: ReadonlySet<number>,
  remaining: readonly EngineColumn[],
): number[] {
  return [...removedIds].filter((removed) =>
    remaining.some(
      (c) =>
        !c.deleted &&
        !removedIds.has(c.id) &&
        c.tenderTableTotalCalculation !== null &&
        (c.tenderTableTotalCalculation.leftColumnId === removed ||
          c.tenderTableTotalCalculation.rightColumnId === removed),
    ),
  );
}
