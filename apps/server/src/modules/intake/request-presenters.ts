import {
  type IntakeDocument,
  type IntakeListRow,
  type IntakeRequest,
  intakeReference,
  intakeStatuses,
} from '@procura/contract';
import type { findRequestNames, IntakeDocumentRow, IntakeRequestRow } from './request-queries.ts';

/**
 * How intake requests go out (001 §3 Intake request, pending request list row): names read by
 * join, the stored days as YYYY-MM-DDTHH:mm:ss (001 §5), the UTC instants as ISO.
 */

type Names = Awaited<ReturnType<typeof findRequestNames>>;
export type AllowedAction = IntakeRequest['allowedActions'][number];

/** A stored calendar time (timestamp without zone) as 001 §5 writes it. */
export const storedDay = (value: string | null) =>
  value === null ? null : value.replace(' ', 'T').slice(0, 19);

const amount = (value: string | null) => (value === null ? null : Number(value));
const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

export function presentDocument(row: IntakeDocumentRow): IntakeDocument {
  return {
    id: row.id,
    fileName: row.fileName,
    size: row.size,
    contentType: row.contentType,
    dateCreatedUtc: row.createdAt.toISOString(),
  };
}

function consultantOf(row: IntakeRequestRow) {
  const consultant = {
    firstName: row.consultantFirstName ?? '',
    lastName: row.consultantLastName ?? '',
    email: row.consultantEmail ?? '',
  };
  return Object.values(consultant).some(Boolean) ? consultant : null;
}

/** What the request's view needs (issue 24 §4), with what this caller may do with it. */
export function presentRequest(
  row: IntakeRequestRow,
  names: Names,
  documents: IntakeDocumentRow[],
  allowedActions: AllowedAction[],
): IntakeRequest {
  return {
    id: row.id,
    nodeId: row.nodeId,
    reference: intakeReference(row.id),
    contactDetails: {
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      departmentId: row.departmentId,
      divisionId: row.divisionId,
      procurementLeadId: row.procurementLeadId,
      consultant: consultantOf(row),
      department: names.department ?? null,
      division: names.division ?? null,
      procurementLead: names.lead ? { id: names.lead.id, name: fullName(names.lead) } : null,
    },
    projectDetail: {
      projectName: row.projectName,
      classification: row.classification,
      description: row.description,
      bidType: row.bidTypeId,
      bidTypeName: names.bidType?.name ?? null,
      applyToProject: row.applyToProject,
      categoryIds: row.categoryIds,
      categories: row.categoryIds.flatMap((id) => names.categories.filter((c) => c.id === id)),
      isSiteVisit: row.isSiteVisit,
      locations: row.locations,
      estimatedPostingDate: storedDay(row.estimatedPostingDate),
      deliveryConstructionStartDate: storedDay(row.deliveryConstructionStartDate),
      supplierEmails: row.supplierEmails,
      documentIds: documents.map((d) => d.id),
      documents: documents.map(presentDocument),
      status: row.status,
      declineReason: row.declineReason,
      dateCreatedUtc: row.dateCreatedUtc.toISOString(),
      modifiedByUserId: row.modifiedByUserId,
      dateModifiedUtc: row.dateModifiedUtc?.toISOString() ?? null,
    },
    financialDetails: {
      projectBudget: amount(row.projectBudget),
      estimatedTotalProjectValue: amount(row.estimatedTotalProjectValue),
    },
    projectId: row.projectId,
    allowedActions,
  };
}

/** What the caller may do: edit and decide while pending; make the project once approved. */
export function allowedActionsOf(
  row: IntakeRequestRow,
  rights: { canAct: boolean; mayCreateProject: boolean },
): AllowedAction[] {
  if (!rights.canAct) return [];
  if (row.status === intakeStatuses.pending) return ['edit', 'approve', 'decline'];
  if (row.status === intakeStatuses.approved && row.projectId === null && rights.mayCreateProject) {
    return ['createProject'];
  }
  return [];
}

/** One row of the list as the search query reads it (search-queries.ts). */
export type IntakeListRecord = {
  id: number;
  dateCreatedUtc: Date;
  dateModifiedUtc: Date | null;
  projectName: string;
  firstName: string;
  lastName: string;
  leadFirstName: string | null;
  leadLastName: string | null;
  department: string | null;
  bidType: string | null;
  classification: string | null;
  estimatedPostingDate: string | null;
  deliveryConstructionStartDate: string | null;
  projectBudget: string | null;
  estimatedTotalProjectValue: string | null;
  status: 1 | 2 | 3;
  projectId: number | null;
};

export function presentListRow(record: IntakeListRecord): IntakeListRow {
  return {
    id: record.id,
    dateCreatedUtc: record.dateCreatedUtc.toISOString(),
    dateModifiedUtc: record.dateModifiedUtc?.toISOString() ?? null,
    projectName: record.projectName,
    requester: fullName(record),
    firstName: record.firstName,
    lastName: record.lastName,
    procurementLead:
      record.leadFirstName === null
        ? null
        : fullName({ firstName: record.leadFirstName, lastName: record.leadLastName ?? '' }),
    department: record.department,
    bidType: record.bidType,
    classification: record.classification,
    estimatedPostingDate: storedDay(record.estimatedPostingDate),
    deliveryConstructionStartDate: storedDay(record.deliveryConstructionStartDate),
    projectBudget: amount(record.projectBudget),
    estimatedTotalProjectValue: amount(record.estimatedTotalProjectValue),
    status: record.status,
    projectId: record.projectId,
  };
}
