import type { AppContext } from '../../platform/context.ts';
import { enqueueMail } from '../../platform/mail.ts';
import type { Tx } from '../../platform/tenancy.ts';
import type { ContractDocumentRow } from './document-queries.ts';
import { findAgencyName, findDocumentContact, findResources, findVendorName } from './mail-queries.ts';
import type { ContractRow } from './queries.ts';

/**
 * The RejectDocument email template (001 §3 Email template: groupName RejectDocument is special):
 * the node's RejectDocument template of Control panel › Email Notifications when it has an active
 * one (issue 25), else the agency's system texts (resources RejectDocument.subject and .body), else
 * the wording below; the #Name# tokens are filled from the contract, the document and the reason.
 */
export const rejectDocumentTemplate = {
  subject: 'Document not accepted: #DocumentName# (#ContractName#)',
  body: [
    'Hello #ContactName#,',
    '',
    '#AgencyName# could not accept the document "#DocumentName#" that #VendorName# sent for the contract #ContractNumber# #ContractName#.',
    '',
    'Reason: #Reason#',
    '',
    'Please send a corrected document from your supplier account.',
  ].join('\n'),
} as const;

const resourceKeys = { subject: 'RejectDocument.subject', body: 'RejectDocument.body' } as const;

/** Replaces each #Token# it knows; unknown tokens stay as written, so a typo shows rather than vanishes. */
export function fillTokens(text: string, values: Record<string, string>): string {
  return text.replace(/#(\w+)#/g, (token, name: string) => values[name] ?? token);
}

/** The mail in the agency's system texts, or the wording above where it has none. */
async function fromSystemTexts(tx: Tx, customerId: number, values: Record<string, string>) {
  const rows = await findResources(tx, customerId, Object.values(resourceKeys));
  const own = (key: string) => rows.find((r) => r.key === key)?.value.trim() || null;
  return {
    subject: fillTokens(own(resourceKeys.subject) ?? rejectDocumentTemplate.subject, values),
    text: fillTokens(own(resourceKeys.body) ?? rejectDocumentTemplate.body, values),
  };
}

/** Queues the rejection mail in the caller's transaction; a document with no supplier contact mails nobody. */
export async function mailRejection(
  tx: Tx,
  ctx: AppContext,
  input: { contract: ContractRow; document: ContractDocumentRow; reason: string },
) {
  const { contract, document } = input;
  const to = await findDocumentContact(tx, document);
  if (!to) return false;
  const agency = await findAgencyName(tx, contract.customerId);
  const vendor = await findVendorName(tx, contract.customerId, document.vendorId ?? 0);
  const values = {
    ContactName: `${to.firstName} ${to.lastName}`.trim(),
    VendorName: vendor?.name ?? '',
    AgencyName: agency?.name ?? '',
    DocumentName: document.displayName,
    ContractName: contract.name,
    ContractNumber: contract.number,
    Reason: input.reason,
  };
  const mail =
    (await ctx.hooks.rejectDocumentMail(tx, contract.customerId, contract.projectId, values)) ??
    (await fromSystemTexts(tx, contract.customerId, values));
  await enqueueMail(tx, ctx.clock, {
    customerId: contract.customerId,
    to: to.email,
    kind: 'contractDocumentRejected',
    ...mail,
  });
  return true;
}
