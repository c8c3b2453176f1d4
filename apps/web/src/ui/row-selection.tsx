import { Checkbox, Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Rows ticked on a list's current page, for an action on the chosen ones (issue 25 §1: "Email
 * selected"). The list names the rows that may be ticked and what it shows them for (its page,
 * its filter): when that changes the ticks go, so an action never reaches a row the buyer can no
 * longer see.
 */
export type RowSelection<Key extends string | number> = {
  /** The ticked rows among those that may be ticked now, in the list's order. */
  chosen: readonly Key[];
  isChosen: (key: Key) => boolean;
  toggle: (key: Key, on: boolean) => void;
  /** Ticks every row of the page that may be ticked, or clears them when all already are. */
  togglePage: () => void;
  /** Whether the page's ticks are none, some or all of the rows that may be ticked. */
  coverage: 'none' | 'some' | 'all';
  /** Nothing on the page may be ticked: the header box has nothing to promise. */
  empty: boolean;
};

export function useRowSelection<Key extends string | number>(
  selectable: readonly Key[],
  scope: string | number,
): RowSelection<Key> {
  const [held, setHeld] = useState<{ scope: string | number; keys: readonly Key[] }>({ scope, keys: [] });
  // Reset during render rather than in an effect, so no frame shows the old page's ticks.
  if (held.scope !== scope) setHeld({ scope, keys: [] });
  const keys = held.scope === scope ? held.keys : [];
  // A row removed, or no longer allowed (a member made inactive), drops out of the choice.
  const chosen = selectable.filter((key) => keys.includes(key));
  const coverage = chosen.length === 0 ? 'none' : chosen.length === selectable.length ? 'all' : 'some';
  return {
    chosen,
    isChosen: (key) => chosen.includes(key),
    toggle: (key, on) => {
      const others = chosen.filter((k) => k !== key);
      setHeld({ scope, keys: on ? [...others, key] : others });
    },
    togglePage: () => setHeld({ scope, keys: coverage === 'all' ? [] : [...selectable] }),
    coverage,
    empty: selectable.length === 0,
  };
}

/** The header cell of the selection column: ticks the page, half-ticked while only some rows are. */
export function SelectionHeaderCell<Key extends string | number>({
  selection,
}: {
  selection: RowSelection<Key>;
}) {
  const { t } = useTranslation();
  return (
    <Table.Th w={40}>
      <Checkbox
        aria-label={t('rowSelectPage')}
        checked={selection.coverage === 'all'}
        indeterminate={selection.coverage === 'some'}
        disabled={selection.empty}
        onChange={selection.togglePage}
      />
    </Table.Th>
  );
}

/**
 * A row's selection cell, named after whom the row is. A row that may not be ticked says why,
 * on hover and to a screen reader (the box's description).
 */
export function SelectionCell<Key extends string | number>({
  selection,
  rowKey,
  name,
  unavailable = null,
}: {
  selection: RowSelection<Key>;
  rowKey: Key;
  name: string;
  /** Why the row cannot be ticked, or null when it can. */
  unavailable?: string | null;
}) {
  const { t } = useTranslation();
  const reason = unavailable ?? undefined;
  return (
    <Table.Td w={40}>
      <Checkbox
        aria-label={t('rowSelect', { name })}
        checked={unavailable === null && selection.isChosen(rowKey)}
        disabled={unavailable !== null}
        title={reason}
        // A disabled box gets no hover of its own in some browsers: its wrapper shows the reason.
        wrapperProps={{ title: reason }}
        onChange={(event) => selection.toggle(rowKey, event.currentTarget.checked)}
      />
    </Table.Td>
  );
}
