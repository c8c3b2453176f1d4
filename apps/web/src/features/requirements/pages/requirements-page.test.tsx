import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildRoutes } from '../../../test/build-fixtures.tsx';
import { envelope, mockServer } from '../../../test/fetch-mock.ts';
import { refusal } from '../../../test/fixtures.ts';
import { currentLocation } from '../../../test/render.tsx';
import {
  bondFixture,
  projectFixture,
  renderRequirements,
  requirementsBase,
  requirementsFixture,
  requirementsPath,
  requirementsServer,
  tableFixture,
  tablesPath,
  uploadFixture,
} from '../../../test/requirements-fixtures.tsx';

// The first render loads the session and the requirements: allow for a busy machine.
configure({ asyncUtilTimeout: 5_000 });

const included = (...names: string[]) =>
  Object.fromEntries(
    [
      'Instructions',
      'Prices',
      'Questions',
      'Specifications',
      'References',
      'Subcontractors',
      'Documents',
      'Security',
      'Terms',
    ].map((section) => [section, { isIncluded: names.includes(section) }]),
  ) as ReturnType<typeof requirementsFixture>['sections'];

describe('submission requirements overview', { timeout: 30_000 }, () => {
  it('lists every section, whether it is included and what it holds', async () => {
    requirementsServer({
      requirements: requirementsFixture({
        sections: included('Prices', 'Documents', 'Security', 'Terms'),
        texts: {
          ...requirementsFixture().texts,
          Terms: '<p>Net 30.</p>',
          Prices: '<p>All prices in CAD.</p>',
        },
        allowDigitalBonds: true,
      }),
      tables: [tableFixture(1), tableFixture(2), tableFixture(3, { tableType: 'Questions' })],
      uploads: [uploadFixture(1), uploadFixture(2)],
      bonds: [bondFixture(1)],
    });
    renderRequirements(requirementsBase);

    const prices = within(await screen.findByTestId('overview-Prices'));
    expect(prices.getByText('Included')).toBeTruthy();
    expect(prices.getByText('2 forms · introduction written')).toBeTruthy();
    expect(within(screen.getByTestId('overview-Questions')).getByText('Not included')).toBeTruthy();
    expect(within(screen.getByTestId('overview-Questions')).getByText('One form')).toBeTruthy();
    expect(screen.getByTestId('section-status-Documents').textContent).toBe('2 of 10 upload requirements');
    expect(screen.getByTestId('section-status-Security').textContent).toBe(
      'One bond · digital bonds allowed',
    );
    expect(screen.getByTestId('section-status-Terms').textContent).toBe('Text written');
    expect(screen.getByTestId('section-status-Instructions').textContent).toBe('No text yet');
    expect(screen.getByTestId('section-status-References').textContent).toBe('0 forms');

    await userEvent.setup().click(screen.getByTestId('requirements-edit'));
    await waitFor(() => expect(currentLocation()).toBe(`${requirementsBase}/edit`));
  });

  it('waits for the requirements, and offers a retry when they cannot be loaded', async () => {
    let fail = true;
    requirementsServer(
      {},
      {
        [`GET ${requirementsPath}`]: () =>
          fail
            ? { status: 500, body: ['Boom'] }
            : { body: envelope('tenderRequirements', [requirementsFixture()]) },
      },
    );
    const user = userEvent.setup();
    renderRequirements(requirementsBase);
    expect(await screen.findByText('The submission requirements could not be loaded.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('requirements-overview')).toBeTruthy();
  });

  it('reads requirements answered in an envelope as well', async () => {
    requirementsServer(
      {},
      {
        [`GET ${requirementsPath}`]: {
          body: envelope('tenderRequirements', [requirementsFixture({ sections: included('Terms') })]),
        },
      },
    );
    renderRequirements(requirementsBase);
    expect(within(await screen.findByTestId('overview-Terms')).getByText('Included')).toBeTruthy();
  });

  it('says when the project has no source', async () => {
    mockServer(buildRoutes());
    renderRequirements(requirementsBase, projectFixture({ tenders: [] }));
    expect(
      await screen.findByText('This project has no source, so it has no submission requirements.'),
    ).toBeTruthy();
  });
});

describe('submission requirements edit page', { timeout: 30_000 }, () => {
  it('includes a section by saving the whole requirements with the version read', async () => {
    const { server, state } = requirementsServer({
      requirements: requirementsFixture({
        bondTitle: 'Bid bond',
        texts: { ...requirementsFixture().texts, Terms: '<p>x</p>' },
      }),
    });
    const user = userEvent.setup();
    renderRequirements(`${requirementsBase}/edit`);
    await user.click(await screen.findByRole('switch', { name: 'Include Prices' }));
    await waitFor(() => expect(state.requirements.version).toBe(2));
    // Only the section changed is sent: the server keeps what a save leaves out.
    expect(server.callsTo(`PUT ${requirementsPath}`)[0]?.body).toEqual({
      tenderId: 50,
      version: 1,
      sections: { Prices: { isIncluded: true } },
    });
    expect(state.requirements.bondTitle).toBe('Bid bond');
    await waitFor(() =>
      expect((screen.getByRole('switch', { name: 'Include Prices' }) as HTMLInputElement).checked).toBe(true),
    );
    expect(await screen.findByText('Saved successfully.')).toBeTruthy();
    expect(server.allMutationsCarriedCsrf()).toBe(true);
  });

  it('shows a stale save and the requirements as the server now has them', async () => {
    const { state } = requirementsServer();
    const user = userEvent.setup();
    renderRequirements(`${requirementsBase}/edit`);
    await screen.findByTestId('requirements-sections');
    // Someone else includes Terms meanwhile.
    state.requirements = { ...state.requirements, sections: included('Terms'), version: 2 };
    await user.click(screen.getByRole('switch', { name: 'Include Prices' }));
    expect((await screen.findByTestId('requirements-failure')).textContent).toBe(
      'Someone else saved these requirements.',
    );
    await waitFor(() =>
      expect((screen.getByRole('switch', { name: 'Include Terms' }) as HTMLInputElement).checked).toBe(true),
    );
    expect((screen.getByRole('switch', { name: 'Include Prices' }) as HTMLInputElement).checked).toBe(false);
  });

  it('links each section to its page while the requirements are not locked', async () => {
    requirementsServer();
    const user = userEvent.setup();
    renderRequirements(`${requirementsBase}/edit`);
    await user.click(await screen.findByRole('link', { name: 'Open Specifications' }));
    await waitFor(() => expect(currentLocation()).toBe(`${requirementsBase}/specifications`));
    expect(await screen.findByRole('heading', { name: 'Specifications' })).toBeTruthy();
  });

  it('says a closed source is locked, with no way to unlock', async () => {
    requirementsServer({ requirements: requirementsFixture({ lock: 'closed' }) });
    renderRequirements(`${requirementsBase}/edit`, projectFixture({ status: 'Closed' }));
    expect((await screen.findByTestId('requirements-locked')).textContent).toContain('closed or awarded');
    expect(screen.queryByTestId('requirements-unlock')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Open Terms' })).toBeNull();
    expect((await screen.findByRole('switch', { name: 'Include Terms' })).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('unlocks after confirming that completed submissions are withdrawn, and the sections open again', async () => {
    const { server } = requirementsServer({
      requirements: requirementsFixture({ lock: 'submissions', completedSubmissions: 3 }),
    });
    const user = userEvent.setup();
    renderRequirements(`${requirementsBase}/edit`, projectFixture({ status: 'Open' }));
    const banner = await screen.findByTestId('requirements-have-submissions');
    expect(banner.textContent).toContain('3 suppliers have completed submissions.');
    expect(screen.queryByRole('link', { name: 'Open Terms' })).toBeNull();

    // Cancelling changes nothing.
    await user.click(within(banner).getByRole('button', { name: 'Unlock requirements' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('The 3 completed submissions will be withdrawn');
    expect(dialog.textContent).toContain('emailed');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo(`POST ${requirementsPath}/Unlock`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Unlock requirements' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw submissions and unlock' }));
    await waitFor(() => expect(screen.queryByTestId('requirements-have-submissions')).toBeNull());
    const unlock = server.callsTo(`POST ${requirementsPath}/Unlock`);
    expect(unlock).toHaveLength(1);
    expect(unlock[0]?.url.searchParams.get('tenderId')).toBe('50');
    expect(
      await screen.findByText('The requirements are unlocked; the bidders have been emailed.'),
    ).toBeTruthy();

    await user.click(await screen.findByRole('link', { name: 'Open Terms' }));
    await waitFor(() => expect(currentLocation()).toBe(`${requirementsBase}/terms`));
    expect(await screen.findByRole('heading', { name: 'Terms' })).toBeTruthy();
  });

  it('offers no changes and no unlock to a user who may only view', async () => {
    requirementsServer({
      requirements: requirementsFixture({ lock: 'submissions', completedSubmissions: 1 }),
    });
    renderRequirements(`${requirementsBase}/edit`, projectFixture({ canEdit: false }));
    expect((await screen.findByTestId('requirements-have-submissions')).textContent).toContain(
      'One supplier has completed a submission.',
    );
    expect(screen.queryByTestId('requirements-unlock')).toBeNull();
    expect(screen.getByTestId('read-only')).toBeTruthy();
    expect((await screen.findByRole('switch', { name: 'Include Prices' })).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('shows the prices summary exactly as the server computed it', async () => {
    requirementsServer({
      summary: {
        tenderId: 50,
        tables: [
          {
            tenderTableId: 1,
            name: 'Schedule A',
            tableType: 'Prices',
            subtotal: '1000.10',
            discount: '20.00',
            taxes: [{ taxType: 'HST', amount: '127.41' }],
            total: '1107.51',
          },
          {
            tenderTableId: 2,
            name: 'Schedule B',
            tableType: 'Prices',
            subtotal: '999999999999.99',
            discount: '0.00',
            taxes: [],
            total: '999999999999.99',
          },
        ],
        subtotal: '1000000001000.09',
        discount: '20.00',
        taxes: [{ taxType: 'HST', amount: '127.41' }],
        total: '1000000001107.50',
      },
    });
    renderRequirements(`${requirementsBase}/edit`);
    const first = within(await screen.findByTestId('summary-1'));
    expect(first.getByText('$1,000.10')).toBeTruthy();
    expect(first.getByText('$20.00')).toBeTruthy();
    expect(first.getByText('HST $127.41')).toBeTruthy();
    expect(first.getByText('$1,107.51')).toBeTruthy();
    expect(within(screen.getByTestId('summary-2')).getAllByText('$999,999,999,999.99')).toHaveLength(2);
    expect(screen.getByTestId('summary-total').textContent).toBe('$1,000,000,001,107.50');
  });

  it('says when no form is in the summary, and when the summary cannot be loaded', async () => {
    requirementsServer();
    const first = renderRequirements(`${requirementsBase}/edit`);
    expect(await screen.findByTestId('summary-empty')).toBeTruthy();
    first.unmount();
    requirementsServer({}, { [`GET ${tablesPath}/Summary`]: { status: 500, body: ['Boom'] } });
    renderRequirements(`${requirementsBase}/edit`);
    expect(await screen.findByText('The prices summary could not be loaded.')).toBeTruthy();
  });
});

describe('submission requirement subpages: the route guard (000 §2)', { timeout: 30_000 }, () => {
  it('shows a section page when the requirements are loaded for this project and not locked', async () => {
    requirementsServer();
    renderRequirements(`${requirementsBase}/instructions`);
    expect(await screen.findByRole('heading', { name: 'Instructions' })).toBeTruthy();
    expect(currentLocation()).toBe(`${requirementsBase}/instructions`);
  });

  it('waits with the loader while the requirements load, instead of redirecting', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    requirementsServer(
      {},
      {
        [`GET ${requirementsPath}`]: async () => {
          await answered;
          return { body: envelope('tenderRequirements', [requirementsFixture()]) };
        },
      },
    );
    renderRequirements(`${requirementsBase}/prices`);
    expect(await screen.findByText('Loading…')).toBeTruthy();
    expect(currentLocation()).toBe(`${requirementsBase}/prices`);
    release();
    expect(await screen.findByRole('heading', { name: 'Prices' })).toBeTruthy();
    expect(currentLocation()).toBe(`${requirementsBase}/prices`);
  });

  it('sends a locked source to the edit page', async () => {
    requirementsServer({
      requirements: requirementsFixture({ lock: 'submissions', completedSubmissions: 2 }),
    });
    renderRequirements(`${requirementsBase}/terms`);
    await waitFor(() => expect(currentLocation()).toBe(`${requirementsBase}/edit`));
    expect(await screen.findByTestId('requirements-have-submissions')).toBeTruthy();
  });

  it('sends a closed source to the edit page', async () => {
    requirementsServer({ requirements: requirementsFixture({ lock: 'closed' }) });
    renderRequirements(`${requirementsBase}/documents`, projectFixture({ status: 'Awarded' }));
    await waitFor(() => expect(currentLocation()).toBe(`${requirementsBase}/edit`));
  });

  it('sends an address naming another project to that project’s edit page', async () => {
    requirementsServer();
    renderRequirements('/projects/6/build/submission-requirements/security');
    await waitFor(() => expect(currentLocation()).toBe('/projects/6/build/submission-requirements/edit'));
  });

  it('sends requirements of another source, an unknown subpage and a failed load to the edit page', async () => {
    requirementsServer({ requirements: requirementsFixture({ tenderId: 51 }) });
    const first = renderRequirements(`${requirementsBase}/questions`);
    await waitFor(() => expect(currentLocation()).toBe(`${requirementsBase}/edit`));
    first.unmount();

    requirementsServer();
    const second = renderRequirements(`${requirementsBase}/nowhere`);
    await waitFor(() => expect(currentLocation()).toBe(`${requirementsBase}/edit`));
    second.unmount();

    requirementsServer({}, { [`GET ${requirementsPath}`]: refusal(500, [], ['Boom']) });
    renderRequirements(`${requirementsBase}/references`);
    await waitFor(() => expect(currentLocation()).toBe(`${requirementsBase}/edit`));
    expect(await screen.findByText('The submission requirements could not be loaded.')).toBeTruthy();
  });
});
