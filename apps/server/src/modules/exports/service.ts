import {
  type ComputedTable,
  computeEntry,
  type FormEntry,
  type SubmissionPrice,
  type TenderTableForm,
} from '@procura/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { type Actor, inTenant } from '../../platform/tenancy.ts';
import { findAgency } from '../invitations/index.ts';
import {
  type ComplianceGrid,
  complianceGridOf,
  findCompleteSubmissions,
  formsOfSource,
  openSource,
  priceForms,
  priceTotalsOf,
  readPrice,
  type Source,
  type SubmissionRow,
  sourceIsClosed,
  unsealedParts,
} from '../submissions/index.ts';

/**
 * What the Source exports of 001 §7 hold (OpeningSheet, BidAnalysis, Compliance), read in one
 * transaction; the workbooks are laid out in workbooks.ts. Prices come only from unsealed price
 * parts, through the contract engine.
 */

export type ExportHeader = { agency: string; timeZone: string; source: Source };

async function headerOf(tx: Parameters<typeof findAgency>[0], source: Source): Promise<ExportHeader> {
  const agency = (await findAgency(tx, source.tender.customerId)) ?? { displayName: '', timezone: 'UTC' };
  return { agency: agency.displayName, timeZone: agency.timezone, source };
}

export type OpeningSheet = ExportHeader & {
  priceUnsealed: boolean;
  formNames: string[];
  rows: { submission: SubmissionRow; totals: string[] | null }[];
};

/** OpeningSheet: refused before closing; price totals per form only when the price part is unsealed. */
export async function openingSheetOf(ctx: AppContext, actor: Actor, tenderId: number): Promise<OpeningSheet> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const source = await openSource(tx, ctx, actor, tenderId);
    if (!sourceIsClosed(source)) throw new AppError(409, 'submissionsNotClosed');
    const parts = await unsealedParts(tx, source.tender);
    const forms = parts.price ? await formsOfSource(tx, actor.customerId, tenderId) : new Map();
    const rows: OpeningSheet['rows'] = [];
    for (const submission of await findCompleteSubmissions(tx, actor.customerId, tenderId)) {
      const totals =
        parts.price && submission.priceSealed
          ? priceTotalsOf(forms, await readPrice(tx, ctx, submission)).map((t) => t.total)
          : null;
      rows.push({ submission, totals });
    }
    return {
      ...(await headerOf(tx, source)),
      priceUnsealed: parts.price,
      formNames: priceForms(forms).map((form) => form.table.name),
      rows,
    };
  });
}

export type BidAnalysisForm = {
  form: TenderTableForm;
  bids: { submission: SubmissionRow; entry: FormEntry; computed: ComputedTable }[];
};
export type BidAnalysis = ExportHeader & { forms: BidAnalysisForm[] };

/** BidAnalysis: the price forms side by side, refused (submissionSealed) while the price part is sealed. */
export async function bidAnalysisOf(ctx: AppContext, actor: Actor, tenderId: number): Promise<BidAnalysis> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const source = await openSource(tx, ctx, actor, tenderId);
    const parts = await unsealedParts(tx, source.tender);
    if (!sourceIsClosed(source) || !parts.price) throw new AppError(403, 'submissionSealed');
    const forms = priceForms(await formsOfSource(tx, actor.customerId, tenderId));
    const priced: { submission: SubmissionRow; price: SubmissionPrice }[] = [];
    for (const submission of await findCompleteSubmissions(tx, actor.customerId, tenderId)) {
      if (submission.priceSealed) priced.push({ submission, price: await readPrice(tx, ctx, submission) });
    }
    return {
      ...(await headerOf(tx, source)),
      forms: forms.map((form) => ({
        form,
        bids: priced.map(({ submission, price }) => {
          const entry = price.forms.find((f) => f.tenderTableId === form.table.id) ?? {
            tenderTableId: form.table.id,
            addedRowIds: [],
            cells: [],
          };
          return { submission, entry, computed: computeEntry(form, entry) };
        }),
      })),
    };
  });
}

export type ComplianceExport = ExportHeader & ComplianceGrid;

/** The Compliance export: the tab's grid. */
export async function complianceExportOf(
  ctx: AppContext,
  actor: Actor,
  tenderId: number,
): Promise<ComplianceExport> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const source = await openSource(tx, ctx, actor, tenderId);
    return { ...(await headerOf(tx, source)), ...(await complianceGridOf(tx, ctx, source)) };
  });
}
