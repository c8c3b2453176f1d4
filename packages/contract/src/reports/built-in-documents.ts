/**
 * The library's reports of contract and supplier documents: insurance expired or expiring, and
 * documents waiting for approval. "The node's contracts" are as in built-in-contracts.ts.
 */
import { contractDocumentRules } from '../contracts/documents.ts';
import {
  column,
  contractAdministrators,
  contractNumber,
  procurementLead,
  projectName,
  projectNumber,
} from './built-in-columns.ts';
import type { BuiltInReport } from './catalogue.ts';

/**
 * 001 §8: "supplier document download report limited to 10,000 lines". 000 §9 words the same cap
 * as the registered-supplier download (portal/plan-takers.ts planTakerExportLineCap applies it
 * there); the library applies it to this report too, so its download stays bounded.
 */
export const supplierDocumentLineCap = 10_000;

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
export const expiredInsurance: BuiltInReport = {
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
export const supplierDocumentsPendingApproval: BuiltInReport = {
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
