import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockServer } from '../../../test/fetch-mock.ts';
import { portalRoutes } from '../../../test/portal-fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { categoriesBody, portalApi } from '../../../test/supplier-account-fixtures.ts';

const register = `POST ${portalApi}/Register`;

type User = ReturnType<typeof userEvent.setup>;

/** Pastes rather than types: the form is long, and a busy machine types slowly. */
async function fill(user: User, label: RegExp, value: string) {
  await user.click(await screen.findByLabelText(label));
  await user.paste(value);
}

async function fillValid(user: User) {
  await fill(user, /^Company name/, 'Acme Paving Ltd.');
  await fill(user, /^First name/, 'Ada');
  await fill(user, /^Last name/, 'Stone');
  await fill(user, /^Email/, 'ada@acme.test');
  await fill(user, /^Password/, 'Sturdy-Pass-42!');
  await fill(user, /^Confirm password/, 'Sturdy-Pass-42!');
}

describe('supplier registration', () => {
  it('shows field errors from the contract rules and sends nothing while they stand', async () => {
    const server = mockServer(portalRoutes({ [`GET ${portalApi}/Categories`]: { body: categoriesBody } }));
    const user = userEvent.setup();
    renderApp('/portal/demo/register');
    expect(await screen.findByRole('heading', { name: 'Register your company' })).toBeTruthy();
    expect(screen.getByTestId('portal-home-link').getAttribute('href')).toBe('/portal/demo');

    await fill(user, /^Email/, 'not-an-email');
    await user.tab();
    expect(await screen.findByText('Invalid email format.')).toBeTruthy();
    await fill(user, /^Password/, 'weakpass');
    await fill(user, /^Confirm password/, 'other');
    await user.click(screen.getByTestId('register-submit'));

    expect(await screen.findByText('The passwords do not match.')).toBeTruthy();
    expect(screen.getAllByText('This field is required.').length).toBeGreaterThanOrEqual(3);
    expect(screen.getByText(/not complex enough/)).toBeTruthy();
    expect(server.callsTo(register)).toHaveLength(0);

    // A certified diverse supplier must name its classification.
    const box = screen.getByLabelText('Certified diverse supplier') as HTMLInputElement;
    await user.click(box);
    expect(box.checked).toBe(true);
    expect(await screen.findByText('Diversity classification')).toBeTruthy();
  });

  it('registers and says where the verification link went', async () => {
    const server = mockServer(
      portalRoutes({
        [`GET ${portalApi}/Categories`]: { body: categoriesBody },
        [register]: { body: { message: 'We sent a verification link to ada@acme.test.' } },
      }),
    );
    const user = userEvent.setup();
    renderApp('/portal/demo/register');
    await fillValid(user);
    await user.click(screen.getByTestId('register-submit'));
    expect((await screen.findByTestId('register-done')).textContent).toContain('ada@acme.test');
    expect(server.callsTo(register)[0]?.body).toMatchObject({
      company: { companyName: 'Acme Paving Ltd.', categories: [] },
      contact: { firstName: 'Ada', lastName: 'Stone', email: 'ada@acme.test' },
      password: 'Sturdy-Pass-42!',
    });
    expect(server.allMutationsCarriedCsrf()).toBe(true);
  });
});
