import type { Licence } from '@procura/contract';
import { nodePath } from './control-panel-fixtures.ts';
import { envelope, type MockRoute } from './fetch-mock.ts';
import { sessionFixture, signedInRoutes } from './fixtures.ts';

/** The contract-builder dashboard's calls, under the site administrator's own tenant path. */
export const licencePath = `${nodePath}/ContractBuilderLicenseConfiguration`;

/** A site administrator's start-up calls (site administrators may view every route). */
export function siteAdminRoutes(isSiteAdmin = true): Record<string, MockRoute> {
  return signedInRoutes({ session: sessionFixture({ user: { isSiteAdmin, permissions: [] } }) });
}

/** Shelbyville's licence: one expired period fully used, one current with 40 of 100 used. */
export function licenceFixture(overrides: Partial<Licence> = {}): Licence {
  return {
    id: 5,
    allowContractBuilder: true,
    contactEmail: 'clerk@shelbyville.example',
    node: { id: 9, customerName: 'Shelbyville' },
    reminders: { remainingTransactionCount: 60 },
    billingPeriods: [
      {
        id: 51,
        dateStartUTC: '2020-01-01',
        dateEndUTC: '2020-12-31',
        transactionPurchased: 50,
        pricePerTransaction: 2.5,
        transactionUsed: 50,
        status: 'Expired',
      },
      {
        id: 52,
        dateStartUTC: '2021-01-01',
        dateEndUTC: '2099-12-31',
        transactionPurchased: 100,
        pricePerTransaction: 3,
        transactionUsed: 40,
        status: 'Current',
      },
    ],
    auditEvent: [
      {
        created: '2026-03-02T15:00:00.000Z',
        userFriendlyMessage: 'Envelope sent',
        description: '{"used":40}',
      },
      { created: '2020-01-02T15:00:00.000Z', userFriendlyMessage: 'Licence created', description: '{}' },
    ],
    version: 3,
    ...overrides,
  };
}

export function dashboardRoutes(licences: Licence[]): Record<string, MockRoute> {
  return {
    ...siteAdminRoutes(),
    [`GET ${licencePath}/All`]: () => ({ body: envelope('licence', licences) }),
    [`GET ${licencePath}/Summary`]: {
      body: envelope('summary', [{ purchased: 150, completed: 90, remaining: 60 }]),
    },
    [`GET ${licencePath}/Agencies`]: {
      body: envelope('agency', [{ id: 11, customerName: 'Capital City' }]),
    },
  };
}
