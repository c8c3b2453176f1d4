import {
  type Contract,
  type ContractDateEntry,
  contractDateList,
  contractDateProblems,
  type contractInputSchema,
  contractTermDays,
  contractTermEnd,
  contractTransitions,
  isContractActionAllowed,
  isContractEditable,
  projectMayStartContract,
  reactivatesContract,
  type StartContract,
  sumMoney,
  termEndAfterMonths,
} from '@procura/contract';
import type { z } from 'zod';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { type Actor, inTenant, type Tx } from '../../platform/tenancy.ts';
import { agencyToday } from '../customers/index.ts';
import { findProject, findTender, type ProjectRow } from '../projects/index.ts';
import { type ContractViewer, datesOf, presentContract, shownStatus } from './presenters.ts';
import {
  type ContractRow,
  deleteOptionTerms,
  enterContractPhase,
  findAwardFacts,
  findContract,
  findContractOfProject,
  findOptionTerms,
  insertContract,
  insertOptionTerms,
  insertVendors,
  updateContractRow,
  usableVendorIds,
} from './queries.ts';

/**
 * Contracts (issue 9 §1-2; 000 §3 Contract, §4 contract rules, §5 contract date order): Start
 * Contract from an award, the contract's details and dates, Close, Cancel and Archive.
 */

type ContractInput = z.infer<typeof contractInputSchema>;

const moneyText = (value: number | null) => (value === null ? null : value.toFixed(2));
const money = (value: string | null) => (value === null ? null : Number(value));

/** 409 when the contract may no longer change (cancelled or archived). */
export function assertEditable(row: ContractRow, today: string) {
  if (!isContractEditable(row.status)) {
    throw new AppError(409, { key: 'contractNotEditable', params: { status: shownStatus(row, today) } });
  }
}

/** The contract, locked, with the agency's day: the start of every write to it. */
export async function lockContract(tx: Tx, ctx: AppContext, actor: Actor, contractId: number) {
  const row = await findContract(tx, actor, contractId, { forUpdate: true });
  const today = await agencyToday(tx, actor.customerId, ctx.clock.now());
  assertEditable(row, today);
  return { row, today };
}

/**
 * The projectCreated hook: 000 §4, a project with a contract part has its contract from the
 * start, in Design mode.
 */
export async function createContractOfNewProject(tx: Tx, ctx: AppContext, actor: Actor, project: ProjectRow) {
  if (project.type === 'CONTRACT' || project.type === 'SOURCE_CONTRACT') {
    await createContractFor(tx, ctx, actor, project);
  }
}

/** A contract in In Progress for the project (000 §4: a new contract starts in Design mode). */
export async function createContractFor(tx: Tx, ctx: AppContext, actor: Actor, project: ProjectRow) {
  const now = ctx.clock.now();
  const row = await insertContract(tx, {
    customerId: actor.customerId,
    projectId: project.id,
    name: project.name,
    number: project.contractNumber,
    createdById: actor.userId,
    createdAt: now,
    updatedAt: now,
  });
  if (!row) throw new Error('contract not saved');
  await recordAudit(tx, ctx.clock, {
    ...byActor(actor),
    action: 'contract.created',
    entityType: 'contract',
    entityId: row.id,
    projectId: project.id,
  });
  return row;
}

/** GET /Contracts?projectId: the project's contract, when it has one (an empty list otherwise). */
export async function listContracts(ctx: AppContext, viewer: ContractViewer, projectId: number) {
  return inTenant(ctx.db, viewer.customerId, async (tx) => {
    await findProject(tx, viewer, projectId);
    const row = await findContractOfProject(tx, viewer.customerId, projectId);
    if (!row) return [];
    return [
      await presentContract(tx, viewer, row, await agencyToday(tx, viewer.customerId, ctx.clock.now())),
    ];
  });
}

export async function getContract(ctx: AppContext, viewer: ContractViewer, contractId: number) {
  return inTenant(ctx.db, viewer.customerId, async (tx) => {
    const row = await findContract(tx, viewer, contractId);
    return presentContract(tx, viewer, row, await agencyToday(tx, viewer.customerId, ctx.clock.now()));
  });
}

/** 409 unless the project may start its contract (contract package, projectMayStartContract). */
function assertMayStart(project: ProjectRow) {
  if (!projectMayStartContract(project)) throw new AppError(409, 'contractStartNeedsAward');
}

/**
 * POST /Contracts, Start Contract (000 §2 project actions): the project's contract, created from the
 * award when it has none, becomes Active. The awarded companies that are registered suppliers join
 * it; the initial term and amounts come from the request, else from what the contract already
 * holds, else from the award (earliest award date, the project's duration or a year; the awarded
 * total). The project enters its Contract phase.
 */
export async function startContract(ctx: AppContext, viewer: ContractViewer, input: StartContract) {
  return inTenant(ctx.db, viewer.customerId, async (tx) => {
    const project = await findProject(tx, viewer, input.projectId, { forUpdate: true });
    const existing = await findContractOfProject(tx, viewer.customerId, project.id);
    if (existing && existing.status !== 'In Progress') throw new AppError(409, 'contractAlreadyStarted');
    assertMayStart(project);
    const tender = await findTender(tx, viewer, project.id);
    const awarded = await findAwardFacts(tx, viewer.customerId, tender.id);
    const now = ctx.clock.now();
    const today = await agencyToday(tx, viewer.customerId, now);
    const row = existing ?? (await createContractFor(tx, ctx, viewer, project));

    const awardDays = awarded
      .map((a) => a.awardDate)
      .filter((d): d is string => d !== null)
      .sort();
    const start = input.initialTerm?.start ?? row.initialTermStart ?? awardDays[0] ?? today;
    const end =
      input.initialTerm?.end ?? row.initialTermEnd ?? termEndAfterMonths(start, project.durationMonths ?? 12);
    const options = await findOptionTerms(tx, viewer.customerId, row.id);
    const dates = { ...datesOf(row, options), initialTerm: { start, end } };
    const problems = contractDateProblems(dates);
    if (problems.length > 0)
      throw badRequest(...problems.map((p) => ({ key: p.key, params: { field: p.field } })));
    const awardedTotal = awarded.length === 0 ? null : sumMoney(awarded.map((a) => money(a.awardAmount)));
    const amount = input.amount !== undefined ? input.amount : (money(row.amount) ?? awardedTotal);
    const contingency =
      input.contigencyAmount !== undefined ? input.contigencyAmount : money(row.contigencyAmount);
    const number = row.number || awarded.find((a) => a.contractNumber !== '')?.contractNumber || '';

    const vendorIds = await usableVendorIds(
      tx,
      viewer.customerId,
      awarded.map((a) => a.vendorId),
    );
    await insertVendors(tx, viewer.customerId, row.id, vendorIds, true, now);
    const saved = await updateContractRow(tx, row, {
      status: contractTransitions.start.to,
      initialTermStart: start,
      initialTermEnd: end,
      termEnd: contractTermEnd(dates),
      amount: moneyText(amount),
      contigencyAmount: moneyText(contingency),
      number,
      startedAt: now,
      version: row.version + 1,
      updatedAt: now,
    });
    if (!saved) throw new Error('contract not started');
    await enterContractPhase(tx, project, {
      type: project.type === 'SOURCE' ? 'SOURCE_CONTRACT' : project.type,
      version: project.version + 1,
      updatedAt: now,
    });
    await recordAudit(tx, ctx.clock, {
      ...byActor(viewer),
      action: 'contract.started',
      entityType: 'contract',
      entityId: row.id,
      projectId: project.id,
      after: { initialTerm: { start, end }, amount, vendors: vendorIds },
    });
    return presentContract(tx, viewer, saved, today);
  });
}

/** The option terms as sent, replacing the saved ones (their order is the list's). */
async function writeOptionTerms(tx: Tx, row: ContractRow, input: ContractInput) {
  await deleteOptionTerms(tx, row.customerId, row.id);
  if (input.optionTerms.length === 0) return;
  await insertOptionTerms(
    tx,
    input.optionTerms.map((term, i) => ({
      customerId: row.customerId,
      contractId: row.id,
      sortOrder: i,
      dateStart: term.start,
      dateEnd: term.end,
      isTaken: term.isTaken,
    })),
  );
}

/**
 * PUT /Contracts/{id}: the details and dates, saved whole under every rule of 000 §5. A term that
 * now ends ahead on an expired, warranty or closed contract makes it Active again, once confirmed
 * (000 §4); without the confirmation the save is refused with the question.
 */
export async function updateContract(
  ctx: AppContext,
  viewer: ContractViewer,
  contractId: number,
  input: ContractInput,
): Promise<Contract> {
  return inTenant(ctx.db, viewer.customerId, async (tx) => {
    const { row, today } = await lockContract(tx, ctx, viewer, contractId);
    if (input.version !== row.version) throw new AppError(409, 'contractStaleVersion');
    const problems = contractDateProblems(input);
    if (problems.length > 0)
      throw badRequest(...problems.map((p) => ({ key: p.key, params: { field: p.field } })));
    const termDays = contractTermDays(input);
    if (input.expiryNoticeDays !== null && termDays !== null && input.expiryNoticeDays > termDays) {
      throw badRequest({
        key: 'contractExpiryNoticeBeyondTerm',
        params: { field: 'expiryNoticeDays', days: termDays },
      });
    }
    const termEnd = contractTermEnd(input);
    const stored = row.status;
    const current = { termEnd: row.termEnd, warrantyEnd: row.hasWarrantyPeriod ? row.warrantyEnd : null };
    const reactivates = reactivatesContract(stored, current, termEnd, today);
    if (reactivates && !input.confirmReactivate) throw new AppError(409, 'contractReactivateConfirm');
    const now = ctx.clock.now();
    const saved = await updateContractRow(tx, row, {
      name: input.name,
      number: input.number,
      internalNumber: input.internalNumber,
      description: input.description,
      amount: moneyText(input.amount),
      contigencyAmount: moneyText(input.contigencyAmount),
      totalProjectValue: moneyText(input.totalProjectValue),
      expiryNoticeDays: input.expiryNoticeDays,
      isTerm: input.isTerm,
      hasContractPerformance: input.hasContractPerformance,
      hasWSIB: input.hasWSIB,
      hasInsurance: input.hasInsurance,
      hasContractDocuments: input.hasContractDocuments,
      hasVendorDocuments: input.hasVendorDocuments,
      hasBondsAndSecurity: input.hasBondsAndSecurity,
      allowVendorDocumentPublicUpload: input.allowVendorDocumentPublicUpload,
      initialTermStart: input.initialTerm.start,
      initialTermEnd: input.initialTerm.end,
      hasOptionYears: input.hasOptionYears,
      hasFirmPricingPeriod: input.hasFirmPricingPeriod,
      firmPricingStart: input.hasFirmPricingPeriod ? input.firmPricing.start : null,
      firmPricingEnd: input.hasFirmPricingPeriod ? input.firmPricing.end : null,
      hasWarrantyPeriod: input.hasWarrantyPeriod,
      warrantyStart: input.hasWarrantyPeriod ? input.warranty.start : null,
      warrantyEnd: input.hasWarrantyPeriod ? input.warranty.end : null,
      substantialCompletionDate: input.substantialCompletionDate,
      termEnd,
      ...(reactivates ? { status: 'Active', closedAt: null } : {}),
      version: row.version + 1,
      updatedAt: now,
    });
    if (!saved) throw new Error('contract not saved');
    await writeOptionTerms(tx, row, { ...input, optionTerms: input.hasOptionYears ? input.optionTerms : [] });
    await recordAudit(tx, ctx.clock, {
      ...byActor(viewer),
      action: reactivates ? 'contract.reactivated' : 'contract.updated',
      entityType: 'contract',
      entityId: row.id,
      projectId: row.projectId,
      before: { status: shownStatus(row, today), termEnd: row.termEnd, amount: row.amount },
      after: { termEnd, amount: input.amount, contigencyAmount: input.contigencyAmount },
    });
    return presentContract(tx, viewer, saved, today);
  });
}

/** PUT /Contracts/{id}/Status: Close (stops its notices), Cancel (optional reason) or Archive. */
export async function changeContractStatus(
  ctx: AppContext,
  viewer: ContractViewer,
  contractId: number,
  body: { action: 'close' | 'cancel' | 'archive'; reason?: string | undefined },
): Promise<Contract> {
  return inTenant(ctx.db, viewer.customerId, async (tx) => {
    const row = await findContract(tx, viewer, contractId, { forUpdate: true });
    const today = await agencyToday(tx, viewer.customerId, ctx.clock.now());
    const stored = row.status;
    if (!isContractActionAllowed(stored, body.action)) {
      throw new AppError(409, {
        key: 'contractActionNotAllowed',
        params: { status: shownStatus(row, today) },
      });
    }
    const now = ctx.clock.now();
    const to = contractTransitions[body.action].to;
    const saved = await updateContractRow(tx, row, {
      status: to,
      ...(body.action === 'close' ? { closedAt: now } : {}),
      ...(body.action === 'cancel' ? { cancelReason: body.reason || null } : {}),
      version: row.version + 1,
      updatedAt: now,
    });
    if (!saved) throw new Error('contract status not saved');
    await recordAudit(tx, ctx.clock, {
      ...byActor(viewer),
      action: `contract.${body.action === 'close' ? 'closed' : body.action === 'cancel' ? 'cancelled' : 'archived'}`,
      entityType: 'contract',
      entityId: row.id,
      projectId: row.projectId,
      before: { status: shownStatus(row, today) },
      after: { status: to, ...(body.reason ? { reason: body.reason } : {}) },
    });
    return presentContract(tx, viewer, saved, today);
  });
}

/** GET /Contracts/{id}/DateList/: the contract's periods by term type. */
export async function dateList(
  ctx: AppContext,
  actor: Actor,
  contractId: number,
): Promise<ContractDateEntry[]> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const row = await findContract(tx, actor, contractId);
    return contractDateList(datesOf(row, await findOptionTerms(tx, actor.customerId, row.id)));
  });
}
