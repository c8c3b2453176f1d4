import {
  allowedProjectActions,
  canEditTemplate,
  deriveSubmissionDisplay,
  type Meeting,
  type Project,
  type ProjectStatus,
  sourceStatusOf,
  type Tender,
  type TenderDateField,
  type TenderInput,
  tenderDateFields,
  tenderDefaults,
} from '@procura/contract';
import type { projects, tenderMeetings, tenders } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/tenancy.ts';

type ProjectRow = typeof projects.$inferSelect;
type TenderRow = typeof tenders.$inferSelect;
type MeetingRow = typeof tenderMeetings.$inferSelect;

/** Who is looking: the rights the project answer's canEdit and allowedActions depend on. */
export type Viewer = Actor & {
  held: ReadonlySet<string>;
  isSiteAdmin: boolean;
  /** The action right on the Build route (project.build). */
  canActBuild: boolean;
};

/** Statuses in which a project's Build pages may still change. */
const editableStatuses: readonly ProjectStatus[] = [
  'Design_Mode_Pending',
  'Request_for_Approval',
  'Open_Scheduled',
  'Open',
  'Planned',
  'Upcoming',
  'Template',
];

export function isEditableStatus(status: string): boolean {
  return editableStatuses.includes(status as ProjectStatus);
}

/** Whether `viewer` may change `project` (Build right, status, lock, and the template rule of 000 §4). */
export function canEditProject(project: ProjectRow, viewer: Viewer): boolean {
  if (!viewer.canActBuild || project.locked || !isEditableStatus(project.status)) return false;
  if (project.type !== 'TEMPLATE' || viewer.isSiteAdmin) return true;
  return canEditTemplate([...viewer.held], project.createdById === viewer.userId);
}

const iso = (value: Date | null) => (value === null ? null : value.toISOString());
const amount = (value: string | null) => (value === null ? null : Number(value));

/** The settings document of a source, completed with today's defaults for settings added since it was written. */
export function tenderSettingsOf(row: TenderRow): Omit<TenderInput, TenderDateField | 'meetings'> {
  const stored = row.settings;
  const { meetings: _m, ...defaults } = tenderDefaults;
  const settings: Record<string, unknown> = { ...defaults };
  for (const key of Object.keys(defaults)) {
    if (key in stored && !(tenderDateFields as readonly string[]).includes(key)) {
      settings[key] = stored[key as keyof TenderInput];
    }
  }
  return settings as Omit<TenderInput, TenderDateField | 'meetings'>;
}

export function presentMeeting(row: MeetingRow): Meeting & { id: number } {
  return {
    id: row.id,
    description: row.description,
    location: row.location,
    date: iso(row.date),
    endDate: iso(row.endDate),
    isMandatory: row.isMandatory,
    showToPublic: row.showToPublic,
  };
}

export function presentTender(row: TenderRow, status: ProjectStatus, meetings: MeetingRow[]): Tender {
  const dates = Object.fromEntries(tenderDateFields.map((f) => [f, iso(row[f])])) as Record<
    TenderDateField,
    string | null
  >;
  const settings = tenderSettingsOf(row);
  return {
    ...settings,
    ...dates,
    id: row.id,
    status: sourceStatusOf[status],
    // Derived on every read from the closing method and results display (000 §4), never stored.
    ...deriveSubmissionDisplay(settings.closingMethod, settings.resultsDisplay),
    meetings: meetings.map(presentMeeting),
  };
}

export function presentProject(
  row: ProjectRow,
  tender: TenderRow | undefined,
  meetings: MeetingRow[],
  viewer: Viewer,
  createdBy: { id: number; fullName: string } | null,
): Project {
  const status = row.status;
  return {
    id: row.id,
    name: row.name,
    number: row.number,
    type: row.type,
    phase: row.phase as Project['phase'],
    status,
    procurementMethod: row.procurementMethod as Project['procurementMethod'],
    isPlanned: row.isPlanned,
    blueprint: row.blueprint as Project['blueprint'],
    createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
    locked: row.locked,
    cancelReason: row.cancelReason,
    terminateReason: row.terminateReason,
    intakeRequestId: row.intakeRequestId,
    convertedFromId: row.convertedFromId,
    description: row.description,
    departmentId: row.departmentId,
    divisionId: row.divisionId,
    classification: row.classification as Project['classification'],
    categoryIds: row.categoryIds,
    commodityCodeIds: row.commodityCodeIds,
    projectLeadId: row.projectLeadId,
    departmentProjectLeadId: row.departmentProjectLeadId,
    negotiationType: row.negotiationType as Project['negotiationType'],
    estimatedAnnualValue: amount(row.estimatedAnnualValue),
    estimatedValue: amount(row.estimatedValue),
    termId: row.termId,
    durationMonths: row.durationMonths,
    deliveryTimeframe: row.deliveryTimeframe,
    tradeAgreementIds: row.tradeAgreementIds,
    taxes: row.taxes,
    priceOnline: amount(row.priceOnline),
    pricePickup: amount(row.pricePickup),
    priceShipping: amount(row.priceShipping),
    internalReferenceNumber: row.internalReferenceNumber,
    contractNumber: row.contractNumber,
    submissionAddress: row.submissionAddress,
    linkedProjectId: row.linkedProjectId,
    isCooperative: row.isCooperative,
    isLeadAgency: row.isLeadAgency,
    leadAgencyNameId: row.leadAgencyNameId,
    numberOfAgencies: row.numberOfAgencies,
    participatingAgencies: row.participatingAgencies,
    hasPromptPayDiscount: row.hasPromptPayDiscount,
    tenders: tender ? [presentTender(tender, status, meetings)] : [],
    canEdit: canEditProject(row, viewer),
    allowedActions: viewer.canActBuild ? allowedProjectActions(status) : [],
  };
}
