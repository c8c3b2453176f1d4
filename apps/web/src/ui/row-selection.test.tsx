import { Button, Table } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render.tsx';
import { SelectionCell, SelectionHeaderCell, useRowSelection } from './row-selection.tsx';

type Row = { id: number; name: string; reachable: boolean };

const pages: Record<number, Row[]> = {
  1: [
    { id: 1, name: 'Ada Byron', reachable: true },
    { id: 2, name: 'Bo Chen', reachable: true },
    { id: 3, name: 'Paper Bids Ltd', reachable: false },
  ],
  2: [{ id: 4, name: 'Di Salt', reachable: true }],
};

/** A paged list with a selection column, and what it would act on. */
function List({ rows: initial = pages }: { rows?: Record<number, Row[]> }) {
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState(initial);
  const shown = rows[page] ?? [];
  const selection = useRowSelection(
    shown.filter((row) => row.reachable).map((row) => row.id),
    page,
  );
  return (
    <>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <SelectionHeaderCell selection={selection} />
            <Table.Th>Name</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((row) => (
            <Table.Tr key={row.id}>
              <SelectionCell
                selection={selection}
                rowKey={row.id}
                name={row.name}
                unavailable={row.reachable ? null : 'No contact to write to.'}
              />
              <Table.Td>{row.name}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <output data-testid="chosen">{selection.chosen.join(',')}</output>
      <Button onClick={() => setPage(page === 1 ? 2 : 1)}>Other page</Button>
      <Button onClick={() => setRows({ ...rows, 1: (rows[1] ?? []).filter((row) => row.id !== 2) })}>
        Drop Bo
      </Button>
    </>
  );
}

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const chosen = () => screen.getByTestId('chosen').textContent;

describe('row selection', () => {
  it('ticks rows one by one, the header half-ticked until every reachable row is', async () => {
    const user = userEvent.setup();
    renderApp('/', <List />);
    await user.click(box('Select Ada Byron'));
    expect(chosen()).toBe('1');
    expect(box('Select all on this page').indeterminate).toBe(true);
    await user.click(box('Select Bo Chen'));
    expect(chosen()).toBe('1,2');
    expect(box('Select all on this page').checked).toBe(true);
    expect(box('Select all on this page').indeterminate).toBe(false);
    await user.click(box('Select Ada Byron'));
    expect(chosen()).toBe('2');
  });

  it('ticks the whole page from the header, then clears it', async () => {
    const user = userEvent.setup();
    renderApp('/', <List />);
    await user.click(box('Select all on this page'));
    expect(chosen()).toBe('1,2');
    expect(box('Select Paper Bids Ltd').checked).toBe(false);
    await user.click(box('Select all on this page'));
    expect(chosen()).toBe('');
  });

  it('says why a row cannot be ticked', () => {
    renderApp('/', <List />);
    const paper = box('Select Paper Bids Ltd');
    expect(paper.disabled).toBe(true);
    expect(paper.title).toBe('No contact to write to.');
    expect(paper.closest('[title="No contact to write to."]:not(input)')).toBeTruthy();
  });

  it('clears the ticks when the page changes, also on coming back', async () => {
    const user = userEvent.setup();
    renderApp('/', <List />);
    await user.click(box('Select Ada Byron'));
    await user.click(screen.getByRole('button', { name: 'Other page' }));
    expect(chosen()).toBe('');
    expect(box('Select Di Salt').checked).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Other page' }));
    expect(chosen()).toBe('');
    expect(box('Select Ada Byron').checked).toBe(false);
  });

  it('drops a ticked row that leaves the list', async () => {
    const user = userEvent.setup();
    renderApp('/', <List />);
    await user.click(box('Select all on this page'));
    await user.click(screen.getByRole('button', { name: 'Drop Bo' }));
    expect(chosen()).toBe('1');
    expect(box('Select all on this page').checked).toBe(true);
  });

  it('offers no header tick on a page where nothing may be ticked', () => {
    renderApp('/', <List rows={{ 1: [{ id: 3, name: 'Paper Bids Ltd', reachable: false }] }} />);
    expect(box('Select all on this page').disabled).toBe(true);
  });
});
