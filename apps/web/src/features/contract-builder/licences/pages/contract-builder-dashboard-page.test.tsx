import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { dayFromToday } from '../../../../test/contract-document-fixtures.ts';
import { envelope, mockServer } from '../../../../test/fetch-mock.ts';
import {
  dashboardRoutes,
  licenceFixture,
  licencePath,
  siteAdminRoutes,
} from '../../../../test/licence-fixtures.ts';
import { renderApp } from '../../../../test/render.tsx';

const overlap = 'A billing period must start after the previous one ends.';

describe('the contract builder dashboard', { timeout: 30_000 }, () => {
  it('shows the summary and the agencies to site administrators, from the settings menu', async () => {
    mockServer(dashboardRoutes([licenceFixture()]));
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Settings' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Contract builder dashboard' }));
    const summary = await screen.findByTestId('licence-summary');
    expect(within(summary).getByTestId('summary-purchased').textContent).toContain('150');
    expect(within(summary).getByTestId('summary-completed').textContent).toContain('90');
    expect(within(summary).getByTestId('summary-remaining').textContent).toContain('60');
    const row = await screen.findByTestId('licence-5');
    expect(within(row).getByText('Shelbyville')).toBeTruthy();
    expect(within(row).getByText('clerk@shelbyville.example')).toBeTruthy();
    expect(within(row).getByText('Yes')).toBeTruthy();
    expect(within(row).getByText('60')).toBeTruthy();
    expect(within(row).getByText('December 31, 2099')).toBeTruthy();
  });

  it('is neither offered nor shown to anyone else', async () => {
    mockServer(siteAdminRoutes(false));
    const user = userEvent.setup();
    renderApp('/contract-builder-dashboard');
    expect(
      await screen.findByText('The contract builder dashboard is for site administrators.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Contract builder dashboard' })).toBeNull();
  });

  it('adds an agency with a billing period, refusing an overlapping period as typed', async () => {
    const server = mockServer({
      ...dashboardRoutes([]),
      [`POST ${licencePath}`]: {
        body: envelope('licence', [
          licenceFixture({ id: 6, node: { id: 11, customerName: 'Capital City' } }),
        ]),
      },
    });
    const user = userEvent.setup();
    renderApp('/contract-builder-dashboard');
    expect(await screen.findByText('No agency is licensed yet')).toBeTruthy();
    await user.click(screen.getByTestId('licence-add'));
    const dialog = await screen.findByRole('dialog');
    const save = within(dialog).getByTestId('licence-save');
    expect(save.hasAttribute('disabled')).toBe(true);

    await user.click(within(dialog).getByRole('combobox', { name: 'Agency' }));
    await user.click(await screen.findByRole('option', { name: 'Capital City' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Contact email/ }), 'it@capital.example');
    expect(within(dialog).getByText('Add at least one billing period.')).toBeTruthy();

    await user.click(within(dialog).getByTestId('period-add'));
    expect((within(dialog).getByLabelText('Period 1 purchased') as HTMLInputElement).value).toBe('100');
    await user.type(within(dialog).getByLabelText('Period 1 start'), dayFromToday(-10));
    await user.type(within(dialog).getByLabelText('Period 1 end'), dayFromToday(355));
    await user.type(within(dialog).getByLabelText('Period 1 price per transaction'), '2.5');
    expect(within(dialog).getByTestId('period-status-0').textContent).toBe('Current');
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));

    await user.click(within(dialog).getByTestId('period-add'));
    await user.type(within(dialog).getByLabelText('Period 2 start'), dayFromToday(100));
    await user.type(within(dialog).getByLabelText('Period 2 end'), dayFromToday(500));
    await user.type(within(dialog).getByLabelText('Period 2 price per transaction'), '3');
    expect(within(within(dialog).getByTestId('period-1')).getByText(overlap)).toBeTruthy();
    expect(save.hasAttribute('disabled')).toBe(true);

    await user.click(within(dialog).getByRole('button', { name: 'Remove period 2' }));
    expect(within(dialog).queryByText(overlap)).toBeNull();
    await user.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo(`POST ${licencePath}`)[0]?.body).toEqual({
      licensedCustomerId: 11,
      allowContractBuilder: true,
      contactEmail: 'it@capital.example',
      billingPeriods: [
        {
          dateStartUTC: dayFromToday(-10),
          dateEndUTC: dayFromToday(355),
          transactionPurchased: 100,
          pricePerTransaction: 2.5,
        },
      ],
    });
    expect(await screen.findByText('The licence was saved.')).toBeTruthy();
    expect(server.callsTo(`GET ${licencePath}/All`).length).toBeGreaterThanOrEqual(2);
  });

  it('manages a licence: a used period stays, with its purchase history and activity', async () => {
    mockServer({
      ...dashboardRoutes([licenceFixture()]),
      [`GET ${licencePath}/5`]: { body: envelope('licence', [licenceFixture()]) },
    });
    const user = userEvent.setup();
    renderApp('/contract-builder-dashboard');
    await user.click(await screen.findByRole('button', { name: 'Manage Shelbyville' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByDisplayValue('clerk@shelbyville.example')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Remove period 1' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(within(dialog).getByTestId('period-used-1').textContent).toBe('40');

    await user.click(within(dialog).getByRole('tab', { name: 'Purchase history' }));
    const history = await within(dialog).findByTestId('purchase-history');
    expect(within(history).getByText('$125.00')).toBeTruthy();
    expect(within(history).getByText('$300.00')).toBeTruthy();
    expect(within(history).getByTestId('purchase-history-total').textContent).toBe('$425.00');

    await user.click(within(dialog).getByRole('tab', { name: 'Activity' }));
    const activity = await within(dialog).findByTestId('licence-activity');
    expect(within(activity).getByText('Envelope sent')).toBeTruthy();
    expect(within(activity).getByText('Licence created')).toBeTruthy();
  });

  it('exports the agencies report as a spreadsheet named as the spec says', async () => {
    mockServer(dashboardRoutes([licenceFixture()]));
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:report');
    // jsdom has no object URLs; the export only needs one to hand to the download link.
    Object.defineProperty(URL, 'createObjectURL', { value: createObjectURL, configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const user = userEvent.setup();
    renderApp('/contract-builder-dashboard');
    await screen.findByTestId('licence-5');
    await user.click(screen.getByTestId('licence-export'));
    await user.click(await screen.findByRole('menuitem', { name: 'Agencies report' }));
    await waitFor(() => expect(names).toEqual(['Contract Builder Agencies Report.xlsx']));
    const blob = createObjectURL.mock.calls[0]?.[0];
    expect(blob?.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(blob?.size).toBeGreaterThan(1000);
  });
});
