import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { refusal } from '../../../test/fixtures.ts';
import {
  bondFixture,
  bondsPath,
  projectFixture,
  renderRequirements,
  requirementsBase,
  requirementsServer,
} from '../../../test/requirements-fixtures.tsx';

configure({ asyncUtilTimeout: 5_000 });

const page = `${requirementsBase}/security`;
const rowOrder = () => screen.getAllByTestId(/^bond-\d+$/).map((row) => row.dataset.testid);

describe('the bonds of the Security section', { timeout: 30_000 }, () => {
  it('lists bonds with their amounts as money or a percentage', async () => {
    requirementsServer({
      bonds: [
        bondFixture(1, { name: 'Bid bond', amountType: 'Percentage', amount: '10.50' }),
        bondFixture(2, {
          name: 'Performance bond',
          amountType: 'DollarAmount',
          amount: '1234567.5',
          isRequired: false,
        }),
      ],
    });
    renderRequirements(page);
    const bid = within(await screen.findByTestId('bond-1'));
    expect(bid.getByText('Percentage')).toBeTruthy();
    expect(bid.getByText('10.5%')).toBeTruthy();
    expect(bid.getByText('Required')).toBeTruthy();
    const performance = within(screen.getByTestId('bond-2'));
    expect(performance.getByText('Dollar amount')).toBeTruthy();
    expect(performance.getByText('$1,234,567.50')).toBeTruthy();
    expect(performance.getByText('Optional')).toBeTruthy();
  });

  it('adds a dollar bond, typed by the currency rules and sent as exact decimal text', async () => {
    const { server } = requirementsServer();
    const user = userEvent.setup();
    renderRequirements(page);
    await user.click(await screen.findByTestId('bond-add'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required.')).toBeTruthy();
    expect(server.callsTo(`POST ${bondsPath}`)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Bond/), 'Performance bond');
    await user.click(within(dialog).getByText('Dollar amount'));
    const amount = within(dialog).getByTestId('bond-amount') as HTMLInputElement;
    // Letters, a minus and a third decimal are not taken.
    await user.type(amount, '-25a000.999');
    expect(amount.value).toBe('$25,000.99');
    await user.type(within(dialog).getByLabelText('Description'), '50% of the contract');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo(`POST ${bondsPath}`)[0]?.body).toEqual({
      tenderId: 50,
      name: 'Performance bond',
      amountType: 'DollarAmount',
      amount: '25000.99',
      description: '50% of the contract',
      isRequired: true,
    });
    expect(within(await screen.findByTestId('bond-100')).getByText('$25,000.99')).toBeTruthy();
  });

  it('refuses a dollar amount above the currency maximum as it is typed', async () => {
    requirementsServer();
    const user = userEvent.setup();
    renderRequirements(page);
    await user.click(await screen.findByTestId('bond-add'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByText('Dollar amount'));
    const amount = within(dialog).getByTestId('bond-amount') as HTMLInputElement;
    await user.type(amount, '99999999999999');
    expect(amount.value).toBe('$999,999,999,999');
  });

  it('takes a percentage from 0 to 100 and requires an amount', async () => {
    const { server } = requirementsServer();
    const user = userEvent.setup();
    renderRequirements(page);
    await user.click(await screen.findByTestId('bond-add'));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Bond/), 'Bid bond');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    expect(within(dialog).getByTestId('bond-amount').getAttribute('aria-invalid')).toBe('true');
    expect(server.callsTo(`POST ${bondsPath}`)).toHaveLength(0);

    const amount = within(dialog).getByTestId('bond-amount') as HTMLInputElement;
    await user.type(amount, '150');
    expect(amount.value).toBe('15%');
    await user.clear(amount);
    await user.type(amount, '7.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo(`POST ${bondsPath}`)[0]?.body).toMatchObject({
      amountType: 'Percentage',
      amount: '7.5',
    });
  });

  it('refuses a dollar amount kept over 100 when the type becomes a percentage', async () => {
    const { server } = requirementsServer();
    const user = userEvent.setup();
    renderRequirements(page);
    await user.click(await screen.findByTestId('bond-add'));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Bond/), 'Bid bond');
    await user.click(within(dialog).getByText('Dollar amount'));
    await user.type(within(dialog).getByTestId('bond-amount'), '250');
    await user.click(within(dialog).getByText('Percentage'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter 100 or less.')).toBeTruthy();
    expect(server.callsTo(`POST ${bondsPath}`)).toHaveLength(0);
  });

  it('edits a bond, shows a refused name, and deletes and moves bonds', async () => {
    const { server } = requirementsServer(
      { bonds: [bondFixture(1, { name: 'Bid bond' }), bondFixture(2, { name: 'Labour bond' })] },
      {
        [`PUT ${bondsPath}`]: refusal(400, ['nameAlreadyExists'], ['An item with this name already exists.']),
      },
    );
    const user = userEvent.setup();
    renderRequirements(page);
    await user.click(await screen.findByRole('button', { name: 'Edit Bid bond' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByTestId('bond-amount') as HTMLInputElement).value).toBe('10.00%');
    const name = within(dialog).getByLabelText(/^Bond/);
    await user.clear(name);
    await user.type(name, 'Labour bond');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('An item with this name already exists.')).toBeTruthy();
    expect(server.callsTo(`PUT ${bondsPath}`)[0]?.body).toEqual({
      id: 1,
      name: 'Labour bond',
      amountType: 'Percentage',
      amount: '10.00',
      description: '',
      isRequired: true,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Move Labour bond up' }));
    await waitFor(() => expect(rowOrder()).toEqual(['bond-2', 'bond-1']));
    expect(server.callsTo(`PUT ${bondsPath}/SortOrder`)[0]?.body).toEqual({ tenderId: 50, ids: [2, 1] });
    await user.click(screen.getByRole('button', { name: 'Delete Bid bond' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rowOrder()).toEqual(['bond-2']));
    expect(server.callsTo(`DELETE ${bondsPath}`)[0]?.url.searchParams.get('tenderBondId')).toBe('1');
  });

  it('stops at 20 bonds: the limit is shown and Add is disabled', async () => {
    requirementsServer({ bonds: Array.from({ length: 20 }, (_, index) => bondFixture(index + 1)) });
    renderRequirements(page);
    expect((await screen.findByTestId('bond-count')).textContent).toBe('20 of 20');
    expect(screen.getByTestId('bond-add').hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('bond-full').textContent).toBe('A source may have at most 20 bonds.');
  });

  it('shows the empty state, and no changes to a user who may only view', async () => {
    requirementsServer();
    const first = renderRequirements(page);
    expect(await screen.findByText('No bonds yet.')).toBeTruthy();
    first.unmount();
    requirementsServer({ bonds: [bondFixture(1)] });
    renderRequirements(page, projectFixture({ canEdit: false }));
    await screen.findByTestId('bond-1');
    expect(screen.queryByTestId('bond-add')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Bond 1' })).toBeNull();
  });
});
