import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { refusal } from '../../../test/fixtures.ts';
import {
  projectFixture,
  renderRequirements,
  requirementsBase,
  requirementsServer,
  uploadFixture,
  uploadsPath,
} from '../../../test/requirements-fixtures.tsx';

configure({ asyncUtilTimeout: 5_000 });

const page = `${requirementsBase}/documents`;
const rowOrder = () => screen.getAllByTestId(/^upload-\d+$/).map((row) => row.dataset.testid);

describe('the upload requirements of the Documents section', { timeout: 30_000 }, () => {
  it('adds one, requiring a name first', async () => {
    const { server } = requirementsServer({ uploads: [uploadFixture(1, { name: 'Bid form' })] });
    const user = userEvent.setup();
    renderRequirements(page);
    expect((await screen.findByTestId('upload-count')).textContent).toBe('1 of 10');
    await user.click(screen.getByTestId('upload-add'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required.')).toBeTruthy();
    expect(server.callsTo(`POST ${uploadsPath}`)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Document/), 'Insurance certificate');
    await user.type(within(dialog).getByLabelText('Description'), 'Current, $2M');
    await user.click(within(dialog).getByRole('switch'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo(`POST ${uploadsPath}`)[0]?.body).toEqual({
      tenderId: 50,
      name: 'Insurance certificate',
      description: 'Current, $2M',
      isRequired: false,
    });
    const row = within(await screen.findByTestId('upload-100'));
    expect(row.getByText('Insurance certificate')).toBeTruthy();
    expect(row.getByText('Optional')).toBeTruthy();
    expect(screen.getByTestId('upload-count').textContent).toBe('2 of 10');
  });

  it('shows a name the source already has under the field', async () => {
    requirementsServer(
      {},
      {
        [`POST ${uploadsPath}`]: refusal(
          400,
          ['nameAlreadyExists'],
          ['An item with this name already exists.'],
        ),
      },
    );
    const user = userEvent.setup();
    renderRequirements(page);
    await user.click(await screen.findByTestId('upload-add'));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Document/), 'Bid form');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('An item with this name already exists.')).toBeTruthy();
    expect(
      within(dialog)
        .getByLabelText(/Document/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it('edits one, sending it whole', async () => {
    const { server } = requirementsServer({
      uploads: [uploadFixture(1, { name: 'Bid form', description: 'Signed', isRequired: true })],
    });
    const user = userEvent.setup();
    renderRequirements(page);
    await user.click(await screen.findByRole('button', { name: 'Edit Bid form' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText(/Document/);
    await user.clear(name);
    await user.type(name, 'Signed bid form');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo(`PUT ${uploadsPath}`)[0]?.body).toEqual({
      id: 1,
      name: 'Signed bid form',
      description: 'Signed',
      isRequired: true,
    });
    expect(await screen.findByText('Signed bid form')).toBeTruthy();
  });

  it('moves and deletes them', async () => {
    const { server } = requirementsServer({ uploads: [uploadFixture(1), uploadFixture(2)] });
    const user = userEvent.setup();
    renderRequirements(page);
    await user.click(await screen.findByRole('button', { name: 'Move Upload 2 up' }));
    await waitFor(() => expect(rowOrder()).toEqual(['upload-2', 'upload-1']));
    expect(server.callsTo(`PUT ${uploadsPath}/SortOrder`)[0]?.body).toEqual({ tenderId: 50, ids: [2, 1] });

    await user.click(screen.getByRole('button', { name: 'Delete Upload 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Delete “Upload 1”?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rowOrder()).toEqual(['upload-2']));
    expect(
      server.callsTo(`DELETE ${uploadsPath}`)[0]?.url.searchParams.get('tenderUploadRequirementId'),
    ).toBe('1');
  });

  it('stops at 10: the limit is shown and Add is disabled', async () => {
    const ten = Array.from({ length: 10 }, (_, index) => uploadFixture(index + 1));
    requirementsServer({ uploads: ten });
    const user = userEvent.setup();
    renderRequirements(page);
    expect((await screen.findByTestId('upload-count')).textContent).toBe('10 of 10');
    expect(screen.getByTestId('upload-add').hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('upload-full').textContent).toBe(
      'A source may have at most 10 document upload requirements.',
    );

    // Deleting one makes room again.
    await user.click(screen.getByRole('button', { name: 'Delete Upload 10' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByTestId('upload-count').textContent).toBe('9 of 10'));
    expect(screen.getByTestId('upload-add').hasAttribute('disabled')).toBe(false);
    expect(screen.queryByTestId('upload-full')).toBeNull();
  });

  it('shows the server’s limit when another user filled the list first', async () => {
    requirementsServer(
      { uploads: [uploadFixture(1)] },
      {
        [`POST ${uploadsPath}`]: refusal(
          400,
          ['uploadRequirementLimitReached'],
          ['A source may have at most 10 document upload requirements.'],
        ),
      },
    );
    const user = userEvent.setup();
    renderRequirements(page);
    await user.click(await screen.findByTestId('upload-add'));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Document/), 'One more');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('A source may have at most 10 document upload requirements.'),
    ).toBeTruthy();
  });

  it('shows the empty and failed states, and no changes to a user who may only view', async () => {
    let fail = true;
    requirementsServer(
      {},
      {
        [`GET ${uploadsPath}`]: () =>
          fail
            ? { status: 500, body: ['Boom'] }
            : { body: { data: { tenderUploadRequirementsDTO: { values: [], count: 0 } } } },
      },
    );
    const user = userEvent.setup();
    const first = renderRequirements(page);
    expect(await screen.findByText('The upload requirements could not be loaded.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No upload requirements yet.')).toBeTruthy();
    first.unmount();

    requirementsServer({ uploads: [uploadFixture(1)] });
    renderRequirements(page, projectFixture({ canEdit: false }));
    await screen.findByTestId('upload-1');
    expect(screen.queryByTestId('upload-add')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Upload 1' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Upload 1' })).toBeNull();
  });
});
