import { Tabs } from '@mantine/core';
import type { ContractInput } from '@procura/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { projectFixture } from '../../../test/build-fixtures.tsx';
import {
  contractAnswer,
  contractFixture,
  contractRoutes,
  contractsPath,
  renderContractPage,
} from '../../../test/contract-fixtures.tsx';
import { envelope, mockServer } from '../../../test/fetch-mock.ts';
import { refusal } from '../../../test/fixtures.ts';
import { currentLocation } from '../../../test/render.tsx';
import { ContractDatesPage } from './contract-dates-page.tsx';

/** The Contract pages' tabs as the project shell draws them: buttons that navigate as they change. */
function PageTabs() {
  const navigate = useNavigate();
  return (
    <Tabs value="dates" onChange={(value) => value && void navigate(`/projects/5/contract/${value}`)}>
      <Tabs.List aria-label="Contract pages">
        <Tabs.Tab value="dates">Dates</Tabs.Tab>
        <Tabs.Tab value="suppliers">Suppliers</Tabs.Tab>
      </Tabs.List>
    </Tabs>
  );
}

const project = projectFixture({ status: 'Awarded', type: 'SOURCE_CONTRACT', phase: 'Contract' });

/** Replaces a date input's value as a user would: clear it, then type the day. */
async function typeDay(user: ReturnType<typeof userEvent.setup>, testId: string, day: string) {
  const input = screen.getByTestId(testId);
  await user.clear(input);
  await user.type(input, day);
}

describe('Contract › Dates', { timeout: 30_000 }, () => {
  it('shows a date-order problem on its field and keeps Save disabled, then saves after confirming the reactivation', async () => {
    // Expired: the term ended years ago; a new end ahead brings it back to Active once confirmed.
    const expired = contractFixture({
      status: 'Expired',
      initialTerm: { start: '2019-01-01', end: '2020-12-31' },
      termEnd: '2020-12-31',
    });
    const server = mockServer({
      ...contractRoutes(),
      [`GET ${contractsPath}`]: contractAnswer(expired),
      [`PUT ${contractsPath}/80`]: ({ body }) =>
        (body as ContractInput).confirmReactivate
          ? contractAnswer({
              ...expired,
              status: 'Active',
              initialTerm: { start: '2019-01-01', end: '2099-12-31' },
              termEnd: '2099-12-31',
              version: 3,
            })
          : refusal(
              409,
              ['contractReactivateConfirm'],
              ['The new end date lies ahead: the contract will be Active again. Save to confirm.'],
            ),
    });
    const user = userEvent.setup();
    renderContractPage(project, <ContractDatesPage />);
    await screen.findByTestId('contract-dates-page');
    const save = screen.getByTestId('contract-save');
    expect(save.hasAttribute('disabled')).toBe(true);

    // An end before the start: the contract package's rule speaks at once, beside the end date.
    await typeDay(user, 'initialTerm-end', '2018-06-30');
    const end = screen.getByTestId('initialTerm-end');
    expect(end.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Initial term start date must be before its end date.')).toBeTruthy();
    expect(save.hasAttribute('disabled')).toBe(true);

    await typeDay(user, 'initialTerm-end', '2099-12-31');
    expect(screen.queryByText('Initial term start date must be before its end date.')).toBeNull();
    expect(screen.getByTestId('contract-reactivate-warning')).toBeTruthy();
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    await user.click(save);

    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'The new end date lies ahead: the contract will be Active again. Save to confirm.',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save and reactivate' }));
    expect(await screen.findByText('The contract was saved.')).toBeTruthy();
    const calls = server.callsTo(`PUT ${contractsPath}/80`).map((call) => call.body as ContractInput);
    expect(calls.map((body) => body.confirmReactivate)).toEqual([false, true]);
    expect(calls[1]).toMatchObject({
      version: 2,
      name: 'Road salt supply',
      amount: 1000,
      initialTerm: { start: '2019-01-01', end: '2099-12-31' },
    });
    await waitFor(() => expect(screen.getByTestId('contract-save').hasAttribute('disabled')).toBe(true));
    expect(screen.queryByTestId('contract-reactivate-warning')).toBeNull();
  });

  it('checks option terms as they are added, and sends them with the dates', async () => {
    const contract = contractFixture();
    const server = mockServer({
      ...contractRoutes(),
      [`GET ${contractsPath}`]: contractAnswer(contract),
      [`PUT ${contractsPath}/80`]: ({ body }) =>
        contractAnswer({ ...contract, ...(body as ContractInput), version: 3 } as typeof contract),
    });
    const user = userEvent.setup();
    renderContractPage(project, <ContractDatesPage />);
    await user.click(await screen.findByTestId('contract-has-options'));
    await user.click(screen.getByTestId('option-term-add'));
    expect(screen.getByText('All contract and option dates need values.')).toBeTruthy();
    expect(screen.getByTestId('contract-save').hasAttribute('disabled')).toBe(true);

    await user.type(screen.getByLabelText('Option term 1 start'), '2027-01-01');
    await user.type(screen.getByLabelText('Option term 1 end'), '2027-12-31');
    await user.click(screen.getByLabelText('Option term 1 taken'));
    expect(screen.getByTestId('contract-term').textContent).toBe(
      'The contract ends on December 31, 2027: 729 days.',
    );
    await user.click(screen.getByTestId('contract-save'));
    await waitFor(() => expect(server.callsTo(`PUT ${contractsPath}/80`)).toHaveLength(1));
    expect(server.callsTo(`PUT ${contractsPath}/80`)[0]?.body).toMatchObject({
      hasOptionYears: true,
      optionTerms: [{ start: '2027-01-01', end: '2027-12-31', isTaken: true }],
      confirmReactivate: false,
    });
  });

  it('shows a cancelled contract read-only, and a failed load with a retry', async () => {
    let fail = true;
    mockServer({
      ...contractRoutes(),
      [`GET ${contractsPath}`]: () =>
        fail
          ? refusal(500, ['unknownError'], ['Something went wrong.'])
          : {
              body: envelope('contract', [
                contractFixture({ status: 'Cancelled', storedStatus: 'Cancelled' }),
              ]),
            },
    });
    const user = userEvent.setup();
    renderContractPage(project, <ContractDatesPage />);
    expect(await screen.findByText('The contract could not be loaded.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('contract-read-only')).textContent).toBe(
      'A Cancelled contract can no longer be changed.',
    );
    expect(screen.queryByTestId('contract-save')).toBeNull();
    // The fieldsets are disabled, and with them every input inside.
    expect(screen.getByLabelText(/Contract name/).matches(':disabled')).toBe(true);
  });

  it('asks before leaving with unsaved changes, by a link or a tab, and leaves once confirmed', async () => {
    mockServer({ ...contractRoutes(), [`GET ${contractsPath}`]: contractAnswer(contractFixture()) });
    const user = userEvent.setup();
    renderContractPage(
      project,
      <>
        <PageTabs />
        <ContractDatesPage />
        <Link to="/projects">All projects</Link>
      </>,
    );
    const name = await screen.findByLabelText(/Contract name/);
    await user.type(name, ' 2027');
    await user.click(screen.getByRole('tab', { name: 'Suppliers' }));
    expect(await screen.findByText('Leave without saving?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Leave without saving?')).toBeNull());
    expect(currentLocation()).toBe('/projects/5/build/page');

    await user.click(screen.getByRole('link', { name: 'All projects' }));
    expect(await screen.findByText('Leave without saving?')).toBeTruthy();
    expect(currentLocation()).toBe('/projects/5/build/page');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Leave without saving?')).toBeNull());

    await user.click(screen.getByRole('tab', { name: 'Suppliers' }));
    await user.click(await screen.findByTestId('confirm-action'));
    await waitFor(() => expect(currentLocation()).toBe('/projects/5/contract/suppliers'));
  });
});
