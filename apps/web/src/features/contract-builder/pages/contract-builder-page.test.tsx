import { realtimeEvents } from '@procura/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { projectFixture } from '../../../test/build-fixtures.tsx';
import { renderContractPage } from '../../../test/contract-fixtures.tsx';
import { openSocket } from '../../../test/fake-socket.ts';
import { installFakeXhr } from '../../../test/fake-xhr.ts';
import { envelope as listOf, mockServer } from '../../../test/fetch-mock.ts';
import { fill } from '../../../test/fill.ts';
import { refusal } from '../../../test/fixtures.ts';
import {
  builderRoutes,
  documentFixture,
  envelopeFixture,
  envelopesPath,
  licenceOf,
  oneEnvelope,
  onePath,
  ownLicencePath,
  signerFixture,
} from '../envelope-fixtures.ts';
import { ContractBuilderPage } from './contract-builder-page.tsx';

vi.mock('../pdf/pdf-pages.tsx', () => import('../pdf/fake-pdf-pages.tsx'));

const project = projectFixture({ status: 'Awarded', type: 'SOURCE_CONTRACT', phase: 'Contract' });

async function openEnvelope(user: ReturnType<typeof userEvent.setup>, tab?: string) {
  await user.click(await screen.findByRole('button', { name: 'Supply agreement' }));
  const editor = await screen.findByTestId('envelope-editor');
  if (tab) await user.click(within(editor).getByRole('tab', { name: new RegExp(tab) }));
  return editor;
}

describe('Contract › Contract builder', { timeout: 30_000 }, () => {
  it('lists the envelopes with their status and progress, and the envelopes left', async () => {
    const sent = envelopeFixture({
      sentAt: '2026-03-02T15:00:00.000Z',
      signers: [
        signerFixture(21, { status: 'Signed' }),
        signerFixture(22, { status: 'Sent', email: 'b@x.example' }),
      ],
    });
    mockServer(builderRoutes(() => [sent, envelopeFixture({ id: 13, name: 'Side letter', number: '' })]));
    renderContractPage(project, <ContractBuilderPage />);

    const row = await screen.findByTestId('envelope-row-12');
    expect(within(row).getByText('In Progress')).toBeTruthy();
    expect(within(row).getByText('Sent')).toBeTruthy();
    expect(within(row).getByText('1 of 2 signed')).toBeTruthy();
    expect(
      within(screen.getByTestId('envelope-row-13')).getByText('Not sent', { selector: 'span' }),
    ).toBeTruthy();
    expect((await screen.findByTestId('builder-licence')).textContent).toBe(
      '42 envelopes left for your agency until December 31, 2026.',
    );
    expect(screen.getByTestId('envelope-new')).toBeTruthy();
  });

  it('says plainly when the agency is not licensed, and holds back the first send', async () => {
    const ready = envelopeFixture({ missing: [] });
    mockServer(builderRoutes(() => [ready], { licence: licenceOf({ allowContractBuilder: false }) }));
    const user = userEvent.setup();
    renderContractPage(project, <ContractBuilderPage />);
    await waitFor(() =>
      expect(screen.getByTestId('builder-licence').getAttribute('data-state')).toBe('unlicensed'),
    );
    expect(screen.getByText('The contract builder is not licensed')).toBeTruthy();
    await openEnvelope(user);
    expect((screen.getByTestId('envelope-send') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('envelope-licence-block').textContent).toContain('no contract builder licence');
  });

  it('makes a new envelope from its details, then opens its signers', async () => {
    let envelopes: ReturnType<typeof envelopeFixture>[] = [];
    const server = mockServer({
      ...builderRoutes(() => envelopes),
      [`POST ${envelopesPath}`]: ({ body }) => {
        envelopes = [envelopeFixture({ ...(body as object) })];
        return oneEnvelope(envelopes[0] as ReturnType<typeof envelopeFixture>);
      },
    });
    const user = userEvent.setup();
    renderContractPage(project, <ContractBuilderPage />);
    await user.click(await screen.findByTestId('envelope-new'));
    await user.click(screen.getByRole('button', { name: 'Create envelope' }));
    expect(await screen.findByText('Name is required.')).toBeTruthy();
    expect(server.callsTo(`POST ${envelopesPath}`)).toHaveLength(0);

    await fill(user, screen.getByTestId('envelope-name'), 'Supply agreement');
    await user.click(screen.getByRole('checkbox', { name: /Email reminders/ }));
    await user.click(screen.getByRole('button', { name: 'Create envelope' }));
    const editor = await screen.findByTestId('envelope-editor');
    expect(server.callsTo(`POST ${envelopesPath}`)[0]?.body).toEqual({
      name: 'Supply agreement',
      number: '',
      message: '',
      language: 'en',
      timezone: 'America/Toronto',
      emailReminders: true,
      notarization: false,
      inPersonSigning: false,
      reviewBeforeCompletion: false,
    });
    expect(within(editor).getByRole('tab', { name: /Signers/, selected: true })).toBeTruthy();
    expect(within(editor).getByTestId('envelope-missing').textContent).toContain('Add at least one signer.');
  });

  it('adds a signer whose name the lookup fills, and refuses an address already on it', async () => {
    let current = envelopeFixture({ signers: [signerFixture(21)] });
    const server = mockServer({
      ...builderRoutes(() => [current]),
      [`GET ${onePath()}/LookupEmailRecipient`]: ({ url }) => {
        const email = url.searchParams.get('email') ?? '';
        const exists = current.signers.some((s) => s.email === email.toLowerCase());
        const name = email.startsWith('olu') ? 'Olu Turner' : null;
        return { body: listOf('recipient', [{ email, exists, name }]) };
      },
      [`POST ${onePath()}/Signers`]: ({ body }) => {
        const { name, email } = body as { name: string; email: string };
        current = envelopeFixture({ signers: [...current.signers, signerFixture(22, { name, email })] });
        return oneEnvelope(current);
      },
    });
    const user = userEvent.setup();
    renderContractPage(project, <ContractBuilderPage />);
    await openEnvelope(user, 'Signers');

    await user.type(screen.getByTestId('signer-add-email'), 'olu@acme.example');
    await waitFor(() =>
      expect((screen.getByTestId('signer-add-name') as HTMLInputElement).value).toBe('Olu Turner'),
    );
    expect(screen.getByText('Known to your agency as Olu Turner.')).toBeTruthy();
    await user.click(screen.getByTestId('signer-add'));
    const added = await screen.findByTestId('signer-row-22');
    expect(within(added).getByText('olu@acme.example')).toBeTruthy();
    expect(within(added).getByText('Pending')).toBeTruthy();
    expect(server.callsTo(`POST ${onePath()}/Signers`)[0]?.body).toEqual({
      name: 'Olu Turner',
      email: 'olu@acme.example',
    });
    expect((screen.getByTestId('signer-add-email') as HTMLInputElement).value).toBe('');

    await user.type(screen.getByTestId('signer-add-email'), 'PRIYA@acme.example');
    expect(await screen.findByText('This recipient already exists.')).toBeTruthy();
    expect((screen.getByTestId('signer-add') as HTMLButtonElement).disabled).toBe(true);
    expect(server.callsTo(`POST ${onePath()}/Signers`)).toHaveLength(1);
  });

  it('reorders the signers and keeps a signer who signed on the envelope', async () => {
    let current = envelopeFixture({
      sentAt: '2026-03-02T15:00:00.000Z',
      correcting: true,
      signers: [
        signerFixture(21, { status: 'Signed' }),
        signerFixture(22, { name: 'Rae Cole', email: 'rae@x.example' }),
      ],
    });
    const server = mockServer({
      ...builderRoutes(() => [current]),
      [`PUT ${onePath()}/Signers/SortOrder`]: ({ body }) => {
        const { ids } = body as { ids: number[] };
        current = {
          ...current,
          signers: ids.map((id) => current.signers.find((s) => s.id === id)).filter((s) => !!s),
        };
        return oneEnvelope(current);
      },
    });
    const user = userEvent.setup();
    renderContractPage(project, <ContractBuilderPage />);
    await openEnvelope(user, 'Signers');
    const signed = screen.getByTestId('signer-row-21');
    expect(
      (within(signed).getByRole('button', { name: 'Remove Priya Raman' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(within(signed).queryByRole('button', { name: 'Edit Priya Raman' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Move Rae Cole up' }));
    await waitFor(() =>
      expect(server.callsTo(`PUT ${onePath()}/Signers/SortOrder`)[0]?.body).toEqual({ ids: [22, 21] }),
    );
    const rows = within(screen.getByTestId('envelope-signers')).getAllByRole('row').slice(1);
    await waitFor(() => expect(rows[0]?.getAttribute('data-testid')).toBe('signer-row-22'));
  });

  it('checks a file before sending it, then uploads with progress', async () => {
    let current = envelopeFixture({ signers: [signerFixture(21)] });
    const Xhr = installFakeXhr();
    mockServer(builderRoutes(() => [current]));
    const user = userEvent.setup({ applyAccept: false });
    renderContractPage(project, <ContractBuilderPage />);
    await openEnvelope(user, 'Documents');
    const input = screen.getByTestId('document-upload') as HTMLInputElement;

    await user.upload(input, new File(['x'], 'prices.xlsx'));
    expect((await screen.findByTestId('document-problem')).textContent).toContain(
      'The contract builder takes PDF, DOC, DOCX, ODT, RTF and TXT files.',
    );
    const large = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(large, 'size', { value: 11 * 1024 * 1024 });
    await user.upload(input, large);
    expect(screen.getByTestId('document-problem').textContent).toContain(
      'Envelope files are limited to 10 MB or 25 MB.',
    );
    expect(Xhr.sent).toHaveLength(0);

    await user.upload(input, new File(['%PDF-1.7'], 'Supply agreement.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(Xhr.sent).toHaveLength(1));
    const sent = Xhr.sent[0];
    expect(sent?.url).toBe(`${onePath()}/Documents`);
    expect((sent?.body?.get('file') as File | undefined)?.name).toBe('Supply agreement.pdf');
    act(() => sent?.progress(50, 100));
    expect(await screen.findByText('Uploading… 50%')).toBeTruthy();
    current = envelopeFixture({ signers: current.signers, documents: [documentFixture(31)] });
    act(() => sent?.respond(200, listOf('contractSignature', [current])));
    const row = await screen.findByTestId('document-row-31');
    expect(within(row).getByText('PDF · 2 pages')).toBeTruthy();
    expect(screen.queryByTestId('document-upload-progress')).toBeNull();
    expect(screen.queryByTestId('envelope-missing')?.textContent).not.toContain('Add at least one document.');
  });

  it('shows a converted document and one attached as it is', async () => {
    mockServer(
      builderRoutes(() => [
        envelopeFixture({
          documents: [
            documentFixture(31, { fileName: 'Terms.docx', converted: true, pageCount: 3 }),
            documentFixture(32, { fileName: 'Notes.rtf', pageCount: null }),
          ],
        }),
      ]),
    );
    const user = userEvent.setup();
    renderContractPage(project, <ContractBuilderPage />);
    await openEnvelope(user, 'Documents');
    expect(screen.getByTestId('document-note-31').textContent).toBe(
      'Converted to PDF for signing · PDF · 3 pages',
    );
    expect(screen.getByTestId('document-note-32').textContent).toContain('Attached as it is');
    expect(screen.getByRole('link', { name: 'Preview Terms.docx' }).getAttribute('href')).toBe(
      `${onePath()}/Documents/31/Preview`,
    );
  });

  it('shows an envelope read only to someone without the Contract Builder edit right', async () => {
    const envelope = envelopeFixture({
      canEdit: false,
      canDelete: false,
      signers: [signerFixture(21)],
      documents: [documentFixture(31)],
    });
    mockServer(
      builderRoutes(() => [envelope], { rights: ['BUILD_VIEW', 'CONTRACT_VIEW', 'CONTRACT_BUILDER_VIEW'] }),
    );
    const user = userEvent.setup();
    renderContractPage(project, <ContractBuilderPage />);
    const editor = await openEnvelope(user);
    expect(screen.queryByTestId('envelope-new')).toBeNull();
    expect(within(editor).getByText(/changing it needs the Contract Builder edit permission/)).toBeTruthy();
    for (const action of ['envelope-send', 'envelope-correct', 'envelope-delete']) {
      expect(within(editor).queryByTestId(action)).toBeNull();
    }
    expect(within(editor).getByTestId('envelope-name').matches(':disabled')).toBe(true);
    await user.click(within(editor).getByRole('tab', { name: /Signers/ }));
    expect(screen.queryByTestId('signer-add')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Priya Raman' })).toBeNull();
    await user.click(within(editor).getByRole('tab', { name: /Documents/ }));
    expect(screen.queryByTestId('document-upload')).toBeNull();
    await user.click(within(editor).getByRole('tab', { name: 'Designer' }));
    expect(await screen.findByTestId('designer-page-0-1')).toBeTruthy();
    expect(screen.queryByTestId('designer-save')).toBeNull();
  });

  it('reads the envelopes again when another screen changes one', async () => {
    const server = mockServer(builderRoutes(() => [envelopeFixture()]));
    renderContractPage(project, <ContractBuilderPage />);
    await screen.findByTestId('envelope-row-12');
    const before = server.callsTo(`GET ${envelopesPath}/All`).length;
    await waitFor(() => expect(openSocket()).toBeTruthy());
    act(() =>
      openSocket()?.emitFromServer(realtimeEvents.contractSignatureUpdate, {
        contractId: 80,
        envelopeId: 12,
      }),
    );
    await waitFor(() => expect(server.callsTo(`GET ${envelopesPath}/All`).length).toBe(before + 1));
    await waitFor(() => expect(server.callsTo(`GET ${ownLicencePath}`).length).toBe(2));
  });

  it('shows a refused change in the server’s words', async () => {
    mockServer({
      ...builderRoutes(() => [envelopeFixture({ signers: [signerFixture(21)] })]),
      [`DELETE ${onePath()}/Signers/21`]: refusal(
        409,
        ['envelopeSignerSigned'],
        ['This signer has signed and stays on the envelope.'],
      ),
    });
    const user = userEvent.setup();
    renderContractPage(project, <ContractBuilderPage />);
    await openEnvelope(user, 'Signers');
    await user.click(screen.getByRole('button', { name: 'Remove Priya Raman' }));
    await user.click(await screen.findByTestId('confirm-action'));
    expect(await screen.findByText('This signer has signed and stays on the envelope.')).toBeTruthy();
  });
});
