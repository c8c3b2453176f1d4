import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { projectFixture } from '../../../test/build-fixtures.tsx';
import { envelope } from '../../../test/fetch-mock.ts';
import {
  emailAnswer,
  emailFixture,
  mailPaths,
  pageOf,
  renderMessages,
  rowFixture,
} from '../../../test/messages-fixtures.tsx';
import { ProjectMessagesPage } from './project-messages-page.tsx';

const aggregates = { emails: 4, copies: 9, queued: 1, sent: 7, failed: 1, scheduled: 2 };

describe('a project’s Messages (issue 25 §4)', { timeout: 30_000 }, () => {
  it('counts the source’s sent and scheduled mail and lists each for the source only', async () => {
    const { server } = renderMessages(
      <ProjectMessagesPage project={projectFixture()} />,
      {
        [`GET ${mailPaths.aggregates}`]: { body: aggregates },
        [`GET ${mailPaths.scheduledAggregates}`]: {
          body: { emails: 2, copies: 4, queued: 4, sent: 0, failed: 0, scheduled: 2 },
        },
        [`GET ${mailPaths.sent}`]: { body: pageOf([rowFixture(9, { subject: 'Site meeting moved' })]) },
        [`GET ${mailPaths.scheduled}`]: {
          body: pageOf([
            rowFixture(3, {
              subject: 'Reminder to bidders',
              status: 'scheduled',
              sendDateUtc: '2099-01-10T15:00:00.000Z',
            }),
          ]),
        },
        [`GET ${mailPaths.email}`]: emailAnswer(emailFixture()),
        [`GET ${mailPaths.documents}`]: { body: envelope('emailDocument', []) },
      },
      '/projects/5/messages',
    );
    const user = userEvent.setup();

    const tabs = await screen.findByRole('tablist', { name: 'Project mail' });
    await waitFor(() =>
      expect(within(tabs).getByRole('tab', { name: /Sent Emails/ }).textContent).toContain('4'),
    );
    await waitFor(() =>
      expect(within(tabs).getByRole('tab', { name: /Scheduled Emails/ }).textContent).toContain('2'),
    );
    expect(screen.getByTestId('project-copy-counts').textContent).toContain('9 copies');
    expect(screen.getByRole('button', { name: 'New email' })).toBeTruthy();
    expect(server.callsTo(`GET ${mailPaths.aggregates}`)[0]?.url.searchParams.get('tenderId')).toBe('50');

    expect(await screen.findByText('Site meeting moved')).toBeTruthy();
    expect(server.callsTo(`GET ${mailPaths.sent}`)[0]?.url.searchParams.get('tenderId')).toBe('50');

    await user.click(screen.getByRole('button', { name: 'Site meeting moved' }));
    const drawer = await screen.findByRole('dialog', { name: 'Email' });
    expect(await within(drawer).findByText('550 mailbox unavailable')).toBeTruthy();
    expect(await within(drawer).findByText('No attachment.')).toBeTruthy();
    const record = within(drawer).getByRole('link', { name: 'Record (PDF)' });
    expect(record.getAttribute('href')).toMatch(/\/Exports\/Email\?emailId=\d+$/);
    // Without an attachment there is nothing to zip with the record.
    expect(within(drawer).queryByRole('link', { name: 'Record and attachment (zip)' })).toBeNull();
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));

    await user.click(within(tabs).getByRole('tab', { name: /Scheduled Emails/ }));
    expect(await screen.findByText('Reminder to bidders')).toBeTruthy();
    expect(server.callsTo(`GET ${mailPaths.scheduled}`)[0]?.url.searchParams.get('tenderId')).toBe('50');
  });

  it('says so when the project has no source', async () => {
    renderMessages(
      <ProjectMessagesPage project={projectFixture({ tenders: [] })} />,
      {},
      '/projects/5/messages',
    );
    expect(await screen.findByText('This project has no source to send mail from.')).toBeTruthy();
  });
});
