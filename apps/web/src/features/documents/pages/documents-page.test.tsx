import type { ProjectDocument } from '@procura/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildRoutes, projectFixture, renderBuildPage } from '../../../test/build-fixtures.tsx';
import { nodePath } from '../../../test/control-panel-fixtures.ts';
import { installFakeXhr } from '../../../test/fake-xhr.ts';
import { envelope, type MockRoute, mockServer } from '../../../test/fetch-mock.ts';
import { DocumentsPage } from './documents-page.tsx';

const documentsPath = `${nodePath}/Documents`;
const listPath = `GET ${documentsPath}/SearchByTender`;

function documentFixture(id: number, overrides: Partial<ProjectDocument> = {}): ProjectDocument {
  return {
    id,
    tenderId: 50,
    fileName: `file-${id}.pdf`,
    displayName: `Document ${id}`,
    contentType: 'application/pdf',
    sizeInByte: 70_000,
    pageCount: null,
    sortOrder: id - 1,
    uploadedBy: { id: 42, fullName: 'Ada Lovelace' },
    uploadedAt: '2026-03-02T12:00:00.000Z',
    ...overrides,
  };
}

/** A server holding the source's documents, which the list call answers and the changes update. */
function documentServer(documents: ProjectDocument[], extra: Record<string, MockRoute> = {}) {
  return mockServer({
    ...buildRoutes(),
    [listPath]: () => ({ body: envelope('document', documents) }),
    [`PUT ${documentsPath}/SortOrder`]: ({ body }) => {
      const ids = (body as { ids: number[] }).ids;
      const ordered = ids.map((id, index) => ({
        ...(documents.find((d) => d.id === id) as ProjectDocument),
        sortOrder: index,
      }));
      documents.splice(0, documents.length, ...ordered);
      return { body: envelope('document', ordered) };
    },
    [`DELETE ${documentsPath}`]: ({ url }) => {
      const id = Number(url.searchParams.get('documentId'));
      const index = documents.findIndex((d) => d.id === id);
      const [removed] = documents.splice(index, 1);
      return { body: envelope('document', [removed]) };
    },
    ...extra,
  });
}

const rows = () => screen.getAllByTestId(/^document-\d+$/).map((row) => row.getAttribute('data-testid'));

describe('documents page', () => {
  it('shows the page loading until the list arrives', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockServer({
      ...buildRoutes(),
      [listPath]: async () => {
        await answered;
        return { body: envelope('document', []) };
      },
    });
    renderBuildPage(<DocumentsPage project={projectFixture()} />);
    expect(await screen.findByRole('heading', { name: 'Bid documents' })).toBeTruthy();
    expect(screen.getByText('Loading…')).toBeTruthy();
    release();
    expect(await screen.findByText('No documents yet.')).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('lists the documents with name, file, size, date and uploader, and the count of 10', async () => {
    documentServer([
      documentFixture(1),
      documentFixture(2, { displayName: 'Drawings', fileName: 'plans.dwg', sizeInByte: 3 * 1024 * 1024 }),
    ]);
    renderBuildPage(<DocumentsPage project={projectFixture()} />);
    const table = await screen.findByTestId('documents-table');
    expect(screen.getByTestId('documents-count').textContent).toBe('2 of 10');
    const drawings = within(screen.getByTestId('document-2'));
    expect(drawings.getByText('Drawings')).toBeTruthy();
    expect(drawings.getByText('plans.dwg')).toBeTruthy();
    expect(drawings.getByText('3 MB')).toBeTruthy();
    expect(within(screen.getByTestId('document-1')).getByText('68.4 KB')).toBeTruthy();
    expect(drawings.getByText('Ada Lovelace')).toBeTruthy();
    expect(drawings.getByText(/March 02, 2026/)).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('shows the empty state, and the error state with a retry that loads again', async () => {
    let fail = true;
    mockServer({
      ...buildRoutes(),
      [listPath]: () => (fail ? { status: 500, body: ['Boom'] } : { body: envelope('document', []) }),
    });
    const user = userEvent.setup();
    renderBuildPage(<DocumentsPage project={projectFixture()} />);
    expect(await screen.findByText('The documents could not be loaded.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No documents yet.')).toBeTruthy();
    expect(screen.getByTestId('documents-count').textContent).toBe('0 of 10');
  });

  it('uploads with a real progress bar, the CSRF header and the fields before the file, then lists it', async () => {
    const documents: ProjectDocument[] = [];
    const server = documentServer(documents);
    const xhr = installFakeXhr();
    const user = userEvent.setup();
    renderBuildPage(<DocumentsPage project={projectFixture()} />);
    const form = await screen.findByTestId('document-upload');
    const input = form.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['%PDF-1.4 spec'], 'Specs.pdf', { type: 'application/pdf' }));
    await user.type(within(form).getByLabelText(/Display name/), 'Specifications');
    await user.click(within(form).getByRole('button', { name: 'Upload' }));

    const request = xhr.sent[0];
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe(documentsPath);
    expect(request?.headers['x-requested-with']).toBe('procura');
    expect([...(request?.body?.keys() ?? [])]).toEqual(['tenderId', 'displayName', 'file']);
    expect(request?.body?.get('tenderId')).toBe('50');
    expect((request?.body?.get('file') as File | undefined)?.name).toBe('Specs.pdf');

    act(() => request?.progress(40, 100));
    expect(await screen.findByText('Uploading… 40%')).toBeTruthy();
    expect(screen.getByTestId('upload-progress')).toBeTruthy();

    const created = documentFixture(7, {
      fileName: 'Specs.pdf',
      displayName: 'Specifications',
      warnings: [],
    });
    documents.push(created);
    act(() => request?.respond(200, envelope('document', [created])));
    expect(await screen.findByText('Document uploaded.')).toBeTruthy();
    expect(await screen.findByTestId('document-7')).toBeTruthy();
    expect(screen.queryByTestId('upload-progress')).toBeNull();
    expect(server.callsTo(listPath).length).toBeGreaterThanOrEqual(2);
  });

  it('shows the server refusal and the secured-PDF warning in its words', async () => {
    documentServer([]);
    const xhr = installFakeXhr();
    const user = userEvent.setup();
    renderBuildPage(<DocumentsPage project={projectFixture()} />);
    const form = await screen.findByTestId('document-upload');
    const input = form.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['x'], 'a.pdf'));
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    act(() =>
      xhr.sent[0]?.respond(409, ['This project can no longer be changed here.'], {
        'x-message-keys': 'buildNotEditable',
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This project can no longer be changed here.',
    );

    await user.upload(input, new File(['%PDF secured'], 'secured.pdf'));
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    const warning = {
      key: 'documentSecuredPdf',
      message: 'This PDF is secured: preview will not work for suppliers.',
    };
    act(() => xhr.sent[1]?.respond(200, envelope('document', [documentFixture(3, { warnings: [warning] })])));
    expect(await screen.findByText(warning.message)).toBeTruthy();
  });

  it('refuses a file name the source already has, or a file over 1 GB, before sending anything', async () => {
    documentServer([documentFixture(1, { fileName: 'Plans.pdf' })]);
    const xhr = installFakeXhr();
    const user = userEvent.setup();
    renderBuildPage(<DocumentsPage project={projectFixture()} />);
    const form = await screen.findByTestId('document-upload');
    const input = form.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['x'], 'plans.PDF'));
    expect(
      await within(form).findByText('A document named "plans.PDF" is already in this source.'),
    ).toBeTruthy();
    expect((within(form).getByRole('button', { name: 'Upload' }) as HTMLButtonElement).disabled).toBe(true);
    const huge = new File(['x'], 'huge.zip');
    Object.defineProperty(huge, 'size', { value: 1_073_741_825 });
    await user.upload(input, huge);
    expect(await within(form).findByText('Documents are limited to 1 GB per file.')).toBeTruthy();
    expect(xhr.sent).toHaveLength(0);
  });

  it('says the source is full at 10 documents instead of offering an upload', async () => {
    documentServer(Array.from({ length: 10 }, (_, i) => documentFixture(i + 1)));
    renderBuildPage(<DocumentsPage project={projectFixture()} />);
    expect((await screen.findByTestId('documents-full')).textContent).toContain('10 documents');
    expect(screen.getByTestId('documents-count').textContent).toBe('10 of 10');
    expect(screen.queryByTestId('document-upload')).toBeNull();
  });

  it('moves a document down and saves the whole order', async () => {
    const server = documentServer([documentFixture(1), documentFixture(2), documentFixture(3)]);
    const user = userEvent.setup();
    renderBuildPage(<DocumentsPage project={projectFixture()} />);
    await screen.findByTestId('documents-table');
    expect((screen.getByRole('button', { name: 'Move Document 1 up' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user.click(screen.getByRole('button', { name: 'Move Document 1 down' }));
    await waitFor(() => expect(rows()).toEqual(['document-2', 'document-1', 'document-3']));
    expect(server.callsTo(`PUT ${documentsPath}/SortOrder`)[0]?.body).toEqual({
      tenderId: 50,
      ids: [2, 1, 3],
    });
    expect(server.allMutationsCarriedCsrf()).toBe(true);
  });

  it('deletes a document after confirmation', async () => {
    const server = documentServer([documentFixture(1), documentFixture(2)]);
    const user = userEvent.setup();
    renderBuildPage(<DocumentsPage project={projectFixture()} />);
    await screen.findByTestId('documents-table');
    await user.click(screen.getByRole('button', { name: 'Delete Document 2' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Delete “Document 2”? Its file is removed too.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByTestId('document-2')).toBeNull());
    expect(server.callsTo(`DELETE ${documentsPath}`)[0]?.url.searchParams.get('documentId')).toBe('2');
  });

  it('renames a document through the edit dialog', async () => {
    documentServer([documentFixture(1)]);
    const xhr = installFakeXhr();
    const user = userEvent.setup();
    renderBuildPage(<DocumentsPage project={projectFixture()} />);
    await user.click(await screen.findByRole('button', { name: 'Edit Document 1' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText('Display name');
    await user.clear(name);
    await user.type(name, 'Addendum 1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const request = xhr.sent[0];
    expect(request?.method).toBe('PUT');
    expect(request?.body?.get('documentId')).toBe('1');
    expect(request?.body?.get('displayName')).toBe('Addendum 1');
    expect(request?.body?.get('file')).toBeNull();
    act(() =>
      request?.respond(200, envelope('document', [documentFixture(1, { displayName: 'Addendum 1' })])),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('previews a small PDF in the page and offers a download for anything else', async () => {
    documentServer([
      documentFixture(1),
      documentFixture(2, { sizeInByte: 5_242_881 }),
      documentFixture(3, { fileName: 'form.docx', contentType: 'application/msword', displayName: 'Form' }),
    ]);
    const user = userEvent.setup();
    renderBuildPage(<DocumentsPage project={projectFixture()} />);
    await user.click(await screen.findByRole('button', { name: 'Preview Document 1' }));
    const preview = await screen.findByTestId('document-preview');
    expect(preview.getAttribute('src')).toBe(`${documentsPath}/Download?documentId=1&preview=true`);
    await user.click(
      within(screen.getByRole('dialog')).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    for (const [id, name] of [
      [2, 'Document 2'],
      [3, 'Form'],
    ] as const) {
      await user.click(screen.getByRole('button', { name: `Preview ${name}` }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText(`Download ${name}?`)).toBeTruthy();
      expect(within(dialog).queryByTestId('document-preview')).toBeNull();
      expect(within(dialog).getByRole('link', { name: 'Download' }).getAttribute('href')).toBe(
        `${documentsPath}/Download?documentId=${id}`,
      );
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
  });

  it('offers no changes when the user may not edit or the project is published', async () => {
    for (const project of [projectFixture({ canEdit: false }), projectFixture({ status: 'Open' })]) {
      documentServer([documentFixture(1)]);
      const { unmount } = renderBuildPage(<DocumentsPage project={project} />);
      await screen.findByTestId('documents-table');
      expect(screen.getByTestId('read-only')).toBeTruthy();
      expect(screen.queryByTestId('document-upload')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Delete Document 1' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Edit Document 1' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Move Document 1 down' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Preview Document 1' })).toBeTruthy();
      unmount();
    }
  });
});
