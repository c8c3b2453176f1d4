import type { SentEmail, SentEmailRow } from '@procura/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { nodePath } from '../../../test/control-panel-fixtures.ts';
import { envelope, type MockRoute, mockServer } from '../../../test/fetch-mock.ts';
import { currentLocation, renderApp } from '../../../test/render.tsx';
import { supplierRoutes } from '../../../test/vendor-lists-fixtures.ts';
import { agencyVendorFixture, vendorKey } from '../../../test/vendors-fixtures.ts';

const vendor = agencyVendorFixture({ id: 500, companyName: 'Acme Paving Ltd.' });
const listKey = `GET ${nodePath}/Emails/VendorEmails`;
const emailKey = `GET ${nodePath}/Emails`;

function rowFixture(id: number, overrides: Partial<SentEmailRow> = {}): SentEmailRow {
  return {
    id,
    subject: `Mail ${id}`,
    status: 'sent',
    sendDateUtc: null,
    createdAt: '2026-03-01T15:00:00.000Z',
    createdBy: { id: 42, fullName: 'Ada Lovelace' },
    projectId: 9,
    projectName: 'Road resurfacing',
    tenderId: 90,
    contractId: null,
    recipientCount: 2,
    counts: { queued: 0, sent: 2, failed: 0 },
    hasAttachment: false,
    ...overrides,
  };
}

/** The supplier's 25 mails, answered a page at a time as the server would. */
function emailsServer(routes: Record<string, MockRoute> = {}) {
  const all = Array.from({ length: 25 }, (_, index) => rowFixture(index + 1));
  return mockServer({
    ...supplierRoutes(),
    [vendorKey]: { body: envelope('vendor', [vendor]) },
    [listKey]: ({ url }) => {
      const page = Number(url.searchParams.get('page') ?? '1');
      const pageSize = Number(url.searchParams.get('pageSize') ?? '20');
      const search = url.searchParams.get('searchText') ?? '';
      const rows = all.filter((row) => row.subject.includes(search));
      return {
        body: {
          rows: rows.slice((page - 1) * pageSize, page * pageSize),
          total: rows.length,
          page,
          pageSize,
        },
      };
    },
    ...routes,
  });
}

const subjects = () =>
  within(screen.getByTestId('vendor-emails'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('button')?.textContent);

describe('supplier profile › Emails', { timeout: 20_000 }, () => {
  it('lists the supplier’s mails from its tab, pages them and narrows them by words and days', async () => {
    const server = emailsServer();
    const user = userEvent.setup();
    renderApp('/suppliers/500');
    await user.click(await screen.findByTestId('supplier-tab-emails'));
    expect(currentLocation()).toBe('/suppliers/500/emails');
    await screen.findByTestId('vendor-emails');
    expect(subjects()).toHaveLength(20);
    const first = server.callsTo(listKey)[0]?.url.searchParams;
    expect(first?.get('vendorId')).toBe('500');
    expect(first?.get('page')).toBe('1');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(subjects()).toEqual(['Mail 21', 'Mail 22', 'Mail 23', 'Mail 24', 'Mail 25']));
    expect(screen.getByTestId('pager-summary').textContent).toBe('Page 2 of 2');

    await user.type(screen.getByRole('searchbox', { name: 'Search emails' }), 'Mail 7');
    await waitFor(() => expect(subjects()).toEqual(['Mail 7']));
    const searched = server.callsTo(listKey).at(-1)?.url.searchParams;
    expect(searched?.get('searchText')).toBe('Mail 7');
    expect(searched?.get('page')).toBe('1');

    await user.type(screen.getByLabelText('From'), '2026-03-01');
    await waitFor(() =>
      expect(server.callsTo(listKey).at(-1)?.url.searchParams.get('dateFrom')).toBe('2026-03-01'),
    );
  });

  it('opens a mail with each copy’s status, a failed one with the server’s answer', async () => {
    const detail: SentEmail = {
      ...rowFixture(3, { counts: { queued: 0, sent: 1, failed: 1 } }),
      sender: 'Ada Lovelace',
      replyTo: 'ada@springfield.example',
      ccs: ['boss@springfield.example'],
      bccs: [],
      body: '<p>Please confirm.</p>',
      groupName: 'Bids',
      recipients: [
        {
          id: 31,
          kind: 'contact',
          name: 'Zed Zulu',
          email: 'zed@acme.example',
          vendorId: 500,
          companyName: 'Acme Paving Ltd.',
          status: 'sent',
          error: null,
          sentAt: '2026-03-01T15:01:00.000Z',
        },
        {
          id: 32,
          kind: 'contact',
          name: 'Ann Ode',
          email: 'ann@acme.example',
          vendorId: 500,
          companyName: 'Acme Paving Ltd.',
          status: 'failed',
          error: '550 mailbox unavailable',
          sentAt: null,
        },
      ],
      attachments: [{ id: 5, fileName: 'drawings.pdf', size: 2048, contentType: 'application/pdf' }],
    };
    const server = emailsServer({
      [emailKey]: { body: envelope('email', [detail]) },
      [`GET ${nodePath}/Documents/EmailDocuments`]: { body: envelope('emailDocument', detail.attachments) },
    });
    const user = userEvent.setup();
    renderApp('/suppliers/500/emails');
    await screen.findByTestId('vendor-emails');
    await user.click(screen.getByRole('button', { name: 'Mail 3' }));

    await screen.findByTestId('email-recipients');
    expect(server.callsTo(emailKey)[0]?.url.searchParams.get('emailId')).toBe('3');
    expect(within(screen.getByTestId('recipient-31')).getByText('Sent')).toBeTruthy();
    const failed = within(screen.getByTestId('recipient-32'));
    expect(failed.getByText('Failed')).toBeTruthy();
    expect(failed.getByText('550 mailbox unavailable')).toBeTruthy();
    expect(screen.getByText(/boss@springfield\.example/)).toBeTruthy();
    expect(screen.getByText(/drawings\.pdf/)).toBeTruthy();
  });

  it('says so when nothing was sent, and opens the email wizard on the supplier', async () => {
    emailsServer({ [listKey]: { body: { rows: [], total: 0, page: 1, pageSize: 20 } } });
    const user = userEvent.setup();
    renderApp('/suppliers/500/emails');
    expect(await screen.findByText('No email was sent to this supplier yet')).toBeTruthy();
    await user.click(screen.getByTestId('vendor-email-write'));
    const wizard = await screen.findByRole('dialog');
    expect(await within(wizard).findByText('Step 1 of 3')).toBeTruthy();
  });

  it('shows a failed list with a retry', async () => {
    emailsServer({ [listKey]: { status: 500, body: ['Server error'] } });
    renderApp('/suppliers/500/emails');
    expect(await screen.findByText('The supplier’s emails could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
