/**
 * The access area's front door (issue 21 §2): what other areas may use of it. Other areas
 * import this file, never the area's internals (import-graph.test.ts).
 */
export { findRoutePermissionRows, groupRoutePermissions, type RoutePermissionRow } from './queries.ts';
