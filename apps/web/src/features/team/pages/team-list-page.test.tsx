import type { TeamMember } from '@procura/contract';
import { defaultRoutePermissions } from '@procura/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, type MockRequest, mockServer } from '../../../test/fetch-mock.ts';
import { memberFixture, signedInRoutes, teamEditorSession } from '../../../test/fixtures.ts';
import { currentLocation, renderApp } from '../../../test/render.tsx';

const usersPath = 'GET /api/v1/customer/7/node/70/Users';

function member(id: number): TeamMember {
  return {
    id,
    firstName: 'Member',
    lastName: String(id),
    email: `member${id}@springfield.example`,
    username: `member${id}`,
    avatarUrl: null,
    inActive: id % 7 === 0,
    locked: false,
    purchaser: false,
    groupIds: [1],
  };
}

/** A server holding `total` members, answering pages and searches like the real one. */
function pagedUsers(total: number) {
  return ({ url }: MockRequest) => {
    const offset = Number(url.searchParams.get('offset'));
    const limit = Number(url.searchParams.get('limit'));
    const search = url.searchParams.get('search');
    const all = Array.from({ length: total }, (_, index) => member(index + 1)).filter(
      (person) => !search || person.username.includes(search),
    );
    return { body: envelope('user', all.slice(offset, offset + limit), all.length) };
  };
}

function pagerButton(name: string): HTMLButtonElement {
  return screen.getByRole('button', { name });
}

// Full pages of rows with their action buttons take a few seconds to render in jsdom.
describe('team list', { timeout: 15_000 }, () => {
  it('pages through the members: previous disabled on page 1, next on the last page', async () => {
    const server = mockServer({ ...signedInRoutes(), [usersPath]: pagedUsers(45) });
    const user = userEvent.setup();
    renderApp('/team/all');

    expect(await screen.findByText('Member 1')).toBeTruthy();
    expect(screen.getByTestId('team-count').textContent).toBe('45 team members');
    expect(screen.getByTestId('pager-summary').textContent).toBe('Page 1 of 3');
    expect(pagerButton('Previous page').disabled).toBe(true);
    expect(pagerButton('Next page').disabled).toBe(false);
    expect(pagerButton('Page 1').getAttribute('aria-current')).toBe('page');

    await user.click(pagerButton('Next page'));
    expect(await screen.findByText('Member 21')).toBeTruthy();
    expect(pagerButton('Previous page').disabled).toBe(false);

    await user.click(pagerButton('Page 3'));
    expect(await screen.findByText('Member 45')).toBeTruthy();
    expect(pagerButton('Next page').disabled).toBe(true);

    const offsets = server.callsTo(usersPath).map((call) => call.url.searchParams.get('offset'));
    expect(offsets).toEqual(['0', '20', '40']);
    expect(server.callsTo(usersPath)[0]?.url.searchParams.get('limit')).toBe('20');
  });

  it('has one page when everything fits, so both arrows are disabled', async () => {
    mockServer({ ...signedInRoutes(), [usersPath]: pagedUsers(3) });
    renderApp('/team/all');
    expect(await screen.findByText('Member 3')).toBeTruthy();
    expect(screen.getByTestId('pager-summary').textContent).toBe('Page 1 of 1');
    expect(pagerButton('Previous page').disabled).toBe(true);
    expect(pagerButton('Next page').disabled).toBe(true);
  });

  it('searches from page 1 and says when nothing matches', async () => {
    const server = mockServer({ ...signedInRoutes(), [usersPath]: pagedUsers(45) });
    const user = userEvent.setup();
    renderApp('/team/all');
    await screen.findByText('Member 1');
    await user.click(pagerButton('Next page'));
    await screen.findByText('Member 21');

    await user.type(screen.getByLabelText('Search team members'), 'nobody');
    expect(await screen.findByText('No team members match “nobody”.')).toBeTruthy();
    const last = server.callsTo(usersPath).at(-1);
    expect(last?.url.searchParams.get('search')).toBe('nobody');
    expect(last?.url.searchParams.get('offset')).toBe('0');
  });

  it('shows a skeleton while loading, then the members with their groups', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockServer({
      ...signedInRoutes(),
      [usersPath]: async (request) => {
        await gate;
        return pagedUsers(2)(request);
      },
    });
    renderApp('/team/all');
    expect(await screen.findByTestId('team-skeleton')).toBeTruthy();
    release();
    const table = await screen.findByTestId('team-table');
    expect(within(table).getAllByText('Buyers')).toHaveLength(2);
    expect(screen.queryByTestId('team-skeleton')).toBeNull();
  });

  it('shows the error with a retry that loads the list again', async () => {
    let fail = true;
    mockServer({
      ...signedInRoutes(),
      [usersPath]: (request) =>
        fail ? { status: 500, body: ['Unable to retrieve data, try later.'] } : pagedUsers(1)(request),
    });
    const user = userEvent.setup();
    renderApp('/team/all');

    const error = await screen.findByTestId('error-state');
    expect(error.textContent).toContain('The team could not be loaded.');
    expect(error.textContent).toContain('Unable to retrieve data, try later.');
    fail = false;
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('Member 1')).toBeTruthy());
  });

  it('says when the team is empty', async () => {
    mockServer({ ...signedInRoutes(), [usersPath]: pagedUsers(0) });
    renderApp('/team/all');
    expect(await screen.findByText('No team members yet.')).toBeTruthy();
  });
});

describe('team list actions', () => {
  const lockedOne = memberFixture(5, { locked: true });
  const inactiveOne = memberFixture(6, { inActive: true });
  const people = [memberFixture(42, { firstName: 'Ada', lastName: 'Lovelace' }), lockedOne, inactiveOne];

  function buttonsOf(memberId: number): HTMLButtonElement[] {
    return within(screen.getByTestId(`member-actions-${memberId}`)).getAllByRole(
      'button',
    ) as HTMLButtonElement[];
  }

  it('locks the add button and every row action for someone who may only view the team', async () => {
    mockServer({
      ...signedInRoutes({ routePermissions: defaultRoutePermissions }),
      [usersPath]: { body: envelope('user', people, 3) },
    });
    renderApp('/team/all');
    await screen.findByText('Member 5');

    const add = screen.getByRole('button', { name: 'Add team member' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    expect(add.closest('[data-locked="true"]')?.getAttribute('data-control-id')).toBe('addTeamMember');

    const actions = buttonsOf(5);
    expect(actions.map((button) => button.textContent)).toEqual(['Edit', 'Unlock', 'Deactivate', 'Delete']);
    for (const button of actions) {
      expect(button.disabled).toBe(true);
      expect(button.closest('[data-locked="true"]')).not.toBeNull();
    }
    expect(buttonsOf(6).map((button) => button.textContent)).toContain('Activate');
  });

  it('lets a team editor act: deactivation asks first, cancelling sends nothing', async () => {
    const server = mockServer({
      ...signedInRoutes({ session: teamEditorSession(), routePermissions: defaultRoutePermissions }),
      [usersPath]: { body: envelope('user', people, 3) },
      'PUT /api/v1/customer/7/node/70/Users/Status': { body: envelope('user', [memberFixture(5)]) },
      'PUT /api/v1/customer/7/node/70/Users/Unlock': { body: envelope('user', [memberFixture(5)]) },
    });
    const user = userEvent.setup();
    renderApp('/team/all');
    await screen.findByText('Member 5');
    expect((screen.getByRole('button', { name: 'Add team member' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    // Nobody deactivates themselves: the server refuses it, and the button says so first.
    expect(buttonsOf(42).find((button) => button.textContent === 'Deactivate')?.disabled).toBe(true);

    const deactivate = () =>
      within(screen.getByTestId('member-actions-5')).getByRole('button', { name: 'Deactivate' });
    await user.click(deactivate());
    let dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Deactivate Member 5?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('PUT /api/v1/customer/7/node/70/Users/Status')).toHaveLength(0);

    await user.click(deactivate());
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Saved successfully.')).toBeTruthy();
    const status = server.callsTo('PUT /api/v1/customer/7/node/70/Users/Status')[0];
    expect(status?.url.searchParams.get('active')).toBe('false');
    expect(status?.url.searchParams.get('userId')).toBe('5');

    await user.click(within(screen.getByTestId('member-actions-5')).getByRole('button', { name: 'Unlock' }));
    await waitFor(() =>
      expect(server.callsTo('PUT /api/v1/customer/7/node/70/Users/Unlock')).toHaveLength(1),
    );
    expect(
      server.callsTo('PUT /api/v1/customer/7/node/70/Users/Unlock')[0]?.url.searchParams.get('userid'),
    ).toBe('5');
    // The list is asked again after each change.
    await waitFor(() => expect(server.callsTo(usersPath).length).toBeGreaterThanOrEqual(3));
  });

  it('warns that a reactivated member has no groups, and opens the add form', async () => {
    mockServer({
      ...signedInRoutes({ session: teamEditorSession(), routePermissions: defaultRoutePermissions }),
      [usersPath]: { body: envelope('user', people, 3) },
    });
    const user = userEvent.setup();
    renderApp('/team/all');
    await screen.findByText('Member 6');
    await user.click(
      within(screen.getByTestId('member-actions-6')).getByRole('button', { name: 'Activate' }),
    );
    expect((await screen.findByRole('dialog')).textContent).toContain('belongs to no groups');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Add team member' }));
    await waitFor(() => expect(currentLocation()).toBe('/team/addteammember'));
  });
});
