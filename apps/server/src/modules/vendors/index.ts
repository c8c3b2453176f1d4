/**
 * The vendors area's front door (issue 22): what other areas may use of the agency's supplier
 * directory. Other areas import this file, never the area's internals (import-graph.test.ts).
 */
export { describeAgencyVendor, requireVendor } from './service.ts';
