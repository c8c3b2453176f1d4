import { type ScheduledReport, utcToZonedLocal } from '@procura/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, type MockRoute } from '../../../test/fetch-mock.ts';
import { refusal } from '../../../test/fixtures.ts';
import { libraryRoutes, renderLibrary, reportPath, subscriptionFixture } from '../library-fixtures.tsx';

const name = 'ContractsClosingIn90Days';

/** The library with subscriptions the server keeps: a POST or PUT lands in the caller's own list. */
function withSubscriptions(byUser: ScheduledReport[], forUser: ScheduledReport[] = []) {
  const mine = [...byUser];
  const saved = (subscription: ScheduledReport) => ({ body: envelope('scheduledReport', [subscription]) });
  const routes: Record<string, MockRoute> = {
    ...libraryRoutes(),
    [`GET ${reportPath}/ScheduledByUser`]: () => ({ body: envelope('scheduledReport', mine) }),
    [`GET ${reportPath}/ScheduledForUser`]: { body: envelope('scheduledReport', forUser) },
    [`POST ${reportPath}/Scheduled`]: () => {
      const created = subscriptionFixture(9);
      mine.push(created);
      return saved(created);
    },
    [`PUT ${reportPath}/Scheduled`]: () => saved(subscriptionFixture(5)),
    [`DELETE ${reportPath}/Scheduled/5`]: { body: { deleted: true } },
    [`DELETE ${reportPath}/Recipient/71`]: { body: { deleted: true } },
    [`DELETE ${reportPath}/Recipient/52`]: { body: { deleted: true } },
  };
  return routes;
}

const save = () => userEvent.click(screen.getByTestId('subscription-save'));

describe('report subscriptions in the library (issue 26 §2)', { timeout: 30_000 }, () => {
  it('checks the subscribe form, then posts the subscription and offers its update', async () => {
    const { server } = renderLibrary(withSubscriptions([]));
    await userEvent.click(await screen.findByTestId(`report-subscribe-${name}`));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe to Contracts Closing in 90 Days' });
    // A new subscription starts today on the agency's calendar, at 08:00, weekly, mailing the caller.
    const today = utcToZonedLocal(new Date(), 'America/Toronto').slice(0, 10);
    expect((within(dialog).getByLabelText(/Start date/) as HTMLInputElement).value).toBe(today);
    expect((within(dialog).getByLabelText(/Time/) as HTMLInputElement).value).toBe('08:00');
    expect((within(dialog).getByLabelText('Weekly') as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).getAllByText('Ada Lovelace').length).toBeGreaterThan(0);

    // No recipient: the catalogue's message, nothing sent.
    // The last pill goes with Backspace, as a keyboard user removes it.
    await userEvent.type(within(dialog).getByTestId('subscription-members'), '{backspace}');
    await save();
    expect(await within(dialog).findByText('Choose at least one contact.')).toBeTruthy();
    // A badly formed address: under the addresses.
    await userEvent.type(within(dialog).getByTestId('subscription-addresses'), 'not-an-email{enter}');
    await save();
    expect(await within(dialog).findByText('The email address is badly formatted.')).toBeTruthy();
    expect(server.callsTo(`POST ${reportPath}/Scheduled`)).toHaveLength(0);

    await userEvent.type(within(dialog).getByTestId('subscription-addresses'), '{backspace}');
    await userEvent.type(
      within(dialog).getByTestId('subscription-addresses'),
      'boss@springfield.example{enter}',
    );
    await userEvent.click(within(dialog).getByTestId('subscription-members'));
    await userEvent.click(await screen.findByRole('option', { name: 'Grace Hopper' }));
    await userEvent.click(within(dialog).getByLabelText('Monthly'));
    fireEvent.change(within(dialog).getByLabelText(/Start date/), { target: { value: '2026-04-01' } });
    fireEvent.change(within(dialog).getByLabelText(/Time/), { target: { value: '07:30' } });
    await save();

    await waitFor(() => expect(server.callsTo(`POST ${reportPath}/Scheduled`)).toHaveLength(1));
    expect(server.callsTo(`POST ${reportPath}/Scheduled`)[0]?.body).toEqual({
      reportName: name,
      start: '2026-04-01',
      sendAt: '07:30',
      frequency: 'Monthly',
      recipients: [{ userId: 43 }, { email: 'boss@springfield.example' }],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByTestId(`report-update-${name}`)).toBeTruthy();
    expect(screen.getByTestId(`report-unsubscribe-${name}`)).toBeTruthy();
    expect(screen.queryByTestId(`report-subscribe-${name}`)).toBeNull();
  });

  it('shows the refusal the server answers under its field', async () => {
    renderLibrary({
      ...withSubscriptions([]),
      [`POST ${reportPath}/Scheduled`]: refusal(400, ['emailInvalidTeamMember'], ['Invalid team member.']),
    });
    await userEvent.click(await screen.findByTestId(`report-subscribe-${name}`));
    const dialog = await screen.findByRole('dialog');
    await save();
    expect(await within(dialog).findByText('Invalid team member.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('updates the subscription the caller made with PUT', async () => {
    const { server } = renderLibrary(withSubscriptions([subscriptionFixture(5)]));
    await userEvent.click(await screen.findByTestId(`report-update-${name}`));
    const dialog = await screen.findByRole('dialog', {
      name: 'Update the subscription to Contracts Closing in 90 Days',
    });
    expect((within(dialog).getByLabelText(/Start date/) as HTMLInputElement).value).toBe('2026-03-02');
    await userEvent.click(within(dialog).getByLabelText('Daily'));
    await save();
    await waitFor(() => expect(server.callsTo(`PUT ${reportPath}/Scheduled`)).toHaveLength(1));
    expect(server.callsTo(`PUT ${reportPath}/Scheduled`)[0]?.body).toEqual({
      id: 5,
      reportName: name,
      start: '2026-03-02',
      sendAt: '08:00',
      frequency: 'Daily',
      recipients: [{ userId: 42 }],
    });
  });

  it('unsubscribes after confirming: ends their own subscription and leaves another one', async () => {
    const others = subscriptionFixture(7, {
      createdBy: { id: 43, fullName: 'Grace Hopper' },
      recipientDTOs: [
        { id: 71, userId: 42, email: 'ada@springfield.example', fullName: 'Ada Lovelace' },
        { id: 72, userId: null, email: 'boss@springfield.example', fullName: null },
      ],
    });
    const { server } = renderLibrary(withSubscriptions([subscriptionFixture(5)], [others]));
    await userEvent.click(await screen.findByTestId(`report-unsubscribe-${name}`));
    expect(await screen.findByText(/will no longer be mailed to you/)).toBeTruthy();
    expect(server.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
    await userEvent.click(screen.getByTestId('confirm-action'));
    await waitFor(() => expect(server.callsTo(`DELETE ${reportPath}/Recipient/71`)).toHaveLength(1));
    expect(server.callsTo(`DELETE ${reportPath}/Scheduled/5`)).toHaveLength(1);
    expect(server.callsTo(`DELETE ${reportPath}/Recipient/72`)).toHaveLength(0);
  });

  it('lists the subscriptions the caller made in Manage, and removes a recipient', async () => {
    const subscription = subscriptionFixture(5, {
      recipientDTOs: [
        { id: 51, userId: 42, email: 'ada@springfield.example', fullName: 'Ada Lovelace' },
        { id: 52, userId: 43, email: 'grace@springfield.example', fullName: 'Grace Hopper' },
      ],
    });
    const { server } = renderLibrary(withSubscriptions([subscription]));
    await userEvent.click(await screen.findByTestId(`report-manage-${name}`));
    const drawer = await screen.findByTestId('subscriptions-drawer');
    expect(within(drawer).getByText(/Weekly from March 02, 2026 at 08:00/)).toBeTruthy();
    expect(within(drawer).getByText('Grace Hopper')).toBeTruthy();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Remove Grace Hopper' }));
    expect(await screen.findByText('Grace Hopper will no longer receive this report.')).toBeTruthy();
    await userEvent.click(screen.getByTestId('confirm-action'));
    await waitFor(() => expect(server.callsTo(`DELETE ${reportPath}/Recipient/52`)).toHaveLength(1));
  });
});
