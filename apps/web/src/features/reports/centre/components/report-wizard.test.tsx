import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  listAnswer,
  renderCentre,
  reportPaths,
  reportRowFixture,
  savedReportFixture,
} from '../centre-fixtures.ts';

const stepText = () => screen.getByTestId('report-wizard-step').textContent;
const chosenColumns = () =>
  within(screen.getByTestId('report-columns-chosen'))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);
const saved = (name: string) => ({ body: { data: { customReport: savedReportFixture({ name }) } } });

/** Types a whole name at once: the step redraws its many columns on every key. */
const nameAs = (value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: /Report name/ }), { target: { value } });

async function openNewReport(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'New report' }));
  await screen.findByTestId('report-wizard');
}

async function next(user: UserEvent, times = 1) {
  for (let i = 0; i < times; i += 1) await user.click(screen.getByRole('button', { name: 'Next' }));
}

async function pick(user: UserEvent, field: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('the report wizard (000 §2)', { timeout: 60_000 }, () => {
  it('walks the six steps, previews the report and posts exactly what was chosen', async () => {
    let rows = [reportRowFixture(9, { name: 'Older report' })];
    const { server } = renderCentre({
      [`GET ${reportPaths.list}`]: () => listAnswer(rows),
      [`POST ${reportPaths.preview}`]: {
        body: {
          data: {
            customData: {
              columns: [23, 4, 24],
              rows: [
                ['RFQ-1', 'Published', 'Road salt'],
                ['RFQ-2', 'Published', null],
              ],
              total: 40,
            },
          },
        },
      },
      [`POST ${reportPaths.list}`]: () => {
        rows = [reportRowFixture(10, { name: 'Open sources' }), ...rows];
        return saved('Open sources');
      },
    });
    const user = userEvent.setup();
    await openNewReport(user);

    expect(stepText()).toBe('Step 1 of 6');
    expect(screen.getByRole('radio', { name: 'Projects' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: /Suppliers/ })).toHaveProperty('disabled', true);
    expect(screen.getByText('Coming soon')).toBeTruthy();
    await next(user);

    expect(stepText()).toBe('Step 2 of 6');
    expect(screen.getByRole('radio', { name: 'All' })).toHaveProperty('checked', true);
    await user.click(screen.getByRole('radio', { name: 'Both source and contract' }));
    await next(user);

    expect(stepText()).toBe('Step 3 of 6');
    await user.click(
      within(screen.getByRole('group', { name: 'Project statuses' })).getByRole('checkbox', {
        name: 'Published',
      }),
    );
    await user.click(
      within(screen.getByRole('group', { name: 'Contract statuses' })).getByRole('checkbox', {
        name: 'Active',
      }),
    );
    await next(user);

    expect(stepText()).toBe('Step 4 of 6');
    await pick(user, 'Date', 'Source closed');
    await pick(user, 'Period', 'Last month');
    await next(user);

    expect(stepText()).toBe('Step 5 of 6');
    await pick(user, 'Department', 'Public Works');
    await pick(user, 'Procurement lead', 'Bo Chen');
    await pick(user, 'Procurement method', 'Public');
    await next(user);

    expect(stepText()).toBe('Step 6 of 6');
    expect(chosenColumns()).toEqual(['Project Number', 'Project Name']);
    await user.click(screen.getByRole('checkbox', { name: 'Project Status' }));
    await user.click(screen.getByRole('button', { name: 'Move Project Status up' }));
    expect(chosenColumns()).toEqual(['Project Number', 'Project Status', 'Project Name']);
    nameAs('Open sources');

    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect((await screen.findByTestId('report-preview-total')).textContent).toBe('The first 2 of 40 rows.');
    const preview = screen.getByTestId('report-preview');
    expect(
      within(preview)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Project Number', 'Project Status', 'Project Name']);
    expect(within(preview).getByText('Road salt')).toBeTruthy();

    const expected = {
      name: 'Open sources',
      type: 'Projects',
      phase: 'both',
      statuses: ['Open'],
      contractStatuses: ['Active'],
      dateKind: 'sourceClosed',
      dateRange: { type: 'Fixed', value: 'lastMonth' },
      filters: {
        departmentId: [3],
        projectLeadId: [43],
        procurementMethod: ['Public'],
        classification: [],
        categoryId: [],
      },
      columns: [23, 4, 24],
    };
    expect(server.callsTo(`POST ${reportPaths.preview}`)[0]?.body).toEqual(expected);
    await user.click(screen.getByRole('button', { name: 'Save report' }));
    await waitFor(() => expect(screen.queryByTestId('report-wizard')).toBeNull());
    expect(server.callsTo(`POST ${reportPaths.list}`).map((call) => call.body)).toEqual([expected]);
    expect(await screen.findByTestId('custom-report-10')).toBeTruthy();
    expect(server.allMutationsCarriedCsrf()).toBe(true);
  });

  it('starts on columns 23 and 24, wants at least one and a proper name before saving', async () => {
    const { server } = renderCentre({
      [`GET ${reportPaths.list}`]: listAnswer([]),
      [`POST ${reportPaths.list}`]: saved('x'),
    });
    const user = userEvent.setup();
    await openNewReport(user);
    await next(user, 5);

    expect(chosenColumns()).toEqual(['Project Number', 'Project Name']);
    expect(screen.getByRole('button', { name: 'Move Project Number up' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Remove Project Number' }));
    await user.click(screen.getByRole('button', { name: 'Remove Project Name' }));
    expect(screen.getByTestId('report-columns-error').textContent).toBe(
      'Choose at least one column for the report.',
    );
    expect(screen.getByRole('button', { name: 'Preview' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Save report' }));
    expect(await screen.findByText('Enter the report name.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Report name/ }), 'Roads/bridges');
    expect(screen.getByText(/The report name and number cannot contain/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save report' }));
    expect(server.callsTo(`POST ${reportPaths.list}`)).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: 'Project Name' }));
    nameAs('Roads and bridges');
    expect(screen.queryByTestId('report-columns-error')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save report' }));
    await waitFor(() => expect(server.callsTo(`POST ${reportPaths.list}`)).toHaveLength(1));
    expect(server.callsTo(`POST ${reportPaths.list}`)[0]?.body).toMatchObject({ columns: [24] });
  });

  it('drops the columns a new phase does not offer, keeping the order of the rest', async () => {
    renderCentre({ [`GET ${reportPaths.list}`]: listAnswer([]) });
    const user = userEvent.setup();
    await openNewReport(user);
    await next(user, 5);
    await user.click(screen.getByRole('checkbox', { name: 'Source Status' }));
    await user.click(screen.getByRole('checkbox', { name: 'Contract Number' }));
    expect(chosenColumns()).toEqual(['Project Number', 'Project Name', 'Source Status', 'Contract Number']);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(stepText()).toBe('Step 2 of 6');
    await user.click(screen.getByRole('radio', { name: 'Contract only' }));
    await next(user, 4);
    expect(chosenColumns()).toEqual(['Project Number', 'Project Name', 'Contract Number']);
    expect(screen.queryByRole('checkbox', { name: 'Source Status' })).toBeNull();
  });

  it('edits a saved report: reads it, shows its choices and PUTs it with its id', async () => {
    const { server } = renderCentre({
      [`GET ${reportPaths.list}`]: listAnswer([reportRowFixture(5, { name: 'Active contracts' })]),
      [`GET ${reportPaths.one(5)}`]: { body: { data: { customReport: savedReportFixture() } } },
      [`PUT ${reportPaths.list}`]: saved('Active contracts 2026'),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Active contracts' }));
    expect(await screen.findByText('Edit custom report')).toBeTruthy();
    await screen.findByTestId('report-wizard-step');
    await next(user);
    expect(screen.getByRole('radio', { name: 'Contract only' })).toHaveProperty('checked', true);
    await next(user);
    expect(screen.getByRole('checkbox', { name: 'Awarded' })).toHaveProperty('checked', true);
    await next(user);
    expect((screen.getByRole('combobox', { name: 'Date' }) as HTMLInputElement).value).toBe(
      'Contract started',
    );
    await next(user, 2);
    expect(chosenColumns()).toEqual(['Project Name', 'Project Number']);
    nameAs('Active contracts 2026');
    await user.click(screen.getByRole('button', { name: 'Save report' }));

    await waitFor(() => expect(server.callsTo(`PUT ${reportPaths.list}`)).toHaveLength(1));
    expect(server.callsTo(`PUT ${reportPaths.list}`)[0]?.body).toEqual({
      id: 5,
      name: 'Active contracts 2026',
      type: 'Projects',
      phase: 'contractOnly',
      statuses: ['Awarded'],
      contractStatuses: ['Active'],
      dateKind: 'contractStarted',
      dateRange: { type: 'Fixed', value: 'thisYear' },
      filters: {
        departmentId: [3],
        projectLeadId: [],
        procurementMethod: [],
        classification: [],
        categoryId: [],
      },
      columns: [24, 23],
    });
    expect(server.callsTo(`POST ${reportPaths.list}`)).toHaveLength(0);
  });

  it("shows the server's refusal on the step it belongs to", async () => {
    renderCentre({
      [`GET ${reportPaths.list}`]: listAnswer([]),
      [`POST ${reportPaths.list}`]: {
        status: 400,
        body: ['The start date may not be after the end date.'],
        headers: { 'x-message-keys': 'searchDateRangeInvalid' },
      },
    });
    const user = userEvent.setup();
    await openNewReport(user);
    await next(user, 3);
    await pick(user, 'Date', 'Project created');
    await user.click(screen.getByRole('radio', { name: 'Custom' }));
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-01-31' } });
    await next(user, 2);
    nameAs('January');
    await user.click(screen.getByRole('button', { name: 'Save report' }));

    expect(await screen.findByText('The start date may not be after the end date.')).toBeTruthy();
    expect(stepText()).toBe('Step 4 of 6');
  });
});
