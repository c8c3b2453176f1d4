/**
 * The activity area's front door (issue 21 §2): what other areas may use of it, the supplier's
 * feed for the vendors area (issue 22 §2). Other areas import this file, never the area's internals.
 */
export { activityWorkbook, vendorActivityFileName } from './export.ts';
export {
  type ActivityQuery,
  searchVendorActivity,
  vendorActivityAggregates,
  vendorActivityForExport,
} from './service.ts';
