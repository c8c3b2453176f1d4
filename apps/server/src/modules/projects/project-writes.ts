import {
  type BlueprintType,
  initialProjectStatus,
  type ProcurementMethod,
  type ProjectDetails,
  type ProjectType,
  projectDetailsDefaults,
  type TenderDateField,
  type TenderInput,
  tenderDateFields,
  tenderDefaults,
} from '@procura/contract';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/tenancy.ts';
import { findProject, findTender, type TenderRow } from './lookup.ts';
import { assignProjectNumber, findTenderNode } from './numbering.ts';
import { tenderSettingsOf, type Viewer } from './presenters.ts';
import { findMeetingsOfTender } from './queries.ts';
import {
  deleteMeetingsOfTender,
  findComplianceItemsToCopy,
  insertComplianceItems,
  insertMeetings,
  insertProjectRow,
  insertTenderRow,
} from './write-queries.ts';

/**
 * Writing projects: the rows a project's details, source and meetings become, inserting a new
 * project (wizard, copy, template, conversion) and what a copy takes from its original.
 */

const toDate = (value: string | null) => (value === null ? null : new Date(value));

/** The tender columns and settings document for `input`. */
export function tenderValues(input: TenderInput) {
  const { meetings: _meetings, ...rest } = input;
  const settings: Record<string, unknown> = {};
  const dates: Partial<Record<TenderDateField, Date | null>> = {};
  for (const [key, value] of Object.entries(rest)) {
    if ((tenderDateFields as readonly string[]).includes(key)) {
      dates[key as TenderDateField] = toDate(value as string | null);
    } else settings[key] = value;
  }
  return { settings, ...dates };
}

export function detailsValues(details: ProjectDetails) {
  const money = (n: number | null) => (n === null ? null : n.toFixed(2));
  return {
    ...details,
    estimatedAnnualValue: money(details.estimatedAnnualValue),
    estimatedValue: money(details.estimatedValue),
    priceOnline: money(details.priceOnline),
    pricePickup: money(details.pricePickup),
    priceShipping: money(details.priceShipping),
  };
}

export async function writeMeetings(tx: Tx, tender: TenderRow, meetings: TenderInput['meetings']) {
  await deleteMeetingsOfTender(tx, tender.customerId, tender.id);
  if (meetings.length === 0) return;
  await insertMeetings(
    tx,
    meetings.map((m, i) => ({
      customerId: tender.customerId,
      tenderId: tender.id,
      description: m.description,
      location: m.location,
      date: toDate(m.date),
      endDate: toDate(m.endDate),
      isMandatory: m.isMandatory,
      showToPublic: m.showToPublic,
      sortOrder: i,
    })),
  );
}

export type ProjectSeed = {
  details: Partial<ProjectDetails> & { name: string };
  tender: TenderInput;
  meetings?: TenderInput['meetings'];
  type: ProjectType;
  procurementMethod: ProcurementMethod;
  isPlanned: boolean;
  blueprint: BlueprintType | null;
  number: string | undefined;
  intakeRequestId?: number | null;
  convertedFromId?: number | null;
  /** The source whose forms and instructions (compliance items, requirements) the new one copies. */
  formsInstructionsFrom?: number | null;
};

/** Inserts a project, its source and meetings, numbered by the node's settings, and audits it. */
export async function insertProject(
  tx: Tx,
  ctx: AppContext,
  viewer: Viewer,
  seed: ProjectSeed,
  action: string,
) {
  const node = await findTenderNode(tx, viewer.customerId, viewer.nodeId);
  const isTemplate = seed.type === 'TEMPLATE';
  const number = await assignProjectNumber(tx, viewer.customerId, node.id, seed.number, isTemplate);
  const now = ctx.clock.now();
  const row = await insertProjectRow(tx, {
    ...detailsValues({ ...projectDetailsDefaults, ...seed.details }),
    customerId: viewer.customerId,
    nodeId: node.id,
    number,
    type: seed.type,
    phase: 'Build',
    status: initialProjectStatus(seed.type),
    procurementMethod: seed.procurementMethod,
    isPlanned: seed.isPlanned,
    blueprint: seed.blueprint,
    createdById: viewer.userId,
    intakeRequestId: seed.intakeRequestId ?? null,
    convertedFromId: seed.convertedFromId ?? null,
    createdAt: now,
    updatedAt: now,
  });
  if (!row) throw new Error('project not inserted');
  const tender = await insertTenderRow(tx, {
    customerId: viewer.customerId,
    projectId: row.id,
    ...tenderValues({
      ...seed.tender,
      name: seed.tender.name || row.name,
      number: seed.tender.number || number,
    }),
  });
  if (!tender) throw new Error('tender not inserted');
  await writeMeetings(tx, tender, seed.meetings ?? []);
  if (seed.formsInstructionsFrom) {
    await copyFormsInstructions(tx, ctx, viewer, seed.formsInstructionsFrom, tender.id);
  }
  await recordAudit(tx, ctx.clock, {
    ...byActor(viewer),
    action,
    entityType: 'project',
    entityId: row.id,
    projectId: row.id,
    after: { name: row.name, number: row.number, type: row.type, procurementMethod: row.procurementMethod },
  });
  return row;
}

/**
 * What copyFormsInstructions copies (decision 68): the compliance items, the submission
 * requirements and the forms with their data.
 */
async function copyFormsInstructions(
  tx: Tx,
  ctx: AppContext,
  viewer: Viewer,
  fromTenderId: number,
  toTenderId: number,
) {
  await copyCompliance(tx, viewer.customerId, fromTenderId, toTenderId);
  for (const hook of ctx.hooks.sourceCopied) await hook(tx, viewer, fromTenderId, toTenderId);
}

async function copyCompliance(tx: Tx, customerId: number, fromTenderId: number, toTenderId: number) {
  const items = await findComplianceItemsToCopy(tx, customerId, fromTenderId);
  if (items.length === 0) return;
  await insertComplianceItems(
    tx,
    items.map((item) => ({
      customerId,
      tenderId: toTenderId,
      name: item.name,
      description: item.description,
      isRequired: item.isRequired,
      sortOrder: item.sortOrder,
    })),
  );
}

/** What a project copies from another: its details and settings; dates are the new project's own to set. */
export async function copySource(tx: Tx, viewer: Viewer, sourceId: number) {
  const source = await findProject(tx, viewer, sourceId);
  const tender = await findTender(tx, viewer, sourceId);
  const settings = tenderSettingsOf(tender);
  const details: Partial<ProjectDetails> = {
    description: source.description,
    departmentId: source.departmentId,
    divisionId: source.divisionId,
    classification: source.classification as ProjectDetails['classification'],
    categoryIds: source.categoryIds,
    commodityCodeIds: source.commodityCodeIds,
    projectLeadId: source.projectLeadId,
    departmentProjectLeadId: source.departmentProjectLeadId,
    negotiationType: source.negotiationType as ProjectDetails['negotiationType'],
    estimatedAnnualValue: source.estimatedAnnualValue === null ? null : Number(source.estimatedAnnualValue),
    estimatedValue: source.estimatedValue === null ? null : Number(source.estimatedValue),
    termId: source.termId,
    durationMonths: source.durationMonths,
    deliveryTimeframe: source.deliveryTimeframe,
    tradeAgreementIds: source.tradeAgreementIds,
    taxes: source.taxes,
    priceOnline: source.priceOnline === null ? null : Number(source.priceOnline),
    pricePickup: source.pricePickup === null ? null : Number(source.pricePickup),
    priceShipping: source.priceShipping === null ? null : Number(source.priceShipping),
    submissionAddress: source.submissionAddress,
    isCooperative: source.isCooperative,
    isLeadAgency: source.isLeadAgency,
    leadAgencyNameId: source.leadAgencyNameId,
    numberOfAgencies: source.numberOfAgencies,
    participatingAgencies: source.participatingAgencies,
    hasPromptPayDiscount: source.hasPromptPayDiscount,
  };
  const meetings = (await findMeetingsOfTender(tx, tender.customerId, tender.id)).map((m) => ({
    description: m.description,
    location: m.location,
    date: null,
    endDate: null,
    isMandatory: m.isMandatory,
    showToPublic: m.showToPublic,
  }));
  const tenderInput: TenderInput = { ...tenderDefaults, ...settings, name: '', number: '', meetings: [] };
  return { source, tender, details, tenderInput, meetings };
}
