import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { controlPanelRoutes, nodePath } from '../../../test/control-panel-fixtures.ts';
import { envelope, mockServer } from '../../../test/fetch-mock.ts';
import { refusal } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { treeOrder } from '../components/category-editor.tsx';

const commodityPath = `${nodePath}/CommodityCategories`;
const category = (id: number, code: string, name: string, parentId: number | null = null) => ({
  id,
  code,
  name,
  parentId,
  active: true,
});
const codes = [
  category(2, '44', 'Office equipment'),
  category(3, '4412', 'Office machines', 2),
  category(1, '43', 'IT'),
];

describe('dropdown settings: categories and commodity codes', () => {
  it('orders a tree parent first, children by code, and survives orphans and loops', () => {
    const loop = [category(7, 'B', 'b', 8), category(8, 'A', 'a', 7)];
    expect(treeOrder(codes).map(({ category: c, depth }) => `${depth}:${c.code}`)).toEqual([
      '0:43',
      '0:44',
      '1:4412',
    ]);
    expect(treeOrder([category(5, '9', 'orphan', 99)]).map(({ depth }) => depth)).toEqual([0]);
    // A loop has no root: it still shows, once each, and nothing hangs.
    expect(treeOrder(loop).map(({ category: c, depth }) => `${depth}:${c.code}`)).toEqual(['0:A', '1:B']);
  });

  it('adds a code under a parent and reports a parent that still has children', async () => {
    const server = mockServer({
      ...controlPanelRoutes(),
      [`GET ${commodityPath}`]: { body: envelope('commodity', codes) },
      [`POST ${commodityPath}`]: { body: envelope('commodity', [category(4, '4413', 'Copiers', 2)]) },
      [`DELETE ${commodityPath}`]: refusal(
        400,
        ['dropdownOptionInUse'],
        ['This option cannot be deleted while projects use it.'],
      ),
    });
    const user = userEvent.setup();
    renderApp('/control-panel/dropdown-settings?tab=commodities');
    const rows = await screen.findAllByTestId(/^category-/);
    expect(rows.map((row) => row.getAttribute('data-testid'))).toEqual([
      'category-1',
      'category-2',
      'category-3',
    ]);

    await user.type(screen.getByLabelText('Code'), '4413');
    await user.type(screen.getByLabelText('Name'), 'Copiers');
    await user.click(screen.getByRole('combobox', { name: 'Parent' }));
    await user.click(await screen.findByRole('option', { name: '44 Office equipment' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Saved successfully.')).toBeTruthy();
    expect(server.callsTo(`POST ${commodityPath}`)[0]?.body).toEqual({
      code: '4413',
      name: 'Copiers',
      parentId: 2,
      active: true,
    });

    await user.click(screen.getByRole('button', { name: 'Delete Office equipment' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('This option cannot be deleted while projects use it.')).toBeTruthy();
  });
});
