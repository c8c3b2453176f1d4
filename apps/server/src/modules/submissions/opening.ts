import {
  type AnsweredForm,
  canEnterHardCopy,
  canWithdrawSubmission,
  computeEntry,
  deriveSubmissionDisplay,
  type FormEntry,
  type FormTotals,
  formatDecimal,
  isSourceClosed,
  type OpeningState,
  type SealedPartName,
  type SubmissionAnswers,
  type SubmissionPrice,
  submissionAnswersSchema,
  submissionPriceSchema,
  type TenderInput,
  type TenderTableForm,
  unsealManually,
} from '@procura/contract';
import type { AppContext } from '../../platform/context.ts';
import { agencyMayRead, isUnsealed, openSealed } from '../../platform/sealing.ts';
import type { Tx } from '../../platform/tenancy.ts';
import type { ProjectRow, TenderRow } from '../projects/index.ts';
import { findParts, presentForm } from '../tables/index.ts';
import { findFormTablesOfSource, type SubmissionRow } from './queries.ts';

/**
 * Reading sealed parts for the buyer. Every decryption goes through platform/sealing.ts's
 * openSealed with the agency as reader, which refuses a part the source has not unsealed; callers
 * ask `unsealedParts` first and leave a sealed part out rather than fail.
 */

export type Source = { tender: TenderRow; project: ProjectRow };
export type UnsealedParts = Record<SealedPartName, boolean>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const settingsOf = (tender: TenderRow) => tender.settings as TenderInput;

export const sourceIsClosed = (source: Source) => isSourceClosed(source.project.status);

export function unsealManuallyOf(tender: TenderRow): number {
  const settings = settingsOf(tender);
  return deriveSubmissionDisplay(settings.closingMethod, settings.resultsDisplay).unsealManually;
}

/** Whether the source unseals itself at closing: its derived unsealManually is "automatically display". */
export function unsealsAtClosing(tender: TenderRow): boolean {
  return unsealManuallyOf(tender) === unsealManually.automaticallyDisplay;
}

/**
 * What the agency reads of one submission: the source's unsealed parts, and nothing of a draft
 * (openSealed refuses it too; asking first leaves the parts out instead of failing the answer).
 */
export function readableParts(parts: UnsealedParts, submission: { status: string }): UnsealedParts {
  return agencyMayRead(submission) ? parts : { price: false, submission: false };
}

export async function unsealedParts(tx: Tx, tender: TenderRow): Promise<UnsealedParts> {
  const ref = { customerId: tender.customerId, tenderId: tender.id };
  return { price: await isUnsealed(tx, ref, 'price'), submission: await isUnsealed(tx, ref, 'submission') };
}

export function openingState(source: Source, completeCount: number, timeZone: string): OpeningState {
  const { tender, project } = source;
  const status = project.status;
  return {
    tenderId: tender.id,
    isClosed: isSourceClosed(status),
    dateClosing: iso(tender.dateClosing),
    closedAt: iso(tender.closedAt),
    timeZone,
    completeCount,
    priceUnsealedAt: iso(tender.priceUnsealedAt),
    submissionUnsealedAt: iso(tender.submissionUnsealedAt),
    unsealManually: unsealManuallyOf(tender),
    canEnterHardCopy: canEnterHardCopy(status),
    canWithdraw: canWithdrawSubmission(status),
  };
}

/** The price part of a submission (empty for a hard copy); throws submissionSealed while sealed. */
export async function readPrice(
  tx: Tx,
  ctx: AppContext,
  submission: SubmissionRow,
): Promise<SubmissionPrice> {
  if (!submission.priceSealed) return { forms: [] };
  const plain = await openSealed(tx, ctx, submission, { kind: 'agency' }, 'price', submission.priceSealed);
  return submissionPriceSchema.parse(JSON.parse(plain.toString('utf8')));
}

/** The submission part (empty for a hard copy); throws submissionSealed while sealed. */
export async function readAnswers(
  tx: Tx,
  ctx: AppContext,
  submission: SubmissionRow,
): Promise<SubmissionAnswers> {
  if (!submission.submissionSealed)
    return submissionAnswersSchema.parse({ forms: [], compliance: [], bonds: [], files: [] });
  const plain = await openSealed(
    tx,
    ctx,
    submission,
    { kind: 'agency' },
    'submission',
    submission.submissionSealed,
  );
  return submissionAnswersSchema.parse(JSON.parse(plain.toString('utf8')));
}

/** Every form of a source (deleted ones too, so an answer to a since-deleted form stays readable), by id. */
export async function formsOfSource(
  tx: Tx,
  customerId: number,
  tenderId: number,
): Promise<Map<number, TenderTableForm>> {
  const tables = await findFormTablesOfSource(tx, customerId, tenderId);
  const parts = await findParts(
    tx,
    customerId,
    tables.map((table) => table.id),
  );
  const forms = new Map<number, TenderTableForm>();
  for (const table of tables) {
    const form = parts.get(table.id);
    if (form) forms.set(table.id, presentForm(table, form));
  }
  return forms;
}

/** The price forms of a source in their order (live ones): the opening sheet's and bid analysis's columns. */
export function priceForms(forms: Map<number, TenderTableForm>): TenderTableForm[] {
  return [...forms.values()].filter((form) => form.table.tableType === 'Prices' && !form.table.deleted);
}

const money = (value: bigint) => formatDecimal(value, 2);

/** A supplier's entry in a form computed through the contract engine, with its figures as money text. */
export function answerForm(form: TenderTableForm, entry: FormEntry): AnsweredForm {
  const computed = computeEntry(form, entry);
  const totals: FormTotals = {
    tenderTableId: form.table.id,
    name: form.table.name,
    subtotal: money(computed.subtotal),
    discount: money(computed.discount),
    taxes: computed.taxes.map((tax) => ({ taxType: tax.taxType, amount: money(tax.amount) })),
    total: money(computed.total),
  };
  return { form, entry, totals };
}

/** The entries of a part matched to the forms they answer, in the forms' order; unknown forms are skipped. */
export function answeredForms(
  forms: Map<number, TenderTableForm>,
  entries: readonly FormEntry[],
): AnsweredForm[] {
  const byForm = new Map(entries.map((entry) => [entry.tenderTableId, entry]));
  const answered: AnsweredForm[] = [];
  for (const form of forms.values()) {
    const entry = byForm.get(form.table.id);
    if (entry) answered.push(answerForm(form, entry));
  }
  return answered;
}

/** Per price form, the total a submission's price part comes to (every live price form, empty entry when unanswered). */
export function priceTotalsOf(forms: Map<number, TenderTableForm>, price: SubmissionPrice): FormTotals[] {
  const byForm = new Map(price.forms.map((entry) => [entry.tenderTableId, entry]));
  return priceForms(forms).map(
    (form) =>
      answerForm(
        form,
        byForm.get(form.table.id) ?? { tenderTableId: form.table.id, addedRowIds: [], cells: [] },
      ).totals,
  );
}
