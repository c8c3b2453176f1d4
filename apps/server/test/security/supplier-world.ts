/**
 * The agency's supplier rows of the security world (issue 22): an internal comment, a document
 * and a Shared and a Personal rotational list holding the bidder, each carrying the agency's mark.
 */
import {
  vendorComments,
  vendorDocuments,
  vendorListMembers,
  vendorLists,
} from '../../src/db/schema/index.ts';
import { asSystem } from '../../src/platform/tenancy.ts';
import type { TestApp } from '../harness.ts';

export async function insertSupplierRows(
  t: TestApp,
  place: { customerId: number; vendorId: number; userId: number; storageKey: string },
  mark: string,
) {
  const { customerId, vendorId, userId } = place;
  return asSystem(t.database.db, async (tx) => {
    const [comment] = await tx
      .insert(vendorComments)
      .values({ customerId, vendorId, userId, comment: `${mark} note` })
      .returning();
    const [document] = await tx
      .insert(vendorDocuments)
      .values({
        customerId,
        vendorId,
        displayName: `${mark} licence`,
        effectiveDate: '2026-01-01',
        fileName: `${mark}-licence.txt`,
        contentType: 'text/plain',
        sizeInByte: 4,
        storageKey: place.storageKey,
      })
      .returning();
    const lists = await tx
      .insert(vendorLists)
      .values(
        (['Shared', 'Personal'] as const).map((visibility) => ({
          customerId,
          name: `${mark} ${visibility} list`,
          visibility,
          isRotational: true,
          ownerId: userId,
        })),
      )
      .returning();
    await tx
      .insert(vendorListMembers)
      .values(lists.map((list) => ({ customerId, listId: list.id, vendorId })));
    if (!comment || !document) throw new Error('supplier rows not inserted');
    return {
      vendorComment: [comment.id],
      vendorDocument: [document.id],
      vendorList: lists.map((list) => list.id),
    };
  });
}
