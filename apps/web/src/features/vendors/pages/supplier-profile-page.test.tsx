import type { ActivityAggregates, AgencyVendor, VendorComment } from '@procura/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, type MockRoute, mockServer } from '../../../test/fetch-mock.ts';
import { currentLocation, renderApp } from '../../../test/render.tsx';
import { supplierRoutes } from '../../../test/vendor-lists-fixtures.ts';
import {
  activityKey,
  agencyVendorFixture,
  aggregatesKey,
  commentFixture,
  commentsKey,
  contactFixture,
  documentsPath,
  historyKey,
  historyRowFixture,
  supplierEditorSession,
  updateKey,
  vendorDocumentFixture,
  vendorKey,
} from '../../../test/vendors-fixtures.ts';

const vendor = agencyVendorFixture({
  companyName: 'Acme Paving Ltd.',
  isLocalVendor: true,
  internalNotes: 'Reliable in winter.',
  contacts: [
    contactFixture(901, { firstName: 'Zed', lastName: 'Zulu', title: 'Estimator' }),
    contactFixture(900, { firstName: 'Ada', lastName: 'Stone', isPrimary: true, hasAccount: true }),
  ],
  categories: [{ id: 11, code: '72', name: 'Construction' }],
});

const aggregates: ActivityAggregates = {
  eventTypes: [{ eventType: 'vendor.updated', name: 'Supplier changed', count: 1 }],
  users: [{ userId: 42, userName: 'Ada Lovelace', count: 1 }],
  companies: [],
  clearedAt: null,
};

function profileServer(routes: Record<string, MockRoute> = {}, session = supplierEditorSession()) {
  return mockServer({
    ...supplierRoutes(session),
    [vendorKey]: ({ url }) =>
      url.searchParams.get('vendorId') === '500'
        ? { body: envelope('vendor', [vendor]) }
        : { status: 404, body: ['The supplier was not found.'] },
    ...routes,
  });
}

describe('supplier profile', { timeout: 20_000 }, () => {
  it('shows the overview with the primary contact first, opens each tab and falls back on an unknown one', async () => {
    profileServer({
      [aggregatesKey]: { body: envelope('activityAggregate', [aggregates]) },
      [activityKey]: {
        body: envelope('auditEvent', [
          {
            id: 1,
            created: '2026-03-01T12:00:00.000Z',
            eventType: 'vendor.updated',
            eventTypeName: 'Supplier changed',
            description: 'Ada Lovelace marked the supplier local',
            userId: 42,
            userName: 'Ada Lovelace',
            companyName: 'Acme Paving Ltd.',
          },
        ]),
      },
      [`GET ${commentsKey}`]: { body: envelope('vendorComment', []) },
      [`GET ${documentsPath(500)}`]: { body: envelope('vendorDocument', []) },
      [historyKey]: { body: envelope('vendorSubmissionHistory', []) },
    });
    const user = userEvent.setup();
    renderApp('/suppliers/500');

    expect((await screen.findByTestId('supplier-name')).textContent).toBe('Acme Paving Ltd.');
    const badges = screen.getByTestId('supplier-badges').textContent ?? '';
    expect(badges).toContain('Active');
    expect(badges).toContain('Not subscribed');
    expect(badges).toContain('Local');
    const contacts = within(screen.getByTestId('supplier-contacts')).getAllByRole('row').slice(1);
    expect(contacts.map((row) => row.getAttribute('data-testid'))).toEqual([
      'supplier-contact-900',
      'supplier-contact-901',
    ]);
    expect(screen.getByTestId('supplier-categories').textContent).toContain('72 Construction');

    await user.click(screen.getByTestId('supplier-tab-activity-feed'));
    expect(await screen.findByText('Ada Lovelace marked the supplier local')).toBeTruthy();
    expect(currentLocation()).toBe('/suppliers/500/activity-feed');
    // A supplier's feed is one company's: no company filter.
    expect(screen.queryByRole('combobox', { name: 'Company' })).toBeNull();
    expect(screen.getByTestId('activity-export').getAttribute('href')).toContain(
      '/AuditEvents/SearchByVendor/Export?vendorId=500',
    );

    await user.click(screen.getByTestId('supplier-tab-comments'));
    expect(await screen.findByText('No comments yet')).toBeTruthy();
    await user.click(screen.getByTestId('supplier-tab-documents'));
    expect(await screen.findByText('No documents yet')).toBeTruthy();
    await user.click(screen.getByTestId('supplier-tab-history'));
    expect(await screen.findByText('This supplier has not taken part in any project yet')).toBeTruthy();
    await user.click(screen.getByTestId('supplier-tab-overview'));
    await waitFor(() => expect(currentLocation()).toBe('/suppliers/500'));
  });

  it('falls back to the overview on an unknown child path', async () => {
    profileServer();
    renderApp('/suppliers/500/performance-review');
    expect(await screen.findByTestId('supplier-agency-panel')).toBeTruthy();
    await waitFor(() => expect(currentLocation()).toBe('/suppliers/500'));
    expect(screen.getByTestId('supplier-tab-overview').getAttribute('aria-selected')).toBe('true');
  });

  it('says when the supplier is not found (another agency answers the same)', async () => {
    profileServer();
    renderApp('/suppliers/77');
    expect(await screen.findByText('This supplier was not found.')).toBeTruthy();
  });

  it("saves the agency's notes and flags with PUT /Vendors/", async () => {
    const saved: AgencyVendor = { ...vendor, internalNotes: 'Call before noon.', emergencyVendor: true };
    const server = profileServer({ [updateKey]: { body: envelope('vendor', [saved]) } });
    const user = userEvent.setup();
    renderApp('/suppliers/500');
    const notes = await screen.findByTestId('supplier-internal-notes');
    await user.clear(notes);
    await user.type(notes, 'Call before noon.');
    await user.click(screen.getByTestId('supplier-switch-emergencyVendor'));
    await user.click(screen.getByTestId('supplier-save'));

    await waitFor(() => expect(server.callsTo(updateKey)).toHaveLength(1));
    expect(server.callsTo(updateKey)[0]?.body).toEqual({
      id: 500,
      internalNotes: 'Call before noon.',
      isLocalVendor: true,
      emergencyVendor: true,
      vendorDiversityVerified: false,
      isActive: true,
    });
    expect(await screen.findByText('The supplier was saved.')).toBeTruthy();
    expect(screen.getByTestId('supplier-badges').textContent).toContain('Emergency');
  });

  it('locks the agency panel, comments and documents for someone who may only view suppliers', async () => {
    profileServer(
      {
        [`GET ${commentsKey}`]: { body: envelope('vendorComment', [commentFixture(1)]) },
        [`GET ${documentsPath(500)}`]: {
          body: envelope('vendorDocument', [
            vendorDocumentFixture(7, { approved: false, status: 'pending approval' }),
          ]),
        },
      },
      supplierEditorSession(['SUPPLIER_VIEW']),
    );
    const user = userEvent.setup();
    renderApp('/suppliers/500');
    const save = await screen.findByTestId('supplier-save');
    expect((save as HTMLButtonElement).disabled).toBe(true);
    expect(save.closest('[data-locked="true"]')).toBeTruthy();
    expect((screen.getByTestId('supplier-internal-notes') as HTMLTextAreaElement).disabled).toBe(true);

    await user.click(screen.getByTestId('supplier-tab-comments'));
    await screen.findByTestId('supplier-comment-1');
    expect((screen.getByTestId('supplier-comment-add') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByTestId('supplier-comment-delete-1')).toBeNull();

    await user.click(screen.getByTestId('supplier-tab-documents'));
    await screen.findByTestId('supplier-document-7');
    expect((screen.getByTestId('supplier-document-add') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('supplier-document-approve-7') as HTMLButtonElement).disabled).toBe(true);
  });

  it('adds a comment and deletes one of ones own after confirmation', async () => {
    let comments: VendorComment[] = [
      commentFixture(2, { comment: 'Mine', created: '2026-03-03T15:00:00.000Z' }),
      commentFixture(1, {
        comment: 'Theirs',
        createdBy: {
          id: 7,
          firstName: 'Bo',
          lastName: 'Ng',
          avatarUrl: null,
          inActive: false,
          deleted: false,
        },
      }),
    ];
    const server = profileServer({
      [`GET ${commentsKey}`]: () => ({ body: envelope('vendorComment', comments) }),
      [`POST ${commentsKey}`]: ({ body }) => {
        const added = commentFixture(3, { comment: (body as { comment: string }).comment });
        comments = [added, ...comments];
        return { body: envelope('vendorComment', [added]) };
      },
      [`DELETE ${commentsKey}`]: ({ url }) => {
        comments = comments.filter((c) => String(c.id) !== url.searchParams.get('vendorCommentId'));
        return { body: envelope('vendorComment', comments) };
      },
    });
    const user = userEvent.setup();
    renderApp('/suppliers/500/comments');
    await screen.findByTestId('supplier-comment-2');
    // Only one's own comment offers a delete.
    expect(screen.queryByTestId('supplier-comment-delete-1')).toBeNull();

    await user.type(screen.getByTestId('supplier-comment-text'), '  Paid late twice.  ');
    await user.click(screen.getByTestId('supplier-comment-add'));
    expect(await screen.findByTestId('supplier-comment-3')).toBeTruthy();
    expect(server.callsTo(`POST ${commentsKey}`)[0]?.body).toEqual({
      vendorId: 500,
      comment: 'Paid late twice.',
    });
    expect((screen.getByTestId('supplier-comment-text') as HTMLTextAreaElement).value).toBe('');
    const order = screen
      .getAllByTestId(/^supplier-comment-\d+$/)
      .map((card) => card.getAttribute('data-testid'));
    expect(order).toEqual(['supplier-comment-3', 'supplier-comment-2', 'supplier-comment-1']);

    await user.click(screen.getByTestId('supplier-comment-delete-2'));
    expect(server.callsTo(`DELETE ${commentsKey}`)).toHaveLength(0);
    await user.click(await screen.findByTestId('confirm-action'));
    await waitFor(() => expect(screen.queryByTestId('supplier-comment-2')).toBeNull());
    expect(server.callsTo(`DELETE ${commentsKey}`)[0]?.url.searchParams.get('vendorCommentId')).toBe('2');
  });

  it('refuses an expiry on the effective date before sending anything', async () => {
    const server = profileServer({ [`GET ${documentsPath(500)}`]: { body: envelope('vendorDocument', []) } });
    const user = userEvent.setup();
    renderApp('/suppliers/500/documents');
    await user.click(await screen.findByTestId('supplier-document-add'));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByTestId('vendor-document-name'), 'Insurance certificate');
    fireEvent.change(within(dialog).getByTestId('vendor-document-effective'), {
      target: { value: '2026-05-01' },
    });
    fireEvent.change(within(dialog).getByTestId('vendor-document-expiry'), {
      target: { value: '2026-05-01' },
    });
    await user.click(within(dialog).getByTestId('vendor-document-save'));

    expect(await within(dialog).findByText('The expiry date must be after the effective date.')).toBeTruthy();
    expect(within(dialog).getByText('Choose the file to upload.')).toBeTruthy();
    expect(server.callsTo(`POST ${documentsPath(500)}`)).toHaveLength(0);

    // A later expiry clears the date's error as the user types.
    fireEvent.change(within(dialog).getByTestId('vendor-document-expiry'), {
      target: { value: '2026-05-02' },
    });
    await waitFor(() =>
      expect(within(dialog).queryByText('The expiry date must be after the effective date.')).toBeNull(),
    );
  });

  it('approves a supplier upload with PUT and shows the answer', async () => {
    const pending = vendorDocumentFixture(7, { approved: false, status: 'pending approval' });
    const server = profileServer({
      [`GET ${documentsPath(500)}`]: { body: envelope('vendorDocument', [pending]) },
      [`PUT ${documentsPath(500)}`]: {
        body: envelope('vendorDocument', [{ ...pending, approved: true, status: 'active' }]),
      },
    });
    const user = userEvent.setup();
    renderApp('/suppliers/500/documents');
    const row = await screen.findByTestId('supplier-document-7');
    expect(within(row).getByText('Pending approval')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Download Document 7' }).getAttribute('href')).toBe(
      `${documentsPath(500)}/7/Download`,
    );
    await user.click(screen.getByTestId('supplier-document-approve-7'));
    await waitFor(() =>
      expect(within(screen.getByTestId('supplier-document-7')).getByText('Active')).toBeTruthy(),
    );
    expect(server.callsTo(`PUT ${documentsPath(500)}`)[0]?.body).toEqual({
      id: 7,
      displayName: 'Document 7',
      effectiveDate: '2026-01-01',
      expiryDate: '2027-01-01',
      approved: true,
    });
    expect(screen.queryByTestId('supplier-document-approve-7')).toBeNull();
  });

  it("shows 'Sealed' and no amount while a bid's price is sealed", async () => {
    profileServer({
      [historyKey]: {
        body: envelope(
          'vendorSubmissionHistory',
          [
            historyRowFixture(31, {
              bidStatus: 'complete',
              submittedAt: '2026-03-20T15:00:00.000Z',
              priceSealed: true,
            }),
            historyRowFixture(32, {
              projectStatus: 'Awarded',
              bidStatus: 'complete',
              bidAmount: 1234.5,
              outcome: 'awarded',
              awardAmount: 1200,
            }),
          ],
          2,
        ),
      },
    });
    renderApp('/suppliers/500/history');
    const sealed = await screen.findByTestId('history-amount-31');
    expect(sealed.textContent).toBe('Sealed');
    expect(within(screen.getByTestId('history-row-31')).queryByText(/\$/)).toBeNull();
    expect(screen.getByTestId('history-amount-32').textContent).toBe('$1,234.50');
    expect(
      within(screen.getByTestId('history-row-32')).getByText('Awarded', { selector: 'td' }),
    ).toBeTruthy();
    expect(
      within(screen.getByTestId('history-row-31'))
        .getByRole('link', { name: 'Project 31' })
        .getAttribute('href'),
    ).toBe('/projects/31/build/settings');
  });
});
