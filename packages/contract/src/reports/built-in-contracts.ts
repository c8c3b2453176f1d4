import {
  column,
  contingencyAmount,
  contractAdministrators,
  contractAmount,
  contractName,
  contractNumber,
  contractStatus,
  contractSuppliers,
  daysRemaining,
  department,
  initialTermStart,
  procurementLead,
  projectName,
  projectNumber,
  purchaseOrdersTotal,
  termEnd,
  warrantyEnd,
} from './built-in-columns.ts';
import { expiredInsurance, supplierDocumentsPendingApproval } from './built-in-documents.ts';
import type { BuiltInReport } from './catalogue.ts';

/** 000 §9: the closing-contracts report looks this many days ahead. */
const closingWindowDays = 90;

const isTerm = column('isTerm', 'Term Contract', 'Contrat à terme', 'Yes/No', 'contracts.is_term');

/**
 * Rows: the node's contracts whose stored status is Active and whose term has not ended
 * (term_end is null or term_end >= today), i.e. those contractStatusOn shows as Active; one past
 * its end shows Warranty or Expired and is left out. Order: term_end ascending with no end last,
 * then projects.number, then contracts.id. Shown only while the ReportsLibrary flag's
 * ActiveContractsReport module is on (001 §9).
 */
const activeContracts: BuiltInReport = {
  name: 'ActiveContracts',
  title: { en: 'Active Contracts', fr: 'Contrats actifs' },
  category: 'Contract',
  description: {
    en: 'Contracts that have started and whose term has not ended, the soonest ending first.',
    fr: "Les contrats démarrés dont la durée n'est pas terminée, ceux qui se terminent le plus tôt en premier.",
  },
  columns: [
    projectNumber,
    projectName,
    contractNumber,
    contractName,
    contractSuppliers,
    department,
    procurementLead,
    contractAdministrators,
    initialTermStart,
    termEnd,
    daysRemaining,
    contractAmount,
    contingencyAmount,
    purchaseOrdersTotal,
    isTerm,
  ],
  routeNames: ['project.contract'],
  feature: 'ReportsLibrary.ActiveContractsReport',
  available: true,
};

/**
 * Rows: the node's contracts whose stored status is Active and whose term ends within the window:
 * today <= term_end < today + 90 days (0 <= days left < 90, 001 §9's reading of "within N
 * days"), so a contract already past its end (Warranty, Expired) is not listed. Order: term_end
 * ascending, then projects.number, then contracts.id.
 */
const contractsClosingIn90Days: BuiltInReport = {
  name: 'ContractsClosingIn90Days',
  title: { en: 'Contracts Closing in 90 Days', fr: 'Contrats se terminant dans 90 jours' },
  category: 'Contract',
  description: {
    en: 'Active contracts whose term ends within the next 90 days, the soonest first.',
    fr: 'Les contrats actifs dont la durée se termine dans les 90 prochains jours, les plus proches en premier.',
  },
  columns: [
    projectNumber,
    projectName,
    contractNumber,
    contractName,
    contractSuppliers,
    department,
    procurementLead,
    contractAdministrators,
    termEnd,
    daysRemaining,
    column(
      'optionTermsRemaining',
      'Option Terms Not Taken',
      'Options non levées',
      'Number',
      'count(contract_option_terms where not is_taken) when contracts.has_option_years, else 0',
    ),
    warrantyEnd,
    contractAmount,
    purchaseOrdersTotal,
  ],
  routeNames: ['project.contract'],
  window: { days: closingWindowDays },
  available: true,
};

/**
 * Rows: every contract of the node except archived ones (stored status Closed-Archived), whatever
 * its status, with its terms, money and orders. Order: projects.number, then contracts.id.
 * Remaining is purchaseOrderTotals' reading: the amount plus the contingency, less every order.
 */
const contractManagement: BuiltInReport = {
  name: 'ContractManagement',
  title: { en: 'Contract Management', fr: 'Gestion des contrats' },
  category: 'Contract',
  description: {
    en: 'Every contract that is not archived, with its status, terms, amounts and purchase orders.',
    fr: 'Tous les contrats non archivés, avec leur statut, leurs durées, leurs montants et leurs bons de commande.',
  },
  columns: [
    projectNumber,
    projectName,
    contractNumber,
    column('internalNumber', 'Internal Number', 'Numéro interne', 'Text', 'contracts.internal_number'),
    contractName,
    contractStatus,
    contractSuppliers,
    department,
    procurementLead,
    contractAdministrators,
    initialTermStart,
    column(
      'initialTermEnd',
      'Initial Term End',
      'Fin de la durée initiale',
      'Date',
      'contracts.initial_term_end',
    ),
    column(
      'optionTerms',
      'Option Terms',
      'Options',
      'Number',
      'count(contract_option_terms) when contracts.has_option_years, else 0',
    ),
    column(
      'optionTermsTaken',
      'Option Terms Taken',
      'Options levées',
      'Number',
      'count(contract_option_terms where is_taken) when contracts.has_option_years, else 0',
    ),
    termEnd,
    column(
      'firmPricingEnd',
      'Firm Pricing End',
      'Fin des prix fermes',
      'Date',
      'contracts.firm_pricing_end when contracts.has_firm_pricing_period',
    ),
    warrantyEnd,
    column(
      'substantialCompletion',
      'Substantial Completion',
      'Achèvement substantiel',
      'Date',
      'contracts.substantial_completion_date',
    ),
    contractAmount,
    contingencyAmount,
    column(
      'totalProjectValue',
      'Total Project Value',
      'Valeur totale du projet',
      'Dollar Amount',
      'contracts.total_project_value',
    ),
    purchaseOrdersTotal,
    column(
      'contingencyUsed',
      'Contingency Used',
      'Imprévus utilisés',
      'Dollar Amount',
      'sum(contract_purchase_orders.contingency_used)',
    ),
    column(
      'remaining',
      'Remaining',
      'Solde',
      'Dollar Amount',
      'contracts.amount + contracts.contigency_amount - sum(contract_purchase_orders.amount)',
    ),
  ],
  routeNames: ['project.contract'],
  available: true,
};

export const contractReports: readonly BuiltInReport[] = [
  activeContracts,
  contractsClosingIn90Days,
  contractManagement,
  expiredInsurance,
  supplierDocumentsPendingApproval,
];
