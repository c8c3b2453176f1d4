import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, type MockRequest } from '../../../test/fetch-mock.ts';
import {
  commentFixture,
  emailAnswer,
  emailFixture,
  mailPaths,
  pageOf,
  renderMessages,
  rowFixture,
} from '../../../test/messages-fixtures.tsx';
import { MessageCentrePage } from './message-centre-page.tsx';

const param = (call: MockRequest | undefined, name: string) => call?.url.searchParams.get(name) ?? null;

describe('the Message Centre (issue 25 §4)', { timeout: 30_000 }, () => {
  it('shows its four tabs and the comments, narrowed to the chosen days and paged by ten', async () => {
    const { server } = renderMessages(<MessageCentrePage />, {
      [`GET ${mailPaths.comments}`]: (request) => {
        const start = request.url.searchParams.get('start');
        // The server narrows by the agency's days; this stands in for it with the two days asked.
        const from = request.url.searchParams.get('dateFrom');
        const values =
          start === '10'
            ? [commentFixture(11, '2026-02-01T15:00:00.000Z', 'Older note')]
            : from
              ? [commentFixture(2, '2026-03-05T15:00:00.000Z', 'Call the supplier')]
              : [
                  commentFixture(1, '2026-03-10T15:00:00.000Z', 'Bids look high'),
                  commentFixture(2, '2026-03-05T15:00:00.000Z', 'Call the supplier'),
                  commentFixture(3, '2026-03-01T15:00:00.000Z', 'Draft ready'),
                ];
        return { body: envelope('projectComment', values, 11) };
      },
    });
    const user = userEvent.setup();

    const tabs = await screen.findByRole('tablist', { name: 'Message Centre lists' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Comments', 'Sent Emails', 'Scheduled Emails', 'Tasks']);
    expect(await screen.findByText('Bids look high')).toBeTruthy();
    expect(screen.getByText('Draft ready')).toBeTruthy();

    // Days go to the server, from the first page; a reversed range goes without its end.
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Older note')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-04' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-06' } });
    expect(await screen.findByText('Call the supplier')).toBeTruthy();
    expect(screen.queryByText('Bids look high')).toBeNull();
    const ranged = server.callsTo(`GET ${mailPaths.comments}`).at(-1);
    expect([param(ranged, 'dateFrom'), param(ranged, 'dateTo'), param(ranged, 'start')]).toEqual([
      '2026-03-04',
      '2026-03-06',
      '0',
    ]);
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-01' } });
    expect(await screen.findByText('The start date may not be after the end date.')).toBeTruthy();
    await waitFor(() =>
      expect(param(server.callsTo(`GET ${mailPaths.comments}`).at(-1), 'dateTo')).toBeNull(),
    );

    // Words go to the server.
    await user.type(screen.getByLabelText('Search comments'), 'supplier');
    await waitFor(() =>
      expect(param(server.callsTo(`GET ${mailPaths.comments}`).at(-1), 'keywords')).toBe('supplier'),
    );

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Older note')).toBeTruthy();
    const last = server.callsTo(`GET ${mailPaths.comments}`).at(-1);
    expect(param(last, 'start')).toBe('10');
    expect(param(last, 'limit')).toBe('10');
  });

  it('lists the sent mail, pages and filters it, and opens one with each copy’s status', async () => {
    const { server } = renderMessages(
      <MessageCentrePage />,
      {
        [`GET ${mailPaths.sent}`]: (request) => {
          const page = Number(request.url.searchParams.get('page') ?? 1);
          const rows =
            page === 2
              ? [rowFixture(30, { subject: 'Second page mail' })]
              : [rowFixture(9, { subject: 'Site meeting moved', counts: { queued: 0, sent: 1, failed: 1 } })];
          return { body: pageOf(rows, 21, page) };
        },
        [`GET ${mailPaths.email}`]: emailAnswer(emailFixture()),
        [`GET ${mailPaths.documents}`]: {
          body: envelope('emailDocument', [
            { id: 4, fileName: 'agenda.pdf', size: 2048, contentType: 'application/pdf' },
          ]),
        },
        [`POST ${mailPaths.resend}`]: emailAnswer(emailFixture()),
      },
      '/messages?tab=sent',
    );
    const user = userEvent.setup();

    const table = await screen.findByTestId('sent-emails-table');
    expect(within(table).getByText('Road salt supply')).toBeTruthy();
    const first = server.callsTo(`GET ${mailPaths.sent}`)[0];
    expect(param(first, 'tenderId')).toBeNull();
    expect(param(first, 'page')).toBe('1');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Second page mail')).toBeTruthy();

    await user.type(screen.getByLabelText('Search subject or recipient'), 'salt');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-31' } });
    await waitFor(() => {
      const last = server.callsTo(`GET ${mailPaths.sent}`).at(-1);
      expect(param(last, 'searchText')).toBe('salt');
      expect(param(last, 'dateFrom')).toBe('2026-03-01');
      expect(param(last, 'dateTo')).toBe('2026-03-31');
      expect(param(last, 'page')).toBe('1');
    });

    await user.click(await screen.findByRole('button', { name: 'Site meeting moved' }));
    const drawer = await screen.findByRole('dialog', { name: 'Email' });
    const acme = await within(drawer).findByTestId('recipient-1');
    expect(within(acme).getByText('Sent')).toBeTruthy();
    const beta = within(drawer).getByTestId('recipient-2');
    expect(within(beta).getByText('Failed')).toBeTruthy();
    expect(within(beta).getByText('550 mailbox unavailable')).toBeTruthy();
    expect(await within(drawer).findByText('agenda.pdf (2 KB)')).toBeTruthy();
    expect(param(server.callsTo(`GET ${mailPaths.documents}`)[0], 'emailId')).toBe('9');

    await user.click(within(drawer).getByRole('button', { name: 'Resend failed copies' }));
    await waitFor(() => expect(server.callsTo(`POST ${mailPaths.resend}`)).toHaveLength(1));
    expect(server.callsTo(`POST ${mailPaths.resend}`)[0]?.body).toEqual({ emailId: 9, onlyFailed: true });
  });

  it('forwards a sent mail to addresses checked by the list rule first', async () => {
    const { server } = renderMessages(
      <MessageCentrePage />,
      {
        [`GET ${mailPaths.sent}`]: { body: pageOf([rowFixture(9, { subject: 'Site meeting moved' })]) },
        [`GET ${mailPaths.email}`]: emailAnswer(emailFixture()),
        [`GET ${mailPaths.documents}`]: { body: envelope('emailDocument', []) },
        [`POST ${mailPaths.forward}`]: emailAnswer(emailFixture()),
      },
      '/messages?tab=sent',
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Site meeting moved' }));
    const drawer = await screen.findByRole('dialog', { name: 'Email' });
    await user.click(await within(drawer).findByRole('button', { name: 'Forward' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forward the email' });
    const to = within(dialog).getByLabelText('To');

    await user.type(to, 'a@x.example,,b@x.example');
    await user.click(within(dialog).getByTestId('forward-save'));
    expect(await within(dialog).findByText('One or more email addresses are not valid.')).toBeTruthy();
    expect(server.callsTo(`POST ${mailPaths.forward}`)).toHaveLength(0);

    await user.clear(to);
    await user.type(to, 'a@x.example; b@x.example');
    await user.click(within(dialog).getByTestId('forward-save'));
    await waitFor(() => expect(server.callsTo(`POST ${mailPaths.forward}`)).toHaveLength(1));
    expect(server.callsTo(`POST ${mailPaths.forward}`)[0]?.body).toEqual({
      emailId: 9,
      to: ['a@x.example', 'b@x.example'],
    });
  });

  it('cancels a scheduled mail and moves another to a new time on the agency clock', async () => {
    const scheduled = rowFixture(3, {
      subject: 'Reminder to bidders',
      status: 'scheduled',
      sendDateUtc: '2099-01-10T15:00:00.000Z',
      counts: { queued: 2, sent: 0, failed: 0 },
    });
    const { server } = renderMessages(
      <MessageCentrePage />,
      {
        [`GET ${mailPaths.scheduled}`]: { body: pageOf([scheduled]) },
        [`DELETE ${mailPaths.scheduled}`]: emailAnswer({ ...emailFixture(), id: 3, status: 'cancelled' }),
        [`PUT ${mailPaths.schedule}`]: emailAnswer({ ...emailFixture(), id: 3, status: 'scheduled' }),
      },
      '/messages?tab=scheduled',
    );
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Cancel Reminder to bidders' }));
    await user.click(await screen.findByTestId('confirm-action'));
    await waitFor(() => expect(server.callsTo(`DELETE ${mailPaths.scheduled}`)).toHaveLength(1));
    expect(param(server.callsTo(`DELETE ${mailPaths.scheduled}`)[0], 'emailId')).toBe('3');

    await user.click(screen.getByRole('button', { name: 'Edit the send time of Reminder to bidders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the send time' });
    const when = within(dialog).getByLabelText('Send at');
    // Shown on the agency's clock (Toronto, five hours behind UTC in January).
    expect((when as HTMLInputElement).value).toBe('2099-01-10T10:00');

    fireEvent.change(when, { target: { value: '2020-01-01T09:00' } });
    await user.click(within(dialog).getByTestId('reschedule-save'));
    expect(await within(dialog).findByText('The send time must be later than now.')).toBeTruthy();
    expect(server.callsTo(`PUT ${mailPaths.schedule}`)).toHaveLength(0);

    fireEvent.change(when, { target: { value: '2099-02-01T09:30' } });
    await user.click(within(dialog).getByTestId('reschedule-save'));
    await waitFor(() => expect(server.callsTo(`PUT ${mailPaths.schedule}`)).toHaveLength(1));
    expect(server.callsTo(`PUT ${mailPaths.schedule}`)[0]?.body).toEqual({
      emailId: 3,
      sendDateUtc: '2099-02-01T14:30:00.000Z',
    });
  });

  it('shows a failed list with a retry and an empty one as empty', async () => {
    let fail = true;
    renderMessages(
      <MessageCentrePage />,
      {
        [`GET ${mailPaths.scheduled}`]: () =>
          fail ? { status: 500, body: ['Server down'] } : { body: pageOf([]) },
      },
      '/messages?tab=scheduled',
    );
    const user = userEvent.setup();
    expect(await screen.findByText('The emails could not be loaded.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No email is scheduled.')).toBeTruthy();
  });

  it('lists my open tasks and opens a project’s tasks from one', async () => {
    renderMessages(
      <MessageCentrePage />,
      {
        [`GET ${mailPaths.myTasks}`]: {
          body: envelope('projectTask', [
            {
              id: 8,
              projectId: 12,
              subject: 'Check the bonds',
              description: '',
              assignedUserIds: [42],
              assignedUsers: [],
              dueDate: '2099-03-01T17:00:00.000Z',
              reminderDate: null,
              completed: false,
              created: '2026-03-01T12:00:00.000Z',
              createdBy: null,
              project: { id: 12, number: 'RS-1', name: 'Road Salt', phase: 'Build' },
            },
          ]),
        },
      },
      '/messages?tab=tasks',
    );
    const mine = await screen.findByTestId('my-tasks');
    expect(within(mine).getByText('Check the bonds')).toBeTruthy();
    expect(within(mine).getByRole('button', { name: 'Road Salt' })).toBeTruthy();
    expect(screen.getByTestId('tasks-project')).toBeTruthy();
  });
});
