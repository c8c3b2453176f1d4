import { utcToZonedLocal } from '@procura/contract';
import { and, eq, gte, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import {
  contractDocuments,
  contracts,
  customers,
  projects,
  projectUsers,
  users,
  vendorContacts,
  vendors,
} from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { enqueueMail } from '../../platform/mail.ts';
import { tenantJoin } from '../../platform/query.ts';
import { asSystem, type Tx } from '../../platform/tenancy.ts';

/**
 * Expiry notices (issue 9 §2): a contract's approved documents are announced N days before they
 * expire, N being the contract's expiry notice days (never beyond its term: checked when saved).
 * Each document is announced once (`expiry_notice_sent_at`; a new expiry day clears it). Closed,
 * archived and cancelled contracts send none: closing stops notifications (000 §4).
 */

type Due = Awaited<ReturnType<typeof dueDocuments>>[number];

async function dueDocuments(tx: Tx, customerId: number, today: string) {
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

/** The agency's people who look after the contract: its project lead and contract administrators. */
async function staffAddresses(tx: Tx, customerId: number, due: Due) {
  const admins = await tx
    .select({ email: users.email })
    .from(projectUsers)
    .innerJoin(users, tenantJoin(users.id, projectUsers.userId))
    .where(
      and(
        eq(projectUsers.customerId, customerId),
        eq(projectUsers.projectId, due.projectId),
        eq(projectUsers.roleId, 'contractAdministrator'),
        eq(users.inActive, false),
      ),
    );
  const lead = due.projectLeadId
    ? await tx
        .select({ email: users.email })
        .from(users)
        .where(
          and(eq(users.customerId, customerId), eq(users.id, due.projectLeadId), eq(users.inActive, false)),
        )
    : [];
  return [...new Set([...lead, ...admins].map((u) => u.email).filter(Boolean))];
}

async function supplierAddress(tx: Tx, customerId: number, vendorId: number | null) {
  if (vendorId === null) return null;
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
  return row?.email ?? null;
}

function noticeText(due: Due, agency: string) {
  const contract = due.contractNumber ? `${due.contractNumber} ${due.contractName}` : due.contractName;
  const company = due.companyName ? ` from ${due.companyName}` : '';
  return {
    subject: `Document expiring on ${due.expiryDate}: ${due.displayName}`,
    text: [
      `The document "${due.displayName}"${company} on the contract ${contract} (${agency}) expires on ${due.expiryDate}.`,
      '',
      due.vendorId === null
        ? 'Renew it before then to keep the contract covered.'
        : 'Please send a renewed document before then.',
    ].join('\n'),
  };
}

/** Mails every notice due today in every agency; answers how many documents were announced. */
export async function sendExpiryNotices(ctx: AppContext, now: Date): Promise<number> {
  return asSystem(ctx.db, async (tx) => {
    const agencies = await tx
      .select({ id: customers.id, name: customers.displayName, timezone: customers.timezone })
      .from(customers);
    let sent = 0;
    for (const agency of agencies) {
      const today = utcToZonedLocal(now, agency.timezone).slice(0, 10);
      for (const due of await dueDocuments(tx, agency.id, today)) {
        const mail = noticeText(due, agency.name);
        const supplier = await supplierAddress(tx, agency.id, due.vendorId);
        const to = [...(await staffAddresses(tx, agency.id, due)), ...(supplier ? [supplier] : [])];
        for (const address of to) {
          await enqueueMail(tx, ctx.clock, {
            customerId: agency.id,
            to: address,
            kind: 'contractDocumentExpiring',
            ...mail,
          });
        }
        await tx
          .update(contractDocuments)
          .set({ expiryNoticeSentAt: now })
          .where(and(eq(contractDocuments.customerId, agency.id), eq(contractDocuments.id, due.documentId)));
        sent += 1;
      }
    }
    return sent;
  });
}
