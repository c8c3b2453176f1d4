import { defaultRoutePermissions } from '@procura/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { browser } from '../../../platform/api/browser.ts';
import { envelope, mockServer } from '../../../test/fetch-mock.ts';
import {
  memberFixture,
  refusal,
  sessionFixture,
  signedInRoutes,
  teamEditorSession,
} from '../../../test/fixtures.ts';
import { currentLocation, renderApp } from '../../../test/render.tsx';

const node = '/api/v1/customer/7/node/70';
const ownPath = `PUT ${node}/Users/42/teamMember`;
const uploadPath = `POST ${node}/Users/Upload`;
// Someone with no team permission at all: only their own profile is open to them.
const noTeamRights = sessionFixture({ user: { permissions: [] } });

function pngBytes(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
}

async function paste(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

describe('own profile', () => {
  it('opens for a user without team permissions, from the session, while other members stay denied', async () => {
    const server = mockServer(
      signedInRoutes({ session: noTeamRights, routePermissions: defaultRoutePermissions }),
    );
    renderApp('/team/teammember/42');
    const profile = await screen.findByTestId('own-profile');
    expect(within(profile).getByRole('heading', { name: 'Ada Lovelace' })).toBeTruthy();
    expect((screen.getByLabelText(/^Given name/) as HTMLInputElement).value).toBe('Ada');
    expect(server.callsTo(`GET ${node}/Users`)).toHaveLength(0);
    // The team list is not theirs to visit, so there is no way back to it.
    expect(screen.queryByRole('link', { name: 'Back to team' })).toBeNull();
  });

  it('denies another member’s page to the same user', async () => {
    mockServer(signedInRoutes({ session: noTeamRights, routePermissions: defaultRoutePermissions }));
    renderApp('/team/teammember/43');
    expect(await screen.findByText('Access Denied')).toBeTruthy();
  });

  it('saves a new name through the own-profile call and reloads the session', async () => {
    const server = mockServer({
      ...signedInRoutes({ session: noTeamRights, routePermissions: defaultRoutePermissions }),
      [ownPath]: { body: envelope('user', [memberFixture(42, { firstName: 'Ada', lastName: 'Lovelace' })]) },
    });
    const user = userEvent.setup();
    renderApp('/team/teammember/42');
    const form = await screen.findByTestId('own-profile-form');
    const firstName = within(form).getByLabelText(/^Given name/);
    await user.clear(firstName);
    await user.paste('Augusta');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved successfully.')).toBeTruthy();
    expect(server.callsTo(ownPath)[0]?.body).toEqual({
      firstName: 'Augusta',
      lastName: 'Lovelace',
      email: 'ada@springfield.example',
    });
    await waitFor(() => expect(server.callsTo('POST /api/v1/login/validate')).toHaveLength(2));
  });

  it('shows a wrong old password under the field and does not sign the user out', async () => {
    const server = mockServer({
      ...signedInRoutes({ session: noTeamRights, routePermissions: defaultRoutePermissions }),
      [ownPath]: refusal(401, ['oldPasswordIncorrect'], ['The old password is incorrect.']),
    });
    const user = userEvent.setup();
    renderApp('/team/teammember/42');
    const form = await screen.findByTestId('change-password-form');
    const submit = within(form).getByRole('button', { name: 'Change password' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);

    await paste(user, within(form).getByLabelText(/^Old password/), 'not-my-password');
    await paste(user, within(form).getByLabelText(/^New password/), 'NaVy!cobol');
    await paste(user, within(form).getByLabelText(/^Confirm new password/), 'NaVy!cobol');
    await waitFor(() => expect(submit.disabled).toBe(false));
    await user.click(submit);

    expect(await within(form).findByText('The old password is incorrect.')).toBeTruthy();
    expect(server.callsTo(ownPath)[0]?.body).toMatchObject({
      oldPassword: 'not-my-password',
      newPassword: 'NaVy!cobol',
      confirmPassword: 'NaVy!cobol',
    });
    expect(browser.assign).not.toHaveBeenCalled();
    expect(currentLocation()).toBe('/team/teammember/42');
    expect(screen.getByTestId('own-profile')).toBeTruthy();
  });
});

describe('avatar upload', () => {
  const original = URL.createObjectURL;
  afterEach(() => {
    URL.createObjectURL = original;
  });

  async function openUpload() {
    const server = mockServer({
      ...signedInRoutes({ session: noTeamRights, routePermissions: defaultRoutePermissions }),
      [uploadPath]: {
        body: envelope('user', [memberFixture(42, { firstName: 'Ada', lastName: 'Lovelace' })]),
      },
    });
    // Picking "All files" in the browser's dialog: the accept attribute does not filter the choice.
    const user = userEvent.setup({ applyAccept: false });
    renderApp('/team/teammember/42');
    const area = await screen.findByTestId('avatar-upload');
    const input = area.querySelector('input[type="file"]') as HTMLInputElement;
    const button = within(area).getByRole('button', { name: 'Upload photo' }) as HTMLButtonElement;
    return { server, user, area, input, button };
  }

  it('refuses a file of the wrong type before any upload, and keeps upload disabled', async () => {
    const { server, user, area, input, button } = await openUpload();
    expect(button.disabled).toBe(true);
    await user.upload(input, new File(['GIF89a'], 'cat.gif', { type: 'image/gif' }));
    expect(await within(area).findByText('Invalid image format (jpg, jpeg, png).')).toBeTruthy();
    // A PNG name on other content is refused too: the contract checks the bytes.
    await user.upload(input, new File(['not an image'], 'fake.png', { type: 'image/png' }));
    expect(await within(area).findByText('Invalid image format (jpg, jpeg, png).')).toBeTruthy();
    expect(button.disabled).toBe(true);
    expect(server.callsTo(uploadPath)).toHaveLength(0);
  });

  it('refuses an image over 2 MB before any upload', async () => {
    const { server, user, area, input, button } = await openUpload();
    await user.upload(input, new File([pngBytes(2 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }));
    expect(await within(area).findByText('The picture must be 2 MB or smaller.')).toBeTruthy();
    expect(button.disabled).toBe(true);
    expect(server.callsTo(uploadPath)).toHaveLength(0);
  });

  it('previews an acceptable image, then uploads it as the multipart field file', async () => {
    URL.createObjectURL = () => 'blob:preview';
    const { server, user, area, input, button } = await openUpload();
    await user.upload(input, new File([pngBytes(1024)], 'me.png', { type: 'image/png' }));
    await waitFor(() => expect(button.disabled).toBe(false));
    expect(within(area).getByTestId('avatar-preview')).toBeTruthy();

    await user.click(button);
    expect(await screen.findByText('Saved successfully.')).toBeTruthy();
    const call = server.callsTo(uploadPath)[0];
    expect(call?.url.searchParams.get('userId')).toBe('42');
    expect(call?.body).toBeInstanceOf(FormData);
    expect((call?.body as FormData | undefined)?.get('file')).toBeInstanceOf(File);
    expect(server.allMutationsCarriedCsrf()).toBe(true);
  });
});

describe('editing another member', () => {
  it('shows the form to a team editor and saves it with PUT Users', async () => {
    const member = memberFixture(43, { firstName: 'Grace', lastName: 'Hopper', username: 'grace' });
    const server = mockServer({
      ...signedInRoutes({ session: teamEditorSession(), routePermissions: defaultRoutePermissions }),
      [`GET ${node}/Users`]: { body: envelope('user', [member]) },
      [`PUT ${node}/Users`]: { body: envelope('user', [member]) },
    });
    const user = userEvent.setup();
    renderApp('/team/teammember/43');
    const form = await screen.findByTestId('member-form');
    expect((within(form).getByLabelText(/^Username/) as HTMLInputElement).value).toBe('grace');
    // No password fields until the editor asks to set one.
    expect(within(form).queryByLabelText(/^New password/)).toBeNull();
    await user.click(within(form).getByLabelText('Inactive'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved successfully.')).toBeTruthy();
    expect(server.callsTo(`PUT ${node}/Users`)[0]?.body).toEqual({
      id: 43,
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'member43@springfield.example',
      username: 'grace',
      inActive: true,
      purchaser: false,
      groupIds: [1],
    });
  });

  it('shows a read-only profile to someone who may only view the team', async () => {
    mockServer({
      ...signedInRoutes({ routePermissions: defaultRoutePermissions }),
      [`GET ${node}/Users`]: { body: envelope('user', [memberFixture(43)]) },
    });
    renderApp('/team/teammember/43');
    expect(await screen.findByRole('heading', { name: 'Member 43' })).toBeTruthy();
    expect(screen.getByText('member43@springfield.example')).toBeTruthy();
    expect(screen.queryByTestId('member-form')).toBeNull();
  });
});
