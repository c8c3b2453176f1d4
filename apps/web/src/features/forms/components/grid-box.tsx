import type { HTMLAttributes, Ref } from 'react';

export type GridRole = 'grid' | 'row' | 'gridcell' | 'columnheader' | 'rowheader';

/**
 * A part of a form's grid: the ARIA grid pattern on divs rather than a table. Each row is then a
 * flex box that can be its own layout containment box (content-visibility: auto), so an edit lays
 * out the rows on screen only. A table's rows cannot be contained: in a 500-row form every
 * keystroke laid out all 6,000 cells again, several frames' worth of work (bench/RESULTS.md).
 */
export function GridBox({
  role,
  boxRef,
  ...props
}: { role: GridRole; boxRef?: Ref<HTMLDivElement> } & HTMLAttributes<HTMLDivElement>) {
  return <div ref={boxRef} role={role} {...props} />;
}
