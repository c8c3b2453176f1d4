import { parseDecimal, type saveTaxTypeSchema, type TaxType } from '@procura/contract';
import type { z } from 'zod';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest, isUniqueViolation } from '../../platform/errors.ts';
import { type Actor, inTenant } from '../../platform/tenancy.ts';
import { findTenderById } from '../projects/index.ts';
import { decimalText } from './presenters.ts';
import { assertStorable } from './storable-text.ts';
import {
  deleteTaxType as deleteRow,
  findTaxTypeForUpdate,
  findTaxTypes,
  findTaxTypesForTender,
  insertTaxType,
  isTaxTypeInUse,
  type TaxTypeRow,
  updateTaxType as updateRow,
} from './tax-queries.ts';

/**
 * The agency's tax types (ShoppingCart/Taxes, decision 83): a name unique in the agency ignoring
 * case, and a percentage from 0 to 100. A form copies the rate it chooses, so a change here never
 * reprices a form; a tax type a live form names cannot be deleted, only deactivated.
 */

type SaveTaxType = z.output<typeof saveTaxTypeSchema>;

const hundred = parseDecimal('100') ?? 0n;
/** The column keeps four decimals: a rate with more would be silently rounded, so it is refused. */
const smallestStep = 100n;
const taxTypeNotFound = () => new AppError(404, 'notFound');

export function presentTaxType(row: TaxTypeRow): TaxType {
  return { id: row.id, name: row.name, percentage: decimalText(row.percentage), active: row.active };
}

const audited = (row: TaxTypeRow) => ({
  name: row.name,
  percentage: decimalText(row.percentage),
  active: row.active,
});

function percentageOf(text: string): string {
  const value = parseDecimal(text);
  if (value === null || value < 0n || value > hundred || value % smallestStep !== 0n) {
    throw badRequest('formTaxInvalid');
  }
  return decimalText(text);
}

function assertNameFree(types: readonly TaxTypeRow[], name: string, exceptId?: number): void {
  const wanted = name.toLowerCase();
  if (types.some((t) => t.id !== exceptId && t.name.toLowerCase() === wanted)) {
    throw badRequest('taxNameAlreadyExists');
  }
}

/** A unique-index violation is the same refusal as the check before it, when two saves race. */
async function namedUniquely<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest('taxNameAlreadyExists');
    throw error;
  }
}

export async function listTaxTypes(ctx: AppContext, actor: Actor): Promise<TaxType[]> {
  return inTenant(ctx.db, actor.customerId, async (tx) =>
    (await findTaxTypes(tx, actor.customerId)).map(presentTaxType),
  );
}

/** The tax types the forms of source `tenderId` may name (ShoppingCart/Tax?tenderId). */
export async function listTaxTypesForTender(
  ctx: AppContext,
  actor: Actor,
  tenderId: number,
): Promise<TaxType[]> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    await findTenderById(tx, actor, tenderId);
    return (await findTaxTypesForTender(tx, actor.customerId, tenderId)).map(presentTaxType);
  });
}

export async function createTaxType(ctx: AppContext, actor: Actor, input: SaveTaxType): Promise<TaxType> {
  if (input.id !== undefined) throw badRequest({ key: 'invalidParameter', params: { field: 'id' } });
  assertStorable('name', [input.name]);
  const percentage = percentageOf(input.percentage);
  return namedUniquely(() =>
    inTenant(ctx.db, actor.customerId, async (tx) => {
      assertNameFree(await findTaxTypes(tx, actor.customerId), input.name);
      const row = await insertTaxType(tx, {
        customerId: actor.customerId,
        name: input.name,
        percentage,
        active: input.active,
      });
      await recordAudit(tx, ctx.clock, {
        ...byActor(actor),
        action: 'taxType.created',
        entityType: 'taxType',
        entityId: row.id,
        after: audited(row),
      });
      return presentTaxType(row);
    }),
  );
}

export async function updateTaxType(ctx: AppContext, actor: Actor, input: SaveTaxType): Promise<TaxType> {
  const id = input.id;
  if (id === undefined) throw badRequest({ key: 'invalidParameter', params: { field: 'id' } });
  assertStorable('name', [input.name]);
  const percentage = percentageOf(input.percentage);
  return namedUniquely(() =>
    inTenant(ctx.db, actor.customerId, async (tx) => {
      const before = await findTaxTypeForUpdate(tx, actor.customerId, id);
      if (!before) throw taxTypeNotFound();
      assertNameFree(await findTaxTypes(tx, actor.customerId), input.name, id);
      const row = await updateRow(tx, actor.customerId, id, {
        name: input.name,
        percentage,
        active: input.active,
      });
      await recordAudit(tx, ctx.clock, {
        ...byActor(actor),
        action: 'taxType.updated',
        entityType: 'taxType',
        entityId: row.id,
        before: audited(before),
        after: audited(row),
      });
      return presentTaxType(row);
    }),
  );
}

export async function deleteTaxType(ctx: AppContext, actor: Actor, id: number): Promise<TaxType> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const row = await findTaxTypeForUpdate(tx, actor.customerId, id);
    if (!row) throw taxTypeNotFound();
    if (await isTaxTypeInUse(tx, actor.customerId, id)) throw new AppError(409, 'taxInUse');
    await deleteRow(tx, actor.customerId, id);
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'taxType.deleted',
      entityType: 'taxType',
      entityId: row.id,
      before: audited(row),
    });
    return presentTaxType(row);
  });
}
