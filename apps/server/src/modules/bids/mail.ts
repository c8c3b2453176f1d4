import type { BidReceipt } from '@procura/contract';
import { closingTimeText } from '../../platform/mail-dates.ts';
import type { ProjectRow } from './queries.ts';

/**
 * The supplier-side bid mails. Suppliers have no language of their own yet, so each speaks
 * English, then French (as the requirements' withdrawal mail does). No mail holds what a bid
 * contains: the receipt gives its time, number and hash only.
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

export function receiptMail(receipt: BidReceipt): { subject: string; text: string; kind: string } {
  const title = titleOf({ name: receipt.projectName, number: receipt.projectNumber });
  const when = stamp(receipt.submittedAt, receipt.timezone);
  const files = receipt.files.map((f) => `  ${f.fileName}  SHA-256 ${f.sha256}`);
  return {
    kind: 'bidReceipt',
    subject: `Submission received: ${title} / Soumission reçue : ${title}`,
    text: [
      `${receipt.companyName}, your submission to "${title}" was received.`,
      `Received at: ${when.en}`,
      `Receipt number: ${receipt.receiptNumber}`,
      `SHA-256 of what you submitted: ${receipt.contentSha256}`,
      ...(files.length > 0 ? ['Documents:', ...files] : []),
      '',
      'Keep this mail: the hash proves what you submitted and when.',
      '',
      '---',
      '',
      `${receipt.companyName}, votre soumission à « ${title} » a été reçue.`,
      `Reçue le : ${when.fr}`,
      `Numéro de reçu : ${receipt.receiptNumber}`,
      `SHA-256 de ce que vous avez soumis : ${receipt.contentSha256}`,
      '',
      'Conservez ce courriel : l’empreinte prouve ce que vous avez soumis et quand.',
    ].join('\n'),
  };
}

export function withdrawalMail(input: {
  project: Pick<ProjectRow, 'name' | 'number'>;
  receiptNumber: string;
  reason: string;
  at: Date;
}): { subject: string; text: string; kind: string } {
  const title = titleOf(input.project);
  return {
    kind: 'bidWithdrawn',
    subject: `Submission withdrawn: ${title} / Soumission retirée : ${title}`,
    text: [
      `Your submission ${input.receiptNumber} to "${title}" was withdrawn at ${input.at.toISOString()}.`,
      `Reason: ${input.reason}`,
      'You may submit again before the closing time.',
      '',
      '---',
      '',
      `Votre soumission ${input.receiptNumber} à « ${title} » a été retirée le ${input.at.toISOString()}.`,
      `Raison : ${input.reason}`,
      'Vous pouvez soumissionner de nouveau avant l’heure de fermeture.',
    ].join('\n'),
  };
}

export function noBidMail(input: {
  project: Pick<ProjectRow, 'name' | 'number'>;
  companyName: string;
  reason: string;
  at: Date;
}): { subject: string; text: string; kind: string } {
  const title = titleOf(input.project);
  return {
    kind: 'noBid',
    subject: `No bid: ${input.companyName}, ${title} / Non-soumission : ${input.companyName}, ${title}`,
    text: [
      `${input.companyName} will not bid on "${title}" (${input.at.toISOString()}).`,
      `Reason: ${input.reason}`,
      '',
      '---',
      '',
      `${input.companyName} ne soumissionnera pas pour « ${title} » (${input.at.toISOString()}).`,
      `Raison : ${input.reason}`,
    ].join('\n'),
  };
}
