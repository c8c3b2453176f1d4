/**
 * The contract builder's licences (000 §3 Licence configuration, §4 billing period status, §5
 * Contract builder agency; 001 §3): an agency may send e-signature envelopes while its current
 * billing period has transactions left; each envelope sent uses one.
 */
import { z } from 'zod';
import type { MessageKey } from '../messages/catalogue.ts';
import { amountSchema } from '../projects/schemas.ts';
import { isValidEmail } from '../validation/email.ts';
import { idParamSchema, idSchema } from '../validation/ids.ts';
import { contractDaySchema } from './dates.ts';

export const licenceRules = {
  /** 000 §9: a new billing period's purchased count. */
  defaultPurchased: 100,
  maxPurchased: 1_000_000,
  maxPeriods: 100,
  /** 000 §9: the remaining counts at which the licence's contact is reminded. */
  reminderThresholds: [25, 5, 0],
} as const;

export const billingPeriodStatuses = ['Expired', 'Current', 'Future'] as const;
export type BillingPeriodStatus = (typeof billingPeriodStatuses)[number];

const day = contractDaySchema;

/** A billing period as the manage dialog sends it: calendar days, a whole purchased count, a price to the cent. */
export const billingPeriodInputSchema = z.object({
  /** A saved period keeps its id; a new one has none. */
  id: idSchema('invalidParameter').optional(),
  dateStartUTC: day,
  dateEndUTC: day,
  transactionPurchased: z
    .number()
    .int('licencePurchasedWhole')
    .min(0, 'licencePurchasedWhole')
    .max(licenceRules.maxPurchased, 'invalidParameter')
    .nullable()
    .default(licenceRules.defaultPurchased),
  pricePerTransaction: amountSchema.nullable(),
});
export type BillingPeriodInput = z.infer<typeof billingPeriodInputSchema>;

export const licenceInputSchema = z.object({
  allowContractBuilder: z.boolean(),
  contactEmail: z.string().trim().max(254, 'errorInvalidEmail').refine(isValidEmail, 'errorInvalidEmail'),
  billingPeriods: z.array(billingPeriodInputSchema).max(licenceRules.maxPeriods, 'invalidParameter'),
  /** The client's last-seen version (updates only). */
  version: z.number().int().min(0).optional(),
});
export type LicenceInput = z.input<typeof licenceInputSchema>;

/** POST: a licence for an agency that has none (000 §5: licensed agencies are not offered). */
export const createLicenceSchema = licenceInputSchema.extend({
  licensedCustomerId: idSchema('invalidCustomerId'),
});

/**
 * Every broken rule of 000 §5 over the periods, with the period's index: at least one period;
 * each with start, end, price and purchased; end after start; each starting after the one before
 * ends (in the order sent); purchased not below what was used; a used period kept.
 */
export function billingPeriodProblems(
  periods: readonly BillingPeriodInput[],
  saved: readonly { id: number; transactionUsed: number }[] = [],
): { key: MessageKey; field: string }[] {
  if (periods.length === 0) return [{ key: 'licenceBillingPeriodRequired', field: 'billingPeriods' }];
  const problems: { key: MessageKey; field: string }[] = [];
  const usedOf = (id: number | undefined) => saved.find((s) => s.id === id)?.transactionUsed ?? 0;
  periods.forEach((p, i) => {
    const field = `billingPeriods.${i}`;
    if (
      p.dateStartUTC === null ||
      p.dateEndUTC === null ||
      p.pricePerTransaction === null ||
      p.transactionPurchased === null
    ) {
      problems.push({ key: 'licenceBillingPeriodIncomplete', field });
      return;
    }
    if (p.dateEndUTC <= p.dateStartUTC) problems.push({ key: 'licenceBillingPeriodOrder', field });
    const before = periods[i - 1];
    if (before?.dateEndUTC && p.dateStartUTC <= before.dateEndUTC) {
      problems.push({ key: 'licenceBillingPeriodOverlap', field });
    }
    if (p.transactionPurchased < usedOf(p.id)) problems.push({ key: 'licencePurchasedBelowUsed', field });
  });
  for (const old of saved) {
    if (old.transactionUsed > 0 && !periods.some((p) => p.id === old.id)) {
      problems.push({ key: 'licencePeriodInUse', field: 'billingPeriods' });
    }
  }
  return problems;
}

type Dated = { dateStartUTC: string | null; dateEndUTC: string | null };

/** A period's status on `today` (000 §4): Expired, Current (the first containing today) or Future. */
export function billingPeriodStatusOn<P extends Dated>(
  period: P,
  periods: readonly P[],
  today: string,
): BillingPeriodStatus {
  if (period.dateEndUTC !== null && period.dateEndUTC < today) return 'Expired';
  if (period.dateStartUTC !== null && period.dateStartUTC > today) return 'Future';
  const current = periods.find(
    (p) =>
      p.dateStartUTC !== null && p.dateEndUTC !== null && p.dateStartUTC <= today && today <= p.dateEndUTC,
  );
  return current === period ? 'Current' : 'Expired';
}

/** What the current period has left: purchased less used; none without a current period. */
export function remainingTransactions<
  P extends Dated & { transactionPurchased: number; transactionUsed: number },
>(periods: readonly P[], today: string): number {
  const current = periods.find((p) => billingPeriodStatusOn(p, periods, today) === 'Current');
  return current ? Math.max(0, current.transactionPurchased - current.transactionUsed) : 0;
}

/** The reminder thresholds crossed by going from `before` to `after` remaining. */
export function crossedThresholds(before: number, after: number): number[] {
  return licenceRules.reminderThresholds.filter((n) => before > n && after <= n);
}

export const billingPeriodSchema = z.object({
  id: idSchema(),
  dateStartUTC: z.string(),
  dateEndUTC: z.string(),
  transactionPurchased: z.number().int(),
  pricePerTransaction: z.number(),
  transactionUsed: z.number().int(),
  status: z.enum(billingPeriodStatuses),
});
export type BillingPeriod = z.infer<typeof billingPeriodSchema>;

export const licenceAuditEventSchema = z.object({
  created: z.string(),
  userFriendlyMessage: z.string(),
  description: z.string(),
});

/** 001 §3 Contract-builder licence configuration. */
export const licenceSchema = z.object({
  id: idSchema(),
  allowContractBuilder: z.boolean(),
  contactEmail: z.string(),
  node: z.object({ id: idSchema(), customerName: z.string() }),
  reminders: z.object({ remainingTransactionCount: z.number().int() }),
  billingPeriods: z.array(billingPeriodSchema),
  auditEvent: z.array(licenceAuditEventSchema),
  version: z.number().int(),
});
export type Licence = z.infer<typeof licenceSchema>;

/** The agency's own view, for the contract builder: may it send, and how many are left. */
export const ownLicenceSchema = z.object({
  allowContractBuilder: z.boolean(),
  remainingTransactionCount: z.number().int(),
  currentPeriodEnd: z.string().nullable(),
});
export type OwnLicence = z.infer<typeof ownLicenceSchema>;

/** The dashboard's summary block: every licence's purchased, completed (used) and remaining transactions. */
export const licenceSummarySchema = z.object({
  purchased: z.number().int(),
  completed: z.number().int(),
  remaining: z.number().int(),
});

export const licenceAgencySchema = z.object({ id: idSchema(), customerName: z.string() });
export const licenceParamsSchema = z.object({ licenseId: idParamSchema('invalidLicenceId') });
