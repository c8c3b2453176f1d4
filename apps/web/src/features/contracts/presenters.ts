import type { ContractDocumentCategory, ContractDocumentStatus, ContractStatus } from '@procura/contract';
import type { UiKey } from '../../platform/i18n/ui-en.ts';

export const contractStatusLabelKeys: Record<ContractStatus, UiKey> = {
  'In Progress': 'contractStatusInProgress',
  Active: 'contractStatusActive',
  Warranty: 'contractStatusWarranty',
  Expired: 'contractStatusExpired',
  Closed: 'contractStatusClosed',
  'Closed-Archived': 'contractStatusArchived',
  Cancelled: 'contractStatusCancelled',
};

export const contractStatusColors: Record<ContractStatus, string> = {
  'In Progress': 'gray',
  Active: 'green',
  Warranty: 'teal',
  Expired: 'orange',
  Closed: 'blue',
  'Closed-Archived': 'dark',
  Cancelled: 'red',
};

/** The categories' names on the documents page and the portal (001 §3 categories). */
export const documentCategoryLabelKeys = {
  insurance: 'contractDocumentCategoryInsurance',
  bond: 'contractDocumentCategoryBond',
  certificate: 'contractDocumentCategoryCertificate',
  vendordocument: 'contractDocumentCategoryVendor',
  other: 'contractDocumentCategoryOther',
} as const satisfies Record<ContractDocumentCategory, UiKey>;

export const documentStatusLabelKeys = {
  active: 'contractDocumentStatusActive',
  expired: 'contractDocumentStatusExpired',
  'pending approval': 'contractDocumentStatusPending',
} as const satisfies Record<ContractDocumentStatus, UiKey>;

export const documentStatusColors: Record<ContractDocumentStatus, string> = {
  active: 'green',
  expired: 'red',
  'pending approval': 'yellow',
};
