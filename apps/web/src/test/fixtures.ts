import type { RoutePermissionEntry, SessionInfo, TeamMember, UserGroup } from '@procura/contract';
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
    [`GET ${node}/UserGroups`]: { body: envelope('userGroup', [groupFixture()]) },
  };
}

/** A group as GET UserGroups answers it: Buyers, with Ada, holding the team view permission. */
export function groupFixture(overrides: Partial<UserGroup> = {}): UserGroup {
  return {
    id: 1,
    name: 'Buyers',
    departmentId: null,
    users: [{ id: 42, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@springfield.example' }],
    permissions: ['TEAM_MEMBERS_VIEW'],
    ...overrides,
  };
}

/** A team member as GET Users answers it. */
export function memberFixture(id: number, overrides: Partial<TeamMember> = {}): TeamMember {
  return {
    id,
    firstName: 'Member',
    lastName: String(id),
    email: `member${id}@springfield.example`,
    username: `member${id}`,
    avatarUrl: null,
    inActive: false,
    locked: false,
    purchaser: false,
    groupIds: [1],
    ...overrides,
  };
}

/** A session whose user may view and edit the team. */
export function teamEditorSession(): SessionInfo {
  return sessionFixture({ user: { permissions: ['TEAM_MEMBERS_VIEW', 'TEAM_MEMBERS_EDIT'] } });
}

/** Answers a non-GET call with 400 and the given catalogue keys, as the server's error handler does. */
export function refusal(status: number, keys: string[], messages: string[]) {
  return { status, body: messages, headers: { 'x-message-keys': keys.join(',') } };
}
