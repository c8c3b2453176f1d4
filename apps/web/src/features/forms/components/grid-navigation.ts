import { type KeyboardEvent, type PointerEvent, useCallback, useLayoutEffect, useRef, useState } from 'react';

/**
 * Spreadsheet-like keyboard navigation for a form's grid (issue 5: "keyboard navigation between
 * cells"). The grid is one tab stop (roving tabindex: only the active cell has tabindex 0). Each
 * cell has one focus target marked `data-grid-cell="row:col"`: its input or select, or the cell
 * itself when it is read-only.
 *
 * Two modes, as in a spreadsheet: navigating (arrows, Home and End move; the cell's text is
 * selected, so typing replaces it and starts editing) and editing (Enter or F2, or a click; arrows
 * move the caret, and leave the cell only from the edge of its text; Escape or Enter stop editing).
 * Tab and Shift+Tab move to the next and previous cell, and leave the grid past its last or first.
 * The edit mode is a ref and a data attribute rather than state: entering it must not re-render.
 */

export type GridPosition = { row: number; col: number };
export type GridDirection = 'up' | 'down' | 'left' | 'right';

export const gridCellAttribute = 'data-grid-cell';
export const gridCellValue = (row: number, col: number) => `${row}:${col}`;

const arrows: Record<string, GridDirection> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

function positionOf(element: Element | null): GridPosition | null {
  const value = element?.getAttribute(gridCellAttribute);
  if (!value) return null;
  const [row, col] = value.split(':').map(Number);
  return row === undefined || col === undefined ? null : { row, col };
}

const isTextInput = (element: Element): element is HTMLInputElement =>
  element instanceof HTMLInputElement && element.type !== 'checkbox';
const isEditable = (element: Element) => isTextInput(element) || element instanceof HTMLSelectElement;

function atEdge(input: HTMLInputElement, direction: 'left' | 'right'): boolean {
  const { selectionStart, selectionEnd, value } = input;
  if (selectionStart === null || selectionStart !== selectionEnd) return false;
  return direction === 'left' ? selectionStart === 0 : selectionStart === value.length;
}

export type GridNavigationOptions = {
  rowCount: number;
  colCount: number;
  /**
   * Alt with an arrow on a cell: the grid's owner may move the row or column and answer where the
   * focus goes next (the same cell in its new place); nothing moves when it answers nothing.
   */
  onAltArrow?: (at: GridPosition, direction: GridDirection) => GridPosition | null;
};

export function useGridNavigation({ rowCount, colCount, onAltArrow }: GridNavigationOptions) {
  const gridRef = useRef<HTMLDivElement>(null);
  const [rawActive, setActive] = useState<GridPosition>({ row: 0, col: 0 });
  const editing = useRef<Element | null>(null);
  const pointer = useRef(false);
  const pendingFocus = useRef<GridPosition | null>(null);

  // Rows and columns come and go: the tab stop stays on a cell that exists.
  const active = {
    row: Math.max(0, Math.min(rawActive.row, rowCount - 1)),
    col: Math.max(0, Math.min(rawActive.col, colCount - 1)),
  };

  const setEditing = useCallback((element: Element | null) => {
    editing.current?.removeAttribute('data-editing');
    editing.current = element;
    element?.setAttribute('data-editing', 'true');
  }, []);

  const focusCell = useCallback((row: number, col: number) => {
    const grid = gridRef.current;
    if (!grid) return;
    // A row may have fewer focusable cells (a supplier's added row has a remove button, others not).
    for (let c = col; c >= 0; c--) {
      const target = grid.querySelector<HTMLElement>(`[${gridCellAttribute}="${gridCellValue(row, c)}"]`);
      if (target) {
        // Focusing the focused cell fires no focus event: select its text here, as a move would.
        if (target === document.activeElement && isTextInput(target)) target.select();
        else target.focus();
        return;
      }
    }
  }, []);

  // A move that re-renders the grid (Alt+arrow) focuses the cell once it is in its new place.
  useLayoutEffect(() => {
    const next = pendingFocus.current;
    if (!next) return;
    pendingFocus.current = null;
    focusCell(next.row, next.col);
  });

  const moveTo = useCallback(
    (row: number, col: number) => {
      focusCell(Math.max(0, Math.min(row, rowCount - 1)), Math.max(0, Math.min(col, colCount - 1)));
    },
    [focusCell, rowCount, colCount],
  );

  const onFocus = useCallback(
    (event: { target: EventTarget }) => {
      const target = event.target as Element;
      const at = positionOf(target);
      if (!at) return;
      setActive((current) => (current.row === at.row && current.col === at.col ? current : at));
      if (pointer.current) {
        // A click puts the caret where the person clicked: that is editing.
        setEditing(isEditable(target) ? target : null);
      } else {
        setEditing(null);
        if (isTextInput(target)) target.select();
      }
      pointer.current = false;
    },
    [setEditing],
  );

  const onPointerDown = useCallback((_event: PointerEvent) => {
    pointer.current = true;
  }, []);

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      const target = event.target as Element;
      const at = positionOf(target);
      if (!at || event.ctrlKey || event.metaKey) return;
      const isEditing = editing.current === target;
      const direction = arrows[event.key];
      const move = (row: number, col: number) => {
        event.preventDefault();
        setEditing(null);
        moveTo(row, col);
      };

      if (direction && event.altKey) {
        const next = onAltArrow?.(at, direction);
        if (next) {
          event.preventDefault();
          pendingFocus.current = next;
        }
        return;
      }
      if (direction === 'up' || direction === 'down') {
        if (isEditing && target instanceof HTMLSelectElement) return;
        move(at.row + (direction === 'up' ? -1 : 1), at.col);
        return;
      }
      if (direction === 'left' || direction === 'right') {
        if (isEditing && isTextInput(target) && !atEdge(target, direction)) return;
        move(at.row, at.col + (direction === 'left' ? -1 : 1));
        return;
      }
      switch (event.key) {
        case 'Home':
        case 'End':
          if (isEditing) return;
          move(at.row, event.key === 'Home' ? 0 : colCount - 1);
          return;
        case 'Tab': {
          const step = event.shiftKey ? -1 : 1;
          let { row, col } = at;
          col += step;
          if (col >= colCount) [row, col] = [row + 1, 0];
          if (col < 0) [row, col] = [row - 1, colCount - 1];
          // Past the last or first cell, Tab leaves the grid as it would any control.
          if (row < 0 || row >= rowCount) return;
          move(row, col);
          return;
        }
        case 'Enter':
        case 'F2':
          if (!isEditable(target)) return;
          event.preventDefault();
          if (isEditing && event.key === 'Enter') {
            setEditing(null);
            if (isTextInput(target)) moveTo(at.row + 1, at.col);
            return;
          }
          setEditing(target);
          if (isTextInput(target)) target.setSelectionRange(target.value.length, target.value.length);
          return;
        case 'Escape':
          if (!isEditing) return;
          event.preventDefault();
          setEditing(null);
          if (isTextInput(target)) target.select();
          return;
        default:
          // Typing a character into a selected cell replaces its text: from then on it is being edited.
          if (!isEditing && isTextInput(target) && event.key.length === 1 && !event.altKey)
            setEditing(target);
      }
    },
    [colCount, rowCount, moveTo, onAltArrow, setEditing],
  );

  return { gridRef, active, gridProps: { onKeyDown, onFocus, onPointerDown } };
}
