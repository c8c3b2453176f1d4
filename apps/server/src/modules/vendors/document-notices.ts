import { utcToZonedLocal } from '@procura/contract';
import type { AppContext } from '../../platform/context.ts';
import { enqueueMail } from '../../platform/mail.ts';
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
        const subject = `Document expiring on ${due.expiryDate}: ${due.displayName}`;
        const text = [
          `The document "${due.displayName}" of ${due.companyName} with ${agency.displayName} expires on ${due.expiryDate}.`,
          '',
          'Please send a renewed document before then from your supplier account.',
        ].join('\n');
        for (const to of await findNoticeAddresses(tx, agency.id, due)) {
          await enqueueMail(tx, ctx.clock, {
            customerId: agency.id,
            to,
            kind: 'vendorDocumentExpiring',
            subject,
            text,
          });
        }
        await updateVendorDocument(tx, agency.id, due.documentId, { expiryNoticeSentAt: now });
        sent += 1;
      }
    }
    return sent;
  });
}
