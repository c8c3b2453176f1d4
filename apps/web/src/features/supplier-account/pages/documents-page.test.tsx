import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeXhr } from '../../../test/fake-xhr.ts';
import { envelope, mockServer } from '../../../test/fetch-mock.ts';
import { portalRoutes } from '../../../test/portal-fixtures.ts';
import { currentLocation, renderApp } from '../../../test/render.tsx';
import {
  categoriesBody,
  portalApi,
  sessionBody,
  vendorFixture,
} from '../../../test/supplier-account-fixtures.ts';
import { vendorDocumentFixture } from '../../../test/vendor-lists-fixtures.ts';

const documentsPath = `${portalApi}/VendorDocuments`;
const signedIn = { [`GET ${portalApi}/Session`]: { body: sessionBody } };

const approved = vendorDocumentFixture(31, {
  displayName: 'Insurance 2026',
  uploadedBySupplier: false,
  uploadedBy: 'Lee Lead',
});
const pending = vendorDocumentFixture(32, {
  displayName: 'WSIB clearance',
  approved: false,
  status: 'pending approval',
});
const expired = vendorDocumentFixture(33, {
  displayName: 'Old licence',
  expiryDate: '2026-01-02',
  status: 'expired',
});

describe('the supplier’s documents on the portal', () => {
  it('is reached from the account page and sends a signed-out visitor to sign in', async () => {
    mockServer(
      portalRoutes({
        ...signedIn,
        [`GET ${portalApi}/Categories`]: { body: categoriesBody },
        [`GET ${portalApi}/Profile`]: { body: envelope('vendor', [vendorFixture()]) },
        [`GET ${documentsPath}`]: { body: envelope('vendorDocument', []) },
      }),
    );
    const user = userEvent.setup();
    const first = renderApp('/portal/demo/account');
    await user.click(await screen.findByTestId('account-documents-link'));
    expect(await screen.findByRole('heading', { name: 'Company documents' })).toBeTruthy();
    expect(currentLocation()).toBe('/portal/demo/account/documents');
    expect(await screen.findByText('No documents yet.')).toBeTruthy();
    first.unmount();

    mockServer(portalRoutes());
    renderApp('/portal/demo/account/documents');
    await waitFor(() =>
      expect(currentLocation()).toBe('/portal/demo/sign-in?redirect=%2Fportal%2Fdemo%2Faccount%2Fdocuments'),
    );
  });

  it('lists the documents with their status, and withdraws one still waiting for approval', async () => {
    const server = mockServer(
      portalRoutes({
        ...signedIn,
        [`GET ${documentsPath}`]: { body: envelope('vendorDocument', [approved, pending, expired]) },
        [`DELETE ${documentsPath}/32`]: { body: envelope('vendorDocument', [approved, expired]) },
      }),
    );
    const user = userEvent.setup();
    renderApp('/portal/demo/account/documents');
    const row = within(await screen.findByTestId('portal-vendor-document-31'));
    expect(row.getByText('Active')).toBeTruthy();
    expect(row.getByText('Lee Lead')).toBeTruthy();
    expect(row.getByText('January 01, 2027')).toBeTruthy();
    expect(row.getByRole('link', { name: 'Download Insurance 2026' }).getAttribute('href')).toBe(
      `${documentsPath}/31/Download`,
    );
    // The agency's upload and an approved one cannot be withdrawn; only the pending one can.
    expect(row.queryByRole('button', { name: /Withdraw/ })).toBeNull();
    expect(within(screen.getByTestId('portal-vendor-document-33')).getByText('Expired')).toBeTruthy();
    const waiting = within(screen.getByTestId('portal-vendor-document-32'));
    expect(waiting.getByText('Pending approval')).toBeTruthy();

    await user.click(waiting.getByRole('button', { name: 'Withdraw WSIB clearance' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/Withdraw WSIB clearance\?/)).toBeTruthy();
    await user.click(dialog.getByTestId('confirm-action'));
    await waitFor(() => expect(screen.queryByTestId('portal-vendor-document-32')).toBeNull());
    expect(server.callsTo(`DELETE ${documentsPath}/32`)).toHaveLength(1);
    expect(server.allMutationsCarriedCsrf()).toBe(true);
  });

  it('checks the fields before sending, an expiry on the effective date refused, then uploads with progress', async () => {
    mockServer(
      portalRoutes({ ...signedIn, [`GET ${documentsPath}`]: { body: envelope('vendorDocument', []) } }),
    );
    const xhr = installFakeXhr();
    const user = userEvent.setup();
    renderApp('/portal/demo/account/documents');
    const form = within(await screen.findByTestId('portal-document-form'));
    await user.click(form.getByTestId('portal-document-send'));
    expect(form.getAllByText('This field is required for the document.')).toHaveLength(2);
    expect(form.getByText('This field is required.')).toBeTruthy();
    expect(xhr.sent).toHaveLength(0);

    await user.type(form.getByRole('textbox', { name: /Display name/ }), 'Safety certificate');
    fireEvent.change(form.getByLabelText(/^Effective date/), { target: { value: '2026-05-01' } });
    fireEvent.change(form.getByLabelText(/^Expiry date/), { target: { value: '2026-05-01' } });
    expect(await form.findByText('The expiry date must be after the effective date.')).toBeTruthy();
    const input = screen
      .getByTestId('portal-document-form')
      .querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['%PDF'], 'safety.pdf', { type: 'application/pdf' }));
    await user.click(form.getByTestId('portal-document-send'));
    expect(xhr.sent).toHaveLength(0);

    fireEvent.change(form.getByLabelText(/^Expiry date/), { target: { value: '2026-05-02' } });
    await waitFor(() =>
      expect(form.queryByText('The expiry date must be after the effective date.')).toBeNull(),
    );
    await user.click(form.getByTestId('portal-document-send'));
    const request = xhr.sent[0];
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe(documentsPath);
    expect([...(request?.body?.keys() ?? [])]).toEqual([
      'displayName',
      'effectiveDate',
      'expiryDate',
      'file',
    ]);
    expect(request?.body?.get('displayName')).toBe('Safety certificate');
    expect(request?.body?.get('effectiveDate')).toBe('2026-05-01');
    expect(request?.body?.get('expiryDate')).toBe('2026-05-02');
    act(() => request?.progress(40, 100));
    expect(await form.findByText('Uploading… 40%')).toBeTruthy();

    const sent = vendorDocumentFixture(40, {
      displayName: 'Safety certificate',
      effectiveDate: '2026-05-01',
      expiryDate: '2026-05-02',
      approved: false,
      status: 'pending approval',
    });
    act(() => request?.respond(200, envelope('vendorDocument', [sent])));
    const row = within(await screen.findByTestId('portal-vendor-document-40'));
    expect(row.getByText('Pending approval')).toBeTruthy();
    expect(
      await screen.findByText('The document was sent; it waits for the agency’s approval.'),
    ).toBeTruthy();
    await waitFor(() =>
      expect((form.getByRole('textbox', { name: /Display name/ }) as HTMLInputElement).value).toBe(''),
    );
  });

  it('shows the server’s refusal beside its field', async () => {
    mockServer(
      portalRoutes({ ...signedIn, [`GET ${documentsPath}`]: { body: envelope('vendorDocument', []) } }),
    );
    const xhr = installFakeXhr();
    const user = userEvent.setup();
    renderApp('/portal/demo/account/documents');
    const form = within(await screen.findByTestId('portal-document-form'));
    await user.type(form.getByRole('textbox', { name: /Display name/ }), 'Bond');
    fireEvent.change(form.getByLabelText(/^Effective date/), { target: { value: '2026-05-01' } });
    const input = screen
      .getByTestId('portal-document-form')
      .querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['%PDF'], 'bond.pdf', { type: 'application/pdf' }));
    await user.click(form.getByTestId('portal-document-send'));
    expect(xhr.sent[0]?.body?.get('expiryDate')).toBe('');
    act(() =>
      xhr.sent[0]?.respond(400, ['No file in upload.'], { 'x-message-keys': 'vendorDocumentNoFile' }),
    );
    expect(await form.findByText('No file in upload.')).toBeTruthy();
  });
});
