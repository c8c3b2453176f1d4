// What the closing surge needs before its timed window: the demo agencies, one open source with a
// price form (saved through the buyer's real call) and a compliance item, and `count` verified
// suppliers registered as its plan takers, each with a signed-in session (bulk inserts).
import { randomBytes } from 'node:crypto';
import {
  csrfHeader,
  csrfHeaderValue,
  type SaveTenderTable,
  supplierSession,
  type TenderTableForm,
} from '@procura/contract';
import {
  asSystem,
  buildApp,
  type Database,
  demoLogins,
  hashPassword,
  readConfig,
  schema,
  seedDemo,
  tokenHash,
} from '@procura/server';
import { and, eq } from 'drizzle-orm';
import { insertDraftSource } from '../served/draft-source.ts';

export type SurgeSupplier = { vendorId: number; cookie: string };
export type SurgeSource = {
  agency: string;
  projectId: number;
  tenderId: number;
  form: TenderTableForm;
  complianceItemId: number;
  suppliers: SurgeSupplier[];
};

const jsonHeaders = { 'content-type': 'application/json', [csrfHeader]: csrfHeaderValue };

/** Two priced lines, Total = Quantity x Unit price; suppliers fill the unit prices. */
function priceFormBody(tenderId: number): SaveTenderTable {
  const lines = [
    ['Snow clearing (hours)', '300'],
    ['Salt (tonnes)', '25'],
  ] as const;
  return {
    tenderId,
    tableType: 'Prices',
    name: 'Price schedule',
    columns: [
      { id: -1, name: 'Description', columnTypeName: 'DescriptiveText' },
      { id: -2, name: 'Quantity', columnTypeName: 'Quantity' },
      { id: -3, name: 'Unit price', columnTypeName: 'UnitPrice', isEditableonPublic: true, isRequired: true },
      {
        id: -4,
        name: 'Total',
        columnTypeName: 'Total',
        isSubtotalIncluded: true,
        tenderTableTotalCalculation: { operator: 'multiply', leftColumnId: -2, rightColumnId: -3 },
      },
    ],
    rows: lines.map((_, index) => ({ id: -(index + 1) })),
    cells: lines.flatMap(([description, quantity], index) => [
      { rowId: -(index + 1), columnId: -1, value: description },
      { rowId: -(index + 1), columnId: -2, value: quantity },
    ]),
  };
}

/** The buyer's form save, through the app in this process (no listener needed for set-up). */
async function savePriceForm(db: Database['db'], tenderId: number): Promise<TenderTableForm> {
  const { app } = await buildApp({
    config: { ...readConfig({ LOG_LEVEL: 'silent', RATE_LIMITS: 'off' }) },
    db,
    logger: false,
  });
  try {
    const buyer = demoLogins.find((l) => l.username === 'buyer@demo.procura.local');
    if (!buyer) throw new Error('demo buyer missing');
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: jsonHeaders,
      payload: { username: buyer.username, password: buyer.password, domain: buyer.domain },
    });
    const session = login.cookies.find((c) => c.name === 'procura_session');
    const info = login.json() as { customer: { id: number }; tenderNode: { id: number } };
    if (!session) throw new Error(`buyer sign-in failed: ${login.body}`);
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/v1/customer/${info.customer.id}/node/${info.tenderNode.id}/TenderTables`,
      headers: { ...jsonHeaders, cookie: `procura_session=${session.value}` },
      payload: priceFormBody(tenderId),
    });
    if (saved.statusCode !== 200) throw new Error(`price form not saved: ${saved.body}`);
    return saved.json() as TenderTableForm;
  } finally {
    await app.close();
  }
}

/** `count` suppliers, verified, plan takers of the source, each signed in (a session token). */
async function insertSuppliers(
  db: Database['db'],
  place: { customerId: number; nodeId: number; tenderId: number },
  count: number,
): Promise<SurgeSupplier[]> {
  const passwordHash = await hashPassword(`Surge-${randomBytes(6).toString('hex')}!`);
  const run = randomBytes(4).toString('hex');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + supplierSession.absoluteHours * 3_600_000);
  const suppliers: SurgeSupplier[] = [];
  const batch = 500;
  for (let from = 0; from < count; from += batch) {
    const numbers = Array.from({ length: Math.min(batch, count - from) }, (_, i) => from + i);
    const made = await asSystem(db, async (tx) => {
      const vendors = await tx
        .insert(schema.vendors)
        .values(
          numbers.map((n) => ({
            customerId: place.customerId,
            belongsToNodeId: place.nodeId,
            companyName: `Surge Supplier ${n}`,
            city: 'Toronto',
            country: 'Canada',
          })),
        )
        .returning({ id: schema.vendors.id });
      const contacts = await tx
        .insert(schema.vendorContacts)
        .values(
          vendors.map((v, i) => ({
            customerId: place.customerId,
            vendorId: v.id,
            firstName: 'Sam',
            lastName: `Supplier ${numbers[i]}`,
            email: `surge-${run}-${numbers[i]}@supplier.test`,
            isPrimary: true,
            passwordHash,
            emailVerifiedAt: now,
          })),
        )
        .returning({ id: schema.vendorContacts.id, vendorId: schema.vendorContacts.vendorId });
      await tx.insert(schema.planTakers).values(
        contacts.map((c, i) => ({
          customerId: place.customerId,
          tenderId: place.tenderId,
          vendorId: c.vendorId,
          contactId: c.id,
          companyName: `Surge Supplier ${numbers[i]}`,
          email: `surge-${run}-${numbers[i]}@supplier.test`,
          registeredAt: now,
        })),
      );
      const tokens = contacts.map(() => randomBytes(32).toString('base64url'));
      await tx.insert(schema.supplierSessions).values(
        contacts.map((c, i) => ({
          customerId: place.customerId,
          vendorId: c.vendorId,
          contactId: c.id,
          tokenHash: tokenHash(tokens[i] ?? ''),
          createdAt: now,
          lastSeenAt: now,
          expiresAt,
        })),
      );
      return contacts.map((c, i) => ({
        vendorId: c.vendorId,
        cookie: `${supplierSession.cookieName}=${tokens[i]}`,
      }));
    });
    suppliers.push(...made);
  }
  return suppliers;
}

/** Seeds a fresh database and prepares the source closing at `closing` with `suppliers` plan takers. */
export async function prepareSurge(database: Database, options: { suppliers: number; closing: Date }) {
  const db = database.db;
  await seedDemo(db, { sampleProjects: true });
  const place = await insertDraftSource(db, {
    name: 'Winter maintenance 2027 (closing surge)',
    number: `SURGE-${Date.now()}`,
  });
  const form = await savePriceForm(db, place.tenderId);
  const complianceItemId = await asSystem(db, async (tx) => {
    const [item] = await tx
      .insert(schema.tenderComplianceItems)
      .values({
        customerId: place.customerId,
        tenderId: place.tenderId,
        name: 'WSIB clearance',
        isRequired: true,
      })
      .returning();
    await tx
      .update(schema.projects)
      .set({ status: 'Open' })
      .where(and(eq(schema.projects.customerId, place.customerId), eq(schema.projects.id, place.projectId)));
    await tx
      .update(schema.tenders)
      .set({ dateAvailable: new Date(Date.now() - 86_400_000), dateClosing: options.closing })
      .where(and(eq(schema.tenders.customerId, place.customerId), eq(schema.tenders.id, place.tenderId)));
    return item?.id ?? 0;
  });
  const suppliers = await insertSuppliers(db, place, options.suppliers);
  return {
    agency: 'demo',
    projectId: place.projectId,
    tenderId: place.tenderId,
    form,
    complianceItemId,
    suppliers,
  } satisfies SurgeSource;
}

/** The bid a supplier saves: a unit price on each line (varied by supplier) and the compliance answer. */
export function bidOf(source: SurgeSource, supplierIndex: number) {
  const unitPrice = source.form.columns.find((c) => c.columnTypeName === 'UnitPrice');
  const rows = source.form.rows.filter((r) => !r.deleted);
  return {
    price: {
      forms: [
        {
          tenderTableId: source.form.table.id,
          addedRowIds: [] as number[],
          cells: rows.map((row, line) => ({
            rowId: row.id,
            columnId: unitPrice?.id ?? 0,
            value: (10 + ((supplierIndex * 7 + line * 13) % 900) / 10).toFixed(2),
          })),
        },
      ],
    },
    answers: {
      forms: [],
      compliance: [{ complianceItemId: source.complianceItemId, answer: 'Yes', comment: '' }],
      bonds: [],
      files: [],
      notes: `Bid of supplier ${supplierIndex}`,
    },
  };
}
