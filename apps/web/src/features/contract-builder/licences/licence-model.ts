import {
  type BillingPeriodInput,
  type BillingPeriodStatus,
  billingPeriodProblems,
  billingPeriodStatusOn,
  type Licence,
  licenceInputSchema,
  licenceRules,
} from '@procura/contract';
import { i18n } from '../../../platform/i18n/index.ts';
import { schemaErrors } from '../../../ui/schema-errors.ts';

/** A billing period as the dialog edits it: what is sent, plus what was used (read-only). */
export type PeriodDraft = BillingPeriodInput & { transactionUsed: number };

/** The licence as the dialog edits it; the agency is chosen only when adding. */
export type LicenceDraft = {
  licensedCustomerId: number | null;
  contactEmail: string;
  allowContractBuilder: boolean;
  billingPeriods: PeriodDraft[];
};

export function licenceDraftOf(licence: Licence | null): LicenceDraft {
  if (!licence) {
    return { licensedCustomerId: null, contactEmail: '', allowContractBuilder: true, billingPeriods: [] };
  }
  return {
    licensedCustomerId: licence.node.id,
    contactEmail: licence.contactEmail,
    allowContractBuilder: licence.allowContractBuilder,
    billingPeriods: licence.billingPeriods.map((p) => ({
      id: p.id,
      dateStartUTC: p.dateStartUTC,
      dateEndUTC: p.dateEndUTC,
      transactionPurchased: p.transactionPurchased,
      pricePerTransaction: p.pricePerTransaction,
      transactionUsed: p.transactionUsed,
    })),
  };
}

/** A new period: 100 transactions (000 §9), the dates and price to be typed. */
export function newPeriod(): PeriodDraft {
  return {
    dateStartUTC: null,
    dateEndUTC: null,
    transactionPurchased: licenceRules.defaultPurchased,
    pricePerTransaction: null,
    transactionUsed: 0,
  };
}

/** The periods as the server takes them: no used count, and no id for a new one. */
export function periodsToSend(periods: readonly PeriodDraft[]): BillingPeriodInput[] {
  return periods.map(({ transactionUsed: _used, id, ...period }) =>
    id === undefined ? period : { id, ...period },
  );
}

/** The licence's fields as the server takes them (the agency and version are added by the caller). */
export function licenceInputOf(draft: LicenceDraft) {
  return {
    allowContractBuilder: draft.allowContractBuilder,
    contactEmail: draft.contactEmail.trim(),
    billingPeriods: periodsToSend(draft.billingPeriods),
  };
}

/**
 * Every broken rule by field, as typed: the contract's schema (the contact's address), the agency
 * when adding, and 000 §5 over the periods (`billingPeriods.{i}` for one period, `billingPeriods`
 * for the list). Save waits until there is none; an empty address is only marked required.
 */
export function licenceProblems(
  draft: LicenceDraft,
  saved: readonly { id: number; transactionUsed: number }[],
  isNew: boolean,
): Record<string, string> {
  const input = licenceInputOf(draft);
  const errors = schemaErrors(licenceInputSchema, input);
  if (input.contactEmail === '') errors.contactEmail = '';
  if (isNew && draft.licensedCustomerId === null) errors.licensedCustomerId = '';
  for (const problem of billingPeriodProblems(input.billingPeriods, saved)) {
    errors[problem.field] ??= i18n.t(problem.key);
  }
  return errors;
}

/** Each period's status on `today` (000 §4), as the rows are typed. */
export function periodStatuses(periods: readonly PeriodDraft[], today: string): BillingPeriodStatus[] {
  return periods.map((p) => billingPeriodStatusOn(p, periods, today));
}

/** What a period costs: its purchased transactions at its price, to the cent. */
export function periodTotal(period: { transactionPurchased: number; pricePerTransaction: number }): number {
  return Math.round(period.transactionPurchased * period.pricePerTransaction * 100) / 100;
}

/** The end of the licence's current billing period, as the server judged it; null without one. */
export function currentPeriodEnd(licence: Licence): string | null {
  return licence.billingPeriods.find((p) => p.status === 'Current')?.dateEndUTC ?? null;
}

/** Where the server's refusals belong. */
export const licenceFieldOfKey: Record<string, string> = {
  errorInvalidEmail: 'contactEmail',
  invalidCustomerId: 'licensedCustomerId',
  licenceAgencyAlreadyLicensed: 'licensedCustomerId',
  licenceBillingPeriodRequired: 'billingPeriods',
  licencePeriodInUse: 'billingPeriods',
};
