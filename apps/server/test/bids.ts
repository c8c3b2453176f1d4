import type { TenderInput, TenderTableForm } from '@procura/contract';
import { and, eq } from 'drizzle-orm';
import {
  meetingAttendance,
  planTakers,
  projects,
  tenderComplianceItems,
  tenderMeetings,
  tenders,
  tenderUploadRequirements,
} from '../src/db/schema/index.ts';
import { asSystem } from '../src/platform/tenancy.ts';
import type { signedInCaller } from './api.ts';
import type { TestApp } from './harness.ts';
import { insertProject } from './projects.ts';
import type { signedInSupplier } from './suppliers.ts';
import { priceForm } from './tables.ts';

type Caller = Awaited<ReturnType<typeof signedInCaller>>;
type Supplier = Awaited<ReturnType<typeof signedInSupplier>>;

/**
 * An open source ready for bids: a price form (Unit Price filled by suppliers), an upload
 * requirement and a compliance item, made through the buyer's calls while in design, then opened
 * with a closing time straight in the database (publishing has its own tests).
 */
export async function openSourceForBids(
  t: TestApp,
  buyer: Caller,
  options: {
    closing: Date;
    tender?: Partial<TenderInput>;
    withUpload?: boolean;
    withCompliance?: boolean;
    requiredPrices?: boolean;
    hiddenQuantity?: boolean;
  },
) {
  const customerId = buyer.info.customer.id;
  const { projectId, tenderId } = await insertProject(
    t,
    { customerId, nodeId: buyer.info.tenderNode.id },
    { tender: options.tender ?? {} },
  );
  const body = priceForm(tenderId);
  body.columns = body.columns.map((column) => ({
    ...column,
    ...(column.columnTypeName === 'UnitPrice' && options.requiredPrices ? { isRequired: true } : {}),
    ...(column.columnTypeName === 'Quantity' && options.hiddenQuantity ? { isHiddenOnPublic: true } : {}),
  }));
  const saved = await buyer.call('PUT', '/TenderTables', body);
  if (saved.statusCode !== 200) throw new Error(`form not saved: ${saved.body}`);
  const form = saved.json() as TenderTableForm;
  const ids = await asSystem(t.database.db, async (tx) => {
    const [upload] =
      options.withUpload === false
        ? []
        : await tx
            .insert(tenderUploadRequirements)
            .values({ customerId, tenderId, name: 'Signed form of tender' })
            .returning();
    const [item] =
      options.withCompliance === false
        ? []
        : await tx
            .insert(tenderComplianceItems)
            .values({ customerId, tenderId, name: 'WSIB clearance', isRequired: true })
            .returning();
    await tx
      .update(projects)
      .set({ status: 'Open' })
      .where(and(eq(projects.customerId, customerId), eq(projects.id, projectId)));
    await tx
      .update(tenders)
      .set({ dateClosing: options.closing })
      .where(and(eq(tenders.customerId, customerId), eq(tenders.id, tenderId)));
    return { uploadRequirementId: upload?.id ?? 0, complianceItemId: item?.id ?? 0 };
  });
  return { projectId, tenderId, form, customerId, ...ids };
}

/** Registers a supplier as plan taker of a source (the plan-taker calls have their own tests). */
export async function registerPlanTaker(t: TestApp, supplier: Supplier, tenderId: number) {
  return asSystem(t.database.db, async (tx) => {
    const [row] = await tx
      .insert(planTakers)
      .values({
        customerId: supplier.agency.customerId,
        tenderId,
        vendorId: supplier.vendorId,
        contactId: supplier.contactId,
        companyName: supplier.companyName,
        email: supplier.email,
        registeredAt: t.clock.now(),
      })
      .returning();
    if (!row) throw new Error('plan taker not inserted');
    return row;
  });
}

/** A mandatory meeting of the source at `date`; `attendedBy` records the plan taker present. */
export async function insertMandatoryMeeting(
  t: TestApp,
  customerId: number,
  tenderId: number,
  date: Date,
  attendedBy?: number,
) {
  await asSystem(t.database.db, async (tx) => {
    const [meeting] = await tx
      .insert(tenderMeetings)
      .values({ customerId, tenderId, description: 'Site visit', date, isMandatory: true })
      .returning();
    if (meeting && attendedBy !== undefined) {
      await tx.insert(meetingAttendance).values({
        customerId,
        meetingId: meeting.id,
        planTakerId: attendedBy,
        attended: true,
        recordedAt: date,
      });
    }
  });
}

/** The supplier's bid body for the price form: a unit price on each of its rows. */
export function bidBody(
  form: TenderTableForm,
  unitPrices: readonly string[],
  extra: { complianceItemId?: number; notes?: string } = {},
) {
  const unitPrice = form.columns.find((c) => c.columnTypeName === 'UnitPrice');
  const rows = form.rows.filter((r) => !r.deleted);
  return {
    price: {
      forms: [
        {
          tenderTableId: form.table.id,
          addedRowIds: [] as number[],
          cells: rows.map((row, index) => ({
            rowId: row.id,
            columnId: unitPrice?.id ?? 0,
            value: unitPrices[index] ?? null,
          })),
        },
      ],
    },
    answers: {
      forms: [],
      compliance: extra.complianceItemId
        ? [{ complianceItemId: extra.complianceItemId, answer: 'Yes', comment: '' }]
        : [],
      bonds: [],
      files: [],
      notes: extra.notes ?? '',
    },
  };
}
