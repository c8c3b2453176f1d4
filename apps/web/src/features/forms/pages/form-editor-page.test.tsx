import type { SaveTenderTable } from '@procura/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { unsavedChanges } from '../../../platform/session/unsaved-changes.ts';
import { buildRoutes, projectFixture } from '../../../test/build-fixtures.tsx';
import { nodePath } from '../../../test/control-panel-fixtures.ts';
import { envelope, mockServer } from '../../../test/fetch-mock.ts';
import { refusal } from '../../../test/fixtures.ts';
import { formsPath, formsServer, priceFormFixture, renderFormEditor } from '../../../test/forms-fixtures.tsx';
import { currentLocation } from '../../../test/render.tsx';

const grid = () => screen.getByRole('grid', { name: /Form/ });

describe('form editor page', { timeout: 30_000 }, () => {
  it('loads a form and shows its settings, grid, supplier cells and computed totals', async () => {
    const server = formsServer(priceFormFixture());
    renderFormEditor('/projects/5/form/PRICES/900');
    expect(await screen.findByRole('heading', { name: 'Schedule of prices' })).toBeTruthy();
    expect((screen.getByLabelText(/Form name/) as HTMLInputElement).value).toBe('Schedule of prices');
    const table = grid();
    expect((within(table).getByLabelText('Item, line 1') as HTMLInputElement).value).toBe('Road salt');
    expect((within(table).getByLabelText('Quantity, line 2') as HTMLInputElement).value).toBe('4');
    expect(within(table).getAllByText('Supplier enters')).toHaveLength(2);
    expect(screen.getByTestId('column-total-2').textContent).toBe('14');
    expect(screen.getByTestId('form-total').textContent).toBe('$0.00');
    expect(screen.getByRole('link', { name: 'Back to Prices' }).getAttribute('href')).toBe(
      '/projects/5/build/submission-requirements/prices',
    );
    expect(server.callsTo(`GET ${nodePath}/TenderTableColumns/900`)).toHaveLength(1);
    expect(unsavedChanges.has()).toBe(false);
  });

  it('shows the loader, then a retry after a failure, and not-found for another source or a bad id', async () => {
    let fail = true;
    const form = priceFormFixture();
    formsServer(form, {
      [`GET ${nodePath}/TenderTableRows/900`]: () =>
        fail ? { status: 500, body: ['Boom'] } : { body: envelope('tenderTableRows', form.rows) },
    });
    const user = userEvent.setup();
    const view = renderFormEditor('/projects/5/form/prices/900');
    expect(await screen.findByText('Loading…')).toBeTruthy();
    expect(await screen.findByText('The form could not be loaded.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Schedule of prices' })).toBeTruthy();
    view.unmount();

    formsServer(priceFormFixture({ tenderId: 77 }));
    const other = renderFormEditor('/projects/5/form/prices/900');
    expect(await screen.findByText(/This form does not exist/)).toBeTruthy();
    other.unmount();

    formsServer(null);
    const missing = renderFormEditor('/projects/5/form/prices/900');
    expect(await screen.findByText(/This form does not exist/)).toBeTruthy();
    missing.unmount();

    renderFormEditor('/projects/5/form/prices/abc');
    expect(await screen.findByText(/This form does not exist/)).toBeTruthy();
  });

  it('answers an unknown section with an empty state', async () => {
    mockServer({ ...buildRoutes(), [`GET ${nodePath}/ShoppingCart/Tax`]: { body: envelope('taxes', []) } });
    renderFormEditor('/projects/5/form/invoices/');
    expect(await screen.findByText('There is no form section called “invoices”.')).toBeTruthy();
  });

  it('creates a form, sending negative ids, then moves to its address', async () => {
    const server = formsServer(null);
    const user = userEvent.setup();
    renderFormEditor('/projects/5/form/questions/');
    expect(await screen.findByRole('heading', { name: 'New form' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save form' }));
    expect(await screen.findByText('Name is required.')).toBeTruthy();
    expect(server.callsTo(`PUT ${formsPath}`)).toHaveLength(0);

    await user.type(screen.getByLabelText(/Form name/), 'Questionnaire');
    await user.type(within(grid()).getByLabelText('Description, line 1'), 'Years');
    expect(unsavedChanges.has()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save form' }));
    await waitFor(() => expect(currentLocation()).toBe('/projects/5/form/questions/901'));
    const body = server.callsTo(`PUT ${formsPath}`)[0]?.body as SaveTenderTable;
    expect(body).toMatchObject({
      tenderId: 50,
      tableType: 'Questions',
      name: 'Questionnaire',
      columns: [{ id: -1, name: 'Description', columnTypeName: 'DescriptiveText', columnWidth: 150 }],
      rows: [{ id: -2, isRequired: true, isDynamicRow: false }],
      cells: [{ rowId: -2, columnId: -1, value: 'Years' }],
    });
    expect(body.id).toBeUndefined();
    expect(await screen.findByRole('heading', { name: 'Questionnaire' })).toBeTruthy();
    expect((within(grid()).getByLabelText('Description, line 1') as HTMLInputElement).value).toBe('Years');
    expect(unsavedChanges.has()).toBe(false);
    expect(server.allMutationsCarriedCsrf()).toBe(true);
  });

  it('shows a name the source already has under the name field', async () => {
    formsServer(priceFormFixture(), {
      [`PUT ${formsPath}`]: refusal(
        400,
        ['tenderTableNameAlreadyExists'],
        ['A form with this name already exists in the source.'],
      ),
    });
    const user = userEvent.setup();
    renderFormEditor('/projects/5/form/prices/900');
    await screen.findByRole('heading', { name: 'Schedule of prices' });
    await user.click(screen.getByRole('button', { name: 'Save form' }));
    const name = screen.getByLabelText(/Form name/);
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('A form with this name already exists in the source.')).toBeTruthy();
  });

  it('offers a reload when someone else saved the form first', async () => {
    const form = priceFormFixture();
    let version = 3;
    const server = formsServer(form, {
      [`GET ${formsPath}`]: () => ({
        body: envelope('tenderTables', [{ ...form.table, version, name: `Prices v${version}` }]),
      }),
      [`PUT ${formsPath}`]: refusal(
        409,
        ['formStaleVersion'],
        ['Someone else saved this form since you opened it.'],
      ),
    });
    const user = userEvent.setup();
    renderFormEditor('/projects/5/form/prices/900');
    await screen.findByRole('heading', { name: 'Prices v3' });
    await user.type(within(grid()).getByLabelText('Quantity, line 1'), '0');
    await user.click(screen.getByRole('button', { name: 'Save form' }));
    const stale = await screen.findByTestId('form-stale');
    expect(server.callsTo(`PUT ${formsPath}`)[0]?.body).toMatchObject({ id: 900, version: 3 });
    version = 4;
    await user.click(within(stale).getByRole('button', { name: 'Reload' }));
    expect(await screen.findByRole('heading', { name: 'Prices v4' })).toBeTruthy();
    expect((within(grid()).getByLabelText('Quantity, line 1') as HTMLInputElement).value).toBe('10');
    expect(screen.queryByTestId('form-stale')).toBeNull();
  });

  it('is read-only when the project may not change, with no toolbar and no inputs', async () => {
    formsServer(priceFormFixture());
    renderFormEditor('/projects/5/form/prices/900', projectFixture({ status: 'Closed' }));
    await screen.findByRole('heading', { name: 'Schedule of prices' });
    expect(screen.getByTestId('read-only')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save form' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add column' })).toBeNull();
    expect(within(grid()).queryAllByRole('textbox')).toHaveLength(0);
    expect(within(grid()).getByText('Road salt')).toBeTruthy();
    expect((screen.getByLabelText(/Form name/) as HTMLInputElement).disabled).toBe(true);
  });

  it('becomes read-only when the server says the requirements are locked, linking back to them', async () => {
    formsServer(priceFormFixture(), {
      [`PUT ${formsPath}`]: refusal(
        409,
        ['requirementsHaveSubmissions'],
        ['Suppliers have completed submissions.'],
      ),
    });
    const user = userEvent.setup();
    renderFormEditor('/projects/5/form/prices/900', projectFixture({ canEdit: true }));
    await screen.findByRole('heading', { name: 'Schedule of prices' });
    await user.click(screen.getByRole('button', { name: 'Save form' }));
    const locked = await screen.findByTestId('form-locked');
    expect(locked.textContent).toContain('Suppliers have completed submissions. Changing the requirements');
    expect(within(locked).getByRole('link').getAttribute('href')).toBe(
      '/projects/5/build/submission-requirements/prices',
    );
    expect(screen.queryByRole('button', { name: 'Save form' })).toBeNull();
    expect(within(grid()).queryAllByRole('textbox')).toHaveLength(0);
  });
});
