import type { ComplianceItem } from '@procura/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildRoutes, projectFixture, renderBuildPage } from '../../../test/build-fixtures.tsx';
import { nodePath } from '../../../test/control-panel-fixtures.ts';
import { envelope, type MockRoute, mockServer } from '../../../test/fetch-mock.ts';
import { fill } from '../../../test/fill.ts';
import { refusal } from '../../../test/fixtures.ts';
import { CompliancePage } from './compliance-page.tsx';

const compliancePath = `${nodePath}/TenderCompliance`;

function itemFixture(id: number, overrides: Partial<ComplianceItem> = {}): ComplianceItem {
  return {
    id,
    tenderId: 50,
    name: `Item ${id}`,
    description: '',
    isRequired: true,
    sortOrder: id - 1,
    ...overrides,
  };
}

/** A server holding the source's items, which POST, PUT, DELETE and SortOrder change as the real one would. */
function complianceServer(items: ComplianceItem[], extra: Record<string, MockRoute> = {}) {
  let nextId = 100;
  return mockServer({
    ...buildRoutes(),
    [`GET ${compliancePath}`]: () => ({ body: envelope('tenderCompliance', items) }),
    [`POST ${compliancePath}`]: ({ body }) => {
      const created = itemFixture(nextId++, {
        ...(body as Partial<ComplianceItem>),
        sortOrder: items.length,
      });
      items.push(created);
      return { body: envelope('tenderCompliance', [created]) };
    },
    [`PUT ${compliancePath}`]: ({ body }) => {
      const changed = body as ComplianceItem;
      const index = items.findIndex((item) => item.id === changed.id);
      items[index] = { ...(items[index] as ComplianceItem), ...changed };
      return { body: envelope('tenderCompliance', [items[index]]) };
    },
    [`DELETE ${compliancePath}`]: ({ url }) => {
      const id = Number(url.searchParams.get('tenderComplianceId'));
      const [removed] = items.splice(
        items.findIndex((item) => item.id === id),
        1,
      );
      return { body: envelope('tenderCompliance', [removed]) };
    },
    [`PUT ${compliancePath}/SortOrder`]: ({ body }) => {
      const ids = (body as { ids: number[] }).ids;
      const ordered = ids.map((id, index) => ({
        ...(items.find((item) => item.id === id) as ComplianceItem),
        sortOrder: index,
      }));
      items.splice(0, items.length, ...ordered);
      return { body: envelope('tenderCompliance', ordered) };
    },
    ...extra,
  });
}

describe('compliance page', () => {
  it('shows the page loading until the list arrives', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockServer({
      ...buildRoutes(),
      [`GET ${compliancePath}`]: async () => {
        await answered;
        return { body: envelope('tenderCompliance', []) };
      },
    });
    renderBuildPage(<CompliancePage project={projectFixture()} />);
    expect(await screen.findByRole('heading', { name: 'Compliance' })).toBeTruthy();
    expect(screen.getByText('Loading…')).toBeTruthy();
    release();
    expect(await screen.findByText('No compliance items yet.')).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('lists the items with whether each is required', async () => {
    complianceServer([
      itemFixture(1, { name: 'WSIB clearance', description: 'Current certificate' }),
      itemFixture(2, { name: 'References', isRequired: false }),
    ]);
    renderBuildPage(<CompliancePage project={projectFixture({}, { hasCompliancy: true })} />);
    const row = within(await screen.findByTestId('compliance-1'));
    expect(row.getByText('WSIB clearance')).toBeTruthy();
    expect(row.getByText('Current certificate')).toBeTruthy();
    expect(row.getByText('Required')).toBeTruthy();
    expect(within(screen.getByTestId('compliance-2')).getByText('Optional')).toBeTruthy();
    expect(screen.queryByTestId('compliance-off')).toBeNull();
  });

  it('shows the empty state, the error state with a retry, and a notice when compliance is off', async () => {
    let fail = true;
    mockServer({
      ...buildRoutes(),
      [`GET ${compliancePath}`]: () =>
        fail ? { status: 500, body: ['Boom'] } : { body: envelope('tenderCompliance', []) },
    });
    const user = userEvent.setup();
    renderBuildPage(<CompliancePage project={projectFixture()} />);
    expect(await screen.findByText('The compliance items could not be loaded.')).toBeTruthy();
    expect(screen.getByTestId('compliance-off')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No compliance items yet.')).toBeTruthy();
  });

  it('adds an item, requiring a name first', async () => {
    const server = complianceServer([itemFixture(1, { name: 'Bonding' })]);
    const user = userEvent.setup();
    renderBuildPage(<CompliancePage project={projectFixture()} />);
    await screen.findByTestId('compliance-1');
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required.')).toBeTruthy();
    expect(server.callsTo(`POST ${compliancePath}`)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Item/), 'Safety');
    await user.type(within(dialog).getByLabelText('Description'), 'Plan');
    await user.click(within(dialog).getByRole('switch'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo(`POST ${compliancePath}`)[0]?.body).toEqual({
      tenderId: 50,
      name: 'Safety',
      description: 'Plan',
      isRequired: false,
    });
    expect(await screen.findByText('Safety')).toBeTruthy();
  });

  it('shows a name the source already has under the field', async () => {
    complianceServer([itemFixture(1, { name: 'Bonding' })], {
      [`POST ${compliancePath}`]: refusal(
        400,
        ['nameAlreadyExists'],
        ['An item with this name already exists.'],
      ),
    });
    const user = userEvent.setup();
    renderBuildPage(<CompliancePage project={projectFixture()} />);
    await user.click(await screen.findByRole('button', { name: 'Add item' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Item/), 'bond');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('An item with this name already exists.')).toBeTruthy();
  });

  it('edits an item, sending it whole', async () => {
    const server = complianceServer([itemFixture(1, { name: 'Insurance', description: '$2M liability' })]);
    const user = userEvent.setup();
    renderBuildPage(<CompliancePage project={projectFixture()} />);
    await user.click(await screen.findByRole('button', { name: 'Edit Insurance' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText(/Item/);
    await user.clear(name);
    await fill(user, name, 'Insurance certificate');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo(`PUT ${compliancePath}`)[0]?.body).toEqual({
      id: 1,
      name: 'Insurance certificate',
      description: '$2M liability',
      isRequired: true,
    });
    expect(await screen.findByText('Insurance certificate')).toBeTruthy();
  });

  it('moves and deletes items', async () => {
    const server = complianceServer([itemFixture(1), itemFixture(2)]);
    const user = userEvent.setup();
    renderBuildPage(<CompliancePage project={projectFixture()} />);
    await user.click(await screen.findByRole('button', { name: 'Move Item 2 up' }));
    await waitFor(() =>
      expect(screen.getAllByTestId(/^compliance-\d+$/).map((row) => row.dataset.testid)).toEqual([
        'compliance-2',
        'compliance-1',
      ]),
    );
    expect(server.callsTo(`PUT ${compliancePath}/SortOrder`)[0]?.body).toEqual({ tenderId: 50, ids: [2, 1] });

    await user.click(screen.getByRole('button', { name: 'Delete Item 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Delete “Item 1”?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByTestId('compliance-1')).toBeNull());
    expect(server.allMutationsCarriedCsrf()).toBe(true);
  });

  it('offers no changes when the project may not change', async () => {
    complianceServer([itemFixture(1)]);
    renderBuildPage(<CompliancePage project={projectFixture({ status: 'Closed' })} />);
    await screen.findByTestId('compliance-1');
    expect(screen.getByTestId('read-only')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add item' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Item 1' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Item 1' })).toBeNull();
  });
});
