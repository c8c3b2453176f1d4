import { and, eq, gte, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import {
  contractDocuments,
  contracts,
  customers,
  projects,
  projectUsers,
  resources,
  users,
  vendorContacts,
  vendors,
} from '../../db/schema/index.ts';
import { tenantJoin, tenantRow } from '../../platform/query.ts';
import type { Tx } from '../../platform/tenancy.ts';
import type { ContractDocumentRow } from './document-queries.ts';

/** What the contract mails read: who hears of a document, and the words the agency chose. */

/** Every agency with its name and time zone: each has its own "today" for expiry notices. */
export async function findAgencies(tx: Tx) {
  return tx
    .select({ id: customers.id, name: customers.displayName, timezone: customers.timezone })
    .from(customers);
}

/** The agency's shown name, if there is one by that id. */
export async function findAgencyName(tx: Tx, customerId: number) {
  const [row] = await tx
    .select({ name: customers.displayName })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row;
}

/** The supplier company's name, if the agency has one by that id. */
export async function findVendorName(tx: Tx, customerId: number, vendorId: number) {
  const [row] = await tx
    .select({ name: vendors.companyName })
    .from(vendors)
    .where(tenantRow(vendors.id, customerId, vendorId));
  return row;
}

/**
 * The agency's approved documents whose notice is due `today` and not sent: on contracts with
 * expiry notice days, in progress or active, not expired yet, within those days of expiring.
 */
export async function findDueDocuments(tx: Tx, customerId: number, today: string) {
  return tx
    .select({
      documentId: contractDocuments.id,
      displayName: contractDocuments.displayName,
      category: contractDocuments.category,
      expiryDate: contractDocuments.expiryDate,
      vendorId: contractDocuments.vendorId,
      companyName: vendors.companyName,
      contractName: contracts.name,
      contractNumber: contracts.number,
      projectId: projects.id,
      projectLeadId: projects.projectLeadId,
    })
    .from(contractDocuments)
    .innerJoin(contracts, tenantJoin(contracts.id, contractDocuments.contractId))
    .innerJoin(projects, tenantJoin(projects.id, contracts.projectId))
    .leftJoin(vendors, tenantJoin(vendors.id, contractDocuments.vendorId))
    .where(
      and(
        eq(contractDocuments.customerId, customerId),
        eq(contractDocuments.approved, true),
        isNull(contractDocuments.expiryNoticeSentAt),
        isNotNull(contracts.expiryNoticeDays),
        inArray(contracts.status, ['In Progress', 'Active']),
        gte(contractDocuments.expiryDate, today),
        lte(sql`${contractDocuments.expiryDate} - ${contracts.expiryNoticeDays}`, sql`${today}::date`),
      ),
    )
    .limit(500);
}

/** The document's expiry was announced `at`: it is not announced again (until its day changes). */
export async function markExpiryNoticeSent(tx: Tx, customerId: number, documentId: number, at: Date) {
  await tx
    .update(contractDocuments)
    .set({ expiryNoticeSentAt: at })
    .where(tenantRow(contractDocuments.id, customerId, documentId));
}

/** The addresses of the project's active contract administrators. */
export async function findContractAdministratorEmails(tx: Tx, customerId: number, projectId: number) {
  return tx
    .select({ email: users.email })
    .from(projectUsers)
    .innerJoin(users, tenantJoin(users.id, projectUsers.userId))
    .where(
      and(
        eq(projectUsers.customerId, customerId),
        eq(projectUsers.projectId, projectId),
        eq(projectUsers.roleId, 'contractAdministrator'),
        eq(users.inActive, false),
      ),
    );
}

/** The address of the user, when active (none otherwise). */
export async function findActiveUserEmails(tx: Tx, customerId: number, userId: number) {
  return tx
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.customerId, customerId), eq(users.id, userId), eq(users.inActive, false)));
}

/** The address of the supplier company's primary contact, if it has one. */
export async function findPrimaryContactEmail(tx: Tx, customerId: number, vendorId: number) {
  const [row] = await tx
    .select({ email: vendorContacts.email })
    .from(vendorContacts)
    .where(
      and(
        eq(vendorContacts.customerId, customerId),
        eq(vendorContacts.vendorId, vendorId),
        eq(vendorContacts.isPrimary, true),
      ),
    )
    .limit(1);
  return row;
}

/** Who hears of a rejection: the contact who sent the document, else the company's primary contact. */
export async function findDocumentContact(tx: Tx, document: ContractDocumentRow) {
  const contactId = document.uploadedByContactId;
  const [row] = await tx
    .select({
      email: vendorContacts.email,
      firstName: vendorContacts.firstName,
      lastName: vendorContacts.lastName,
    })
    .from(vendorContacts)
    .where(
      and(
        eq(vendorContacts.customerId, document.customerId),
        contactId !== null
          ? eq(vendorContacts.id, contactId)
          : and(eq(vendorContacts.vendorId, document.vendorId ?? 0), eq(vendorContacts.isPrimary, true)),
      ),
    )
    .limit(1);
  return row;
}

/** The agency's own system texts of these keys. */
export async function findResources(tx: Tx, customerId: number, keys: string[]) {
  return tx
    .select({ key: resources.key, value: resources.value })
    .from(resources)
    .where(and(eq(resources.customerId, customerId), inArray(resources.key, keys)));
}
