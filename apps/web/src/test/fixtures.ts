import type { RoutePermissionEntry, SessionInfo } from '@procura/contract';
import { defaultFeatureFlags } from '@procura/contract';
import { envelope, type MockRoute } from './fetch-mock.ts';

/** A signed-in buyer of agency 7, tender node 70, expiring well in the future. */
export function sessionFixture(
  overrides: { user?: Partial<SessionInfo['user']>; idleExpiresAt?: string } = {},
): SessionInfo {
  const later = new Date(Date.now() + 30 * 60_000).toISOString();
  return {
    customer: {
      id: 7,
      displayName: 'City of Springfield',
      accountName: 'springfield',
      domain: 'springfield',
      timezone: 'America/Toronto',
      language: 'en',
    },
    user: {
      id: 42,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@springfield.example',
      username: 'ada',
      avatarUrl: null,
      inActive: false,
      purchaser: true,
      groupIds: [1],
      permissions: ['TEAM_MEMBERS_VIEW'],
      isSiteAdmin: false,
      ...overrides.user,
    },
    tenderNode: {
      id: 70,
      name: 'Purchasing',
      kind: 'tender',
      contractorPerformance: false,
      enableIntakeEssentials: false,
    },
    customerNode: {
      id: 71,
      name: 'Springfield',
      kind: 'customer',
      contractorPerformance: false,
      enableIntakeEssentials: false,
    },
    host: 'localhost',
    expiresAt: new Date(Date.now() + 12 * 3_600_000).toISOString(),
    idleExpiresAt: overrides.idleExpiresAt ?? later,
  };
}

/** The start-up calls of a signed-in session: validation, feature flags, route permissions. */
export function signedInRoutes(
  options: { session?: SessionInfo; routePermissions?: RoutePermissionEntry[] } = {},
): Record<string, MockRoute> {
  const session = options.session ?? sessionFixture();
  const node = `/api/v1/customer/${session.customer.id}/node/${session.tenderNode.id}`;
  return {
    'POST /api/v1/login/validate': { body: session },
    'GET /api/v1/features': { body: envelope('feature', [...defaultFeatureFlags]) },
    [`GET ${node}/RoutePermissions/All`]: {
      body: envelope('routePermission', options.routePermissions ?? []),
    },
    [`GET ${node}/UserGroups`]: { body: envelope('userGroup', [{ id: 1, name: 'Buyers' }]) },
  };
}
