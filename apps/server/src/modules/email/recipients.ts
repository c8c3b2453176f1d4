import {
  type EmailSendValues,
  isRestrictedAddress,
  type TokenValues,
  utcToZonedLocal,
} from '@procura/contract';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { Actor, Tx } from '../../platform/tenancy.ts';
import { findContract } from '../contracts/index.ts';
import { findTenderById } from '../projects/index.ts';
import { opportunityUrl } from '../questions/index.ts';
import { requireVendor } from '../vendors/index.ts';
import {
  findReachableContacts,
  findTeamMembers,
  findTenderInvitations,
  type MailFacts,
  type RecipientDraft,
} from './recipient-queries.ts';
import { readRestrictedDomains } from './settings-queries.ts';

/**
 * Who a buyer's mail goes to (issue 25 §2): the wizard names project team memberships, supplier
 * contacts and invitations by id, and each must belong to what the mail is about: the source's
 * project team, its plan takers' or the contract's suppliers' contacts, its invitations. The
 * source, contract and supplier are looked up by their own areas, so a mail reaches only what the
 * caller may see.
 */

/** What a mail is about: the project of its source or contract, and the supplier it names. */
export type MailAbout = {
  projectId: number | null;
  tenderId: number | null;
  contractId: number | null;
  vendorId: number | null;
};

/** The source, contract and supplier of the payload, each the caller's (404 with its message). */
export async function resolveAbout(
  tx: Tx,
  actor: Actor,
  input: Pick<EmailSendValues, 'tenderId' | 'contractId' | 'vendorId'>,
): Promise<MailAbout> {
  const source = input.tenderId === null ? null : await findTenderById(tx, actor, input.tenderId);
  const contract = input.contractId === null ? null : await findContract(tx, actor, input.contractId);
  // A contract of another project than the source's is not this mail's contract.
  if (source && contract && contract.projectId !== source.project.id) {
    throw new AppError(404, 'invalidContractId');
  }
  if (input.vendorId !== null) {
    await requireVendor(tx, actor.customerId, input.vendorId).catch((error: unknown) => {
      // The directory answers a plain 404; the wizard's call names the supplier.
      throw error instanceof AppError && error.status === 404 ? new AppError(404, 'vendorInvalidId') : error;
    });
  }
  return {
    projectId: source?.project.id ?? contract?.projectId ?? null,
    tenderId: source?.tender.id ?? null,
    contractId: contract?.id ?? null,
    vendorId: input.vendorId,
  };
}

const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

/** Every id of `wanted` is among `found`, or the payload names someone the mail may not reach. */
function assertAllFound(wanted: number[], found: { id: number }[], key: Parameters<typeof badRequest>[0]) {
  const ids = new Set(found.map((row) => row.id));
  if (wanted.some((id) => !ids.has(id))) throw badRequest(key);
}

/**
 * The recipients the payload names, in its order (team, contacts, invitations), each once. A
 * name that is not the mail's to reach (another project's member, another agency's contact)
 * refuses the whole send with its message.
 */
export async function resolveRecipients(
  tx: Tx,
  customerId: number,
  about: MailAbout,
  input: Pick<EmailSendValues, 'projectUserIds' | 'contactIds' | 'invitationIds'>,
): Promise<RecipientDraft[]> {
  const projectUserIds = [...new Set(input.projectUserIds)];
  const contactIds = [...new Set(input.contactIds)];
  const invitationIds = [...new Set(input.invitationIds)];
  const drafts: RecipientDraft[] = [];
  if (projectUserIds.length > 0) {
    if (about.projectId === null) throw badRequest('emailInvalidTeamMember');
    const members = await findTeamMembers(tx, customerId, about.projectId, projectUserIds);
    assertAllFound(projectUserIds, members, 'emailInvalidTeamMember');
    const byId = new Map(members.map((m) => [m.id, m]));
    for (const id of projectUserIds) {
      const member = byId.get(id);
      if (!member) continue;
      drafts.push({ kind: 'projectUser', projectUserId: id, name: fullName(member), address: member.email });
    }
  }
  if (contactIds.length > 0) {
    const contacts = await findReachableContacts(tx, customerId, contactIds, about);
    assertAllFound(contactIds, contacts, 'emailInvalidContact');
    const byId = new Map(contacts.map((c) => [c.id, c]));
    for (const id of contactIds) {
      const contact = byId.get(id);
      if (!contact) continue;
      drafts.push({
        kind: 'contact',
        contactId: id,
        vendorId: contact.vendorId,
        name: fullName(contact),
        companyName: contact.companyName,
        address: contact.email,
      });
    }
  }
  if (invitationIds.length > 0) {
    if (about.tenderId === null) throw badRequest('emailInvalidInvitation');
    const invitations = await findTenderInvitations(tx, customerId, about.tenderId, invitationIds);
    assertAllFound(invitationIds, invitations, 'emailInvalidInvitation');
    const byId = new Map(invitations.map((i) => [i.id, i]));
    for (const id of invitationIds) {
      const invitation = byId.get(id);
      if (!invitation) continue;
      drafts.push({
        kind: 'invitation',
        invitationId: id,
        vendorId: invitation.vendorId,
        name: invitation.contactName,
        companyName: invitation.companyName || null,
        address: invitation.email,
      });
    }
  }
  return drafts;
}

/** The first of `addresses` in one of the node's restricted domains, if any. */
export async function findRestricted(tx: Tx, customerId: number, nodeId: number, addresses: string[]) {
  const domains = await readRestrictedDomains(tx, customerId, nodeId);
  return addresses.find((address) => isRestrictedAddress(address, domains));
}

export const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1).toLowerCase();

/** 400 emailDomainRestricted naming the domain, when any address is in a restricted one. */
export async function assertUnrestricted(tx: Tx, customerId: number, nodeId: number, addresses: string[]) {
  const restricted = await findRestricted(tx, customerId, nodeId, addresses);
  if (restricted !== undefined) {
    throw badRequest({ key: 'emailDomainRestricted', params: { domain: domainOf(restricted) } });
  }
}

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** An instant in the agency's zone as the tokens write it: 'MMMM DD, YYYY' and 'h:mm a' (000 §9). */
function zonedParts(at: Date, timeZone: string) {
  let local: string;
  try {
    local = utcToZonedLocal(at, timeZone);
  } catch {
    // An agency zone Intl does not know: UTC still names the right instant.
    local = utcToZonedLocal(at, 'UTC');
  }
  const [year, month, day, hour, minute] = local.split(/[-T:]/).map(Number) as number[];
  const h = (hour ?? 0) % 12 === 0 ? 12 : (hour ?? 0) % 12;
  return {
    date: `${months[(month ?? 1) - 1]} ${String(day).padStart(2, '0')}, ${year}`,
    time: `${h}:${String(minute).padStart(2, '0')} ${(hour ?? 0) < 12 ? 'AM' : 'PM'}`,
  };
}

const dateTime = (at: Date, timeZone: string) => {
  const parts = zonedParts(at, timeZone);
  return `${parts.date} ${parts.time}`;
};

/**
 * The tokens every copy of a mail shares, at `now`; a token without a value (no contract on a
 * source's mail) is left out, so it stays as written.
 */
export function sharedTokenValues(facts: MailFacts, publicUrl: string, now: Date): TokenValues {
  const zone = facts.agency?.timeZone ?? 'UTC';
  const present = zonedParts(now, zone);
  const values: TokenValues = { Date: present.date, Time: present.time };
  if (facts.agency) values.AgencyName = facts.agency.name;
  if (facts.source) {
    values.TenderName = facts.source.name;
    values.TenderNumber = facts.source.number;
    if (facts.source.dateClosing) values.ClosingDate = dateTime(facts.source.dateClosing, zone);
    if (facts.agency) {
      values.InvitationLink = opportunityUrl({ publicUrl }, facts.agency.domain, facts.source.projectId);
    }
  }
  if (facts.meeting) {
    const when = facts.meeting.date ? dateTime(facts.meeting.date, zone) : '';
    values.SiteMeeting = [when, facts.meeting.location].filter(Boolean).join(', ');
  }
  if (facts.contract) {
    values.ContractName = facts.contract.name;
    values.ContractNumber = facts.contract.number;
  }
  if (facts.vendor) values.VendorName = facts.vendor.companyName;
  return values;
}

/** One recipient's tokens: their own name, and their company where the mail names none. */
export function recipientTokenValues(
  shared: TokenValues,
  recipient: { name: string; companyName: string | null },
): TokenValues {
  return {
    ...shared,
    ContactName: recipient.name,
    ...(recipient.companyName ? { VendorName: recipient.companyName } : {}),
  };
}
