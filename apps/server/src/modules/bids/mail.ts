import type { BidReceipt, NoticeValues } from '@procura/contract';
import { closingTimeText } from '../../platform/mail-dates.ts';
import type { ProjectRow } from './queries.ts';

/**
 * The supplier-side bid notices: their kinds and token values. Suppliers have no language of
 * their own yet, so each mail speaks English and French (as the requirements' withdrawal mail
 * does); a time written in words comes in both. No mail holds what a bid contains: the receipt
 * gives its time, number and hash only.
 */

const titleOf = (project: Pick<ProjectRow, 'name' | 'number'>) =>
  project.number ? `${project.number} ${project.name}` : project.name;

/** The exact server time as written on a receipt: to the millisecond, in UTC and in the agency's zone. */
function stamp(iso: string, timezone: string): { en: string; fr: string } {
  const at = new Date(iso);
  return {
    en: `${closingTimeText(at, timezone, 'en-CA') ?? ''} (${iso})`,
    fr: `${closingTimeText(at, timezone, 'fr-CA') ?? ''} (${iso})`,
  };
}

export function receiptMail(receipt: BidReceipt): { kind: 'bidReceipt'; values: NoticeValues<'bidReceipt'> } {
  const when = stamp(receipt.submittedAt, receipt.timezone);
  const files = receipt.files.map((f) => `  ${f.fileName}  SHA-256 ${f.sha256}`);
  return {
    kind: 'bidReceipt',
    values: {
      CompanyName: receipt.companyName,
      ProjectTitle: titleOf({ name: receipt.projectName, number: receipt.projectNumber }),
      ReceivedAt: when.en,
      ReceivedAtFr: when.fr,
      ReceiptNumber: receipt.receiptNumber,
      ContentHash: receipt.contentSha256,
      Documents: files.length > 0 ? ['Documents:', ...files].join('\n') : '',
    },
  };
}

export function withdrawalMail(input: {
  project: Pick<ProjectRow, 'name' | 'number'>;
  receiptNumber: string;
  reason: string;
  at: Date;
}): { kind: 'bidWithdrawn'; values: NoticeValues<'bidWithdrawn'> } {
  return {
    kind: 'bidWithdrawn',
    values: {
      ReceiptNumber: input.receiptNumber,
      ProjectTitle: titleOf(input.project),
      WithdrawnAt: input.at.toISOString(),
      Reason: input.reason,
    },
  };
}

export function noBidMail(input: {
  project: Pick<ProjectRow, 'name' | 'number'>;
  companyName: string;
  reason: string;
  at: Date;
}): { kind: 'noBid'; values: NoticeValues<'noBid'> } {
  return {
    kind: 'noBid',
    values: {
      CompanyName: input.companyName,
      ProjectTitle: titleOf(input.project),
      SentAt: input.at.toISOString(),
      Reason: input.reason,
    },
  };
}
