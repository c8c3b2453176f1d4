import type { FormProblem, FormProblemKey } from '@procura/contract';

/**
 * The engine's problems sorted by where the grid shows them: in a cell, under a column's header,
 * or beside the form's settings. Rows without a problem share one empty record, so a memoised row
 * sees "no change" by identity.
 */

export type CellProblems = Readonly<Record<number, FormProblemKey>>;
export const noProblems: CellProblems = Object.freeze({});

export function problemsByRow(problems: readonly FormProblem[]): Map<number, CellProblems> {
  const byRow = new Map<number, Record<number, FormProblemKey>>();
  for (const problem of problems) {
    if (problem.rowId === undefined || problem.columnId === undefined) continue;
    const row = byRow.get(problem.rowId) ?? {};
    row[problem.columnId] ??= problem.key;
    byRow.set(problem.rowId, row);
  }
  return byRow;
}

export function problemsByColumn(problems: readonly FormProblem[]): Map<number, FormProblemKey[]> {
  const byColumn = new Map<number, FormProblemKey[]>();
  for (const problem of problems) {
    if (problem.rowId !== undefined || problem.columnId === undefined) continue;
    const list = byColumn.get(problem.columnId) ?? [];
    if (!list.includes(problem.key)) list.push(problem.key);
    byColumn.set(problem.columnId, list);
  }
  return byColumn;
}

/** Problems of the whole form (taxes, discount, optional rows), each once. */
export function formWideProblems(problems: readonly FormProblem[]): FormProblemKey[] {
  const keys = problems.filter((p) => p.rowId === undefined && p.columnId === undefined).map((p) => p.key);
  return [...new Set(keys)];
}

/** Whether two records hold the same values under the same keys (bigints and strings compare by value). */
export function sameEntries<V>(a: Readonly<Record<number, V>>, b: Readonly<Record<number, V>>): boolean {
  if (a === b) return true;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => (a as Record<string, V>)[key] === (b as Record<string, V>)[key]);
}
