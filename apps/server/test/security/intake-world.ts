/**
 * The agency's intake rows of the security world (issue 24): intake switched on, a pending
 * request carrying the agency's mark, and a document it claimed (stored where the world's bid
 * document is, so a download that wrongly crosses agencies would find a real file).
 */
import { intakeDocuments, intakeRequests, intakeSettings } from '../../src/db/schema/index.ts';
import { asSystem } from '../../src/platform/tenancy.ts';
import type { TestApp } from '../harness.ts';

export async function insertIntakeRows(
  t: TestApp,
  place: { customerId: number; nodeId: number; storageKey: string },
  mark: string,
) {
  const { customerId, nodeId } = place;
  return asSystem(t.database.db, async (tx) => {
    await tx
      .insert(intakeSettings)
      .values({ customerId, nodeId, enableIntake: true, guide: `<p>${mark} guide</p>` });
    const [request] = await tx
      .insert(intakeRequests)
      .values({
        customerId,
        nodeId,
        firstName: `${mark} Requester`,
        lastName: 'Person',
        email: `requester@${mark.toLowerCase()}.test`,
        projectName: `${mark} intake project`,
        description: `${mark} intake description`,
        supplierEmails: `supplier@${mark.toLowerCase()}.test`,
        estimatedPostingDate: '2099-12-01T12:00:00',
      })
      .returning();
    if (!request) throw new Error('intake request not inserted');
    const [document] = await tx
      .insert(intakeDocuments)
      .values({
        customerId,
        nodeId,
        intakeRequestId: request.id,
        uploadTokenHash: `${mark}-claimed-token-hash`,
        storageKey: place.storageKey,
        fileName: `${mark}-scope.pdf`,
        size: 4,
        contentType: 'application/pdf',
      })
      .returning();
    if (!document) throw new Error('intake document not inserted');
    return { intakeRequest: [request.id], intakeDocument: [document.id] };
  });
}
