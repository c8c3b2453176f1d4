import {
  type ComposeDraft,
  type ComposeProblem,
  composeProblems,
  type EmailAttachment,
  type EmailSend,
  type EmailTemplateGroup,
  LocalTimeError,
  type Project,
  parseAddressList,
  sendWhen,
  type TokenValues,
  utcToZonedLocal,
  zonedLocalToUtc,
} from '@procura/contract';

/**
 * The email wizard's state without React (issue 25 §1): who it may write to, the draft, and what
 * the draft becomes: the problems shown per field, each recipient's preview values and the send
 * payload. The rules themselves are the contract's; this file only feeds them.
 */

/** The lists the Contacts step offers, as the page it opened from has them. */
export type ContactGroup = 'projectUsers' | 'planTakers' | 'invitations' | 'supplierContacts';

/** One person the mail may go to, with the id the send payload names them by. */
export type WizardContact = {
  /** Unique across groups: `${kind}:${id}`. */
  key: string;
  kind: 'projectUser' | 'contact' | 'invitation';
  id: number;
  group: ContactGroup;
  name: string;
  email: string;
  companyName: string | null;
  vendorId: number | null;
  /** An inactive project user, or a company added by hand without a contact, cannot be chosen. */
  selectable: boolean;
};

export const contactKey = (kind: WizardContact['kind'], id: number) => `${kind}:${id}`;

const supplierPrefix = 'supplier:';

/**
 * A company a page chose whose people it does not know (a contract's Suppliers): the wizard
 * chooses that company's reachable contacts once its supplierContacts list has them.
 */
export const supplierKey = (vendorId: number) => `${supplierPrefix}${vendorId}`;

export const isSupplierKey = (key: string) => key.startsWith(supplierPrefix);

/**
 * The page's supplier keys against the supplier contacts loaded so far: the contact keys they
 * stand for, and the supplier keys still waiting for their company's contacts. A company that is
 * not there yet waits unless the list has settled (every company answered): then it has nobody.
 */
export function expandSupplierKeys(
  keys: readonly string[],
  contacts: readonly WizardContact[],
  settled: boolean,
): { chosen: string[]; waiting: string[] } {
  const chosen: string[] = [];
  const waiting: string[] = [];
  for (const key of keys) {
    if (!isSupplierKey(key)) continue;
    const ofVendor = contacts.filter(
      (c) => c.group === 'supplierContacts' && c.vendorId !== null && supplierKey(c.vendorId) === key,
    );
    if (ofVendor.length === 0 && !settled) waiting.push(key);
    for (const contact of ofVendor) if (contact.selectable) chosen.push(contact.key);
  }
  return { chosen, waiting };
}

/** What the mail is about, from where the wizard opened: it decides the lists, tokens and template group. */
export type EmailAbout = {
  groups: readonly ContactGroup[];
  /** The project: its users, its source's plan takers and invitations, and the Tender tokens. */
  project?: { id: number; name: string; number: string; tenderId: number | null };
  /** Where only the project's id is at hand (a contract's pages): whose users to list. */
  projectId?: number;
  contract?: { id: number; name: string; number: string };
  /** A supplier the mail is about (its profile's Emails tab lists it). */
  vendor?: { id: number; companyName: string };
  /** The companies whose contacts the supplierContacts group lists. */
  suppliers?: readonly { vendorId: number; companyName: string }[];
};

/** A project's wizard: its users, and its source's people when it has a source. */
export function aboutProject(
  project: Pick<Project, 'id' | 'name' | 'number' | 'tenders'>,
  groups: readonly ContactGroup[],
): EmailAbout {
  const tenderId = project.tenders[0]?.id ?? null;
  return { groups, project: { id: project.id, name: project.name, number: project.number, tenderId } };
}

export const templateGroupOf = (about: EmailAbout): EmailTemplateGroup =>
  about.contract ? 'Contracts' : 'Bids';

export type WizardDraft = ComposeDraft & {
  sender: string;
  /** The group of the template applied, sent as the mail's groupName. */
  templateGroup: EmailTemplateGroup | null;
  templateId: number | null;
  attachment: EmailAttachment | null;
};

export function emptyDraft(): WizardDraft {
  return {
    sender: '',
    replyTo: '',
    cc: '',
    bcc: '',
    subject: '',
    body: '',
    sendWhen: sendWhen.now,
    sendDate: null,
    fileNotUploaded: false,
    templateGroup: null,
    templateId: null,
    attachment: null,
  };
}

/** The instant a later send goes at, or null (or the zone's refusal) when the typed time names none. */
function sendInstant(draft: WizardDraft, timeZone: string): Date | LocalTimeError | null {
  if (draft.sendWhen !== sendWhen.later || !draft.sendDate) return null;
  try {
    return zonedLocalToUtc(draft.sendDate, timeZone);
  } catch (error) {
    if (error instanceof LocalTimeError) return error;
    throw error;
  }
}

/**
 * The contract's compose problems against the agency's present wall clock, and a time the zone
 * skips (a spring-forward hour) refused under the date rather than shifted.
 */
export function wizardProblems(draft: WizardDraft, timeZone: string, now: Date): ComposeProblem[] {
  const problems = composeProblems(draft, utcToZonedLocal(now, timeZone));
  const instant = sendInstant(draft, timeZone);
  if (instant instanceof LocalTimeError && !problems.some((p) => p.field === 'sendDate')) {
    problems.push({ field: 'sendDate', key: instant.key });
  }
  return problems;
}

/** The send time as UTC ISO when sending later, null when sending now. */
export function sendDateUtcOf(draft: WizardDraft, timeZone: string): string | null {
  const instant = sendInstant(draft, timeZone);
  return instant instanceof Date ? instant.toISOString() : null;
}

export function payloadOf(
  draft: WizardDraft,
  recipients: readonly WizardContact[],
  about: EmailAbout,
  timeZone: string,
): EmailSend {
  const idsOf = (kind: WizardContact['kind']) => recipients.filter((c) => c.kind === kind).map((c) => c.id);
  return {
    projectUserIds: idsOf('projectUser'),
    contactIds: idsOf('contact'),
    invitationIds: idsOf('invitation'),
    ccs: parseAddressList(draft.cc).addresses,
    bccs: parseAddressList(draft.bcc).addresses,
    attachmentIds: draft.attachment ? [draft.attachment.id] : [],
    sender: draft.sender.trim(),
    replyTo: draft.replyTo.trim(),
    subject: draft.subject,
    body: draft.body,
    sendDateUtc: sendDateUtcOf(draft, timeZone),
    contractId: about.contract?.id ?? null,
    tenderId: about.project?.tenderId ?? null,
    groupName: draft.templateGroup,
    vendorId: about.vendor?.id ?? null,
  };
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string, options: Intl.DateTimeFormatOptions, at: Date): string {
  const key = `${timeZone} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { ...options, timeZone });
    dateFormats.set(key, format);
  }
  return format.format(at);
}

/**
 * The token values the web knows for one recipient. Date and Time are those of the send (now, or
 * the chosen later time) on the agency's clock; the closing date, site meeting and invitation link
 * are the server's to fill.
 */
export function previewValues(
  contact: WizardContact,
  about: EmailAbout,
  agencyName: string,
  at: Date,
  timeZone: string,
): TokenValues {
  const values: TokenValues = {
    AgencyName: agencyName,
    ContactName: contact.name,
    Date: formatIn(timeZone, { year: 'numeric', month: 'long', day: 'numeric' }, at),
    Time: formatIn(timeZone, { hour: 'numeric', minute: '2-digit' }, at),
  };
  const vendorName = contact.companyName ?? about.vendor?.companyName;
  if (vendorName) values.VendorName = vendorName;
  if (about.project) {
    values.TenderName = about.project.name;
    values.TenderNumber = about.project.number;
  }
  if (about.contract) {
    values.ContractName = about.contract.name;
    values.ContractNumber = about.contract.number;
  }
  return values;
}

/** When the preview's Date and Time read: the chosen later time, else now. */
export function previewInstant(draft: WizardDraft, timeZone: string, now: Date): Date {
  const instant = sendInstant(draft, timeZone);
  return instant instanceof Date ? instant : now;
}
