import {
  type AwardApproval,
  type AwardApprovalDocument,
  missingForSend,
  type WorkflowPerson,
} from '@procura/contract';
import type { ApprovalWithNames, DocumentRow, PersonRow } from './queries.ts';

const iso = (at: Date | null) => (at === null ? null : at.toISOString());

export function presentDocument(row: DocumentRow): AwardApprovalDocument {
  return {
    id: row.id,
    fileName: row.fileName,
    type: row.contentType,
    sizeInByte: row.size,
    isSummaryReport: row.isSummaryReport,
  };
}

export function presentPerson(row: PersonRow): WorkflowPerson {
  return {
    id: row.id,
    kind: row.kind,
    userId: row.userId,
    fullName: row.fullName,
    email: row.email,
    title: row.title,
    role: row.role,
    status: row.status,
    comments: row.comments,
    emailSentAt: iso(row.emailSentAt),
    decidedAt: iso(row.decidedAt),
  };
}

export function presentApproval(
  approval: ApprovalWithNames,
  documents: DocumentRow[],
  people: PersonRow[],
): AwardApproval {
  const workflow = people.map(presentPerson);
  return {
    id: approval.id,
    projectId: approval.projectId,
    tenderId: approval.tenderId,
    reportName: approval.reportName,
    reportNumber: approval.reportNumber,
    submissionId: approval.submissionId,
    companyName: approval.companyName,
    status: approval.status,
    cancelReason: approval.cancelReason,
    sentAt: iso(approval.sentAt),
    documents: documents.map(presentDocument),
    workflow,
    missing: missingForSend({ documents: documents.length, people: workflow }),
    createdAt: approval.createdAt.toISOString(),
    updatedAt: approval.updatedAt.toISOString(),
  };
}
