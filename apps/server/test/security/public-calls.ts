import type { TestApp } from '../harness.ts';

/**
 * One valid call of each public route, for the anti-automation suite: valid, so that it passes
 * validation and reaches the limits; harmless and cheap, so that hundreds of them cost little
 * (an unknown agency rather than a password to hash, a token that matches nothing). `i` numbers
 * the call, for routes whose body should differ each time. The suite fails on a public route
 * missing here: a new public call brings its probe.
 */
export type PublicCall = {
  url: string;
  payload?: (i: number) => unknown;
  form?: true;
};

export function publicCalls(t: TestApp): Record<string, PublicCall> {
  const demo = t.seed.demoCustomerId;
  return {
    'GET /api/v1/features': { url: '/api/v1/features' },
    'POST /api/v1/login/loginType': { url: '/api/v1/login/loginType', payload: () => ({ domain: 'demo' }) },
    // An unknown agency: refused before any password is hashed, and counted all the same.
    'POST /api/v1/login': {
      url: '/api/v1/login',
      payload: (i) => ({ username: `nobody-${i}@probe.test`, password: 'x', domain: 'no-such-agency' }),
    },
    'POST /api/v1/auth/forgot-password': {
      url: '/api/v1/auth/forgot-password',
      payload: (i) => ({ email: `reset-${i}@probe.test` }),
    },
    'POST /api/v1/auth/verify-email': {
      url: '/api/v1/auth/verify-email',
      payload: () => ({ email: 'nobody@probe.test', token: 'no-such-token' }),
    },
    'POST /api/v1/auth/change-forgotten-password': {
      url: '/api/v1/auth/change-forgotten-password',
      payload: () => ({
        email: 'nobody@probe.test',
        token: 'no-such-token',
        newPassword: 'Brand-New-Pass-9!',
      }),
    },
    'GET /api/v1/sso/metadata': { url: '/api/v1/sso/metadata?domain=demo' },
    'GET /api/v1/sso/ssoStart': { url: '/api/v1/sso/ssoStart?domain=demo' },
    'POST /api/v1/sso/acs': { url: '/api/v1/sso/acs', form: true },
    'GET /api/v1/portal/:agency': { url: '/api/v1/portal/demo' },
    'GET /api/v1/portal/:agency/Categories': { url: '/api/v1/portal/demo/Categories' },
    'GET /api/v1/portal/:agency/Opportunities': { url: '/api/v1/portal/demo/Opportunities' },
    'GET /api/v1/portal/:agency/Opportunities/:projectId': {
      url: '/api/v1/portal/demo/Opportunities/999999',
    },
    'GET /api/v1/public/opportunities/:customerId/:projectId': {
      url: `/api/v1/public/opportunities/${demo}/999999`,
    },
    'POST /api/v1/portal/:agency/Register/Resend': {
      url: '/api/v1/portal/demo/Register/Resend',
      payload: (i) => ({ email: `resend-${i}@probe.test` }),
    },
    'POST /api/v1/portal/:agency/Register': {
      url: '/api/v1/portal/no-such-agency/Register',
      payload: (i) => ({
        company: { companyName: 'Probe Ltd.', city: 'Hamilton', country: 'Canada' },
        contact: { firstName: 'Pat', lastName: 'Probe', email: `register-${i}@probe.test` },
        password: 'Probe-Pass-2026!',
      }),
    },
    'POST /api/v1/portal/:agency/Register/Verify': {
      url: '/api/v1/portal/demo/Register/Verify',
      payload: () => ({ token: 'no-such-token' }),
    },
    'GET /api/v1/portal/:agency/Register/Claim': {
      url: '/api/v1/portal/demo/Register/Claim?token=no-such-token',
    },
    'POST /api/v1/portal/:agency/Register/Claim': {
      url: '/api/v1/portal/demo/Register/Claim',
      payload: () => ({
        token: 'no-such-token',
        company: { companyName: 'Probe Ltd.' },
        contact: { firstName: 'Pat', lastName: 'Probe', email: 'claim@probe.test' },
        password: 'Probe-Pass-2026!',
      }),
    },
    'POST /api/v1/portal/:agency/SignIn': {
      url: '/api/v1/portal/no-such-agency/SignIn',
      payload: (i) => ({ email: `nobody-${i}@probe.test`, password: 'x' }),
    },
    'POST /api/v1/portal/:agency/PasswordReset': {
      url: '/api/v1/portal/demo/PasswordReset',
      payload: (i) => ({ email: `reset-${i}@probe.test` }),
    },
    'POST /api/v1/portal/:agency/PasswordReset/Confirm': {
      url: '/api/v1/portal/demo/PasswordReset/Confirm',
      payload: () => ({ token: 'no-such-token', password: 'Brand-New-Pass-9!' }),
    },
    'POST /api/v1/approvals/:approvalId/approver/:workflowId': {
      url: '/api/v1/approvals/1/approver/2',
      payload: () => ({ uat: 'no-such-token' }),
    },
    // Intake (issue 24): an agency that does not exist, so each call is refused after counting.
    'GET /api/v1/intake/guide': { url: '/api/v1/intake/guide?customerId=987654321&nodeId=1' },
    'GET /api/v1/intake/context': { url: '/api/v1/intake/context?customerId=987654321&nodeId=1' },
    'POST /api/v1/intake': {
      url: '/api/v1/intake',
      payload: (i) => ({
        customerId: 987_654_321,
        nodeId: 1,
        contactDetails: { firstName: 'Pat', lastName: 'Probe', email: `intake-${i}@probe.test` },
        projectDetail: { projectName: 'Probe request' },
      }),
    },
    'POST /api/v1/intake/documents': {
      url: '/api/v1/intake/documents?customerId=987654321&nodeId=1',
      form: true,
    },
    'POST /api/v1/esignature/session': {
      url: '/api/v1/esignature/session',
      payload: () => ({ envelopeId: 1, signerId: 1, token: 'no-such-token-of-twenty-chars' }),
    },
  };
}
