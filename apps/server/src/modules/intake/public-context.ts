import type { IntakeContext, IntakeGuide, IntakeSettingsInput } from '@procura/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { inTenant, type Tx } from '../../platform/tenancy.ts';
import { findCustomer } from '../customers/index.ts';
import {
  findActiveCategories,
  findBidTypes,
  findDepartments,
  findDivisions,
  findProcurementLeads,
} from './public-queries.ts';
import { readIntakeSettings } from './settings-queries.ts';

/**
 * What the public form reads before it is filled (issue 24 §1): the agency's guide and the lists
 * it offers. No session: the link names the agency and node, so a wrong link and an agency with
 * intake off answer alike (404 intakeUnavailable) and tell a stranger nothing more.
 */

/** The link's agency and node, as the public calls name them. */
export type IntakePlace = { customerId: number; nodeId: number };

export const intakeUnavailable = () => new AppError(404, 'intakeUnavailable');

/** The node's settings when it takes intake requests; 404 intakeUnavailable otherwise. */
export async function requireOpenIntake(tx: Tx, place: IntakePlace): Promise<IntakeSettingsInput> {
  const settings = await readIntakeSettings(tx, place.customerId, place.nodeId);
  if (!settings?.enableIntake) throw intakeUnavailable();
  return settings;
}

async function agencyName(tx: Tx, customerId: number): Promise<string> {
  return (await findCustomer(tx, customerId))?.displayName ?? '';
}

/** GET api/intake/guide: the guide above the form, stored already cleaned. */
export function readIntakeGuide(ctx: AppContext, place: IntakePlace): Promise<IntakeGuide> {
  return inTenant(ctx.db, place.customerId, async (tx) => {
    const settings = await requireOpenIntake(tx, place);
    return { agencyName: await agencyName(tx, place.customerId), guide: settings.guide };
  });
}

/**
 * GET api/intake/context: the departments offered (those chosen in the settings, or all) with their
 * divisions, the procurement leads, the bid types and the categories the form lists.
 */
export function readIntakeContext(ctx: AppContext, place: IntakePlace): Promise<IntakeContext> {
  const { customerId } = place;
  return inTenant(ctx.db, customerId, async (tx) => {
    const settings = await requireOpenIntake(tx, place);
    const offered = settings.departmentIds.length === 0 ? null : settings.departmentIds;
    const departments = await findDepartments(tx, customerId, offered);
    const divisions = await findDivisions(
      tx,
      customerId,
      departments.map((d) => d.id),
    );
    const leads = await findProcurementLeads(tx, customerId);
    return {
      agencyName: await agencyName(tx, customerId),
      departments: departments.map((department) => ({
        ...department,
        divisions: divisions
          .filter((division) => division.departmentId === department.id)
          .map(({ id, name }) => ({ id, name })),
      })),
      procurementLeads: leads.map((lead) => ({ id: lead.id, name: `${lead.firstName} ${lead.lastName}` })),
      bidTypes: await findBidTypes(tx, customerId),
      categories: await findActiveCategories(tx, customerId),
    };
  });
}
