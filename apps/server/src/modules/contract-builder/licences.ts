import type { createLicenceSchema, licenceInputSchema } from '@procura/contract';
import {
  type BillingPeriodInput,
  billingPeriodProblems,
  billingPeriodStatusOn,
  type Licence,
  type OwnLicence,
  remainingTransactions,
} from '@procura/contract';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest, forbidden, isUniqueViolation } from '../../platform/errors.ts';
import { type Actor, asSystem, inTenant, type Tx } from '../../platform/tenancy.ts';
import { agencyToday } from '../customers/index.ts';
import {
  deleteBillingPeriod,
  findAgenciesExcept,
  findAgency,
  findAllBillingPeriods,
  findAllLicences,
  findBillingPeriods,
  findLicenceEvents,
  findLicenceOfAgency,
  findLicenceRow,
  findLicensedAgencyIds,
  insertBillingPeriod,
  insertLicence,
  type LicenceRow,
  type PeriodRow,
  updateBillingPeriod,
  updateLicenceRow,
} from './licence-queries.ts';
import { agencyName } from './queries.ts';

/**
 * Contract builder licences (issue 9 §4): product support's site administrators license agencies
 * and their billing periods across agencies (so these calls read with the system's rights, after
 * checking the caller is one); an agency reads its own remaining transactions; sending an
 * envelope uses one.
 */

type LicenceInput = z.infer<typeof licenceInputSchema>;

export type SupportActor = Actor & { isSiteAdmin: boolean };

const licenceNotFound = () => new AppError(404, 'invalidLicenceId');

function assertSupport(actor: SupportActor) {
  if (!actor.isSiteAdmin) throw forbidden('noPermission');
}

export const asDated = (p: PeriodRow) => ({ ...p, dateStartUTC: p.dateStart, dateEndUTC: p.dateEnd });

const friendly: Record<string, string> = {
  'contractBuilderLicence.created': 'Licence created',
  'contractBuilderLicence.updated': 'Licence updated',
  'contractBuilderLicence.transactionUsed': 'Envelope sent',
};

async function present(tx: Tx, licence: LicenceRow, now: Date): Promise<Licence> {
  const today = await agencyToday(tx, licence.customerId, now);
  const periods = (await findBillingPeriods(tx, licence)).map(asDated);
  const agency = await agencyName(tx, licence.customerId);
  const events = await findLicenceEvents(tx, licence);
  return {
    id: licence.id,
    allowContractBuilder: licence.allowContractBuilder,
    contactEmail: licence.contactEmail,
    node: { id: licence.customerId, customerName: agency },
    reminders: { remainingTransactionCount: remainingTransactions(periods, today) },
    billingPeriods: periods.map((p) => ({
      id: p.id,
      dateStartUTC: p.dateStart,
      dateEndUTC: p.dateEnd,
      transactionPurchased: p.transactionPurchased,
      pricePerTransaction: Number(p.pricePerTransaction),
      transactionUsed: p.transactionUsed,
      status: billingPeriodStatusOn(p, periods, today),
    })),
    auditEvent: events.map((e) => ({
      created: e.at.toISOString(),
      userFriendlyMessage: friendly[e.action] ?? e.action,
      description: JSON.stringify(e.after ?? {}),
    })),
    version: licence.version,
  };
}

/** GET /ContractBuilderLicenseConfiguration: the caller's own agency, for its contract builder. */
export async function ownLicence(ctx: AppContext, actor: Actor): Promise<OwnLicence> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const licence = await findLicenceOfAgency(tx, actor.customerId);
    if (!licence)
      return { allowContractBuilder: false, remainingTransactionCount: 0, currentPeriodEnd: null };
    const today = await agencyToday(tx, actor.customerId, ctx.clock.now());
    const periods = (await findBillingPeriods(tx, licence)).map(asDated);
    const current = periods.find((p) => billingPeriodStatusOn(p, periods, today) === 'Current');
    return {
      allowContractBuilder: licence.allowContractBuilder,
      remainingTransactionCount: remainingTransactions(periods, today),
      currentPeriodEnd: current?.dateEnd ?? null,
    };
  });
}

/** GET …/All: every licence (site administrators). */
export async function listLicences(ctx: AppContext, actor: SupportActor): Promise<Licence[]> {
  assertSupport(actor);
  return asSystem(ctx.db, async (tx) => {
    const rows = await findAllLicences(tx);
    return Promise.all(rows.map((row) => present(tx, row, ctx.clock.now())));
  });
}

/** GET …/Agencies: the agencies the add dialog offers: those not licensed yet. */
export async function unlicensedAgencies(ctx: AppContext, actor: SupportActor) {
  assertSupport(actor);
  return asSystem(ctx.db, async (tx) => {
    const licensed = await findLicensedAgencyIds(tx);
    return findAgenciesExcept(tx, licensed);
  });
}

async function findLicence(tx: Tx, licenceId: number, forUpdate = false) {
  const row = await findLicenceRow(tx, licenceId, forUpdate);
  if (!row) throw licenceNotFound();
  return row;
}

/** GET …/{licenseId}. */
export async function getLicence(ctx: AppContext, actor: SupportActor, licenceId: number) {
  assertSupport(actor);
  return asSystem(ctx.db, async (tx) => present(tx, await findLicence(tx, licenceId), ctx.clock.now()));
}

function checkPeriods(periods: readonly BillingPeriodInput[], saved: readonly PeriodRow[]) {
  const problems = billingPeriodProblems(periods, saved);
  if (problems.length > 0)
    throw badRequest(...problems.map((p) => ({ key: p.key, params: { field: p.field } })));
  for (const p of periods) {
    if (p.id !== undefined && !saved.some((s) => s.id === p.id)) {
      throw badRequest({ key: 'invalidParameter', params: { field: 'billingPeriods.id' } });
    }
  }
}

/** Writes the periods as sent: updates the kept ones, inserts the new, deletes the unused rest. */
async function writePeriods(
  tx: Tx,
  licence: LicenceRow,
  periods: readonly BillingPeriodInput[],
  saved: readonly PeriodRow[],
) {
  for (const old of saved) {
    if (!periods.some((p) => p.id === old.id)) {
      await deleteBillingPeriod(tx, licence.customerId, old.id);
    }
  }
  for (const p of periods) {
    const values = {
      dateStart: p.dateStartUTC as string,
      dateEnd: p.dateEndUTC as string,
      transactionPurchased: p.transactionPurchased as number,
      pricePerTransaction: (p.pricePerTransaction as number).toFixed(2),
    };
    if (p.id === undefined) {
      await insertBillingPeriod(tx, { customerId: licence.customerId, licenceId: licence.id, ...values });
    } else {
      await updateBillingPeriod(tx, licence.customerId, p.id, values);
    }
  }
}

const byUser = (actor: Actor, licensedCustomerId: number) => ({
  customerId: licensedCustomerId,
  actorUserId: actor.userId,
  actorLabel: `user:${actor.userId}`,
});

/** POST /ContractBuilderLicenseConfiguration: licenses an agency that has no licence. */
export async function createLicence(
  ctx: AppContext,
  actor: SupportActor,
  input: z.infer<typeof createLicenceSchema>,
) {
  assertSupport(actor);
  checkPeriods(input.billingPeriods, []);
  try {
    return await asSystem(ctx.db, async (tx) => {
      const agency = await findAgency(tx, input.licensedCustomerId);
      if (!agency) throw badRequest({ key: 'invalidCustomerId', params: { field: 'licensedCustomerId' } });
      const now = ctx.clock.now();
      const licence = await insertLicence(tx, {
        customerId: agency.id,
        allowContractBuilder: input.allowContractBuilder,
        contactEmail: input.contactEmail,
        createdAt: now,
        updatedAt: now,
      });
      if (!licence) throw new Error('licence not saved');
      await writePeriods(tx, licence, input.billingPeriods, []);
      await recordAudit(tx, ctx.clock, {
        ...byUser(actor, agency.id),
        action: 'contractBuilderLicence.created',
        entityType: 'contractBuilderLicence',
        entityId: licence.id,
        after: { contactEmail: input.contactEmail, periods: input.billingPeriods.length },
      });
      return present(tx, licence, now);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, 'licenceAgencyAlreadyLicensed');
    throw error;
  }
}

/** PUT …/{licenseId}: the contact, the switch and the billing periods, under every rule of 000 §5. */
export async function updateLicence(
  ctx: AppContext,
  actor: SupportActor,
  licenceId: number,
  input: LicenceInput,
) {
  assertSupport(actor);
  return asSystem(ctx.db, async (tx) => {
    const licence = await findLicence(tx, licenceId, true);
    if (input.version !== undefined && input.version !== licence.version)
      throw new AppError(409, 'licenceStaleVersion');
    const saved = await findBillingPeriods(tx, licence);
    checkPeriods(input.billingPeriods, saved);
    await writePeriods(tx, licence, input.billingPeriods, saved);
    const now = ctx.clock.now();
    const updated = await updateLicenceRow(tx, licence, {
      allowContractBuilder: input.allowContractBuilder,
      contactEmail: input.contactEmail,
      version: licence.version + 1,
      updatedAt: now,
    });
    await recordAudit(tx, ctx.clock, {
      ...byUser(actor, licence.customerId),
      action: 'contractBuilderLicence.updated',
      entityType: 'contractBuilderLicence',
      entityId: licence.id,
      before: { contactEmail: licence.contactEmail, allowContractBuilder: licence.allowContractBuilder },
      after: {
        contactEmail: input.contactEmail,
        allowContractBuilder: input.allowContractBuilder,
        periods: input.billingPeriods.length,
      },
    });
    return present(tx, updated ?? licence, now);
  });
}

/** GET …/Summary: every licence's purchased, completed (used) and remaining transactions. */
export async function licenceSummary(ctx: AppContext, actor: SupportActor) {
  assertSupport(actor);
  return asSystem(ctx.db, async (tx) => {
    const rows = await findAllBillingPeriods(tx);
    const purchased = rows.reduce((n, r) => n + r.transactionPurchased, 0);
    const completed = rows.reduce((n, r) => n + r.transactionUsed, 0);
    return { purchased, completed, remaining: purchased - completed };
  });
}
