import type { bondAmountTypes, RequirementSection } from '@procura/contract';
import type { UiKey } from '../../platform/i18n/ui-en.ts';

/** The interface text of each requirement section and bond amount type. */

export const sectionLabelKeys: Record<RequirementSection, UiKey> = {
  Instructions: 'sectionInstructions',
  Prices: 'sectionPrices',
  Questions: 'sectionQuestions',
  Specifications: 'sectionSpecifications',
  References: 'sectionReferences',
  Subcontractors: 'sectionSubcontractors',
  Documents: 'sectionDocuments',
  Security: 'sectionSecurity',
  Terms: 'sectionTerms',
};

/** What the section's text is: the whole content of Instructions and Terms, an introduction elsewhere. */
export const sectionTextLabelKeys: Record<RequirementSection, UiKey> = {
  Instructions: 'sectionTextInstructions',
  Prices: 'sectionTextIntroduction',
  Questions: 'sectionTextIntroduction',
  Specifications: 'sectionTextIntroduction',
  References: 'sectionTextIntroduction',
  Subcontractors: 'sectionTextIntroduction',
  Documents: 'sectionTextIntroduction',
  Security: 'sectionTextIntroduction',
  Terms: 'sectionTextTerms',
};

export const bondAmountTypeLabelKeys: Record<(typeof bondAmountTypes)[number], UiKey> = {
  DollarAmount: 'bondAmountTypeDollar',
  Percentage: 'bondAmountTypePercentage',
};
