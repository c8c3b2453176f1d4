import { computeTable, type FormProblem, tableStructureProblems } from '@procura/contract';
import { useMemo } from 'react';
import { cellsOfValues, type FormDraft, isBuyerColumn } from '../form-draft.ts';
import { formWideProblems, problemsByColumn } from '../form-problems.ts';

/**
 * The buyer's view of a draft through the contract's engine: the lines and totals of the buyer's
 * own cells (required supplier cells are not problems yet), and the structure's problems. Each
 * part is memoised on what it reads, so typing in a cell recomputes the lines but not the structure.
 */
export function useFormComputation(draft: FormDraft) {
  const { header, columns, rows, values } = draft;
  const structure = useMemo(() => tableStructureProblems(header, columns), [header, columns]);
  const buyerColumns = useMemo(() => new Set(columns.filter(isBuyerColumn).map((c) => c.id)), [columns]);
  const cells = useMemo(
    () => cellsOfValues(values).filter((cell) => buyerColumns.has(cell.columnId)),
    [values, buyerColumns],
  );
  const computed = useMemo(
    () => computeTable(header, columns, rows, cells, { checkRequired: false }),
    [header, columns, rows, cells],
  );
  const columnProblems = useMemo(() => problemsByColumn(structure), [structure]);
  const allProblems: FormProblem[] = useMemo(
    () => [...structure, ...computed.problems],
    [structure, computed],
  );
  // The settings panel is memoised: its list must stay the same object while its content does, or
  // every cell edit would re-render (and re-measure) the whole panel.
  const wide = formWideProblems(allProblems);
  const wideKey = wide.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is the list's content.
  const settingsProblems = useMemo(() => wide, [wideKey]);
  return { computed, structure, columnProblems, settingsProblems, hasProblems: allProblems.length > 0 };
}
