import type { EmailSend, SentEmail } from '@procura/contract';
import { and, asc, eq } from 'drizzle-orm';
import {
  contracts,
  contractVendors,
  emails,
  nodes,
  outbox,
  planTakers,
  projectUsers,
  tenderInvitations,
  vendorContacts,
  vendors,
} from '../src/db/schema/index.ts';
import { writeRestrictedDomains } from '../src/modules/email/settings-queries.ts';
import { asSystem, inTenant } from '../src/platform/tenancy.ts';
import { signedInCaller, valuesOf } from './api.ts';
import type { TestApp } from './harness.ts';
import { insertProject } from './projects.ts';
import { setTenderDates } from './sourcing.ts';

export type Caller = Awaited<ReturnType<typeof signedInCaller>>;
type At = { customerId: number; nodeId: number };

/** A supplier of the agency with one contact; answers both ids. */
export async function insertSupplier(
  t: TestApp,
  at: At,
  company: string,
  contact: { firstName: string; lastName: string; email: string },
) {
  return asSystem(t.database.db, async (tx) => {
    const [vendor] = await tx
      .insert(vendors)
      .values({ customerId: at.customerId, belongsToNodeId: at.nodeId, companyName: company })
      .returning({ id: vendors.id });
    if (!vendor) throw new Error('vendor not inserted');
    const [row] = await tx
      .insert(vendorContacts)
      .values({ customerId: at.customerId, vendorId: vendor.id, ...contact })
      .returning({ id: vendorContacts.id });
    if (!row) throw new Error('contact not inserted');
    return { vendorId: vendor.id, contactId: row.id };
  });
}

/**
 * The email wizard's world (issue 25 §2): the demo agency's lead, an open source closing in ten
 * days with two registered suppliers (plan takers), a team member and an invitation; a supplier
 * that is no plan taker, and a supplier of Northwind with its contact.
 */
export async function emailWorld(t: TestApp) {
  const lead = await signedInCaller(t, 'lead@demo.procura.local');
  const at = { customerId: lead.info.customer.id, nodeId: lead.info.tenderNode.id };
  const made = await insertProject(t, at, { name: 'Road salt supply', number: 'RS-25', status: 'Open' });
  await setTenderDates(t, at.customerId, made.tenderId, {
    dateClosing: new Date('2030-03-15T18:00:00Z'),
  });
  const acme = await insertSupplier(t, at, 'Acme Salt', {
    firstName: 'Ada',
    lastName: 'Acme',
    email: 'ada@acme.test',
  });
  const brine = await insertSupplier(t, at, 'Brine & Co', {
    firstName: 'Ben',
    lastName: 'Brine',
    email: 'ben@brine.test',
  });
  const outsider = await insertSupplier(t, at, 'Not Registered Ltd', {
    firstName: 'Olga',
    lastName: 'Out',
    email: 'olga@outside.test',
  });
  const northwind = t.seed.northwindCustomerId;
  const [northwindNode] = await asSystem(t.database.db, (tx) =>
    tx
      .select({ id: nodes.id })
      .from(nodes)
      .where(and(eq(nodes.customerId, northwind), eq(nodes.kind, 'tender'))),
  );
  const foreign = await insertSupplier(
    t,
    { customerId: northwind, nodeId: northwindNode?.id ?? 0 },
    'Northwind Gravel',
    { firstName: 'Nora', lastName: 'North', email: 'nora@gravel.test' },
  );
  const ids = await asSystem(t.database.db, async (tx) => {
    for (const supplier of [acme, brine]) {
      await tx.insert(planTakers).values({
        customerId: at.customerId,
        tenderId: made.tenderId,
        vendorId: supplier.vendorId,
        contactId: supplier.contactId,
        companyName: 'registered',
        registeredAt: t.clock.now(),
      });
    }
    const [member] = await tx
      .insert(projectUsers)
      .values({
        customerId: at.customerId,
        projectId: made.projectId,
        userId: lead.info.user.id,
        roleId: 'projectTeamMember',
      })
      .returning({ id: projectUsers.id });
    const [invitation] = await tx
      .insert(tenderInvitations)
      .values({
        customerId: at.customerId,
        tenderId: made.tenderId,
        email: 'iris@invited.test',
        companyName: 'Invited Inc',
        contactName: 'Iris Invited',
      })
      .returning({ id: tenderInvitations.id });
    return { projectUserId: member?.id ?? 0, invitationId: invitation?.id ?? 0 };
  });
  return { lead, at, ...made, acme, brine, outsider, foreign, ...ids };
}
export type EmailWorld = Awaited<ReturnType<typeof emailWorld>>;

/** A valid send to the two plan takers' contacts, with `changes`. */
export function sendBody(world: EmailWorld, changes: Partial<EmailSend> = {}): EmailSend {
  return {
    tenderId: world.tenderId,
    contactIds: [world.acme.contactId, world.brine.contactId],
    replyTo: 'lead@demo.procura.local',
    sender: 'City of Demo Purchasing',
    subject: 'Site visit for #TenderName#, #ContactName#',
    body: '<p>Dear #ContactName# of #VendorName#,</p><p>#TenderNumber# closes #ClosingDate#.</p>',
    ...changes,
  };
}

/** POST /Emails/Schedule; answers the response and the mail when it was accepted. */
export async function send(caller: Caller, body: unknown) {
  const response = await caller.call('POST', '/Emails/Schedule', body);
  return { response, email: response.statusCode === 200 ? valuesOf<SentEmail>(response)[0] : undefined };
}

export const messageKeys = (response: { headers: Record<string, unknown> }) =>
  String(response.headers['x-message-keys'] ?? '');

/** The agency's buyer mail copies in the outbox, oldest first. */
export function buyerCopies(t: TestApp, customerId: number) {
  return asSystem(t.database.db, (tx) =>
    tx
      .select()
      .from(outbox)
      .where(and(eq(outbox.customerId, customerId), eq(outbox.kind, 'buyerEmail')))
      .orderBy(asc(outbox.id)),
  );
}

/** How many mails the agency has: a refused send must leave it unchanged. */
export async function emailCount(t: TestApp, customerId: number) {
  const rows = await asSystem(t.database.db, (tx) =>
    tx.select({ id: emails.id }).from(emails).where(eq(emails.customerId, customerId)),
  );
  return rows.length;
}

/** Restricts mail of the node to `domains`, as the control panel saves them. */
export function restrictDomains(t: TestApp, at: At, userId: number, domains: string[]) {
  return inTenant(t.database.db, at.customerId, (tx) =>
    writeRestrictedDomains(tx, at.customerId, at.nodeId, userId, domains),
  );
}

/** A contract on the world's project with `vendorId` as its supplier. */
export async function insertContractWith(t: TestApp, world: EmailWorld, vendorId: number) {
  return asSystem(t.database.db, async (tx) => {
    const [contract] = await tx
      .insert(contracts)
      .values({
        customerId: world.at.customerId,
        projectId: world.projectId,
        name: 'Salt contract',
        number: 'C-7',
      })
      .returning({ id: contracts.id });
    if (!contract) throw new Error('contract not inserted');
    await tx
      .insert(contractVendors)
      .values({ customerId: world.at.customerId, contractId: contract.id, vendorId });
    return contract.id;
  });
}
