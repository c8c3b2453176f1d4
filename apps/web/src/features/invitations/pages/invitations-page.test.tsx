import type { Invitation } from '@procura/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildRoutes, projectFixture, renderBuildPage } from '../../../test/build-fixtures.tsx';
import { nodePath } from '../../../test/control-panel-fixtures.ts';
import { envelope, type MockRoute, mockServer } from '../../../test/fetch-mock.ts';
import { refusal } from '../../../test/fixtures.ts';
import {
  currentStatusKey,
  currentStatusRoute,
  onProbation,
  probationWarning,
  warningSession,
} from '../../performance/status-warnings/warning-fixtures.ts';
import { InvitationsPage } from './invitations-page.tsx';

const invitationsPath = `${nodePath}/VendorInvitations`;

function invitationFixture(id: number, overrides: Partial<Invitation> = {}): Invitation {
  return {
    id,
    tenderId: 50,
    email: `bids${id}@supplier.example`,
    companyName: `Supplier ${id}`,
    contactName: '',
    invitedBy: { id: 42, fullName: 'Ada Lovelace' },
    invitedAt: '2026-03-02T12:00:00.000Z',
    notifiedAt: null,
    vendorId: null,
    ...overrides,
  };
}

/** A server holding the source's invitations, which POST, PUT and DELETE change as the real one would. */
function invitationServer(invitations: Invitation[], extra: Record<string, MockRoute> = {}) {
  let nextId = 100;
  return mockServer({
    ...buildRoutes(),
    [`GET ${invitationsPath}`]: () => ({ body: envelope('vendorInvitation', invitations) }),
    [`POST ${invitationsPath}`]: ({ body }) => {
      const created = invitationFixture(nextId++, body as Partial<Invitation>);
      invitations.push(created);
      return { body: envelope('vendorInvitation', [created]) };
    },
    [`PUT ${invitationsPath}`]: ({ body }) => {
      const changed = body as Invitation;
      const index = invitations.findIndex((invitation) => invitation.id === changed.id);
      invitations[index] = { ...(invitations[index] as Invitation), ...changed };
      return { body: envelope('vendorInvitation', [invitations[index]]) };
    },
    [`DELETE ${invitationsPath}`]: ({ url }) => {
      const id = Number(url.searchParams.get('vendorInvitationId'));
      const [removed] = invitations.splice(
        invitations.findIndex((invitation) => invitation.id === id),
        1,
      );
      return { body: envelope('vendorInvitation', [removed]) };
    },
    ...extra,
  });
}

describe('invitations page', () => {
  it('shows the page loading until the list arrives', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockServer({
      ...buildRoutes(),
      [`GET ${invitationsPath}`]: async () => {
        await answered;
        return { body: envelope('vendorInvitation', []) };
      },
    });
    renderBuildPage(<InvitationsPage project={projectFixture()} />);
    expect(await screen.findByRole('heading', { name: 'Invitations' })).toBeTruthy();
    expect(screen.getByText('Loading…')).toBeTruthy();
    release();
    expect(await screen.findByText('No suppliers invited yet.')).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('lists invitations with who invited them and whether the mail went', async () => {
    invitationServer([
      invitationFixture(1, { contactName: 'Wile E.' }),
      invitationFixture(2, { notifiedAt: '2026-03-05T12:30:00.000Z' }),
    ]);
    renderBuildPage(<InvitationsPage project={projectFixture()} />);
    const first = within(await screen.findByTestId('invitation-1'));
    expect(first.getByText('bids1@supplier.example')).toBeTruthy();
    expect(first.getByText('Supplier 1')).toBeTruthy();
    expect(first.getByText('Wile E.')).toBeTruthy();
    expect(first.getByText('Ada Lovelace')).toBeTruthy();
    expect(first.getByText('Mailed when published')).toBeTruthy();
    expect(within(screen.getByTestId('invitation-2')).getByText(/^Mailed March 05, 2026/)).toBeTruthy();
  });

  it('shows the empty state with the invitational notice, and the error state with a retry', async () => {
    let fail = true;
    mockServer({
      ...buildRoutes(),
      [`GET ${invitationsPath}`]: () =>
        fail ? { status: 500, body: ['Boom'] } : { body: envelope('vendorInvitation', []) },
    });
    const user = userEvent.setup();
    renderBuildPage(<InvitationsPage project={projectFixture({ procurementMethod: 'Private' })} />);
    expect(await screen.findByText('The invitations could not be loaded.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No suppliers invited yet.')).toBeTruthy();
    expect(screen.getByTestId('invitations-required').textContent).toContain('at least one invited supplier');
  });

  it('invites a supplier, refusing a bad or already invited address before sending', async () => {
    const server = invitationServer([invitationFixture(1)]);
    const user = userEvent.setup();
    renderBuildPage(<InvitationsPage project={projectFixture()} />);
    const form = within(await screen.findByTestId('invitation-form'));
    const email = form.getByLabelText(/Email/);
    await user.type(email, 'x@y');
    await user.click(form.getByRole('button', { name: 'Invite' }));
    expect(await form.findByText('Invalid email format.')).toBeTruthy();
    await user.clear(email);
    await user.type(email, 'BIDS1@supplier.example');
    await user.click(form.getByRole('button', { name: 'Invite' }));
    expect(await form.findByText('Already invited for this email address.')).toBeTruthy();
    expect(server.callsTo(`POST ${invitationsPath}`)).toHaveLength(0);

    await user.clear(email);
    await user.type(email, 'sales@acme.example');
    await user.type(form.getByLabelText('Company'), 'Acme Paving');
    await user.click(form.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('sales@acme.example')).toBeTruthy();
    expect(server.callsTo(`POST ${invitationsPath}`)[0]?.body).toEqual({
      tenderId: 50,
      email: 'sales@acme.example',
      companyName: 'Acme Paving',
      contactName: '',
    });
    expect((email as HTMLInputElement).value).toBe('');
  });

  it('shows the server refusal under the email field', async () => {
    invitationServer([], {
      [`POST ${invitationsPath}`]: refusal(
        400,
        ['invitationAlreadyInvited'],
        ['Already invited for this email address.'],
      ),
    });
    const user = userEvent.setup();
    renderBuildPage(<InvitationsPage project={projectFixture()} />);
    const form = within(await screen.findByTestId('invitation-form'));
    await user.type(form.getByLabelText(/Email/), 'late@race.example');
    await user.click(form.getByRole('button', { name: 'Invite' }));
    expect(await form.findByText('Already invited for this email address.')).toBeTruthy();
  });

  it('edits the company and contact, and removes an invitation after confirmation', async () => {
    const server = invitationServer([invitationFixture(1)]);
    const user = userEvent.setup();
    renderBuildPage(<InvitationsPage project={projectFixture()} />);
    await user.click(await screen.findByRole('button', { name: 'Edit bids1@supplier.example' }));
    let dialog = await screen.findByRole('dialog');
    const company = within(dialog).getByLabelText('Company');
    await user.clear(company);
    await user.type(company, 'Supplier One Ltd');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Supplier One Ltd')).toBeTruthy();
    expect(server.callsTo(`PUT ${invitationsPath}`)[0]?.body).toEqual({
      id: 1,
      companyName: 'Supplier One Ltd',
      contactName: '',
    });

    await user.click(screen.getByRole('button', { name: 'Delete bids1@supplier.example' }));
    dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Remove the invitation of bids1@supplier.example?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByTestId('invitation-1')).toBeNull());
    expect(server.callsTo(`DELETE ${invitationsPath}`)[0]?.url.searchParams.get('vendorInvitationId')).toBe(
      '1',
    );
    expect(server.allMutationsCarriedCsrf()).toBe(true);
  });

  it('still invites on an open project, but not on a closed one or without the edit right', async () => {
    invitationServer([invitationFixture(1)]);
    const open = renderBuildPage(<InvitationsPage project={projectFixture({ status: 'Open' })} />);
    expect(await screen.findByTestId('invitation-form')).toBeTruthy();
    open.unmount();
    for (const project of [projectFixture({ status: 'Closed' }), projectFixture({ canEdit: false })]) {
      invitationServer([invitationFixture(1)]);
      const { unmount } = renderBuildPage(<InvitationsPage project={project} />);
      await screen.findByTestId('invitation-1');
      expect(screen.getByTestId('read-only')).toBeTruthy();
      expect(screen.queryByTestId('invitation-form')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Delete bids1@supplier.example' })).toBeNull();
      unmount();
    }
  });
});

describe('the performance status warning on the invitations', () => {
  const invited = () => [
    invitationFixture(1, { vendorId: 11 }),
    invitationFixture(2, { vendorId: 12 }),
    invitationFixture(3, { vendorId: null }),
  ];
  const routes = (canView: boolean) => ({
    ...buildRoutes(warningSession(['BUILD_VIEW', 'BUILD_EDIT'], canView)),
    [`GET ${invitationsPath}`]: { body: envelope('vendorInvitation', invited()) },
    [currentStatusKey]: currentStatusRoute([onProbation(11)]),
  });

  it('warns beside the supplier with a current status, asking once for the listed suppliers', async () => {
    const server = mockServer(routes(true));
    const user = userEvent.setup();
    renderBuildPage(<InvitationsPage project={projectFixture()} />);
    const warning = await within(await screen.findByTestId('invitation-1')).findByLabelText(probationWarning);
    expect(warning.textContent).toBe('Probation');
    expect(within(screen.getByTestId('invitation-2')).queryByTestId('performance-status-warning')).toBeNull();
    expect(within(screen.getByTestId('invitation-3')).queryByTestId('performance-status-warning')).toBeNull();
    const calls = server.callsTo(currentStatusKey);
    expect(calls.map((call) => call.url.searchParams.getAll('vendorId'))).toEqual([['11', '12']]);
    await user.hover(warning);
    expect((await screen.findByRole('tooltip')).textContent).toBe(probationWarning);
  });

  it('shows no warning and asks nothing without the view of supplier performance', async () => {
    const server = mockServer(routes(false));
    renderBuildPage(<InvitationsPage project={projectFixture()} />);
    expect(await screen.findByTestId('invitation-1')).toBeTruthy();
    expect(screen.queryByTestId('performance-status-warning')).toBeNull();
    expect(server.callsTo(currentStatusKey)).toEqual([]);
  });
});
