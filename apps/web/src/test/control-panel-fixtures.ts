import { type DropdownOption, defaultRoutePermissions, type SessionInfo } from '@procura/contract';
import type { MockRoute } from './fetch-mock.ts';
import { sessionFixture, signedInRoutes } from './fixtures.ts';

/** The tenant prefix of the fixture session (agency 7, tender node 70). */
export const nodePath = '/api/v1/customer/7/node/70';

/** People who run the control panel: view, manage and change single sign-on. */
export function controlPanelAdmin(overrides: Partial<SessionInfo['user']> = {}): SessionInfo {
  return sessionFixture({
    user: { permissions: ['CONTROL_PANEL_VIEW', 'CONTROL_PANEL_MANAGE', 'SSO_SETTINGS_EDIT'], ...overrides },
  });
}

/** People who may look at the control panel but change nothing. */
export function controlPanelViewer(): SessionInfo {
  return sessionFixture({ user: { permissions: ['CONTROL_PANEL_VIEW'] } });
}

/** The start-up calls with the default route permissions, so access follows the permissions held. */
export function controlPanelRoutes(session: SessionInfo = controlPanelAdmin()): Record<string, MockRoute> {
  return signedInRoutes({ session, routePermissions: defaultRoutePermissions });
}

export function accountFixture() {
  return {
    id: 7,
    domain: 'springfield',
    accountName: 'springfield',
    displayName: 'City of Springfield',
    address1: '742 Evergreen Terrace',
    address2: '',
    postalCode: 'K1A 0B1',
    language: 'en' as const,
    timezone: 'America/Toronto',
    country: 'Canada',
    provinceState: 'Ontario',
    city: 'Springfield',
    industry: 'Municipal',
    sourceOfTender: '',
    allowSendToSPAOnProject: false,
    spaEndpointType: '',
  };
}

export function projectSettingsFixture() {
  return {
    tenderNodeId: 70,
    autoGenerateProjectNumber: true,
    projectNumberPrefix: 'RFP-',
    projectNumberPadding: 4,
    nextProjectNumber: 42,
    notificationMonths: 3,
    submissionsRequiredToUnseal: 1,
    optionalRows: 5,
  };
}

export function optionFixture(
  id: number,
  name: string,
  overrides: Partial<DropdownOption> = {},
): DropdownOption {
  return { id, name, value: null, code: '', active: true, sortOrder: 0, ...overrides };
}

export function ssoFixture(overrides: Record<string, unknown> = {}) {
  return {
    enabled: false,
    allowLocalLogin: true,
    idpUrl: '',
    logoutUrl: '',
    certificate: '',
    metadataUrl: '',
    serviceProvider: {
      entityId: 'https://procura.example.org/api/v1/sso/metadata?domain=springfield',
      acsUrl: 'https://procura.example.org/api/v1/sso/acs',
      metadataUrl: 'https://procura.example.org/api/v1/sso/metadata?domain=springfield',
    },
    ...overrides,
  };
}
