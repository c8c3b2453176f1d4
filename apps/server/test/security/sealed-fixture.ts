import {
  type SubmissionAnswers,
  type SubmissionPrice,
  type TableType,
  type TenderTableForm,
  tableTypes,
} from '@procura/contract';
import { and, eq } from 'drizzle-orm';
import {
  submissionFiles,
  submissions,
  tenderBonds,
  tenderUploadRequirements,
} from '../../src/db/schema/index.ts';
import { asSystem } from '../../src/platform/tenancy.ts';
import { type signedInCaller, valuesOf } from '../api.ts';
import type { TestApp } from '../harness.ts';
import { insertProject } from '../projects.ts';
import { insertSealedSubmission } from '../submissions.ts';
import type { signedInSupplier } from '../suppliers.ts';
import { priceForm } from '../tables.ts';

/**
 * The source of the sealed-bids matrix: a price form and one form of every other type, a
 * compliance item, two upload requirements and a bond, and sealed bids (A by the bidding
 * supplier, B by another supplier of the agency, and B's unsubmitted draft D) that plant a distinct secret in every place a
 * submission holds content: the unit prices, each other form's answer, the compliance comment,
 * the bond reference, the notes, and two uploaded files' names and bytes.
 */

type Caller = Awaited<ReturnType<typeof signedInCaller>>;
type Supplier = Awaited<ReturnType<typeof signedInSupplier>>;

/** A: the bidding supplier's bid; B: another supplier's bid; D: B's unsubmitted draft. */
export type BidTag = 'A' | 'B' | 'D';
export type SealedPartName = 'price' | 'submission';

/**
 * One planted string: `required` ones must be seen by the buyer once their part is unsealed; a
 * draft's are never the agency's to read, unsealed or not.
 */
export type Secret = {
  text: string;
  tag: BidTag;
  part: SealedPartName;
  place: string;
  required: boolean;
  draft: boolean;
};

/**
 * Unit prices under 1000 with even cents: with the form's quantities (3 and 2.5) no total falls on a
 * half cent, so each is one known string; exports may add a thousands separator.
 */
const unitPrices: Record<BidTag, string> = { A: '917.62', B: '871.36', D: '853.18' };
/** The first line's total and the form's total, as computed and as an export may format them. */
const totals: Record<BidTag, string[]> = {
  A: ['2752.86', '2,752.86', '5046.91', '5,046.91'],
  B: ['2614.08', '2,614.08', '4792.48', '4,792.48'],
  D: ['2559.54', '2,559.54', '4692.49', '4,692.49'],
};
const answerTypes = tableTypes.filter((type): type is Exclude<TableType, 'Prices'> => type !== 'Prices');

/** The secrets of one bid, by where they sit. */
export function secretsOf(tag: BidTag): Secret[] {
  const text = (place: string) => `ZQ${tag}-${place}-sealed`;
  const draft = tag === 'D';
  const submission = (place: string): Secret => ({
    text: text(place),
    tag,
    part: 'submission',
    place,
    required: true,
    draft,
  });
  return [
    { text: unitPrices[tag], tag, part: 'price', place: 'unit price', required: true, draft },
    ...totals[tag].map((total) => ({
      text: total,
      tag,
      part: 'price' as const,
      place: `total ${total}`,
      required: false,
      draft,
    })),
    ...answerTypes.map((type) => submission(`${type}-answer`)),
    submission('compliance-comment'),
    submission('bond-reference'),
    submission('notes'),
    submission('file-bytes'),
    submission('file-name'),
    submission('bond-file-bytes'),
    submission('bond-file-name'),
  ];
}

const secretText = (tag: BidTag, place: string) =>
  secretsOf(tag).find((secret) => secret.place === place)?.text ?? '';

/** A form of another type: one question row, an Answer column the supplier fills. */
function answerFormBody(tenderId: number, tableType: TableType) {
  return {
    tenderId,
    tableType,
    name: `${tableType} form`,
    columns: [
      { id: -1, name: 'Item', columnTypeName: 'DescriptiveText' as const },
      { id: -2, name: 'Answer', columnTypeName: 'DescriptiveText' as const, isEditableonPublic: true },
    ],
    rows: [{ id: -1 }],
    cells: [{ rowId: -1, columnId: -1, value: `Tell us about ${tableType}` }],
  };
}

/** The entry a supplier makes in a form: `value` in every editable column of every row. */
function entryOf(form: TenderTableForm, value: string) {
  const editable = form.columns.filter((c) => c.isEditableonPublic && !c.deleted);
  const rows = form.rows.filter((r) => !r.deleted);
  return {
    tenderTableId: form.table.id,
    addedRowIds: [],
    cells: rows.flatMap((row) => editable.map((column) => ({ rowId: row.id, columnId: column.id, value }))),
  };
}

export type SealedSource = Awaited<ReturnType<typeof sealedSource>>;

/** Builds the source through the buyer's calls (forms, compliance) and the database (the rest). */
export async function sealedSource(t: TestApp, buyer: Caller) {
  const customerId = buyer.info.customer.id;
  const { projectId, tenderId } = await insertProject(t, { customerId, nodeId: buyer.info.tenderNode.id });
  const save = async (body: unknown) => {
    const saved = await buyer.call('PUT', '/TenderTables', body);
    if (saved.statusCode !== 200) throw new Error(`form not saved: ${saved.body}`);
    return saved.json() as TenderTableForm;
  };
  const prices = await save(priceForm(tenderId));
  const answerForms: TenderTableForm[] = [];
  for (const type of answerTypes) answerForms.push(await save(answerFormBody(tenderId, type)));
  const [item] = valuesOf<{ id: number }>(
    await buyer.call('POST', '/TenderCompliance', { tenderId, name: 'WSIB clearance' }),
  );
  const made = await asSystem(t.database.db, async (tx) => {
    const requirements = await tx
      .insert(tenderUploadRequirements)
      .values([
        { customerId, tenderId, name: 'Signed form of tender' },
        { customerId, tenderId, name: 'Bond certificate' },
      ])
      .returning();
    const [bond] = await tx
      .insert(tenderBonds)
      .values({ customerId, tenderId, name: 'Bid bond', amountType: 'Percentage', amount: '10' })
      .returning();
    return { requirements, bondId: bond?.id ?? 0 };
  });
  const [upload, bondUpload] = made.requirements;
  if (!item || !upload || !bondUpload) throw new Error('source requirements not made');

  /** The two parts of a bid by `tag`, as the bid page sends them (files are listed by insertion). */
  const contentOf = (tag: BidTag): { price: SubmissionPrice; answers: SubmissionAnswers } => ({
    price: { forms: [entryOf(prices, secretText(tag, 'unit price'))] },
    answers: {
      forms: answerForms.map((form) => entryOf(form, secretText(tag, `${form.table.tableType}-answer`))),
      compliance: [
        { complianceItemId: item.id, answer: 'Yes', comment: secretText(tag, 'compliance-comment') },
      ],
      bonds: [{ bondId: made.bondId, reference: secretText(tag, 'bond-reference'), fileId: null }],
      files: [],
      notes: secretText(tag, 'notes'),
    },
  });

  /** Plants the sealed bid of `tag` by `supplier`: both parts sealed, two sealed files; complete unless a draft. */
  async function bid(tag: BidTag, supplier: Supplier, options: { draft?: boolean } = {}) {
    const file = (place: string, bytes: string, uploadRequirementId: number) => ({
      fileName: `${secretText(tag, place)}.txt`,
      contentType: 'text/plain',
      content: Buffer.from(`${secretText(tag, bytes)}\n`),
      uploadRequirementId,
    });
    const { submission } = await insertSealedSubmission(t, { customerId, tenderId }, supplier, {
      ...contentOf(tag),
      files: [
        file('file-name', 'file-bytes', upload?.id ?? 0),
        file('bond-file-name', 'bond-file-bytes', bondUpload?.id ?? 0),
      ],
    });
    const fileIds = await asSystem(t.database.db, async (tx) => {
      if (options.draft) {
        await tx
          .update(submissions)
          .set({ status: 'incomplete', submittedAt: null, receiptNumber: null })
          .where(and(eq(submissions.customerId, customerId), eq(submissions.id, submission.id)));
      }
      return tx
        .select({ id: submissionFiles.id })
        .from(submissionFiles)
        .where(
          and(eq(submissionFiles.customerId, customerId), eq(submissionFiles.submissionId, submission.id)),
        );
    });
    return { submissionId: submission.id, fileIds: fileIds.map((f) => f.id), vendorId: supplier.vendorId };
  }

  return {
    customerId,
    projectId,
    tenderId,
    priceTableId: prices.table.id,
    questionTableId: answerForms[0]?.table.id ?? 0,
    complianceItemId: item.id,
    contentOf,
    bid,
  };
}
