import { utcToZonedLocal } from '@procura/contract';
import type { AppContext } from '../../platform/context.ts';
import { enqueueNotice } from '../../platform/notices.ts';
import { asSystem } from '../../platform/tenancy.ts';
import { listCustomers } from '../customers/index.ts';
import { findDueVendorDocuments, findNoticeAddresses, updateVendorDocument } from './document-queries.ts';

/**
 * Expiry notices of suppliers' documents (issue 22 §3), sent by the contract documents' sweep (the
 * same hourly job): an approved document is announced vendorDocumentRules.expiryNoticeDays before
 * it expires, once (`expiry_notice_sent_at`; a new expiry day clears it), to the supplier's
 * primary contact and the team member who filed it.
 */
export async function sendVendorDocumentNotices(ctx: AppContext, now: Date): Promise<number> {
  return asSystem(ctx.db, async (tx) => {
    let sent = 0;
    for (const agency of await listCustomers(tx)) {
      const today = utcToZonedLocal(now, agency.timezone).slice(0, 10);
      for (const due of await findDueVendorDocuments(tx, agency.id, today)) {
        const values = {
          DocumentName: due.displayName,
          CompanyName: due.companyName,
          AgencyName: agency.displayName,
          // Only documents with an expiry date fall due.
          ExpiryDate: due.expiryDate ?? '',
        };
        for (const to of await findNoticeAddresses(tx, agency.id, due)) {
          await enqueueNotice(tx, ctx, { customerId: agency.id, to, kind: 'vendorDocumentExpiring', values });
        }
        await updateVendorDocument(tx, agency.id, due.documentId, { expiryNoticeSentAt: now });
        sent += 1;
      }
    }
    return sent;
  });
}
