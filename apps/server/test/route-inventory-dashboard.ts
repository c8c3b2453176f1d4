/** The reviewed routes of the buyer dashboard and the project snapshot (issue 10): part of route-inventory.ts. */
export const dashboardRoutes: string[] = [
  'GET /api/v1/customer/:customerId/node/:nodeId/UserBuyerWidget tenant dashboard:view',
  'POST /api/v1/customer/:customerId/node/:nodeId/UserBuyerWidget tenant dashboard:view',
  'DELETE /api/v1/customer/:customerId/node/:nodeId/UserBuyerWidget tenant dashboard:view',
  'GET /api/v1/Snapshot/Layout session',
  'PUT /api/v1/Snapshot/Layout session',
  'GET /api/v1/customer/:customerId/node/:nodeId/Widget tenant dashboard:view',
  'GET /api/v1/customer/:customerId/node/:nodeId/Calendar tenant dashboard:view',
  'GET /api/v1/customer/:customerId/node/:nodeId/SourceProjectByLeadWidget tenant dashboard:view',
  'GET /api/v1/customer/:customerId/node/:nodeId/SourceProjectsByTeamMembers tenant dashboard:view',
  'GET /api/v1/customer/:customerId/node/:nodeId/Dashboard/MyProjects tenant dashboard:view',
  'GET /api/v1/customer/:customerId/node/:nodeId/Dashboard/ProjectsEnding tenant dashboard:view',
  'GET /api/v1/customer/:customerId/node/:nodeId/Projects/Snapshot tenant project:view',
];
