import { utcToZonedLocal } from '@procura/contract';
import type { AppContext } from '../../platform/context.ts';
import { enqueueNotice } from '../../platform/notices.ts';
import { asSystem, type Tx } from '../../platform/tenancy.ts';
import {
  findActiveUserEmails,
  findAgencies,
  findContractAdministratorEmails,
  findDueDocuments,
  findPrimaryContactEmail,
  markExpiryNoticeSent,
} from './mail-queries.ts';

/**
 * Expiry notices (issue 9 §2): a contract's approved documents are announced N days before they
 * expire, N being the contract's expiry notice days (never beyond its term: checked when saved).
 * Each document is announced once (`expiry_notice_sent_at`; a new expiry day clears it). Closed,
 * archived and cancelled contracts send none: closing stops notifications (000 §4).
 */

type Due = Awaited<ReturnType<typeof findDueDocuments>>[number];

/** The agency's people who look after the contract: its project lead and contract administrators. */
async function staffAddresses(tx: Tx, customerId: number, due: Due) {
  const admins = await findContractAdministratorEmails(tx, customerId, due.projectId);
  const lead = due.projectLeadId ? await findActiveUserEmails(tx, customerId, due.projectLeadId) : [];
  return [...new Set([...lead, ...admins].map((u) => u.email).filter(Boolean))];
}

async function supplierAddress(tx: Tx, customerId: number, vendorId: number | null) {
  if (vendorId === null) return null;
  const row = await findPrimaryContactEmail(tx, customerId, vendorId);
  return row?.email ?? null;
}

/** The notice's values; a supplier's document names the supplier and asks it for the renewal. */
function noticeValues(due: Due, agency: string) {
  return {
    DocumentName: due.displayName,
    FromCompany: due.companyName ? ` from ${due.companyName}` : '',
    ContractName: due.contractNumber ? `${due.contractNumber} ${due.contractName}` : due.contractName,
    AgencyName: agency,
    // Only documents with an expiry date fall due.
    ExpiryDate: due.expiryDate ?? '',
    Request:
      due.vendorId === null
        ? 'Renew it before then to keep the contract covered.'
        : 'Please send a renewed document before then.',
  };
}

/** Mails every notice due today in every agency; answers how many documents were announced. */
export async function sendExpiryNotices(ctx: AppContext, now: Date): Promise<number> {
  return asSystem(ctx.db, async (tx) => {
    const agencies = await findAgencies(tx);
    let sent = 0;
    for (const agency of agencies) {
      const today = utcToZonedLocal(now, agency.timezone).slice(0, 10);
      for (const due of await findDueDocuments(tx, agency.id, today)) {
        const values = noticeValues(due, agency.name);
        const supplier = await supplierAddress(tx, agency.id, due.vendorId);
        const to = [...(await staffAddresses(tx, agency.id, due)), ...(supplier ? [supplier] : [])];
        for (const address of to) {
          await enqueueNotice(tx, ctx, {
            customerId: agency.id,
            to: address,
            kind: 'contractDocumentExpiring',
            projectId: due.projectId,
            values,
          });
        }
        await markExpiryNoticeSent(tx, agency.id, due.documentId, now);
        sent += 1;
      }
    }
    return sent;
  });
}
