import {
  allowedContractActions,
  type Contract,
  type ContractDates,
  contractStatusOn,
} from '@procura/contract';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Actor, Tx } from '../../platform/tenancy.ts';
import {
  type ContractRow,
  findContractVendors,
  findOptionTerms,
  type OptionTermRow,
  userName,
} from './queries.ts';

/** Who is asking: whether they hold the Contract edit right (route project.contract, act). */
export type ContractViewer = Actor & { canEdit: boolean };

const money = (value: string | null) => (value === null ? null : Number(value));

export function datesOf(row: ContractRow, options: readonly OptionTermRow[]): ContractDates {
  return {
    initialTerm: { start: row.initialTermStart, end: row.initialTermEnd },
    hasOptionYears: row.hasOptionYears,
    optionTerms: options.map((o) => ({ start: o.dateStart, end: o.dateEnd, isTaken: o.isTaken })),
    hasFirmPricingPeriod: row.hasFirmPricingPeriod,
    firmPricing: { start: row.firmPricingStart, end: row.firmPricingEnd },
    hasWarrantyPeriod: row.hasWarrantyPeriod,
    warranty: { start: row.warrantyStart, end: row.warrantyEnd },
    substantialCompletionDate: row.substantialCompletionDate,
  };
}

/** The status the contract shows today (000 §4): Warranty and Expired follow its dates. */
export function shownStatus(row: ContractRow, today: string) {
  return contractStatusOn(
    row.status,
    { termEnd: row.termEnd, warrantyEnd: row.hasWarrantyPeriod ? row.warrantyEnd : null },
    today,
  );
}

/** The contract as the API answers it, with its dates, suppliers and what the viewer may do. */
export async function presentContract(
  tx: Tx,
  viewer: ContractViewer,
  row: ContractRow,
  today: string,
): Promise<Contract> {
  const stored = row.status;
  const options = await findOptionTerms(tx, row.customerId, row.id);
  const vendorRows = await findContractVendors(tx, row.customerId, row.id);
  return {
    ...datesOf(row, options),
    id: row.id,
    projectId: row.projectId,
    name: row.name,
    number: row.number,
    internalNumber: row.internalNumber,
    description: row.description,
    amount: money(row.amount),
    contigencyAmount: money(row.contigencyAmount),
    totalProjectValue: money(row.totalProjectValue),
    expiryNoticeDays: row.expiryNoticeDays,
    isTerm: row.isTerm,
    hasContractPerformance: row.hasContractPerformance,
    hasWSIB: row.hasWSIB,
    hasInsurance: row.hasInsurance,
    hasContractDocuments: row.hasContractDocuments,
    hasVendorDocuments: row.hasVendorDocuments,
    hasBondsAndSecurity: row.hasBondsAndSecurity,
    allowVendorDocumentPublicUpload: row.allowVendorDocumentPublicUpload,
    status: shownStatus(row, today),
    storedStatus: stored,
    termEnd: row.termEnd,
    cancelReason: row.cancelReason,
    startedAt: row.startedAt?.toISOString() ?? null,
    closedAt: row.closedAt?.toISOString() ?? null,
    createdBy: await userName(tx, row.customerId, row.createdById),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
    vendors: vendorRows.map((v) => ({ ...v, addedAt: v.addedAt.toISOString() })),
    canEdit: viewer.canEdit,
    allowedActions: viewer.canEdit ? allowedContractActions(stored) : [],
  };
}

/** Records a change of a contract; it shows in its project's activity. */
export async function auditContract(
  tx: Tx,
  ctx: AppContext,
  actor: Actor,
  contract: { id: number; projectId: number },
  action: string,
  after: object,
) {
  await recordAudit(tx, ctx.clock, {
    ...byActor(actor),
    action,
    entityType: 'contract',
    entityId: contract.id,
    projectId: contract.projectId,
    after: after as Record<string, unknown>,
    // A supplier change also lands in that supplier's feed (issue 22 §2).
    vendorId: (after as { vendorId?: number }).vendorId ?? null,
    companyName: (after as { companyName?: string }).companyName ?? null,
  });
}
