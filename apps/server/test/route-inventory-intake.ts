/**
 * The reviewed routes of intake (issue 24; decisions 361, 363): part of route-inventory.ts. The
 * form's calls are public and rate-limited; the staff calls name no agency in their path, so the
 * guard asks a session and the handler the `intake` right on the session's own node.
 */
export const intakeRoutes: string[] = [
  'GET /api/v1/intake/guide public',
  'GET /api/v1/intake/context public',
  'POST /api/v1/intake public',
  'POST /api/v1/intake/documents public',
  'GET /api/v1/intake/intakeRequests session',
  'GET /api/v1/intake/requesters session',
  'POST /api/v1/intake/search session',
  'GET /api/v1/intake/getIntakeModifiedUser/:id session',
  'PUT /api/v1/intake/approvedeclineintake session',
  'GET /api/v1/intake/token session',
  'PUT /api/v1/intake session',
  'GET /api/v1/intake/:id/download session',
  'GET /api/v1/intake/:id session',
  'GET /api/v1/customer/:customerId/node/:nodeId/IntakeSettings tenant control-panel:view',
  'PUT /api/v1/customer/:customerId/node/:nodeId/IntakeSettings tenant control-panel:act',
];
