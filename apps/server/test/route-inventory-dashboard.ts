/** The reviewed routes of the buyer dashboard and the project snapshot (issue 10): part of route-inventory.ts. */
export const dashboardRoutes: string[] = [];
