/**
 * The customers area's front door (issue 21 §2): what other areas may use of agencies and their
 * nodes. Other areas import this file, never the area's queries or services.
 */
export { agencyDayRange, agencyDayStart } from './day-range.ts';
export { type PortalAgency, portalAgency } from './portal-agency.ts';
export { presentCustomer, presentNode } from './presenters.ts';
export {
  agencyDay,
  agencyNodeId,
  agencyTimeZone,
  agencyToday,
  type CustomerRow,
  findCustomer,
  findCustomerByDomain,
  findNodes,
  listCustomers,
} from './queries.ts';
