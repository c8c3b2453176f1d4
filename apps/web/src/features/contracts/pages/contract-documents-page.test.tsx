import type { ContractDocument } from '@procura/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { projectFixture } from '../../../test/build-fixtures.tsx';
import {
  contractDocumentFixture,
  contractDocumentsPath,
  dayFromToday,
  documentsAnswer,
  insuranceTypesRoute,
  pendingDocumentFixture,
} from '../../../test/contract-document-fixtures.ts';
import {
  contractAnswer,
  contractFixture,
  contractRoutes,
  contractsPath,
  renderContractPage,
} from '../../../test/contract-fixtures.tsx';
import { installFakeXhr } from '../../../test/fake-xhr.ts';
import { envelope, type MockRoute, mockServer } from '../../../test/fetch-mock.ts';
import { fill } from '../../../test/fill.ts';
import { ContractDocumentsPage } from './contract-documents-page.tsx';

const project = projectFixture({ status: 'Awarded', type: 'SOURCE_CONTRACT', phase: 'Contract' });

/** A server holding the contract's documents, which approval and rejection change as the real one would. */
function documentServer(documents: ContractDocument[], extra: Record<string, MockRoute> = {}, canAct = true) {
  return mockServer({
    ...contractRoutes(canAct),
    ...insuranceTypesRoute,
    [`GET ${contractsPath}`]: contractAnswer(contractFixture({ canEdit: canAct })),
    [`GET ${contractDocumentsPath}`]: () => documentsAnswer(documents),
    [`PUT ${contractDocumentsPath}/Approve`]: ({ body }) => {
      const { documentIds } = body as { documentIds: number[] };
      const approved = documents
        .filter((d) => documentIds.includes(d.id))
        .map((d) => Object.assign(d, { approved: true, status: 'active' as const }));
      return documentsAnswer(approved);
    },
    ...extra,
  });
}

describe('Contract › Documents', { timeout: 30_000 }, () => {
  it('lists an insurance certificate expiring in 20 days among those expiring within 30 days', async () => {
    documentServer([
      contractDocumentFixture(1, { displayName: 'Liability certificate', expiryDate: dayFromToday(20) }),
      contractDocumentFixture(2, { displayName: 'Performance bond', category: 'bond', securityAmount: 5000 }),
      contractDocumentFixture(3, {
        displayName: 'Old certificate',
        expiryDate: dayFromToday(-2),
        status: 'expired',
      }),
    ]);
    const user = userEvent.setup();
    renderContractPage(project, <ContractDocumentsPage />);
    const expiring = await screen.findByTestId('contract-documents-expiring');
    expect(within(expiring).getByText('Liability certificate')).toBeTruthy();
    expect(within(expiring).getByText('20 days left')).toBeTruthy();
    expect(within(expiring).queryByText('Performance bond')).toBeNull();
    expect(within(expiring).queryByText('Old certificate')).toBeNull();

    const table = screen.getByTestId('contract-documents');
    expect(within(table).getByText('$5,000.00')).toBeTruthy();
    expect(within(screen.getByTestId('contract-document-3')).getByText('Expired')).toBeTruthy();
    expect(
      within(table).getByRole('link', { name: 'Download Liability certificate' }).getAttribute('href'),
    ).toBe(`${contractDocumentsPath}/1/Download`);

    await user.click(screen.getByRole('radio', { name: 'Bonds (1)' }));
    expect(within(table).queryByText('Liability certificate')).toBeNull();
    expect(within(table).getByText('Performance bond')).toBeTruthy();
  });

  it('approves two pending documents together, then rejects the third only with a reason', async () => {
    const documents = [
      pendingDocumentFixture(11, { displayName: 'Bond A', category: 'bond', securityAmount: 100 }),
      pendingDocumentFixture(12, { displayName: 'WSIB clearance', category: 'certificate' }),
      pendingDocumentFixture(13, { displayName: 'Wrong policy' }),
    ];
    const server = documentServer(documents, {
      [`PUT ${contractDocumentsPath}/13/Reject`]: () => {
        documents.splice(2, 1);
        return { body: { rejected: true } };
      },
    });
    const user = userEvent.setup();
    renderContractPage(project, <ContractDocumentsPage />);
    const pending = await screen.findByTestId('contract-documents-pending');
    expect((within(pending).getByTestId('approve-selected') as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(pending).getByRole('checkbox', { name: 'Select Bond A' }));
    await user.click(within(pending).getByRole('checkbox', { name: 'Select WSIB clearance' }));
    await user.click(within(pending).getByRole('button', { name: 'Approve selected (2)' }));
    expect(await screen.findByText('2 documents were approved.')).toBeTruthy();
    expect(server.callsTo(`PUT ${contractDocumentsPath}/Approve`)[0]?.body).toEqual({
      documentIds: [11, 12],
    });
    await waitFor(() => expect(within(pending).queryByText('Bond A')).toBeNull());
    expect(within(screen.getByTestId('contract-document-11')).getByText('Active')).toBeTruthy();

    await user.click(within(pending).getByRole('button', { name: 'Reject Wrong policy' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Give the reason for rejecting the document.')).toBeTruthy();
    expect(server.callsTo(`PUT ${contractDocumentsPath}/13/Reject`)).toHaveLength(0);
    await fill(
      user,
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      'The policy names another company.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo(`PUT ${contractDocumentsPath}/13/Reject`)[0]?.body).toEqual({
      reason: 'The policy names another company.',
    });
    expect(screen.queryByTestId('contract-document-13')).toBeNull();
    expect(screen.queryByTestId('contract-documents-pending')).toBeNull();
  });

  it('refuses an expiry before the effective date as typed, then uploads with progress, fields first', async () => {
    const server = documentServer([]);
    const xhr = installFakeXhr();
    const user = userEvent.setup();
    renderContractPage(project, <ContractDocumentsPage />);
    expect(await screen.findByText('No document here yet')).toBeTruthy();
    await user.click(screen.getByTestId('contract-document-add'));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Effective date'), '2026-06-10');
    await user.type(within(dialog).getByLabelText('Expiry date'), '2026-06-01');
    expect(await within(dialog).findByText('The expiry date must be after the effective date.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(xhr.sent).toHaveLength(0);

    const fileInput = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    const huge = new File(['x'], 'huge.pdf');
    Object.defineProperty(huge, 'size', { value: 500 * 1024 * 1024 + 1 });
    await user.upload(fileInput, huge);
    expect(await within(dialog).findByText('Contract documents are limited to 500 MB.')).toBeTruthy();

    const effective = within(dialog).getByLabelText('Effective date');
    await user.clear(effective);
    await user.type(effective, dayFromToday(-10));
    const expiry = within(dialog).getByLabelText('Expiry date');
    await user.clear(expiry);
    await user.type(expiry, dayFromToday(20));
    await user.click(within(dialog).getByRole('combobox', { name: 'Company' }));
    await user.click(await screen.findByRole('option', { name: 'Acme Roads' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'General liability' }));
    await fill(user, within(dialog).getByRole('textbox', { name: /Display name/ }), 'Liability certificate');
    await user.upload(fileInput, new File(['%PDF'], 'liability.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    const request = xhr.sent[0];
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe(contractDocumentsPath);
    expect([...(request?.body?.keys() ?? [])]).toEqual([
      'category',
      'vendorId',
      'typeId',
      'displayName',
      'effectiveDate',
      'expiryDate',
      'securityAmount',
      'visibleToSuppliers',
      'file',
    ]);
    expect(request?.body?.get('category')).toBe('insurance');
    expect(request?.body?.get('vendorId')).toBe('301');
    expect(request?.body?.get('expiryDate')).toBe(dayFromToday(20));
    act(() => request?.progress(25, 100));
    expect(await within(dialog).findByText('Uploading… 25%')).toBeTruthy();

    const created = contractDocumentFixture(21, {
      displayName: 'Liability certificate',
      effectiveDate: dayFromToday(-10),
      expiryDate: dayFromToday(20),
    });
    act(() => request?.respond(200, envelope('contractDocument', [created])));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      within(screen.getByTestId('contract-documents-expiring')).getByText('Liability certificate'),
    ).toBeTruthy();
    expect(screen.getByTestId('contract-document-21')).toBeTruthy();
    expect(server.callsTo(`GET ${contractDocumentsPath}`)).toHaveLength(1);
  });

  it('is read-only for those who may only view the contract', async () => {
    documentServer([pendingDocumentFixture(31, { displayName: 'Pending policy' })], {}, false);
    renderContractPage(project, <ContractDocumentsPage />);
    expect(await screen.findByTestId('contract-document-31')).toBeTruthy();
    expect(screen.queryByTestId('contract-document-add')).toBeNull();
    expect(screen.queryByTestId('contract-documents-pending')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Pending policy' })).toBeNull();
  });
});
