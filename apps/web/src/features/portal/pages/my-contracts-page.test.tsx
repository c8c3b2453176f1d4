import type { SupplierContract } from '@procura/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  dayFromToday,
  pendingDocumentFixture,
  supplierContractFixture,
} from '../../../test/contract-document-fixtures.ts';
import { installFakeXhr } from '../../../test/fake-xhr.ts';
import { envelope, mockServer } from '../../../test/fetch-mock.ts';
import { portalApi, portalRoutes } from '../../../test/portal-fixtures.ts';
import { currentLocation, renderApp } from '../../../test/render.tsx';
import { sessionBody } from '../../../test/supplier-account-fixtures.ts';

const contractPath = `${portalApi}/Contracts/80`;
/** The agency's types by list, as the portal's contract is to carry them (see the page's note). */
const documentTypes = {
  insuranceType: [{ id: 61, name: 'General liability' }],
  contractBondsDocumentType: [{ id: 62, name: 'Performance bond' }],
  contractVendorDocumentType: [{ id: 63, name: 'WSIB clearance' }],
};
const answer = (contract: SupplierContract) => ({
  body: envelope('contract', [{ ...contract, documentTypes }]),
});

describe('the portal: my contracts', { timeout: 30_000 }, () => {
  it('lists the supplier’s contracts from the signed-in navigation and opens one', async () => {
    mockServer(
      portalRoutes({
        [`GET ${portalApi}/Session`]: { body: sessionBody },
        [`GET ${portalApi}/Contracts`]: answer(supplierContractFixture()),
        [`GET ${contractPath}`]: answer(supplierContractFixture()),
      }),
    );
    const user = userEvent.setup();
    renderApp('/portal/demo');
    await user.click(await screen.findByRole('link', { name: 'My contracts' }));
    const table = await screen.findByTestId('portal-contracts');
    expect(within(table).getByText('C-14')).toBeTruthy();
    expect(within(table).getByText('Winter maintenance')).toBeTruthy();
    expect(within(table).getByText('Active')).toBeTruthy();
    expect(within(table).getByText('December 31, 2026')).toBeTruthy();
    await user.click(within(table).getByRole('link', { name: 'Road salt supply' }));
    expect(currentLocation()).toBe('/portal/demo/contracts/80');
    expect(await screen.findByText('No document is shared with you yet.')).toBeTruthy();
  });

  it('sends a document with its progress; it then shows pending approval', async () => {
    const server = mockServer(
      portalRoutes({
        [`GET ${portalApi}/Session`]: { body: sessionBody },
        [`GET ${contractPath}`]: answer(supplierContractFixture()),
      }),
    );
    const xhr = installFakeXhr();
    const user = userEvent.setup();
    renderApp('/portal/demo/contracts/80');
    const form = await screen.findByTestId('supplier-document-form');
    expect(within(form).queryByRole('combobox', { name: 'Company' })).toBeNull();

    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(within(form).getAllByText('This field is required.').length).toBeGreaterThan(0);
    expect(xhr.sent).toHaveLength(0);

    await user.click(within(form).getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'General liability' }));
    await user.type(within(form).getByRole('textbox', { name: /Display name/ }), 'Liability 2026');
    await user.type(within(form).getByLabelText('Effective date'), dayFromToday(-1));
    await user.type(within(form).getByLabelText('Expiry date'), dayFromToday(200));
    const input = form.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['%PDF'], 'liability.pdf', { type: 'application/pdf' }));
    await user.click(within(form).getByRole('button', { name: 'Send' }));

    const request = xhr.sent[0];
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe(`${contractPath}/Documents`);
    expect(request?.body?.get('category')).toBe('insurance');
    expect(request?.body?.get('typeId')).toBe('61');
    expect(request?.body?.get('displayName')).toBe('Liability 2026');
    expect([...(request?.body?.keys() ?? [])].at(-1)).toBe('file');
    act(() => request?.progress(50, 100));
    expect(await within(form).findByText('Uploading… 50%')).toBeTruthy();

    const sent = pendingDocumentFixture(41, { displayName: 'Liability 2026', vendorId: 500 });
    act(() => request?.respond(200, answer(supplierContractFixture({ documents: [sent] })).body));
    expect(
      await screen.findByText('Your document was sent. It waits for the agency’s approval.'),
    ).toBeTruthy();
    const row = await screen.findByTestId('portal-document-41');
    expect(within(row).getByText('Pending approval')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Download Liability 2026' }).getAttribute('href')).toBe(
      `${contractPath}/Documents/41/Download`,
    );
    await waitFor(() =>
      expect((within(form).getByRole('textbox', { name: /Display name/ }) as HTMLInputElement).value).toBe(
        '',
      ),
    );
    expect(server.callsTo(`GET ${contractPath}`)).toHaveLength(1);
  });

  it('says so when the contract takes no documents from suppliers', async () => {
    mockServer(
      portalRoutes({
        [`GET ${portalApi}/Session`]: { body: sessionBody },
        [`GET ${contractPath}`]: answer(supplierContractFixture({ canUpload: false })),
      }),
    );
    renderApp('/portal/demo/contracts/80');
    expect((await screen.findByTestId('portal-upload-closed')).textContent).toBe(
      'This contract does not take documents from suppliers.',
    );
    expect(screen.queryByTestId('supplier-document-form')).toBeNull();
  });
});
