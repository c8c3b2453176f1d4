/**
 * The Contract reports of the library and the suppliers' pending documents. "The node's
 * contracts" are the contracts (one per project) of projects whose node_id is the caller's node.
 */
import { contractDocumentRules } from '../contracts/documents.ts';
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
import type { BuiltInReport } from './catalogue.ts';

/** 000 §9: the closing-contracts report looks this many days ahead. */
const closingWindowDays = 90;

/**
 * 001 §8: "supplier document download report limited to 10,000 lines". 000 §9 words the same cap
 * as the registered-supplier download (portal/plan-takers.ts planTakerExportLineCap applies it
 * there); the library applies it to this report too, so its download stays bounded.
 */
export const supplierDocumentLineCap = 10_000;

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

const documentCompany = column(
  'company',
  'Company',
  'Entreprise',
  'Text',
  'vendors.company_name by contract_documents.vendor_id',
);
const documentDisplayName = column(
  'displayName',
  'Document',
  'Document',
  'Text',
  'contract_documents.display_name',
);
const effectiveDate = column(
  'effectiveDate',
  'Effective Date',
  "Date d'entrée en vigueur",
  'Date',
  'contract_documents.effective_date',
);
const expiryDate = column(
  'expiryDate',
  'Expiry Date',
  "Date d'expiration",
  'Date',
  'contract_documents.expiry_date',
);

/**
 * Rows: insurance documents (contract_documents.category 'insurance') that are approved, on the
 * node's contracts whose stored status is neither Cancelled nor Closed-Archived (the dashboard's
 * document scope), whose expiry day has passed or falls within the 30-day expiring-documents
 * window of 000 §9: expiry_date < today + 30 days. Status says which: expired once expiry_date <
 * today (contractDocumentStatusOn), otherwise still active and expiring. Order: expiry_date
 * ascending (the longest lapsed first), then projects.number, then contract_documents.id.
 */
const expiredInsurance: BuiltInReport = {
  name: 'ExpiredInsurance',
  title: { en: 'Expired Insurance', fr: 'Assurances expirées' },
  category: 'Contract',
  description: {
    en: 'Insurance on contracts that has expired or expires within the next 30 days, the longest lapsed first.',
    fr: 'Les assurances des contrats expirées ou qui expirent dans les 30 prochains jours, les plus anciennes en premier.',
  },
  columns: [
    projectNumber,
    projectName,
    contractNumber,
    documentCompany,
    column(
      'insuranceType',
      'Insurance Type',
      "Type d'assurance",
      'Text',
      'dropdown_options.name by contract_documents.type_id',
    ),
    documentDisplayName,
    effectiveDate,
    expiryDate,
    column(
      'daysUntilExpiry',
      'Days Until Expiry',
      "Jours avant l'expiration",
      'Number',
      'daysUntilExpiry(expiry_date, today): negative once expired',
    ),
    column(
      'documentStatus',
      'Status',
      'Statut',
      'Option',
      'contractDocumentStatusOn(approved, expiry_date, today): expired or active',
    ),
    procurementLead,
    contractAdministrators,
  ],
  routeNames: ['project.contract'],
  window: { days: contractDocumentRules.expiringWithinDays },
  available: true,
};

/**
 * Rows: what suppliers sent that waits for the agency's approval, the dashboard's pending list
 * (document-queries nodeDocumentScope and vendorDocumentScope): contract documents with approved
 * false on the node's contracts whose stored status is neither Cancelled nor Closed-Archived, and
 * the suppliers' own documents (vendor_documents) with approved false of the node's suppliers
 * (vendors.belongs_to_node_id) that are not deleted, shown with category vendordocument and no
 * project. Order: the upload (created_at) ascending, the longest waiting first, then contract
 * documents before the suppliers' own, then id. At most 10,000 rows (supplierDocumentLineCap): past
 * them the download ends and says so (reportSupplierDocumentLimit).
 */
const supplierDocumentsPendingApproval: BuiltInReport = {
  name: 'SupplierDocumentsPendingApproval',
  title: {
    en: 'Supplier Documents Pending Approval',
    fr: 'Documents de fournisseurs en attente d’approbation',
  },
  category: 'Suppliers',
  description: {
    en: 'Documents suppliers sent that wait for approval, the longest waiting first.',
    fr: 'Les documents envoyés par les fournisseurs qui attendent une approbation, ceux qui attendent depuis le plus longtemps en premier.',
  },
  columns: [
    column(
      'company',
      'Company',
      'Entreprise',
      'Text',
      'vendors.company_name by contract_documents.vendor_id or vendor_documents.vendor_id',
    ),
    column(
      'category',
      'Category',
      'Catégorie',
      'Option',
      "contract_documents.category (contractDocumentCategories); 'vendordocument' for vendor_documents",
    ),
    column(
      'documentType',
      'Document Type',
      'Type de document',
      'Text',
      'dropdown_options.name by contract_documents.type_id (empty for vendor_documents)',
    ),
    column(
      'displayName',
      'Document',
      'Document',
      'Text',
      'contract_documents.display_name or vendor_documents.display_name',
    ),
    column(
      'fileName',
      'File Name',
      'Nom du fichier',
      'Text',
      'contract_documents.file_name or vendor_documents.file_name',
    ),
    column(
      'projectNumber',
      'Project Number',
      'Numéro de projet',
      'Text',
      'projects.number by contracts.project_id (empty for vendor_documents)',
    ),
    column(
      'projectName',
      'Project Name',
      'Nom du projet',
      'Text',
      'projects.name by contracts.project_id (empty for vendor_documents)',
    ),
    column(
      'contractNumber',
      'Contract Number',
      'Numéro de contrat',
      'Text',
      'contracts.number (empty for vendor_documents)',
    ),
    column(
      'effectiveDate',
      'Effective Date',
      "Date d'entrée en vigueur",
      'Date',
      'contract_documents.effective_date or vendor_documents.effective_date',
    ),
    column(
      'expiryDate',
      'Expiry Date',
      "Date d'expiration",
      'Date',
      'contract_documents.expiry_date or vendor_documents.expiry_date',
    ),
    column(
      'uploadedAt',
      'Uploaded',
      'Téléversé le',
      'Date',
      'contract_documents.created_at or vendor_documents.created_at',
    ),
    column(
      'uploadedBy',
      'Uploaded By',
      'Téléversé par',
      'Text',
      'vendor_contacts first and last name by uploaded_by_contact_id, else users by uploaded_by_id',
    ),
  ],
  routeNames: ['project.contract', 'suppliers'],
  lineCap: supplierDocumentLineCap,
  available: true,
};

export const contractReports: readonly BuiltInReport[] = [
  activeContracts,
  contractsClosingIn90Days,
  contractManagement,
  expiredInsurance,
  supplierDocumentsPendingApproval,
];
