import type { DropdownOption } from '@procura/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  controlPanelRoutes,
  controlPanelViewer,
  nodePath,
  optionFixture,
} from '../../../test/control-panel-fixtures.ts';
import { envelope, type MockRoute, mockServer } from '../../../test/fetch-mock.ts';
import { refusal } from '../../../test/fixtures.ts';
import { currentLocation, renderApp } from '../../../test/render.tsx';

const termPath = `${nodePath}/Term`;
const inUse = refusal(400, ['dropdownOptionInUse'], ['This option cannot be deleted while projects use it.']);

/** A server holding the terms, which POST, PUT and DELETE change as the real one would. */
function termServer(
  terms: DropdownOption[],
  extra: Record<string, MockRoute> = {},
  session = controlPanelRoutes(),
) {
  let nextId = 100;
  return mockServer({
    ...session,
    [`GET ${termPath}/All`]: () => ({ body: envelope('term', terms) }),
    [`POST ${termPath}`]: ({ body }) => {
      const created = optionFixture(nextId++, '', body as Partial<DropdownOption>);
      terms.push(created);
      return { body: envelope('term', [created]) };
    },
    [`PUT ${termPath}`]: ({ body }) => {
      const changed = body as DropdownOption;
      terms.splice(
        terms.findIndex((term) => term.id === changed.id),
        1,
        changed,
      );
      return { body: envelope('term', [changed]) };
    },
    [`DELETE ${termPath}`]: ({ url }) => {
      const id = Number(url.searchParams.get('id'));
      terms.splice(
        terms.findIndex((term) => term.id === id),
        1,
      );
      return { body: { deleted: true } };
    },
    ...extra,
  });
}

describe('dropdown settings: an option list', () => {
  it('adds, renames and deletes an option', async () => {
    const terms = [optionFixture(1, 'One year', { value: 12 })];
    const server = termServer(terms);
    const user = userEvent.setup();
    renderApp('/control-panel/dropdown-settings?tab=term');
    expect(await screen.findByText('One year')).toBeTruthy();

    await user.type(screen.getByLabelText('New option'), 'Two years');
    await user.type(screen.getByLabelText('Months'), '24');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Two years')).toBeTruthy();
    expect(server.callsTo(`POST ${termPath}`)[0]?.body).toEqual({
      name: 'Two years',
      value: 24,
      active: true,
    });
    expect((screen.getByLabelText('New option') as HTMLInputElement).value).toBe('');

    await user.click(screen.getByRole('button', { name: 'Rename One year' }));
    const name = screen.getByDisplayValue('One year');
    await user.clear(name);
    await user.type(name, '12 months');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('12 months')).toBeTruthy();
    // The whole option goes back, so nothing the rename did not touch is reset.
    expect(server.callsTo(`PUT ${termPath}`)[0]?.body).toEqual({
      ...optionFixture(1, '12 months'),
      value: 12,
    });

    await user.click(screen.getByRole('button', { name: 'Delete 12 months' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Delete “12 months”?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('12 months')).toBeNull());
    expect(server.callsTo(`DELETE ${termPath}`)[0]?.url.searchParams.get('id')).toBe('1');
  });

  it('deactivates an option by sending it whole with active false', async () => {
    const server = termServer([optionFixture(1, 'One year', { value: 12, sortOrder: 3 })]);
    const user = userEvent.setup();
    renderApp('/control-panel/dropdown-settings?tab=term');
    await user.click(await screen.findByRole('switch', { name: 'One year is active' }));
    expect(await screen.findByText('Saved successfully.')).toBeTruthy();
    expect(server.callsTo(`PUT ${termPath}`)[0]?.body).toEqual(
      optionFixture(1, 'One year', { value: 12, sortOrder: 3, active: false }),
    );
  });

  it('shows a taken name under the field, and an option in use when deleting', async () => {
    termServer([optionFixture(1, 'One year')], {
      [`POST ${termPath}`]: refusal(400, ['nameAlreadyExists'], ['An item with this name already exists.']),
      [`DELETE ${termPath}`]: inUse,
    });
    const user = userEvent.setup();
    renderApp('/control-panel/dropdown-settings?tab=term');
    await screen.findByText('One year');
    await user.type(screen.getByLabelText('New option'), 'one year');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('An item with this name already exists.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Delete One year' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('This option cannot be deleted while projects use it.')).toBeTruthy();
    expect(screen.getByText('One year')).toBeTruthy();
  });

  it('switches lists by tab, keeping the tab in the address', async () => {
    mockServer({
      ...controlPanelRoutes(),
      [`GET ${nodePath}/Departments`]: { body: envelope('department', []) },
      [`GET ${nodePath}/TenderType/All`]: {
        body: envelope('tenderType', [optionFixture(5, 'Request for Proposal')]),
      },
    });
    const user = userEvent.setup();
    renderApp('/control-panel/dropdown-settings');
    expect(await screen.findByText('No departments yet.')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Procurement types' }));
    expect(await screen.findByText('Request for Proposal')).toBeTruthy();
    expect(currentLocation()).toBe('/control-panel/dropdown-settings?tab=tenderType');
  });

  it('offers no changes to people who may only view', async () => {
    termServer([optionFixture(1, 'One year')], {}, controlPanelRoutes(controlPanelViewer()));
    renderApp('/control-panel/dropdown-settings?tab=term');
    await screen.findByText('One year');
    expect(screen.queryByLabelText('New option')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete One year' })).toBeNull();
    expect((screen.getByRole('switch', { name: 'One year is active' }) as HTMLInputElement).disabled).toBe(
      true,
    );
  });
});

describe('dropdown settings: departments and divisions', () => {
  const departmentsPath = `${nodePath}/Departments`;
  const departments = [
    {
      id: 3,
      name: 'Public Works',
      divisions: [{ id: 31, departmentId: 3, name: 'Roads' }],
      userGroups: [{ id: 1, name: 'Buyers' }],
    },
  ];

  it('lists who uses a department, adds a division and reports a department in use', async () => {
    const server = mockServer({
      ...controlPanelRoutes(),
      [`GET ${departmentsPath}`]: { body: envelope('department', departments) },
      [`POST ${nodePath}/Divisions`]: {
        body: envelope('division', [{ id: 32, departmentId: 3, name: 'Parks' }]),
      },
      [`DELETE ${departmentsPath}`]: inUse,
    });
    const user = userEvent.setup();
    renderApp('/control-panel/dropdown-settings');
    const card = await screen.findByTestId('department-3');
    expect(within(card).getByText('Used by the groups: Buyers')).toBeTruthy();
    expect(within(card).getByText('Roads')).toBeTruthy();
    expect(server.callsTo(`GET ${departmentsPath}`)[0]?.url.searchParams.get('filter.fields')).toBe(
      'Divisions,UserGroups',
    );

    await user.type(within(card).getByLabelText('New division'), 'Parks');
    await user.click(within(card).getByRole('button', { name: 'Add division' }));
    expect(await screen.findByText('Saved successfully.')).toBeTruthy();
    expect(server.callsTo(`POST ${nodePath}/Divisions`)[0]?.body).toEqual({ departmentId: 3, name: 'Parks' });

    await user.click(within(card).getByRole('button', { name: 'Delete Public Works' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('This option cannot be deleted while projects use it.')).toBeTruthy();
    expect(server.callsTo(`DELETE ${departmentsPath}`)[0]?.url.searchParams.get('departmentId')).toBe('3');
  });

  it('renames a department', async () => {
    const server = mockServer({
      ...controlPanelRoutes(),
      [`GET ${departmentsPath}`]: { body: envelope('department', departments) },
      [`PUT ${departmentsPath}/UpdateName`]: { body: envelope('department', [{ id: 3, name: 'Works' }]) },
    });
    const user = userEvent.setup();
    renderApp('/control-panel/dropdown-settings');
    const card = await screen.findByTestId('department-3');
    await user.click(within(card).getByRole('button', { name: 'Rename Public Works' }));
    const name = within(card).getByDisplayValue('Public Works');
    await user.clear(name);
    await user.tab();
    expect(await within(card).findByText('Name is required.')).toBeTruthy();
    await user.type(name, 'Works');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved successfully.')).toBeTruthy();
    expect(server.callsTo(`PUT ${departmentsPath}/UpdateName`)[0]?.body).toEqual({ id: 3, name: 'Works' });
  });
});
