import type { Project, UpdateProject } from '@procura/contract';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, mockServer } from '../../../test/fetch-mock.ts';
import { nodePath, projectFixture, projectRoutes } from '../../../test/project-fixtures.ts';
import { renderApp } from '../../../test/render.tsx';

// The first render loads the session, the project and its lists: allow for a busy machine.
configure({ asyncUtilTimeout: 5_000 });

const dated = projectFixture(
  {},
  {
    dateAvailable: '2031-07-01T16:00:00.000Z',
    dateClosing: '2031-07-15T19:00:00.000Z',
    hasQuestionDeadline: false,
  },
);

function input(testId: string): HTMLInputElement {
  return screen.getByTestId(testId) as HTMLInputElement;
}

describe('Build dates', { timeout: 20_000 }, () => {
  it('types and shows dates on the agency’s wall clock, named, and saves them as UTC', async () => {
    const server = mockServer({
      ...projectRoutes(dated),
      [`PUT ${nodePath}/Projects`]: { body: envelope('project', [{ ...dated, version: 4 }]) },
    });
    const user = userEvent.setup();
    renderApp('/projects/12/build/dates');

    // 16:00 UTC is noon in Toronto in July (EDT, UTC-4); the zone is always named.
    expect((await screen.findByTestId('date-dateAvailable')) as HTMLInputElement).toBeTruthy();
    expect(input('date-dateAvailable').value).toBe('2031-07-01T12:00');
    expect(input('date-dateClosing').value).toBe('2031-07-15T15:00');
    expect(screen.getByTestId('dates-time-zone').textContent).toContain('America/Toronto');
    expect(screen.getByText('Tue, Jul 1, 2031 12:00 PM EDT')).toBeTruthy();

    // A winter date is read on winter time (EST, UTC-5), not with July's offset.
    fireEvent.change(input('date-dateClosing'), { target: { value: '2031-12-01T09:30' } });
    expect(screen.getByText('Mon, Dec 1, 2031 9:30 AM EST')).toBeTruthy();

    await user.click(screen.getByTestId('save-dates'));
    await waitFor(() => expect(server.callsTo(`PUT ${nodePath}/Projects`)).toHaveLength(1));
    const body = server.callsTo(`PUT ${nodePath}/Projects`)[0]?.body as {
      tender: { dateAvailable: string; dateClosing: string; questionDeadline: string | null };
    };
    expect(body.tender.dateAvailable).toBe('2031-07-01T16:00:00.000Z');
    expect(body.tender.dateClosing).toBe('2031-12-01T14:30:00.000Z');
    expect(body.tender.questionDeadline).toBeNull();
  });

  it('shows the date rules as the user types, and refuses a time the zone skips', async () => {
    const server = mockServer(projectRoutes(dated));
    const user = userEvent.setup();
    renderApp('/projects/12/build/dates');
    await screen.findByTestId('date-dateAvailable');
    expect(screen.queryByText('Publish date must be before the closing date.')).toBeNull();

    fireEvent.change(input('date-dateClosing'), { target: { value: '2031-06-30T09:00' } });
    expect(await screen.findByText('Publish date must be before the closing date.')).toBeTruthy();
    fireEvent.change(input('date-dateClosing'), { target: { value: '2031-07-20T09:00' } });
    await waitFor(() =>
      expect(screen.queryByText('Publish date must be before the closing date.')).toBeNull(),
    );

    // 2:30 on 9 March 2031 does not exist in Toronto: clocks jump from 2:00 to 3:00.
    fireEvent.change(input('date-registrationDeadline'), { target: { value: '2031-03-09T02:30' } });
    expect(
      await screen.findByText(
        'This time does not exist in the agency time zone because of the daylight saving time change.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByTestId('save-dates'));
    expect(server.callsTo(`PUT ${nodePath}/Projects`)).toHaveLength(0);
  });

  it('adds and removes meetings, each checked as typed', async () => {
    mockServer(projectRoutes(projectFixture({}, { hasSiteMeetings: true, hasQuestionDeadline: false })));
    const user = userEvent.setup();
    renderApp('/projects/12/build/dates');
    expect(await screen.findByText('Add a meeting date or disable meetings.')).toBeTruthy();

    await user.click(screen.getByTestId('meeting-add'));
    expect(screen.getByTestId('meeting-0')).toBeTruthy();
    expect(screen.getByText('Meeting description is required.')).toBeTruthy();
    expect(screen.queryByText('Add a meeting date or disable meetings.')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Site visit');
    expect(screen.queryByText('Meeting description is required.')).toBeNull();

    await user.click(screen.getByTestId('meeting-remove-0'));
    expect(screen.queryByTestId('meeting-0')).toBeNull();
  });
});

describe('Build dates of a published project', { timeout: 20_000 }, () => {
  const published = projectFixture(
    { status: 'Open', allowedActions: ['cancel', 'terminate'] },
    {
      dateAvailable: '2031-07-01T16:00:00.000Z',
      dateClosing: '2031-07-15T19:00:00.000Z',
      hasQuestionDeadline: false,
    },
  );
  const put = `PUT ${nodePath}/Projects`;

  async function moveClosing() {
    const server = mockServer({
      ...projectRoutes(published),
      [put]: ({ body }) => ({
        body: envelope('project', [
          {
            ...published,
            version: 4,
            tenders: [
              {
                ...(published.tenders[0] as Project['tenders'][number]),
                dateClosing: (body as UpdateProject).tender.dateClosing,
              },
            ],
          },
        ]),
      }),
    });
    const user = userEvent.setup();
    renderApp('/projects/12/build/dates');
    await screen.findByTestId('date-dateClosing');
    fireEvent.change(input('date-dateClosing'), { target: { value: '2031-07-22T15:00' } });
    await user.click(screen.getByTestId('save-dates'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Notify registered suppliers of the new closing date?')).toBeTruthy();
    return { server, user, dialog };
  }

  const answers = (server: ReturnType<typeof mockServer>) =>
    server.callsTo(put).map((call) => (call.body as UpdateProject).notifyRegisteredSuppliers);

  it('asks whether to notify registered suppliers, and Yes saves with notification', async () => {
    const { server, user, dialog } = await moveClosing();
    expect(server.callsTo(put)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(answers(server)).toEqual([true]));
    const sent = server.callsTo(put)[0]?.body as UpdateProject | undefined;
    expect(sent?.tender.dateClosing).toBe('2031-07-22T19:00:00.000Z');
    await waitFor(() => expect(screen.queryByTestId('project-unsaved')).toBeNull());
  });

  it('No saves without notification', async () => {
    const { server, user, dialog } = await moveClosing();
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(answers(server)).toEqual([false]));
  });

  it('Cancel saves nothing and keeps what was typed', async () => {
    const { server, user, dialog } = await moveClosing();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo(put)).toHaveLength(0);
    expect(input('date-dateClosing').value).toBe('2031-07-22T15:00');
    expect(screen.getByTestId('project-unsaved')).toBeTruthy();
  });

  it('asks nothing when the project is not published', async () => {
    const server = mockServer({
      ...projectRoutes(dated),
      [put]: { body: envelope('project', [{ ...dated, version: 4 }]) },
    });
    const user = userEvent.setup();
    renderApp('/projects/12/build/dates');
    await screen.findByTestId('date-dateClosing');
    fireEvent.change(input('date-dateClosing'), { target: { value: '2031-07-22T15:00' } });
    await user.click(screen.getByTestId('save-dates'));
    await waitFor(() => expect(server.callsTo(put)).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(answers(server)).toEqual([undefined]);
  });
});
