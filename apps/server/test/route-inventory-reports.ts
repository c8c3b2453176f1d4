/**
 * The reviewed routes of reports (issue 26): part of route-inventory.ts. Reading reports, running
 * them and keeping one's favourites is the reports route's view right; subscribing and saving or
 * refreshing the centre's reports is its edit right.
 */
const base = '/api/v1/customer/:customerId/node/:nodeId';

export const reportRoutes: string[] = [
  `GET ${base}/Report/Names tenant reports:view`,
  `GET ${base}/Report/Categories tenant reports:view`,
  `GET ${base}/Report/Favorite/:name tenant reports:view`,
  `PUT ${base}/Report/Favorite/:name tenant reports:view`,
  `DELETE ${base}/Report/Favorite/:name tenant reports:view`,
  `POST ${base}/Report/generateReport/:name tenant reports:view`,
  `GET ${base}/Report/Generation/:name tenant reports:view`,
  `GET ${base}/Report/Download/:name tenant reports:view`,
  `GET ${base}/Report/Thumbnail/:name tenant reports:view`,
  `GET ${base}/Report/ScheduledForUser tenant reports:view`,
  `GET ${base}/Report/ScheduledByUser tenant reports:view`,
  `POST ${base}/Report/Scheduled tenant reports:act`,
  `PUT ${base}/Report/Scheduled tenant reports:act`,
  `DELETE ${base}/Report/Scheduled/:id tenant reports:act`,
  `DELETE ${base}/Report/Recipient/:id tenant reports:view`,
  `GET ${base}/Report/CustomProject tenant reports:view`,
  `GET ${base}/Report/CustomProject/:id tenant reports:view`,
  `POST ${base}/Report/CustomProject tenant reports:act`,
  `PUT ${base}/Report/CustomProject tenant reports:act`,
  `DELETE ${base}/Report/CustomProject/:id tenant reports:act`,
  `GET ${base}/Report/PendingCustomProject tenant reports:view`,
  `POST ${base}/Report/CustomData tenant reports:view`,
  `GET ${base}/Report/DownloadCustomProject/:id tenant reports:view`,
  `GET ${base}/Report/GetCustomProjectUri/:id tenant reports:view`,
  `GET ${base}/Report/RefreshCustomProject/:id tenant reports:act`,
];
