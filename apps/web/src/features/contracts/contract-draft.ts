import {
  type Contract,
  type ContractInput,
  contractDateProblems,
  contractInputSchema,
} from '@procura/contract';
import { i18n } from '../../platform/i18n/index.ts';
import { schemaErrors } from '../../ui/schema-errors.ts';

/** What the Dates page edits: the contract's details, flags and dates, without the save's bookkeeping. */
export type ContractDraft = Omit<ContractInput, 'version' | 'confirmReactivate'>;

const period = (p: { start: string | null; end: string | null }) => ({ start: p.start, end: p.end });

/** The contract's editable fields, as PUT /Contracts/{id} takes them. */
export function draftOf(contract: Contract): ContractDraft {
  return {
    name: contract.name,
    number: contract.number,
    internalNumber: contract.internalNumber,
    description: contract.description,
    amount: contract.amount,
    contigencyAmount: contract.contigencyAmount,
    totalProjectValue: contract.totalProjectValue,
    expiryNoticeDays: contract.expiryNoticeDays,
    isTerm: contract.isTerm,
    hasContractPerformance: contract.hasContractPerformance,
    hasWSIB: contract.hasWSIB,
    hasInsurance: contract.hasInsurance,
    hasContractDocuments: contract.hasContractDocuments,
    hasVendorDocuments: contract.hasVendorDocuments,
    hasBondsAndSecurity: contract.hasBondsAndSecurity,
    allowVendorDocumentPublicUpload: contract.allowVendorDocumentPublicUpload,
    initialTerm: period(contract.initialTerm),
    hasOptionYears: contract.hasOptionYears,
    optionTerms: contract.optionTerms.map((term) => ({ ...term })),
    hasFirmPricingPeriod: contract.hasFirmPricingPeriod,
    firmPricing: period(contract.firmPricing),
    hasWarrantyPeriod: contract.hasWarrantyPeriod,
    warranty: period(contract.warranty),
    substantialCompletionDate: contract.substantialCompletionDate,
  };
}

/** Whether two drafts hold the same values (both are built field by field in the same order). */
export function sameDraft(a: ContractDraft, b: ContractDraft): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Every problem of the draft by field path, in the user's language: the contract's schema (name
 * required, amounts, days), then the date-order rules of 000 §5 (contract package), which name the
 * period they concern ('initialTerm', 'optionTerms.0', 'firmPricing', ...).
 */
export function draftProblems(draft: ContractDraft, version: number): Record<string, string> {
  const errors = schemaErrors(contractInputSchema, { ...draft, version });
  for (const problem of contractDateProblems(draft)) errors[problem.field] ??= i18n.t(problem.key);
  return errors;
}

/** Where the server's refusals of a save belong on the page (x-message-keys). */
export const contractFieldOfKey: Record<string, string> = {
  nameRequired: 'name',
  contractDatesRequired: 'initialTerm',
  contractInitialTermOrder: 'initialTerm',
  contractFirmPricingOrder: 'firmPricing',
  contractWarrantyOrder: 'warranty',
  contractSubstantialCompletionOrder: 'substantialCompletionDate',
  contractExpiryNoticeBeyondTerm: 'expiryNoticeDays',
};
