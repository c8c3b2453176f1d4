import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { utcToZonedLocal } from '@procura/contract';
import { and, eq } from 'drizzle-orm';
import {
  nodes,
  vendorContacts,
  vendorDocuments,
  vendorListMembers,
  vendorLists,
  vendors,
} from '../db/schema/index.ts';
import type { Clock } from '../platform/clock.ts';
import type { Tx } from '../platform/tenancy.ts';
import { demoSupplier } from './sample-projects.ts';

const day = 24 * 60 * 60 * 1000;

/** Paving companies of the demo's rotational list, each with its primary contact (no portal account). */
const pavingCompanies = [
  ['Northern Paving Ltd.', 'Avery', 'Brooks'],
  ['Lakeshore Asphalt Inc.', 'Casey', 'Nguyen'],
  ['Granite Road Works', 'Morgan', 'Patel'],
  ['Blue Line Construction', 'Jamie', 'Roy'],
  ['Cedar Grove Excavating', 'Riley', 'Singh'],
] as const;

/**
 * The demo's supplier lists and documents (issue 22 §3, §4; npm start only): a shared rotational
 * list of paving companies owned by the procurement lead, and the demo portal supplier's documents
 * (one active, one expired so the dashboard's expired list has it, one waiting for approval).
 * With `dataDir` the files are written under DATA_DIR/files so they download.
 */
export async function seedSampleVendorLists(
  tx: Tx,
  clock: Clock,
  customerId: number,
  leadId: number,
  dataDir?: string,
) {
  const [node] = await tx
    .select()
    .from(nodes)
    .where(and(eq(nodes.customerId, customerId), eq(nodes.kind, 'tender')));
  const [supplier] = await tx
    .select()
    .from(vendors)
    .where(and(eq(vendors.customerId, customerId), eq(vendors.companyName, demoSupplier.companyName)));
  if (!node || !supplier) return;
  const [contact] = await tx
    .select()
    .from(vendorContacts)
    .where(and(eq(vendorContacts.customerId, customerId), eq(vendorContacts.vendorId, supplier.id)));
  const memberIds = [supplier.id];
  for (const [companyName, firstName, lastName] of pavingCompanies) {
    const [vendor] = await tx
      .insert(vendors)
      .values({ customerId, belongsToNodeId: node.id, companyName, city: 'Toronto', country: 'Canada' })
      .returning();
    if (!vendor) continue;
    const slug = companyName
      .toLowerCase()
      .replace(/[^a-z]+/g, '-')
      .replace(/-$/, '');
    await tx.insert(vendorContacts).values({
      customerId,
      vendorId: vendor.id,
      firstName,
      lastName,
      email: `bids@${slug}.example`,
      isPrimary: true,
    });
    memberIds.push(vendor.id);
  }
  const [list] = await tx
    .insert(vendorLists)
    .values({
      customerId,
      name: 'Paving rotation',
      visibility: 'Shared',
      isRotational: true,
      ownerId: leadId,
    })
    .returning();
  if (list) {
    await tx
      .insert(vendorListMembers)
      .values(memberIds.map((vendorId) => ({ customerId, listId: list.id, vendorId, addedById: leadId })));
  }

  const today = (offsetDays: number) =>
    utcToZonedLocal(new Date(clock.now().getTime() + offsetDays * day), 'America/Toronto').slice(0, 10);
  const documents = [
    { name: 'Certificate of insurance', key: 'insurance', effective: -30, expiry: 335, approved: true },
    { name: 'WSIB clearance', key: 'wsib', effective: -400, expiry: -20, approved: true },
    { name: 'Safety program', key: 'safety', effective: -5, expiry: null, approved: false },
  ];
  for (const document of documents) {
    const fileName = `${document.key}.txt`;
    const storageKey = path.posix.join(
      'vendors',
      String(customerId),
      String(supplier.id),
      `demo-${document.key}`,
    );
    const content = `${document.name} of ${demoSupplier.companyName} (demo file)\n`;
    if (dataDir) {
      const target = path.join(dataDir, 'files', storageKey);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, content);
    }
    await tx.insert(vendorDocuments).values({
      customerId,
      vendorId: supplier.id,
      displayName: document.name,
      effectiveDate: today(document.effective),
      expiryDate: document.expiry === null ? null : today(document.expiry),
      fileName,
      contentType: 'text/plain',
      sizeInByte: Buffer.byteLength(content),
      storageKey,
      approved: document.approved,
      // The pending one is the supplier's own upload from the portal.
      uploadedById: document.approved ? leadId : null,
      uploadedByContactId: document.approved ? null : (contact?.id ?? null),
    });
  }
}
