import type { ProjectSearchRow } from '@procura/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope } from '../../../test/fetch-mock.ts';
import { projectFixture as otherProjectFixture } from '../../../test/project-fixtures.ts';
import {
  nodePath,
  projectFixture,
  renderRequirements,
  requirementsBase,
  requirementsServer,
  tableFixture,
  tablesPath,
} from '../../../test/requirements-fixtures.tsx';

configure({ asyncUtilTimeout: 5_000 });

const rowOrder = () => screen.getAllByTestId(/^form-\d+$/).map((row) => row.dataset.testid);

function searchRow(id: number, name: string, number: string): ProjectSearchRow {
  return {
    id,
    name,
    number,
    type: 'SOURCE',
    phase: 'Build',
    status: 'Open',
    procurementMethod: 'Public',
    isPlanned: false,
    department: null,
    projectLead: null,
    dateAvailable: null,
    dateClosing: null,
    estimatedValue: null,
    createdAt: '2030-01-05T15:00:00.000Z',
    updatedAt: '2030-01-05T15:00:00.000Z',
  };
}

describe('the forms of a section', { timeout: 30_000 }, () => {
  it('lists the prices forms with their rows and exact totals, linking to the form editor', async () => {
    requirementsServer({
      tables: [
        tableFixture(1, { name: 'Schedule A', numberofRows: 12, total: '1234567.891' }),
        tableFixture(2, { name: 'Schedule B', total: '0.10' }),
        tableFixture(3, { name: 'Questionnaire', tableType: 'Questions' }),
      ],
    });
    renderRequirements(`${requirementsBase}/prices`);
    const first = within(await screen.findByTestId('form-1'));
    expect(first.getByText('Schedule A')).toBeTruthy();
    expect(first.getByText('12')).toBeTruthy();
    expect(screen.getByTestId('form-total-1').textContent).toBe('$1,234,567.89');
    expect(screen.getByTestId('form-total-2').textContent).toBe('$0.10');
    expect(screen.queryByTestId('form-3')).toBeNull();
    expect(first.getByRole('link', { name: 'Edit Schedule A' }).getAttribute('href')).toBe(
      '/projects/5/form/Prices/1',
    );
    expect(screen.getByTestId('form-add').getAttribute('href')).toBe('/projects/5/form/Prices/');
  });

  it('shows no totals outside prices, and the empty and failed states', async () => {
    requirementsServer({ tables: [tableFixture(3, { name: 'Questionnaire', tableType: 'Questions' })] });
    const first = renderRequirements(`${requirementsBase}/questions`);
    expect(await screen.findByTestId('form-3')).toBeTruthy();
    expect(screen.queryByTestId('form-total-3')).toBeNull();
    expect(screen.getByTestId('form-add').getAttribute('href')).toBe('/projects/5/form/Questions/');
    first.unmount();

    requirementsServer();
    const second = renderRequirements(`${requirementsBase}/references`);
    expect(await screen.findByText('No forms yet.')).toBeTruthy();
    second.unmount();

    let fail = true;
    requirementsServer(
      {},
      {
        [`GET ${tablesPath}`]: () =>
          fail ? { status: 500, body: ['Boom'] } : { body: envelope('tenderTables', [tableFixture(4)]) },
      },
    );
    const user = userEvent.setup();
    renderRequirements(`${requirementsBase}/prices`);
    expect(await screen.findByText('The forms could not be loaded.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('form-4')).toBeTruthy();
  });

  it('moves a form and deletes one after confirmation', async () => {
    const { server } = requirementsServer({ tables: [tableFixture(1), tableFixture(2), tableFixture(3)] });
    const user = userEvent.setup();
    renderRequirements(`${requirementsBase}/prices`);
    await user.click(await screen.findByRole('button', { name: 'Move Form 3 up' }));
    await waitFor(() => expect(rowOrder()).toEqual(['form-1', 'form-3', 'form-2']));
    expect(server.callsTo(`PUT ${tablesPath}/SortOrder`)[0]?.body).toEqual({ tenderId: 50, ids: [1, 3, 2] });

    await user.click(screen.getByRole('button', { name: 'Delete Form 1' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Delete the form “Form 1” with its columns and rows?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo(`DELETE ${tablesPath}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Form 1' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rowOrder()).toEqual(['form-3', 'form-2']));
    expect(server.callsTo(`DELETE ${tablesPath}`)[0]?.url.searchParams.get('tenderTableId')).toBe('1');
    expect(server.allMutationsCarriedCsrf()).toBe(true);
  });

  it('puts the forms back in the server’s order when a move is refused', async () => {
    requirementsServer(
      { tables: [tableFixture(1), tableFixture(2)] },
      { [`PUT ${tablesPath}/SortOrder`]: { status: 409, body: ['The requirements are locked.'] } },
    );
    const user = userEvent.setup();
    renderRequirements(`${requirementsBase}/prices`);
    await user.click(await screen.findByRole('button', { name: 'Move Form 2 up' }));
    expect(await screen.findByText('The requirements are locked.')).toBeTruthy();
    await waitFor(() => expect(rowOrder()).toEqual(['form-1', 'form-2']));
  });

  it('copies a form found in another project, with or without its data', async () => {
    const { server, state } = requirementsServer(
      {
        hits: [
          {
            id: 77,
            name: 'Salt prices',
            tableType: 'Prices',
            tenderId: 60,
            projectId: 6,
            projectName: 'Road salt 2030',
            projectNumber: 'RFQ-30',
          },
          {
            id: 1,
            name: 'Already here',
            tableType: 'Prices',
            tenderId: 50,
            projectId: 5,
            projectName: 'Road salt supply',
            projectNumber: 'RFQ-77',
          },
        ],
      },
      {
        [`POST ${tablesPath}/Copy/77`]: () => {
          const copy = tableFixture(120, { name: 'Salt prices (copy)' });
          state.tables.push(copy);
          return { body: { table: copy, columns: [], rows: [], cells: [] } };
        },
      },
    );
    const user = userEvent.setup();
    renderRequirements(`${requirementsBase}/prices`);
    await user.click(await screen.findByRole('button', { name: 'Copy from another project' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Form name'), 'salt');
    await waitFor(() =>
      expect(
        server
          .callsTo(`GET ${tablesPath}/Search`)
          .some((call) => call.url.searchParams.get('keywords') === 'salt'),
      ).toBe(true),
    );
    const search = server.callsTo(`GET ${tablesPath}/Search`).at(-1);
    expect(search?.url.searchParams.get('type')).toBe('Prices');
    expect(search?.url.searchParams.get('tenderId')).toBe('50');
    expect(within(dialog).queryByText('Already here')).toBeNull();
    const copy = within(dialog).getByRole('button', { name: 'Copy' });
    expect(copy.hasAttribute('disabled')).toBe(true);

    await user.click(within(dialog).getByRole('radio', { name: /Salt prices/ }));
    expect(within(dialog).getByText('RFQ-30 — Road salt 2030')).toBeTruthy();
    await user.click(within(dialog).getByRole('switch', { name: /Include data/ }));
    await user.click(copy);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const call = server.callsTo(`POST ${tablesPath}/Copy/77`)[0];
    expect(call?.url.searchParams.get('tenderId')).toBe('50');
    expect(call?.url.searchParams.get('includeData')).toBe('false');
    expect(within(await screen.findByTestId('form-120')).getByText('Salt prices (copy)')).toBeTruthy();
  });

  it('says when no form matches, and shows a refused copy in the dialog', async () => {
    const hit = (id: number, tenderId: number) => ({
      id,
      name: 'Salt prices',
      tableType: 'Prices' as const,
      tenderId,
      projectId: tenderId / 10,
      projectName: 'Road salt',
      projectNumber: '',
    });
    const { state } = requirementsServer(
      // A form of this very source is not offered.
      { hits: [hit(1, 50)] },
      { [`POST ${tablesPath}/Copy/77`]: { status: 400, body: ['A source may have at most 100 forms.'] } },
    );
    const user = userEvent.setup();
    renderRequirements(`${requirementsBase}/prices`);
    await user.click(await screen.findByRole('button', { name: 'Copy from another project' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTestId('copy-form-none')).toBeTruthy();

    state.hits.push(hit(77, 60));
    await user.type(within(dialog).getByLabelText('Form name'), 'salt');
    await user.click(await within(dialog).findByRole('radio', { name: /Salt prices/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await within(dialog).findByText('A source may have at most 100 forms.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('copies every form of a project chosen with the project picker', async () => {
    const other = otherProjectFixture({ id: 9, name: 'Sand 2030', number: 'RFP-9' }, { id: 90 });
    const { server, state } = requirementsServer(
      {},
      {
        [`POST ${nodePath}/Projects/Search`]: {
          body: envelope('project', [searchRow(9, 'Sand 2030', 'RFP-9')], 1),
        },
        [`GET ${nodePath}/Projects`]: { body: envelope('project', [other]) },
        [`POST ${tablesPath}/CopyAll`]: () => {
          state.tables.push(tableFixture(130, { name: 'Sand prices' }));
          return { body: envelope('tenderTables', [tableFixture(130)]) };
        },
      },
    );
    const user = userEvent.setup();
    renderRequirements(`${requirementsBase}/prices`);
    await user.click(await screen.findByRole('button', { name: 'Copy all from a project' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByTestId('copy-all-confirm');
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await user.type(within(dialog).getByRole('combobox', { name: 'Project' }), 'sand');
    await user.click(await screen.findByRole('option', { name: 'RFP-9 — Sand 2030' }));
    await waitFor(() => expect(confirm.hasAttribute('disabled')).toBe(false));
    await user.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const call = server.callsTo(`POST ${tablesPath}/CopyAll`)[0];
    expect(call?.url.searchParams.get('tenderId')).toBe('50');
    expect(call?.url.searchParams.get('tenderToCopyTablesId')).toBe('90');
    expect(await screen.findByTestId('form-130')).toBeTruthy();
  });

  it('offers no changes to a user who may only view', async () => {
    requirementsServer({ tables: [tableFixture(1)] });
    renderRequirements(`${requirementsBase}/prices`, projectFixture({ canEdit: false }));
    const row = within(await screen.findByTestId('form-1'));
    expect(row.getByRole('link', { name: 'View Form 1' }).getAttribute('href')).toBe(
      '/projects/5/form/Prices/1',
    );
    expect(row.queryByRole('button', { name: 'Delete Form 1' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Move Form 1 up' })).toBeNull();
    expect(screen.queryByTestId('form-add')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copy from another project' })).toBeNull();
  });
});
