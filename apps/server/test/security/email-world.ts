/**
 * The agency's email rows of the security world (issue 25): a sent mail on the first source to
 * the bidder's contact with a claimed attachment (stored where the world's bid document is), and
 * a Bids template, each carrying the agency's mark.
 */
import { emailDocuments, emailRecipients, emails, emailTemplates } from '../../src/db/schema/index.ts';
import { asSystem } from '../../src/platform/tenancy.ts';
import type { TestApp } from '../harness.ts';

export async function insertEmailRows(
  t: TestApp,
  place: {
    customerId: number;
    nodeId: number;
    projectId: number;
    tenderId: number;
    vendorId: number;
    contactId: number;
    userId: number;
    storageKey: string;
  },
  mark: string,
) {
  const { customerId, nodeId, userId } = place;
  return asSystem(t.database.db, async (tx) => {
    const [email] = await tx
      .insert(emails)
      .values({
        customerId,
        nodeId,
        projectId: place.projectId,
        tenderId: place.tenderId,
        vendorId: place.vendorId,
        replyTo: `buyer@${mark.toLowerCase()}.test`,
        subject: `${mark} email subject`,
        body: `<p>${mark} email body</p>`,
        status: 'sent',
        createdById: userId,
        sentAt: new Date(),
      })
      .returning();
    if (!email) throw new Error('email not inserted');
    await tx.insert(emailRecipients).values({
      customerId,
      emailId: email.id,
      kind: 'contact',
      contactId: place.contactId,
      vendorId: place.vendorId,
      name: `${mark} Contact`,
      address: `contact@${mark.toLowerCase()}.test`,
      status: 'sent',
    });
    const [document] = await tx
      .insert(emailDocuments)
      .values({
        customerId,
        nodeId,
        emailId: email.id,
        storageKey: place.storageKey,
        fileName: `${mark}-attachment.pdf`,
        size: 4,
        contentType: 'application/pdf',
        uploadedById: userId,
      })
      .returning();
    const [template] = await tx
      .insert(emailTemplates)
      .values({
        customerId,
        nodeId,
        groupName: 'Bids',
        name: `${mark} template`,
        subject: `${mark} template subject`,
        body: `<p>${mark} template body</p>`,
      })
      .returning();
    if (!document || !template) throw new Error('email rows not inserted');
    return { email: [email.id], emailDocument: [document.id], emailTemplate: [template.id] };
  });
}
