import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { projectFixture, renderBuildPage } from '../../../test/build-fixtures.tsx';
import { nodePath } from '../../../test/control-panel-fixtures.ts';
import { envelope, mockServer } from '../../../test/fetch-mock.ts';
import { contactFixture } from '../../../test/supplier-account-fixtures.ts';
import { agencyVendorFixture } from '../../../test/vendor-lists-fixtures.ts';
import { PlanTakersPage } from '../../plan-takers/pages/plan-takers-page.tsx';
import { EmailButton } from '../index.ts';
import { wizardRoutes } from './wizard-fixtures.ts';

describe('where the email wizard opens', { timeout: 30_000 }, () => {
  it('opens from Registered Suppliers with the plan takers and the project’s users', async () => {
    const server = mockServer(wizardRoutes());
    const user = userEvent.setup();
    renderBuildPage(<PlanTakersPage project={projectFixture()} />);
    await user.click(await screen.findByRole('button', { name: 'Email' }));
    const wizard = within(await screen.findByTestId('email-wizard'));
    expect(wizard.getByTestId('email-wizard-step').textContent).toBe('Step 1 of 3');
    expect(await wizard.findByRole('checkbox', { name: 'Choose Ada Byron' })).toBeTruthy();
    expect(await wizard.findByRole('checkbox', { name: 'Choose Grace Hopper' })).toBeTruthy();
    expect(wizard.queryByTestId('email-group-invitations')).toBeNull();
    expect(server.callsTo(`GET ${nodePath}/projectUsers`)[0]?.url.searchParams.get('projectId')).toBe('5');
  });

  it('opens for a contract’s suppliers with their contacts chosen as the page chose them', async () => {
    mockServer({
      ...wizardRoutes(),
      [`GET ${nodePath}/Vendors`]: {
        body: envelope('vendor', [
          agencyVendorFixture({
            id: 8,
            companyName: 'Salt Co',
            contacts: [
              contactFixture(81, { firstName: 'Cy', lastName: 'Salt', email: 'cy@salt.test' }),
              contactFixture(82, { firstName: 'Di', lastName: 'Salt', email: 'di@salt.test' }),
            ],
          }),
        ]),
      },
    });
    const user = userEvent.setup();
    renderBuildPage(
      <EmailButton
        about={{
          groups: ['supplierContacts'],
          contract: { id: 4, name: 'Salt', number: 'C-1' },
          suppliers: [{ vendorId: 8, companyName: 'Salt Co' }],
        }}
        preselected={['contact:82']}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Email' }));
    expect(await screen.findByRole('checkbox', { name: 'Choose Di Salt' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Choose Cy Salt' })).toHaveProperty('checked', false);
    expect(screen.getByRole('button', { name: 'Compose' })).toHaveProperty('disabled', false);
  });
});
