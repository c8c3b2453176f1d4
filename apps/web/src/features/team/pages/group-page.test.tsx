import { defaultRoutePermissions, permissions, type UserGroup } from '@procura/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, type MockRoute, mockServer } from '../../../test/fetch-mock.ts';
import {
  groupFixture,
  memberFixture,
  refusal,
  sessionFixture,
  signedInRoutes,
  teamEditorSession,
} from '../../../test/fixtures.ts';
import { currentLocation, renderApp } from '../../../test/render.tsx';

const node = '/api/v1/customer/7/node/70';
const groupsPath = `${node}/UserGroups`;

/** A server holding `groups`, which POST and PUT change as the real one would. */
function groupServer(
  groups: UserGroup[],
  extra: Record<string, MockRoute> = {},
  session = teamEditorSession(),
) {
  return mockServer({
    ...signedInRoutes({ session, routePermissions: defaultRoutePermissions }),
    [`GET ${groupsPath}`]: () => ({ body: envelope('userGroup', groups) }),
    [`GET ${node}/Permissions/All`]: { body: envelope('permission', [...permissions]) },
    [`GET ${node}/Departments/All`]: { body: envelope('department', [{ id: 3, name: 'Public Works' }]) },
    [`GET ${node}/Users`]: {
      body: envelope('user', [
        memberFixture(42, { firstName: 'Ada', lastName: 'Lovelace' }),
        memberFixture(43),
      ]),
    },
    [`PUT ${groupsPath}`]: ({ body }) => ({
      body: envelope('userGroup', [{ ...groupFixture(), ...groups[0], ...(body as object) }]),
    }),
    ...extra,
  });
}

function checkbox(name: string): HTMLInputElement {
  return screen.getByRole('checkbox', { name }) as HTMLInputElement;
}

// The editor holds some fifty checkboxes; clicking through them takes a few seconds in jsdom.
describe('group permission editor', { timeout: 15_000 }, () => {
  it('selects a whole category, and asks before saving a group without a Department permission', async () => {
    const server = groupServer([groupFixture()]);
    const user = userEvent.setup();
    renderApp('/team/groups/1');
    await screen.findByTestId('group-form');
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Buyers');
    expect(checkbox('View team members').checked).toBe(true);

    await user.click(checkbox('View Build'));
    expect(checkbox('All of Build').indeterminate).toBe(true);
    await user.click(checkbox('All of Build'));
    expect(checkbox('View Build').checked).toBe(true);
    expect(checkbox('Edit Build').checked).toBe(true);
    expect(checkbox('All of Build').checked).toBe(true);

    await user.click(screen.getByTestId('group-save'));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('No department permission')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo(`PUT ${groupsPath}`)).toHaveLength(0);

    await user.click(screen.getByTestId('group-save'));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save anyway' }));
    expect(await screen.findByText('Saved successfully.')).toBeTruthy();
    expect(server.callsTo(`PUT ${groupsPath}`)[0]?.body).toEqual({
      id: 1,
      name: 'Buyers',
      departmentId: null,
      permissions: ['BUILD_VIEW', 'BUILD_EDIT', 'TEAM_MEMBERS_VIEW'],
    });
    // No membership changed, so no membership call.
    expect(server.calls.filter((call) => call.url.pathname.endsWith('/UserGroups/Users'))).toHaveLength(0);
  });

  it('saves straight away when the group holds a Department permission', async () => {
    const server = groupServer([groupFixture()]);
    const user = userEvent.setup();
    renderApp('/team/groups/1');
    await screen.findByTestId('group-form');
    await user.click(checkbox('Contracts and bids of own department only'));
    await user.click(screen.getByTestId('group-save'));
    expect(await screen.findByText('Saved successfully.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.callsTo(`PUT ${groupsPath}`)[0]?.body).toMatchObject({
      permissions: ['DEPARTMENT_OWN', 'TEAM_MEMBERS_VIEW'],
    });
  });

  it('shows a duplicate name under the name, then creates the group with its members', async () => {
    const groups = [groupFixture()];
    let attempt = 0;
    const server = groupServer(groups, {
      [`POST ${groupsPath}`]: ({ body }) => {
        attempt += 1;
        if (attempt === 1)
          return refusal(400, ['userGroupDuplicateName'], ['A group with this name already exists.']);
        const created = groupFixture({ ...(body as Partial<UserGroup>), id: 9, users: [] });
        groups.push(created);
        return { body: envelope('userGroup', [created]) };
      },
      [`POST ${groupsPath}/Users`]: () => ({ body: envelope('userGroup', groups) }),
    });
    const user = userEvent.setup();
    renderApp('/team/groups/new');
    await screen.findByTestId('group-form');
    const save = screen.getByTestId('group-save') as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    const name = screen.getByLabelText(/^Name/);
    await user.click(name);
    await user.paste('Buyers');
    await user.click(screen.getByRole('combobox', { name: 'Members' }));
    await user.click(await screen.findByRole('option', { name: 'Member 43' }));
    await user.click(checkbox('Contracts and bids of every department'));
    await user.click(save);
    expect(await screen.findByText('A group with this name already exists.')).toBeTruthy();
    expect(currentLocation()).toBe('/team/groups/new');

    await user.clear(name);
    await user.paste('Evaluators');
    await user.click(save);
    await waitFor(() => expect(currentLocation()).toBe('/team/groups/9'));
    expect(server.callsTo(`POST ${groupsPath}`)[1]?.body).toEqual({
      name: 'Evaluators',
      departmentId: null,
      permissions: ['DEPARTMENT_ALL'],
    });
    expect(server.callsTo(`POST ${groupsPath}/Users`)[0]?.body).toEqual({ userIds: [43], groupIds: [9] });
  });

  it('deletes a group after confirmation', async () => {
    const server = groupServer([groupFixture()], {
      [`DELETE ${groupsPath}`]: { body: envelope('userGroup', [groupFixture()]) },
    });
    const user = userEvent.setup();
    renderApp('/team/groups/1');
    await screen.findByTestId('group-form');
    await user.click(screen.getByRole('button', { name: 'Delete group' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Delete the group “Buyers”?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(currentLocation()).toBe('/team/groups'));
    expect(server.callsTo(`DELETE ${groupsPath}`)[0]?.url.searchParams.get('userGroupId')).toBe('1');
  });

  it('shows everything disabled, with the reason, to someone who may only view the team', async () => {
    groupServer([groupFixture()], {}, sessionFixture());
    renderApp('/team/groups/1');
    await screen.findByTestId('group-form');
    expect(checkbox('View Build').disabled).toBe(true);
    expect(checkbox('All of Build').disabled).toBe(true);
    const save = screen.getByTestId('group-save') as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect(save.closest('[data-locked="true"]')).not.toBeNull();
  });
});

describe('groups list', () => {
  it('lists the groups under their tab and opens a new one', async () => {
    groupServer([
      groupFixture(),
      groupFixture({ id: 2, name: 'Approvers', departmentId: 3, users: [], permissions: [] }),
    ]);
    const user = userEvent.setup();
    renderApp('/team/groups');
    const table = await screen.findByTestId('groups-table');
    expect(screen.getByRole('tab', { name: 'Groups' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('groups-count').textContent).toBe('2 groups');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['ApproversPublic Works00', 'Buyers—11']);

    await user.click(screen.getByRole('button', { name: 'New group' }));
    await waitFor(() => expect(currentLocation()).toBe('/team/groups/new'));
  });

  it('says when there are no groups', async () => {
    groupServer([]);
    renderApp('/team/groups');
    expect(await screen.findByText('No groups yet.')).toBeTruthy();
  });

  it('offers to try again when the groups fail to load', async () => {
    let fail = true;
    groupServer([], {
      [`GET ${groupsPath}`]: () =>
        fail ? { status: 500, body: ['Server error'] } : { body: envelope('userGroup', [groupFixture()]) },
    });
    const user = userEvent.setup();
    renderApp('/team/groups');
    const error = await screen.findByTestId('error-state');
    expect(error.textContent).toContain('The groups could not be loaded.');
    fail = false;
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('groups-table')).toBeTruthy();
  });
});
