import { addDays } from '@procura/contract';
import { and, asc, eq, lt, notInArray, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import {
  contractDocuments,
  contracts,
  dropdownOptions,
  projects,
  users,
  vendorContacts,
  vendorDocuments,
  vendors,
} from '../../db/schema/index.ts';
import { tenantJoin } from '../../platform/query.ts';
import type { Tx } from '../../platform/tenancy.ts';
import { personName } from './contract-queries.ts';
import type { ReportScope } from './paging.ts';

/*
 * The SQL of the reports over documents: insurance that expired or is expiring, and what suppliers
 * sent that waits for approval. Both keep the dashboard's document scope: the node's contracts
 * neither cancelled nor archived.
 */

const documentContract = tenantJoin(contracts.id, contractDocuments.contractId);
const contractProject = tenantJoin(projects.id, contracts.projectId);
const liveNodeContract = (scope: ReportScope) =>
  and(
    eq(contractDocuments.customerId, scope.customerId),
    eq(projects.nodeId, scope.nodeId),
    notInArray(contracts.status, ['Cancelled', 'Closed-Archived']),
  );

export type InsuranceCursor = { expiryDate: string; projectNumber: string; documentId: number };

/**
 * One page of the node's approved insurance whose expiry day is before today + `windowDays`
 * (expired, or expiring within the window), past `after`, by expiry day, project number and id.
 */
export async function findInsuranceReportPage(
  tx: Tx,
  scope: ReportScope,
  windowDays: number,
  after: InsuranceCursor | null,
  limit: number,
) {
  return tx
    .select({
      documentId: contractDocuments.id,
      projectId: projects.id,
      projectNumber: projects.number,
      projectName: projects.name,
      contractNumber: contracts.number,
      company: vendors.companyName,
      insuranceType: dropdownOptions.name,
      displayName: contractDocuments.displayName,
      effectiveDate: contractDocuments.effectiveDate,
      // Never null here: the window's bound keeps only documents with an expiry day.
      expiryDate: sql<string>`${contractDocuments.expiryDate}::text`,
      procurementLead: personName(users.firstName, users.lastName),
    })
    .from(contractDocuments)
    .innerJoin(contracts, documentContract)
    .innerJoin(projects, contractProject)
    .leftJoin(vendors, tenantJoin(vendors.id, contractDocuments.vendorId))
    .leftJoin(dropdownOptions, tenantJoin(dropdownOptions.id, contractDocuments.typeId))
    .leftJoin(users, tenantJoin(users.id, projects.projectLeadId))
    .where(
      and(
        liveNodeContract(scope),
        eq(contractDocuments.category, 'insurance'),
        eq(contractDocuments.approved, true),
        lt(contractDocuments.expiryDate, addDays(scope.today, windowDays)),
        after
          ? sql`(${contractDocuments.expiryDate}, ${projects.number}, ${contractDocuments.id})
              > (${after.expiryDate}::date, ${after.projectNumber}::text, ${after.documentId}::int)`
          : undefined,
      ),
    )
    .orderBy(asc(contractDocuments.expiryDate), asc(projects.number), asc(contractDocuments.id))
    .limit(limit);
}

export type InsuranceReportRow = Awaited<ReturnType<typeof findInsuranceReportPage>>[number];

/**
 * Where the previous page of pending documents ended. `uploadedAt` is the upload instant in ISO
 * form to the microsecond: a JavaScript Date keeps milliseconds only, and a cursor rounded down
 * would read again the rows of the same millisecond.
 */
export type PendingCursor = { uploadedAt: string; source: number; documentId: number };

/** The upload instant as ISO text in UTC with microseconds, which timestamptz reads back exactly. */
const isoInstant = (column: typeof contractDocuments.createdAt | typeof vendorDocuments.createdAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const uploaderName = sql<string | null>`coalesce(
  nullif(trim(${vendorContacts.firstName} || ' ' || ${vendorContacts.lastName}), ''),
  nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''))`;

/**
 * One page of what waits for approval, past `after`: the node's contract documents not approved
 * (source 0) and its suppliers' own documents not approved (source 1, category vendordocument, no
 * contract nor type), together by upload instant, then source, then id.
 */
export async function findPendingReportPage(
  tx: Tx,
  scope: ReportScope,
  after: PendingCursor | null,
  limit: number,
) {
  const fromContracts = tx
    .select({
      source: sql<number>`0`.as('source'),
      documentId: sql<number>`${contractDocuments.id}`.as('document_id'),
      createdAt: sql`${contractDocuments.createdAt}`.as('created_at'),
      uploadedAt: isoInstant(contractDocuments.createdAt).as('uploaded_at'),
      company: sql<string | null>`${vendors.companyName}`.as('company'),
      category: sql<string>`${contractDocuments.category}`.as('category'),
      documentType: sql<string | null>`${dropdownOptions.name}`.as('document_type'),
      displayName: sql<string>`${contractDocuments.displayName}`.as('display_name'),
      fileName: sql<string>`${contractDocuments.fileName}`.as('file_name'),
      projectNumber: sql<string | null>`${projects.number}`.as('project_number'),
      projectName: sql<string | null>`${projects.name}`.as('project_name'),
      contractNumber: sql<string | null>`${contracts.number}`.as('contract_number'),
      effectiveDate: sql<string | null>`${contractDocuments.effectiveDate}::text`.as('effective_date'),
      expiryDate: sql<string | null>`${contractDocuments.expiryDate}::text`.as('expiry_date'),
      uploadedBy: uploaderName.as('uploaded_by'),
    })
    .from(contractDocuments)
    .innerJoin(contracts, documentContract)
    .innerJoin(projects, contractProject)
    .leftJoin(vendors, tenantJoin(vendors.id, contractDocuments.vendorId))
    .leftJoin(dropdownOptions, tenantJoin(dropdownOptions.id, contractDocuments.typeId))
    .leftJoin(vendorContacts, tenantJoin(vendorContacts.id, contractDocuments.uploadedByContactId))
    .leftJoin(users, tenantJoin(users.id, contractDocuments.uploadedById))
    .where(and(liveNodeContract(scope), eq(contractDocuments.approved, false)));
  const fromSuppliers = tx
    .select({
      source: sql<number>`1`.as('source'),
      documentId: sql<number>`${vendorDocuments.id}`.as('document_id'),
      createdAt: sql`${vendorDocuments.createdAt}`.as('created_at'),
      uploadedAt: isoInstant(vendorDocuments.createdAt).as('uploaded_at'),
      company: sql<string | null>`${vendors.companyName}`.as('company'),
      category: sql<string>`'vendordocument'::text`.as('category'),
      documentType: sql<string | null>`null::text`.as('document_type'),
      displayName: sql<string>`${vendorDocuments.displayName}`.as('display_name'),
      fileName: sql<string>`${vendorDocuments.fileName}`.as('file_name'),
      projectNumber: sql<string | null>`null::text`.as('project_number'),
      projectName: sql<string | null>`null::text`.as('project_name'),
      contractNumber: sql<string | null>`null::text`.as('contract_number'),
      effectiveDate: sql<string | null>`${vendorDocuments.effectiveDate}::text`.as('effective_date'),
      expiryDate: sql<string | null>`${vendorDocuments.expiryDate}::text`.as('expiry_date'),
      uploadedBy: uploaderName.as('uploaded_by'),
    })
    .from(vendorDocuments)
    .innerJoin(vendors, tenantJoin(vendors.id, vendorDocuments.vendorId))
    .leftJoin(vendorContacts, tenantJoin(vendorContacts.id, vendorDocuments.uploadedByContactId))
    .leftJoin(users, tenantJoin(users.id, vendorDocuments.uploadedById))
    .where(
      and(
        eq(vendorDocuments.customerId, scope.customerId),
        eq(vendors.belongsToNodeId, scope.nodeId),
        eq(vendors.isDeleted, false),
        eq(vendorDocuments.approved, false),
      ),
    );
  const docs = unionAll(fromContracts, fromSuppliers).as('pending_docs');
  return tx
    .select({
      source: docs.source,
      documentId: docs.documentId,
      uploadedAt: docs.uploadedAt,
      company: docs.company,
      category: docs.category,
      documentType: docs.documentType,
      displayName: docs.displayName,
      fileName: docs.fileName,
      projectNumber: docs.projectNumber,
      projectName: docs.projectName,
      contractNumber: docs.contractNumber,
      effectiveDate: docs.effectiveDate,
      expiryDate: docs.expiryDate,
      uploadedBy: docs.uploadedBy,
    })
    .from(docs)
    .where(
      after
        ? sql`(${docs.createdAt}, ${docs.source}, ${docs.documentId})
            > (${after.uploadedAt}::timestamptz, ${after.source}::int, ${after.documentId}::int)`
        : undefined,
    )
    .orderBy(asc(docs.createdAt), asc(docs.source), asc(docs.documentId))
    .limit(limit);
}

export type PendingReportRow = Awaited<ReturnType<typeof findPendingReportPage>>[number];
