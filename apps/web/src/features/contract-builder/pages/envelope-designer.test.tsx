import type { ContractEnvelope, EnvelopeField, EnvelopeFieldInput } from '@procura/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { projectFixture } from '../../../test/build-fixtures.tsx';
import { renderContractPage } from '../../../test/contract-fixtures.tsx';
import { mockServer } from '../../../test/fetch-mock.ts';
import {
  builderRoutes,
  documentFixture,
  envelopeFixture,
  oneEnvelope,
  onePath,
  ownLicencePath,
  sentEnvelopeFixture,
  signerFixture,
} from '../envelope-fixtures.ts';
import { ContractBuilderPage } from './contract-builder-page.tsx';

vi.mock('../pdf/pdf-pages.tsx', () => import('../pdf/fake-pdf-pages.tsx'));

const project = projectFixture({ status: 'Awarded', type: 'SOURCE_CONTRACT', phase: 'Contract' });

/** Two signers and a two-page PDF, no field yet: the designer is open, Send is not. */
const unsigned = () =>
  envelopeFixture({
    signers: [signerFixture(21), signerFixture(22, { name: 'Rae Cole', email: 'rae@acme.example' })],
    documents: [documentFixture(31)],
  });

/** A server whose designer saves give the fields ids and recompute `missing`, as the real one does. */
function designerServer(start: ContractEnvelope) {
  let current = start;
  const server = mockServer({
    ...builderRoutes(() => [current]),
    [`PUT ${onePath()}/Designer`]: ({ body }) => {
      const { fields } = body as { fields: EnvelopeFieldInput[] };
      const saved: EnvelopeField[] = fields.map((f, index) => ({
        id: 100 + index,
        required: true,
        label: '',
        value: null,
        ...f,
      }));
      current = envelopeFixture({ ...current, fields: saved, missing: undefined });
      return oneEnvelope(current);
    },
    [`PUT ${onePath()}/Status/Send`]: () => {
      current = envelopeFixture({
        ...current,
        sentAt: '2026-03-05T15:00:00.000Z',
        correcting: false,
        signers: current.signers.map((s, index) => (index === 0 ? { ...s, status: 'Sent' as const } : s)),
      });
      return oneEnvelope(current);
    },
    [`PUT ${onePath()}/Status/Correct`]: () => {
      current = envelopeFixture({ ...current, correcting: true });
      return oneEnvelope(current);
    },
  });
  return { server, now: () => current };
}

/** Gives a page surface a size on screen: 600 by 800 pixels, 100 from the left, 50 from the top. */
function sized(surface: HTMLElement) {
  vi.spyOn(surface, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 100, y: 50, width: 600, height: 800 }),
  );
  return surface;
}

async function openDesigner(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Supply agreement' }));
  await user.click(
    within(await screen.findByTestId('envelope-editor')).getByRole('tab', { name: 'Designer' }),
  );
  return screen.findByTestId('envelope-designer');
}

describe('the envelope designer, Send and Correct', { timeout: 30_000 }, () => {
  it('stays closed until the envelope has a signer and a document', async () => {
    mockServer(builderRoutes(() => [envelopeFixture({ signers: [signerFixture(21)] })]));
    const user = userEvent.setup();
    renderContractPage(project, <ContractBuilderPage />);
    await user.click(await screen.findByRole('button', { name: 'Supply agreement' }));
    await user.click(screen.getByRole('tab', { name: 'Designer' }));
    expect(await screen.findByText('Add a signer and a document before placing fields.')).toBeTruthy();
    expect(screen.queryByTestId('envelope-designer')).toBeNull();
  });

  it('places fields by click and by drag, and saves them in fractions of the page', async () => {
    const { server } = designerServer(unsigned());
    const user = userEvent.setup();
    renderContractPage(project, <ContractBuilderPage />);
    await openDesigner(user);
    expect((screen.getByTestId('designer-save') as HTMLButtonElement).disabled).toBe(true);

    // A click at the middle of page 1 places Priya's signature there, at the default size.
    const page1 = sized(screen.getByTestId('designer-page-0-1'));
    fireEvent.pointerDown(page1, { clientX: 400, clientY: 450, pointerId: 1 });
    fireEvent.pointerUp(page1, { clientX: 400, clientY: 450, pointerId: 1 });
    expect(within(page1).getByRole('button', { name: 'Signature of Priya Raman, page 1' })).toBeTruthy();

    // Rae's text field is drawn on page 2 by dragging from its top left corner.
    await user.click(screen.getByRole('combobox', { name: 'Signer' }));
    await user.click(await screen.findByRole('option', { name: 'Rae Cole' }));
    await user.click(screen.getByTestId('designer-type-text'));
    const page2 = sized(screen.getByTestId('designer-page-0-2'));
    fireEvent.pointerDown(page2, { clientX: 160, clientY: 130, pointerId: 2 });
    fireEvent.pointerMove(page2, { clientX: 340, clientY: 170, pointerId: 2 });
    fireEvent.pointerUp(page2, { clientX: 340, clientY: 170, pointerId: 2 });
    expect(screen.getByText('Unsaved changes')).toBeTruthy();

    await user.click(screen.getByTestId('designer-save'));
    await waitFor(() => expect(server.callsTo(`PUT ${onePath()}/Designer`)).toHaveLength(1));
    expect(server.callsTo(`PUT ${onePath()}/Designer`)[0]?.body).toEqual({
      fields: [
        {
          documentId: 31,
          signerId: 21,
          type: 'signature',
          page: 1,
          x: 0.5,
          y: 0.5,
          width: 0.25,
          height: 0.05,
          required: true,
          label: '',
        },
        {
          documentId: 31,
          signerId: 22,
          type: 'text',
          page: 2,
          x: 0.1,
          y: 0.1,
          width: 0.3,
          height: 0.05,
          required: true,
          label: '',
        },
      ],
    });
    expect(await screen.findByText('The fields were saved.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull());
  });

  it('moves, resizes and removes a field, keeping it on its page', async () => {
    const { server } = designerServer(
      envelopeFixture({
        ...unsigned(),
        fields: [
          {
            id: 41,
            documentId: 31,
            signerId: 21,
            type: 'signature',
            page: 1,
            x: 0.1,
            y: 0.1,
            width: 0.25,
            height: 0.05,
            required: true,
            label: '',
            value: null,
          },
        ],
      }),
    );
    const user = userEvent.setup();
    renderContractPage(project, <ContractBuilderPage />);
    await openDesigner(user);
    const page = sized(screen.getByTestId('designer-page-0-1'));
    const field = within(page).getByRole('button', { name: 'Signature of Priya Raman, page 1' });

    // Dragged far right and down: it stops at the page's edges.
    fireEvent.pointerDown(field, { clientX: 200, clientY: 150, pointerId: 1 });
    fireEvent.pointerMove(page, { clientX: 1200, clientY: 1500, pointerId: 1 });
    fireEvent.pointerUp(page, { clientX: 1200, clientY: 1500, pointerId: 1 });
    // Its corner handle makes it smaller.
    const handle = field.querySelector('[data-handle="resize"]') as HTMLElement;
    fireEvent.pointerDown(handle, { clientX: 700, clientY: 850, pointerId: 2 });
    fireEvent.pointerUp(page, { clientX: 640, clientY: 850, pointerId: 2 });
    await user.click(screen.getByTestId('designer-save'));
    await waitFor(() => expect(server.callsTo(`PUT ${onePath()}/Designer`)).toHaveLength(1));
    const body = server.callsTo(`PUT ${onePath()}/Designer`)[0]?.body as { fields: EnvelopeFieldInput[] };
    const [moved] = body.fields;
    expect(moved).toMatchObject({ x: 0.75, y: 0.95, width: 0.15, height: 0.05 });

    const saved = await within(page).findByRole('button', { name: 'Signature of Priya Raman, page 1' });
    await user.click(saved);
    await user.keyboard('{Delete}');
    expect(within(page).queryByRole('button', { name: /Signature of Priya Raman/ })).toBeNull();
    await user.click(screen.getByTestId('designer-save'));
    await waitFor(() => expect(server.callsTo(`PUT ${onePath()}/Designer`)[1]?.body).toEqual({ fields: [] }));
  });

  it('lists what is missing and sends once nothing is', async () => {
    const { server } = designerServer(unsigned());
    const user = userEvent.setup();
    renderContractPage(project, <ContractBuilderPage />);
    await openDesigner(user);
    const missing = screen.getByTestId('envelope-missing');
    expect(within(missing).getByText('Place a signature field for every signer.')).toBeTruthy();
    expect((screen.getByTestId('envelope-send') as HTMLButtonElement).disabled).toBe(true);

    const page = sized(screen.getByTestId('designer-page-0-1'));
    for (const [signer, y] of [
      ['Priya Raman', 600],
      ['Rae Cole', 700],
    ] as const) {
      await user.click(screen.getByRole('combobox', { name: 'Signer' }));
      await user.click(await screen.findByRole('option', { name: signer }));
      fireEvent.pointerDown(page, { clientX: 150, clientY: y, pointerId: 1 });
      fireEvent.pointerUp(page, { clientX: 150, clientY: y, pointerId: 1 });
    }
    await user.click(screen.getByTestId('designer-save'));
    await waitFor(() => expect(screen.queryByTestId('envelope-missing')).toBeNull());
    const send = screen.getByTestId('envelope-send') as HTMLButtonElement;
    expect(send.disabled).toBe(false);
    const licenceReads = server.callsTo(`GET ${ownLicencePath}`).length;
    await user.click(send);
    expect(
      await screen.findByText('The envelope Supply agreement was sent to its first signer.'),
    ).toBeTruthy();
    expect(server.callsTo(`PUT ${onePath()}/Status/Send`)[0]?.body).toEqual({});
    expect(screen.getByTestId('envelope-status').getAttribute('data-stage')).toBe('sent');
    expect(screen.queryByTestId('envelope-send')).toBeNull();
    await waitFor(() => expect(server.callsTo(`GET ${ownLicencePath}`).length).toBe(licenceReads + 1));
    // Sent: the fields are shown, not moved.
    expect(screen.queryByTestId('designer-save')).toBeNull();
  });

  it('corrects a sent envelope after asking, then sends it again', async () => {
    const { server } = designerServer(sentEnvelopeFixture());
    const user = userEvent.setup();
    renderContractPage(project, <ContractBuilderPage />);
    await user.click(await screen.findByRole('button', { name: 'Supply agreement' }));
    expect(screen.getByTestId('envelope-status').getAttribute('data-stage')).toBe('sent');
    expect(
      screen.getByText('Sent: the signers sign in their order. Correct the envelope to change it.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: /Signers/ }));
    expect(screen.getByRole('button', { name: 'Resend the link to Priya Raman' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend the link to Rae Cole' })).toBeNull();

    await user.click(screen.getByTestId('envelope-correct'));
    const dialog = await screen.findByRole('dialog', { name: 'Correct the envelope' });
    expect(
      within(dialog).getByText(/its signers see it as unavailable until you send it again/),
    ).toBeTruthy();
    await user.click(within(dialog).getByTestId('confirm-action'));
    await waitFor(() =>
      expect(screen.getByTestId('envelope-status').getAttribute('data-stage')).toBe('correcting'),
    );
    expect(server.callsTo(`PUT ${onePath()}/Status/Correct`)[0]?.body).toEqual({});
    expect(screen.queryByRole('button', { name: 'Resend the link to Priya Raman' })).toBeNull();

    await user.click(screen.getByTestId('envelope-send'));
    expect(await screen.findByText('The envelope Supply agreement was sent again.')).toBeTruthy();
    expect(screen.getByTestId('envelope-status').getAttribute('data-stage')).toBe('sent');
  });

  it('deletes an envelope after asking, and offers the downloads', async () => {
    let list = [sentEnvelopeFixture()];
    const server = mockServer({
      ...builderRoutes(() => list),
      [`DELETE ${onePath()}`]: () => {
        list = [];
        return { body: { deleted: true } };
      },
    });
    const user = userEvent.setup();
    renderContractPage(project, <ContractBuilderPage />);
    await user.click(await screen.findByRole('button', { name: 'Supply agreement' }));
    expect(screen.getByTestId('envelope-download-summary').getAttribute('href')).toBe(
      `${onePath()}/Documents/Download/Summary`,
    );
    expect(screen.getByTestId('envelope-download-all').getAttribute('href')).toBe(
      `${onePath()}/Documents/Download/All`,
    );
    await user.click(screen.getByTestId('envelope-delete'));
    await user.click(within(await screen.findByRole('dialog')).getByTestId('confirm-action'));
    expect(await screen.findByText('The envelope Supply agreement was deleted.')).toBeTruthy();
    expect(server.callsTo(`DELETE ${onePath()}`)).toHaveLength(1);
    expect(await screen.findByText('No envelope yet')).toBeTruthy();
  });
});
