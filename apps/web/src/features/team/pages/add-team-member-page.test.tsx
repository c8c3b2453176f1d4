import { defaultRoutePermissions } from '@procura/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, mockServer } from '../../../test/fetch-mock.ts';
import { memberFixture, refusal, signedInRoutes, teamEditorSession } from '../../../test/fixtures.ts';
import { currentLocation, renderApp } from '../../../test/render.tsx';

const node = '/api/v1/customer/7/node/70';
const createPath = `POST ${node}/Users`;

function startAdding(extra: Parameters<typeof mockServer>[0] = {}) {
  const server = mockServer({
    ...signedInRoutes({ session: teamEditorSession(), routePermissions: defaultRoutePermissions }),
    ...extra,
  });
  const user = userEvent.setup();
  renderApp('/team/addteammember');
  return { server, user };
}

function saveButton(): HTMLButtonElement {
  return screen.getByTestId('member-save') as HTMLButtonElement;
}

/** The text of a field's error, or null: Mantine ties it to the input with aria-describedby. */
function errorOf(label: string): string | null {
  const input = screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  const error = ids.map((id) => document.getElementById(id)).find((el) => el?.id.endsWith('-error'));
  return error?.textContent ?? null;
}

/** Fills a field as one paste, which is quicker than typing it key by key. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await fill(user, screen.getByLabelText(/^Given name/), 'Grace');
  await fill(user, screen.getByLabelText(/^Surname/), 'Hopper');
  await fill(user, screen.getByLabelText(/^Email/), 'grace@springfield.example');
  await fill(user, screen.getByLabelText(/^Password/, { selector: 'input' }), 'NaVy!cobol');
  await fill(user, screen.getByLabelText(/^Confirm password/), 'NaVy!cobol');
}

// Full pages of rows with their action buttons take a few seconds to render in jsdom.
describe('add team member', { timeout: 15_000 }, () => {
  it('says a field is required only once it has been left, and keeps save disabled until valid', async () => {
    const { user } = startAdding();
    const givenName = await screen.findByLabelText(/^Given name/);
    expect(saveButton().disabled).toBe(true);
    expect(screen.queryByText('First name is required.')).toBeNull();

    await user.click(givenName);
    expect(screen.queryByText('First name is required.')).toBeNull();
    await user.tab();
    expect(errorOf('Given name')).toBe('First name is required.');
    // Nothing is said about fields not visited yet.
    expect(errorOf('Surname')).toBeNull();
    expect(errorOf('Email')).toBeNull();

    await fillValidForm(user);
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    expect(errorOf('Given name')).toBeNull();
  });

  it('checks the email, the password rule with a live checklist, and the confirmation', async () => {
    const { user } = startAdding();
    const email = await screen.findByLabelText(/^Email/);
    await fill(user, email, 'grace@');
    await user.tab();
    expect(errorOf('Email')).toBe('Invalid email.');

    const password = screen.getByLabelText(/^Password/, { selector: 'input' });
    await fill(user, password, 'Navy!');
    const checklist = screen.getByTestId('password-checklist');
    const met = () =>
      within(checklist)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('data-met'));
    expect(met()).toEqual(['false', 'false', 'true', 'true']);
    await user.tab();
    expect(errorOf('Password')).toContain('The new password is not complex enough');

    await fill(user, password, 'CobolX');
    expect(met()).toEqual(['true', 'true', 'true', 'true']);
    const confirmation = screen.getByLabelText(/^Confirm password/);
    await fill(user, confirmation, 'something else');
    await user.tab();
    expect(errorOf('Confirm password')).toBe('The passwords do not match.');
    expect(saveButton().disabled).toBe(true);
  });

  it('shows the server refusal under the email field and stays on the form', async () => {
    const { server, user } = startAdding({
      [createPath]: refusal(
        400,
        ['userEmailExists'],
        ['This email or username is already in use by an active user of the agency.'],
      ),
    });
    await screen.findByLabelText(/^Given name/);
    await fillValidForm(user);
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    await user.click(saveButton());

    await waitFor(() =>
      expect(errorOf('Email')).toBe(
        'This email or username is already in use by an active user of the agency.',
      ),
    );
    expect(currentLocation()).toBe('/team/addteammember');
    expect(server.callsTo(createPath)).toHaveLength(1);
    // Shown in place, not also as a notification.
    expect(screen.queryByText('Error')).toBeNull();
  });

  it('adds the member with the contract payload, says so and opens the new member', async () => {
    const created = memberFixture(77, { firstName: 'Grace', lastName: 'Hopper' });
    const { server, user } = startAdding({
      [createPath]: { body: envelope('user', [created]) },
      [`GET ${node}/Users`]: { body: { data: { userDTO: { values: [created], count: 1 } } } },
    });
    await screen.findByLabelText(/^Given name/);
    await fillValidForm(user);
    await user.click(screen.getByLabelText('Purchaser'));
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    await user.click(saveButton());

    await waitFor(() => expect(currentLocation()).toBe('/team/teammember/77'));
    expect(await screen.findByText('Saved successfully.')).toBeTruthy();
    expect(server.callsTo(createPath)[0]?.body).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@springfield.example',
      password: 'NaVy!cobol',
      confirmPassword: 'NaVy!cobol',
      inActive: false,
      purchaser: true,
      groupIds: [],
    });
    expect(server.allMutationsCarriedCsrf()).toBe(true);
  });

  it('is denied to people who may only view the team', async () => {
    mockServer(signedInRoutes({ routePermissions: defaultRoutePermissions }));
    renderApp('/team/addteammember');
    expect(await screen.findByText('Access Denied')).toBeTruthy();
  });
});
