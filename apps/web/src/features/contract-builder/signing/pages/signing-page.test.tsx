import type { SignerView } from '@procura/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../../../../platform/api/browser.ts';
import { envelope as listOf, mockServer } from '../../../../test/fetch-mock.ts';
import { currentLocation, renderApp } from '../../../../test/render.tsx';
import { forgetSigningExchanges } from '../../api/signing-queries.ts';
import { documentFixture, fieldFixture } from '../../envelope-fixtures.ts';
import { SigningPage } from './signing-page.tsx';

vi.mock('../../pdf/pdf-pages.tsx', () => import('../../pdf/fake-pdf-pages.tsx'));

const api = '/api/v1/esignature';
const token = 'tok-0123456789abcdefghij';
const landing = '/esignature/landing';
const link = `${landing}?e=12&s=21&t=${token}`;

function viewFixture(overrides: Partial<SignerView> = {}): SignerView {
  return {
    state: 'sign',
    envelopeName: 'Supply agreement',
    message: 'Please sign by Friday.',
    agencyName: 'City of Springfield',
    signerName: 'Olu Turner',
    documents: [documentFixture(31), documentFixture(32, { fileName: 'Notes.rtf', pageCount: null })],
    fields: [
      fieldFixture(41),
      fieldFixture(42, { type: 'initials', page: 2 }),
      fieldFixture(43, { type: 'text', label: 'Title', y: 0.7 }),
      fieldFixture(44, { type: 'text', label: 'Phone', y: 0.6, required: false }),
    ],
    signedAt: null,
    ...overrides,
  };
}

const answer = (view: SignerView) => ({ body: listOf('signer', [view]) });
const signed = viewFixture({ state: 'signed', signedAt: '2026-03-04T15:30:00.000Z' });

/** The page in strict mode, which mounts it twice: the link's token must still be posted once. */
function renderSigningPage(path: string) {
  return renderApp(
    path,
    <StrictMode>
      <Routes>
        <Route path={landing} element={<SigningPage />} />
      </Routes>
    </StrictMode>,
  );
}

describe('the public signing page', { timeout: 30_000 }, () => {
  afterEach(() => forgetSigningExchanges());

  it('exchanges the link once, drops the token from the address and shows the documents to sign', async () => {
    const server = mockServer({
      [`POST ${api}/session`]: { body: { opened: true } },
      [`GET ${api}/envelope`]: answer(viewFixture()),
    });
    renderSigningPage(link);
    const sign = await screen.findByTestId('sign-state');
    expect(within(sign).getByText('Hello Olu Turner,')).toBeTruthy();
    expect(within(sign).getByText('Please sign by Friday.')).toBeTruthy();
    expect(server.callsTo(`POST ${api}/session`).map((call) => call.body)).toEqual([
      { envelopeId: 12, signerId: 21, token },
    ]);
    expect(server.allMutationsCarriedCsrf()).toBe(true);
    await waitFor(() => expect(currentLocation()).toBe(`${landing}?e=12&s=21`));
    // The fields are on their pages; a document attached as it is is offered for download.
    expect(screen.getByTestId('sign-field-41').getAttribute('data-type')).toBe('signature');
    expect(screen.getByTestId('sign-field-42').getAttribute('data-type')).toBe('initials');
    expect(screen.getByRole('link', { name: 'Download Notes.rtf' }).getAttribute('href')).toBe(
      `${api}/documents/32`,
    );
    expect(screen.getByRole('region', { name: 'Supply agreement.pdf' }).getAttribute('data-url')).toBe(
      `${api}/documents/31`,
    );
    expect(browser.assign).not.toHaveBeenCalled();
  });

  it('refuses to sign while a required text field is empty, then signs typed after confirming', async () => {
    const server = mockServer({
      [`GET ${api}/envelope`]: answer(viewFixture()),
      [`POST ${api}/sign`]: answer(signed),
    });
    const user = userEvent.setup();
    renderSigningPage(landing);
    await screen.findByTestId('sign-state');
    const name = screen.getByTestId('sign-typed-name') as HTMLInputElement;
    expect(name.value).toBe('Olu Turner');
    await user.clear(name);
    await user.type(name, 'Olu A. Turner');
    expect(screen.getByTestId('sign-typed-preview').textContent).toBe('Olu A. Turner');
    expect((screen.getByTestId('sign-initials') as HTMLInputElement).value).toBe('OT');

    await user.click(screen.getByTestId('sign-submit'));
    expect(await screen.findByText('Fill in every required field before signing.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.type(screen.getByTestId('sign-text-field-43'), 'Director');
    await user.click(screen.getByTestId('sign-submit'));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Sign the documents' })).getByTestId('sign-confirm'),
    );
    expect(await screen.findByTestId('sign-signed')).toBeTruthy();
    expect(screen.getByText('Thank you for signing')).toBeTruthy();
    expect(server.callsTo(`POST ${api}/sign`)[0]?.body).toEqual({
      signatureType: 'typed',
      signature: 'Olu A. Turner',
      initials: 'OT',
      fields: [
        { fieldId: 43, value: 'Director' },
        { fieldId: 44, value: '' },
      ],
    });
  });

  it('signs with a drawn signature, sent as a PNG data URL', async () => {
    const png =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    const context = {
      beginPath: vi.fn(),
      moveTo: vi.fn(),
      lineTo: vi.fn(),
      stroke: vi.fn(),
      clearRect: vi.fn(),
    };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      context as unknown as CanvasRenderingContext2D,
    );
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(png);
    const server = mockServer({
      [`GET ${api}/envelope`]: answer(viewFixture({ fields: [fieldFixture(41)] })),
      [`POST ${api}/sign`]: answer(signed),
    });
    const user = userEvent.setup();
    renderSigningPage(landing);
    await user.click(await screen.findByTestId('sign-draw-tab'));

    // Nothing drawn yet: there is no signature to send.
    await user.click(screen.getByTestId('sign-submit'));
    expect(await screen.findByText('Sign to continue.')).toBeTruthy();

    const canvas = screen.getByTestId('sign-canvas');
    vi.spyOn(canvas, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: 0, width: 300, height: 90 }),
    );
    fireEvent.pointerDown(canvas, { clientX: 10, clientY: 40, pointerId: 1 });
    fireEvent.pointerMove(canvas, { clientX: 120, clientY: 60, pointerId: 1 });
    fireEvent.pointerUp(canvas, { clientX: 120, clientY: 60, pointerId: 1 });
    expect(context.lineTo).toHaveBeenCalledWith(240, 120);

    await user.click(screen.getByTestId('sign-submit'));
    await user.click(within(await screen.findByRole('dialog')).getByTestId('sign-confirm'));
    await screen.findByTestId('sign-signed');
    expect(server.callsTo(`POST ${api}/sign`)[0]?.body).toEqual({
      signatureType: 'drawn',
      signature: png,
      initials: 'OT',
      fields: [],
    });
  });

  it('says the envelope is unavailable while the sender corrects it', async () => {
    mockServer({
      [`GET ${api}/envelope`]: answer(
        viewFixture({ state: 'unavailable', documents: [], fields: [], message: '' }),
      ),
    });
    renderSigningPage(landing);
    const unavailable = await screen.findByTestId('sign-unavailable');
    expect(within(unavailable).getByText('Being corrected')).toBeTruthy();
    expect(screen.queryByTestId('sign-state')).toBeNull();
  });

  it('waits for the signer’s turn, and offers the signed PDF once everyone signed', async () => {
    let view = viewFixture({ state: 'waiting' });
    mockServer({ [`GET ${api}/envelope`]: () => answer(view) });
    const first = renderSigningPage(landing);
    expect(await screen.findByTestId('sign-waiting')).toBeTruthy();
    first.unmount();
    view = viewFixture({ state: 'completed' });
    renderSigningPage(landing);
    expect((await screen.findByTestId('signed-download')).getAttribute('href')).toBe(`${api}/signed`);
  });

  it('says a spent link can no longer be used, in place and without going to sign in', async () => {
    const server = mockServer({
      [`POST ${api}/session`]: {
        status: 401,
        body: ['This signing link is not valid any more. Ask the sender for a new one.'],
        headers: { 'x-message-keys': 'envelopeLinkInvalid' },
      },
    });
    renderSigningPage(link);
    const invalid = await screen.findByTestId('sign-invalid');
    expect(
      within(invalid).getByText('This signing link is not valid any more. Ask the sender for a new one.'),
    ).toBeTruthy();
    expect(server.callsTo(`POST ${api}/session`)).toHaveLength(1);
    expect(server.callsTo(`GET ${api}/envelope`)).toHaveLength(0);
    await waitFor(() => expect(currentLocation()).toBe(`${landing}?e=12&s=21`));
    expect(browser.assign).not.toHaveBeenCalled();
    expect(browser.replace).not.toHaveBeenCalled();
  });

  it('takes a link that names no envelope as invalid without asking the server', async () => {
    const server = mockServer({});
    renderSigningPage(`${landing}?e=abc&t=${token}`);
    expect(await screen.findByTestId('sign-invalid')).toBeTruthy();
    expect(server.calls).toHaveLength(0);
  });
});
