/**
 * A contract's dates (000 §3 Contract, §5 contract date order; issue 9 §2): the initial term,
 * optional terms (option years) and which were taken, the firm pricing period, the warranty period
 * and substantial completion. Every date is a calendar day (YYYY-MM-DD) in the agency's time zone.
 */
import { z } from 'zod';
import type { MessageKey } from '../messages/catalogue.ts';

export const contractDateRules = { maxOptionTerms: 20 } as const;

/** A calendar day; empty is null (the rules below say which must have a value). */
export const contractDaySchema = z.iso
  .date('invalidParameter')
  .refine((day) => day >= '1900-01-01' && day <= '9998-12-31', 'invalidParameter')
  .nullable();

export const periodSchema = z.object({ start: contractDaySchema, end: contractDaySchema });
export type Period = z.infer<typeof periodSchema>;

/** An optional term; the list is saved whole, in its order (no ids to keep). */
export const optionTermInputSchema = periodSchema.extend({ isTaken: z.boolean() });
export type OptionTermInput = z.infer<typeof optionTermInputSchema>;

export const contractDatesSchema = z.object({
  initialTerm: periodSchema,
  hasOptionYears: z.boolean(),
  optionTerms: z.array(optionTermInputSchema).max(contractDateRules.maxOptionTerms, 'invalidParameter'),
  hasFirmPricingPeriod: z.boolean(),
  firmPricing: periodSchema,
  hasWarrantyPeriod: z.boolean(),
  warranty: periodSchema,
  substantialCompletionDate: contractDaySchema,
});
export type ContractDates = z.infer<typeof contractDatesSchema>;

export type DateProblem = { key: MessageKey; field: string };

const ordered = (period: Period) => period.start === null || period.end === null || period.start < period.end;
const complete = (period: Period) => period.start !== null && period.end !== null;

/**
 * Every broken date rule of 000 §5, with the field it concerns: all contract and option dates need
 * values (the initial term always; the option, firm pricing and warranty periods when the contract
 * has them); each period starts before it ends; substantial completion comes after the initial start.
 */
export function contractDateProblems(dates: ContractDates): DateProblem[] {
  const problems: DateProblem[] = [];
  const options = dates.hasOptionYears ? dates.optionTerms : [];
  const required = [
    ['initialTerm', dates.initialTerm],
    ...options.map((term, i) => [`optionTerms.${i}`, term] as const),
    ...(dates.hasFirmPricingPeriod ? [['firmPricing', dates.firmPricing] as const] : []),
    ...(dates.hasWarrantyPeriod ? [['warranty', dates.warranty] as const] : []),
  ] as const;
  const missing = required.find(([, period]) => !complete(period));
  if (missing) problems.push({ key: 'contractDatesRequired', field: missing[0] });
  if (!ordered(dates.initialTerm)) problems.push({ key: 'contractInitialTermOrder', field: 'initialTerm' });
  options.forEach((term, i) => {
    if (!ordered(term)) problems.push({ key: 'contractOptionalTermOrder', field: `optionTerms.${i}` });
  });
  if (dates.hasFirmPricingPeriod && !ordered(dates.firmPricing)) {
    problems.push({ key: 'contractFirmPricingOrder', field: 'firmPricing' });
  }
  if (dates.hasWarrantyPeriod && !ordered(dates.warranty)) {
    problems.push({ key: 'contractWarrantyOrder', field: 'warranty' });
  }
  const start = dates.initialTerm.start;
  const completion = dates.substantialCompletionDate;
  if (start !== null && completion !== null && completion <= start) {
    problems.push({ key: 'contractSubstantialCompletionOrder', field: 'substantialCompletionDate' });
  }
  return problems;
}

/** The contract's last day: the end of the initial term or of the latest option term taken. */
export function contractTermEnd(
  dates: Pick<ContractDates, 'initialTerm' | 'hasOptionYears' | 'optionTerms'>,
) {
  const ends = [
    dates.initialTerm.end,
    ...(dates.hasOptionYears ? dates.optionTerms.filter((t) => t.isTaken).map((t) => t.end) : []),
  ].filter((day): day is string => day !== null);
  // ISO days sort as text.
  return ends.sort().at(-1) ?? null;
}

/** Days from one calendar day to another (the second counted, the first not). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The contract term in days, initial start to term end; null while either is unset. */
export function contractTermDays(
  dates: Pick<ContractDates, 'initialTerm' | 'hasOptionYears' | 'optionTerms'>,
) {
  const end = contractTermEnd(dates);
  return dates.initialTerm.start === null || end === null ? null : daysBetween(dates.initialTerm.start, end);
}

/** The calendar day `months` after `day`, less one day: a term of that many months. */
export function termEndAfterMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const end = new Date(Date.UTC(y, m - 1 + months, d) - 86_400_000);
  return end.toISOString().slice(0, 10);
}

/** Contract term types (001 §9): the open term (initial and options), firm pricing, warranty. */
export const contractTermTypes = ['open', 'firm', 'warranty'] as const;
export type ContractTermType = (typeof contractTermTypes)[number];

export const contractDateEntrySchema = z.object({
  termType: z.enum(contractTermTypes),
  /** 0 for the initial term (and the firm and warranty periods), n for the nth option term. */
  option: z.number().int(),
  start: z.string().nullable(),
  end: z.string().nullable(),
  isTaken: z.boolean(),
});
export type ContractDateEntry = z.infer<typeof contractDateEntrySchema>;

/** GET Contracts/{id}/DateList: the contract's periods in order, as the reports and calendar read them. */
export function contractDateList(dates: ContractDates): ContractDateEntry[] {
  const entry = (termType: ContractTermType, option: number, period: Period, isTaken = true) => ({
    termType,
    option,
    start: period.start,
    end: period.end,
    isTaken,
  });
  return [
    entry('open', 0, dates.initialTerm),
    ...(dates.hasOptionYears ? dates.optionTerms.map((t, i) => entry('open', i + 1, t, t.isTaken)) : []),
    ...(dates.hasFirmPricingPeriod ? [entry('firm', 0, dates.firmPricing)] : []),
    ...(dates.hasWarrantyPeriod ? [entry('warranty', 0, dates.warranty)] : []),
  ];
}
