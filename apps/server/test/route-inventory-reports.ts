/**
 * The reviewed routes of reports (issue 26): part of route-inventory.ts. Reading reports and
 * keeping one's favourites is the reports route's view right.
 */
const base = '/api/v1/customer/:customerId/node/:nodeId';

export const reportRoutes: string[] = [
  `GET ${base}/Report/Names tenant reports:view`,
  `GET ${base}/Report/Categories tenant reports:view`,
  `GET ${base}/Report/Favorite/:name tenant reports:view`,
  `PUT ${base}/Report/Favorite/:name tenant reports:view`,
  `DELETE ${base}/Report/Favorite/:name tenant reports:view`,
];
