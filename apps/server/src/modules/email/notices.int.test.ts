import { type AwardApproval, type EmailTemplate, intakeReference } from '@procura/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller, valuesOf } from '../../../test/api.ts';
import { approvalSuite } from '../../../test/approvals.ts';
import { databaseKinds, jsonHeaders, type TestApp } from '../../../test/harness.ts';
import { insertRequest, staffCall } from '../../../test/intake-staff.ts';
import { outboxMailTo } from '../../../test/requirements.ts';
import type { Caller } from '../../../test/submissions-suite.ts';
import { customers, emailTemplates, projects } from '../../db/schema/index.ts';
import { asSystem } from '../../platform/tenancy.ts';

/**
 * The platform's notices as the outbox holds them (issue 25 §3): the catalogue's wording in the
 * agency's language, or the agency's active template of the notice's group in that language (the
 * project's node's, for a notice about a project), its values HTML-escaped in the body. Intake
 * declines (about no project) and award approval cancellations (about one) go through their
 * real calls.
 */
describe.each(databaseKinds())('notice wording on %s', (kind) => {
  const approvals = approvalSuite(kind);
  let t: TestApp;
  let buyer: Caller;
  let admin: Caller;
  let place: { customerId: number; nodeId: number };
  let agencyName: string;

  beforeAll(async () => {
    t = approvals.t();
    buyer = approvals.buyer();
    admin = await signedInCaller(t, 'admin@demo.procura.local');
    place = { customerId: buyer.info.customer.id, nodeId: buyer.info.tenderNode.id };
    const [agency] = await asSystem(t.database.db, (tx) =>
      tx.select().from(customers).where(eq(customers.id, place.customerId)),
    );
    agencyName = agency?.displayName ?? '';
    expect(agency?.language).toBe('en');
  });

  const setAgencyLanguage = (language: 'en' | 'fr') =>
    asSystem(t.database.db, (tx) =>
      tx.update(customers).set({ language }).where(eq(customers.id, place.customerId)),
    );

  /** Runs `body` with the agency in French, back in English afterwards whatever happens. */
  async function inFrench<T>(body: () => Promise<T>): Promise<T> {
    await setAgencyLanguage('fr');
    try {
      return await body();
    } finally {
      await setAgencyLanguage('en');
    }
  }

  /** A template saved through the control panel's call, on the node of `path` (the admin's own by default). */
  async function saveTemplate(template: Record<string, unknown>, path = admin.tenantPath) {
    const response = await t.app.inject({
      method: 'POST',
      url: `${path}/Emails/Templates`,
      headers: { ...jsonHeaders, cookie: admin.cookie },
      payload: template,
    });
    expect(response.statusCode, response.body).toBe(200);
    return valuesOf<EmailTemplate>(response)[0] as EmailTemplate;
  }

  /** Declines a fresh intake request of Rita's through the staff call; answers the one mail it made. */
  async function decline(tag: string, reason: string) {
    const email = `${tag}@city.example`;
    const id = await insertRequest({ t }, place, {
      email,
      firstName: 'Rita',
      projectName: 'Road resurfacing',
    });
    const response = await staffCall(t, buyer, 'PUT', '/approvedeclineintake', {
      intakeRequestId: id,
      status: 3,
      reason,
    });
    expect(response.statusCode, response.body).toBe(200);
    const mails = await outboxMailTo(t, email, 'intakeDeclined');
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    if (!mail) throw new Error(`no decline mailed to ${email}`);
    return { mail, reference: intakeReference(id) };
  }

  const english = (reference: string, reason: string) => ({
    subject: `Your intake request ${reference} was declined`,
    textBody: [
      'Hello Rita,',
      '',
      `${agencyName} has declined your intake request ${reference} for "Road resurfacing".`,
      '',
      'The reason given:',
      reason,
    ].join('\n'),
    htmlBody: null,
  });

  const reason = 'Too late <b>& over budget';
  const escapedReason = 'Too late &lt;b&gt;&amp; over budget';

  it('sends the catalogue’s wording in the agency’s language when there is no template', async () => {
    const plain = await decline('no-template', 'Covered by the 2026 contract.');
    expect(plain.mail).toMatchObject(english(plain.reference, 'Covered by the 2026 contract.'));

    const french = await inFrench(() => decline('no-template-fr', 'Couvert par le contrat de 2026.'));
    expect(french.mail).toMatchObject({
      subject: `Votre demande d’intake ${french.reference} a été refusée`,
      textBody: [
        'Bonjour Rita,',
        '',
        `${agencyName} a refusé votre demande d’intake ${french.reference} pour « Road resurfacing ».`,
        '',
        'Motif indiqué :',
        'Couvert par le contrat de 2026.',
      ].join('\n'),
      htmlBody: null,
    });
  });

  it('passes over an inactive template and one in the other language', async () => {
    await saveTemplate({
      name: 'Decline (inactive)',
      groupName: 'intakeDeclined',
      language: 'en',
      active: false,
      subject: 'Inactive: #Reference#',
      body: '<p>Inactive #FirstName#: #Reason#</p>',
    });
    await saveTemplate({
      name: 'Refus',
      groupName: 'intakeDeclined',
      language: 'fr',
      subject: 'Demande #Reference# refusée, #FirstName#',
      body: '<p>Bonjour #FirstName#,</p><p>Motif : #Reason#</p>',
    });
    const { mail, reference } = await decline('passed-over', reason);
    expect(mail).toMatchObject(english(reference, reason));
  });

  it('words the notice by the active template in the agency’s language, values escaped in its HTML', async () => {
    const template = await saveTemplate({
      name: 'Decline',
      groupName: 'intakeDeclined',
      language: 'en',
      subject: 'Request #Reference# declined, #FirstName#',
      body: '<p>Hello #FirstName#,</p><p>We cannot take this on: #Reason#</p>',
    });
    expect(template.body).toBe('<p>Hello #FirstName#,</p><p>We cannot take this on: #Reason#</p>');
    const { mail, reference } = await decline('template', reason);
    expect(mail).toMatchObject({
      subject: `Request ${reference} declined, Rita`,
      htmlBody: `<p>Hello Rita,</p><p>We cannot take this on: ${escapedReason}</p>`,
      textBody: `Hello Rita,\nWe cannot take this on: ${reason}`,
    });

    // In French the agency's French template goes, the English one no longer.
    const french = await inFrench(() => decline('template-fr', reason));
    expect(french.mail).toMatchObject({
      subject: `Demande ${french.reference} refusée, Rita`,
      htmlBody: `<p>Bonjour Rita,</p><p>Motif : ${escapedReason}</p>`,
      textBody: `Bonjour Rita,\nMotif : ${reason}`,
    });
  });

  it('words a project’s notice by a template of the project’s node only', async () => {
    const cancelledTemplate = {
      name: 'Cancelled',
      groupName: 'awardApprovalCancelled',
      language: 'en',
      subject: 'Withdrawn: #ProjectName# (#ReportNumber#)',
      body: '<p>#FullName#, the approval of #ReportName# was withdrawn: #Reason#</p>',
    };
    // The agency's other node keeps one; the approval's project is on the buyer's node.
    const otherNode = `/api/v1/customer/${place.customerId}/node/${buyer.info.customerNode.id}`;
    expect(buyer.info.customerNode.id).not.toBe(place.nodeId);
    const elsewhere = await saveTemplate(cancelledTemplate, otherNode);
    const [kept] = await asSystem(t.database.db, (tx) =>
      tx
        .select({ nodeId: emailTemplates.nodeId, active: emailTemplates.active })
        .from(emailTemplates)
        .where(eq(emailTemplates.id, elsewhere.id)),
    );
    expect(kept).toEqual({ nodeId: buyer.info.customerNode.id, active: true });

    const { approval } = await approvals.readyApproval('notices');
    const { approvalOf } = approvals;
    const [project] = await asSystem(t.database.db, (tx) =>
      tx.select({ name: projects.name }).from(projects).where(eq(projects.id, approval.projectId)),
    );
    const projectName = project?.name ?? '';
    const cancel = async (why: string) => {
      approvalOf(await buyer.call('POST', `/Awards/approvals/${approval.id}/send`));
      const cancelled: AwardApproval = approvalOf(
        await buyer.call('PUT', `/Awards/approvals/${approval.id}/status?status=Cancelled`, { reason: why }),
      );
      expect(cancelled.status).toBe('Cancelled');
      const mails = await outboxMailTo(t, 'lead@demo.procura.local', 'awardApprovalCancelled');
      const mail = mails.sort((a, b) => a.id - b.id).at(-1);
      if (!mail) throw new Error('no cancellation mailed to the lead');
      return mail;
    };

    const catalogue = await cancel('Scope changed');
    expect(catalogue.subject).toBe(`Award approval cancelled: ${projectName} (AR-notices)`);
    expect(catalogue.htmlBody).toBeNull();
    expect(catalogue.textBody).toContain('Reason: Scope changed');

    // The same template on the project's node is used.
    await saveTemplate(cancelledTemplate);
    approvalOf(
      await buyer.call('PUT', `/Awards/approvals/${approval.id}/status?status=Draft`, { reason: '' }),
    );
    const templated = await cancel(reason);
    expect(templated.subject).toBe(`Withdrawn: ${projectName} (AR-notices)`);
    expect(templated.htmlBody).toBe(
      `<p>Priya Raman, the approval of Award report notices was withdrawn: ${escapedReason}</p>`,
    );
    expect(templated.textBody).toBe(
      `Priya Raman, the approval of Award report notices was withdrawn: ${reason}`,
    );
  });
});
