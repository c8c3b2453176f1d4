import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  contracts,
  contractVendors,
  performanceAssessmentGroups,
  performanceTemplates,
  projectDocuments,
  projects,
  projectUsers,
  tenders,
  users,
  vendorContacts,
} from '../../db/schema/index.ts';
import { tenantJoin, tenantRow } from '../../platform/query.ts';
import type { Tx } from '../../platform/tenancy.ts';

/**
 * SQL of what an evaluation is made from and who it reaches (issue 23 §2): the node's template with
 * its assessment group's ranges, the rated contract with its project's leads and suppliers, the
 * people mails go to, and the documents of the contract's project.
 */

/** The node's template `templateId` with its assessment group's own ranges, if any. */
export async function findTemplateWithRanges(
  tx: Tx,
  place: { customerId: number; nodeId: number },
  templateId: number,
) {
  const [row] = await tx
    .select({ template: performanceTemplates, groupRanges: performanceAssessmentGroups.ranges })
    .from(performanceTemplates)
    .leftJoin(
      performanceAssessmentGroups,
      tenantJoin(performanceAssessmentGroups.id, performanceTemplates.assessmentGroupId),
    )
    .where(
      and(
        tenantRow(performanceTemplates.id, place.customerId, templateId),
        eq(performanceTemplates.nodeId, place.nodeId),
      ),
    );
  return row;
}

/**
 * The node's contract `contractId` as an evaluation needs it: its name, project and the project's
 * lead, its procurement lead (the project team's, the earliest named), and whether `vendorId` is
 * one of its suppliers.
 */
export async function findRatedContract(
  tx: Tx,
  place: { customerId: number; nodeId: number },
  contractId: number,
  vendorId: number,
) {
  const [row] = await tx
    .select({
      id: contracts.id,
      name: contracts.name,
      projectId: contracts.projectId,
      projectLeadId: projects.projectLeadId,
      procurementLeadId: sql<number | null>`(
        select pu.user_id from ${projectUsers} pu
        where pu.customer_id = ${contracts.customerId} and pu.project_id = ${contracts.projectId}
          and pu.role_id = 'procurementLead'
        order by pu.id limit 1)`,
      vendorOnContract: sql<boolean>`exists (
        select 1 from ${contractVendors} cv
        where cv.customer_id = ${contracts.customerId} and cv.contract_id = ${contracts.id}
          and cv.vendor_id = ${vendorId})`,
    })
    .from(contracts)
    .innerJoin(projects, tenantJoin(projects.id, contracts.projectId))
    .where(and(tenantRow(contracts.id, place.customerId, contractId), eq(projects.nodeId, place.nodeId)));
  return row;
}

export type RatedContract = NonNullable<Awaited<ReturnType<typeof findRatedContract>>>;

/** The active users among `ids` with their addresses (deleted and inactive people get no work). */
export async function findActivePeople(tx: Tx, customerId: number, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  return tx
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(
      and(
        eq(users.customerId, customerId),
        inArray(users.id, unique),
        eq(users.inActive, false),
        eq(users.deleted, false),
      ),
    );
}

/** The supplier's primary contacts (every contact when none is primary), whom its mails reach. */
export async function findSupplierContacts(tx: Tx, customerId: number, vendorId: number) {
  const rows = await tx
    .select({
      email: vendorContacts.email,
      firstName: vendorContacts.firstName,
      isPrimary: vendorContacts.isPrimary,
    })
    .from(vendorContacts)
    .where(and(eq(vendorContacts.customerId, customerId), eq(vendorContacts.vendorId, vendorId)))
    .orderBy(asc(vendorContacts.id));
  const primary = rows.filter((row) => row.isPrimary);
  return primary.length > 0 ? primary : rows;
}

/** The bid documents of every source of the project, by source then their order. */
export async function findProjectDocuments(tx: Tx, customerId: number, projectId: number) {
  return tx
    .select({
      document: projectDocuments,
      uploaderFirstName: users.firstName,
      uploaderLastName: users.lastName,
    })
    .from(projectDocuments)
    .innerJoin(tenders, tenantJoin(tenders.id, projectDocuments.tenderId))
    .leftJoin(users, tenantJoin(users.id, projectDocuments.uploadedById))
    .where(and(eq(tenders.customerId, customerId), eq(tenders.projectId, projectId)))
    .orderBy(asc(tenders.id), asc(projectDocuments.sortOrder), asc(projectDocuments.id));
}
