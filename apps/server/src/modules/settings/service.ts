import type { AccountInfo, ProjectSettings } from '@procura/contract';
import type { customers, nodes } from '../../db/schema/index.ts';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { type Actor, inTenant } from '../../platform/tenancy.ts';
import { findCustomer, findNodes } from '../customers/index.ts';
import { updateCustomerRow, updateNodeRow } from './queries.ts';

function accountOf(row: typeof customers.$inferSelect): AccountInfo & { id: number; domain: string } {
  return {
    id: row.id,
    domain: row.domain,
    accountName: row.accountName,
    displayName: row.displayName,
    address1: row.address1,
    address2: row.address2,
    postalCode: row.postalCode,
    language: row.language === 'fr' ? 'fr' : 'en',
    timezone: row.timezone,
    country: row.country,
    provinceState: row.provinceState,
    city: row.city,
    industry: row.industry,
    sourceOfTender: row.sourceOfTender,
    allowSendToSPAOnProject: row.allowSendToSpaOnProject,
    spaEndpointType: row.spaEndpointType,
  };
}

export async function getAccountInfo(ctx: AppContext, customerId: number) {
  const row = await inTenant(ctx.db, customerId, (tx) => findCustomer(tx, customerId));
  if (!row) throw notFound();
  return accountOf(row);
}

/** Saves the agency's account information, auditing what changed. */
export async function saveAccountInfo(ctx: AppContext, actor: Actor, input: AccountInfo) {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const before = await findCustomer(tx, actor.customerId);
    if (!before) throw notFound();
    const after = await updateCustomerRow(tx, actor.customerId, {
      accountName: input.accountName,
      displayName: input.displayName,
      address1: input.address1,
      address2: input.address2,
      postalCode: input.postalCode,
      language: input.language,
      timezone: input.timezone,
      country: input.country,
      provinceState: input.provinceState,
      city: input.city,
      industry: input.industry,
      sourceOfTender: input.sourceOfTender,
      allowSendToSpaOnProject: input.allowSendToSPAOnProject,
      spaEndpointType: input.spaEndpointType,
    });
    if (!after) throw notFound();
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'customer.accountUpdated',
      entityType: 'customer',
      entityId: actor.customerId,
      before: accountOf(before),
      after: accountOf(after),
    });
    return accountOf(after);
  });
}

function settingsOf(node: typeof nodes.$inferSelect): ProjectSettings {
  return {
    autoGenerateProjectNumber: node.autoGenerateProjectNumber,
    projectNumberPrefix: node.projectNumberPrefix,
    projectNumberPadding: node.projectNumberPadding,
    nextProjectNumber: node.nextProjectNumber,
    notificationMonths: node.notificationMonths,
    submissionsRequiredToUnseal: node.submissionsRequiredToUnseal,
    optionalRows: node.optionalRows,
    allowInformalProjects: node.allowInformalProjects,
  };
}

/** Project settings live on the agency's tender node. */
export async function getProjectSettings(ctx: AppContext, customerId: number) {
  const found = await inTenant(ctx.db, customerId, (tx) => findNodes(tx, customerId));
  if (!found) throw notFound();
  return { tenderNodeId: found.tender.id, ...settingsOf(found.tender) };
}

export async function saveProjectSettings(ctx: AppContext, actor: Actor, input: ProjectSettings) {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const found = await findNodes(tx, actor.customerId);
    if (!found) throw notFound();
    const after = await updateNodeRow(tx, actor.customerId, found.tender.id, input);
    if (!after) throw notFound();
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'projectSettings.updated',
      entityType: 'node',
      entityId: found.tender.id,
      before: settingsOf(found.tender),
      after: settingsOf(after),
    });
    return { tenderNodeId: after.id, ...settingsOf(after) };
  });
}

/** The IANA time zones the runtime knows, for the account form. */
export function listTimeZones(): string[] {
  return Intl.supportedValuesOf('timeZone');
}

export const languageOptions = [
  { code: 'en', name: 'English' },
  { code: 'fr', name: 'Français' },
];
