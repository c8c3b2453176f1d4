/**
 * The columns of a custom project report (000 §3), numbered. Column ids are stored in saved
 * reports, so an id never changes meaning and is never reused; 23 and 24, the project number and
 * name, are the columns a new report starts with (000 §3, 001 §9). The phases and date kinds the
 * wizard offers beside them are in phases.ts, re-exported here.
 */
import type { ReportColumnType, ReportText } from './catalogue.ts';
import { partsOfPhase, type ReportPart, type ReportPhase } from './phases.ts';

export {
  dateKindsOfPhase,
  partsOfPhase,
  type ReportDateKind,
  type ReportPart,
  type ReportPhase,
  reportDateKindIds,
  reportDateKinds,
  reportParts,
  reportPhaseIds,
  reportPhases,
} from './phases.ts';

export type ProjectReportColumn = {
  id: number;
  key: string;
  label: ReportText;
  type: ReportColumnType;
  /** The parts it has values for: a column of the contract is empty on a source-only project. */
  phases: readonly ReportPart[];
  /** Where the value is read: `table.column`, a join, or an aggregate. */
  from: string;
};

const both = ['source', 'contract'] as const;
const source = ['source'] as const;
const contract = ['contract'] as const;

function col(
  id: number,
  key: string,
  en: string,
  fr: string,
  type: ReportColumnType,
  phases: readonly ReportPart[],
  from: string,
): ProjectReportColumn {
  return { id, key, label: { en, fr }, type, phases, from };
}

/** Every column of a custom project report, by id. */
export const projectReportColumns: readonly ProjectReportColumn[] = [
  // The project (1 to 24).
  col(1, 'projectId', 'Project Id', 'Identifiant du projet', 'Id', both, 'projects.id'),
  col(2, 'projectType', 'Project Type', 'Type de projet', 'Option', both, 'projects.type (projectTypes)'),
  col(3, 'projectPhase', 'Phase', 'Phase', 'Option', both, 'projects.phase (projectPhases)'),
  col(
    4,
    'projectStatus',
    'Project Status',
    'Statut du projet',
    'Option',
    both,
    'projectStatusLabels[projects.status]',
  ),
  col(
    5,
    'procurementMethod',
    'Procurement Method',
    "Mode d'approvisionnement",
    'Option',
    both,
    'projects.procurement_method (procurementMethods)',
  ),
  col(
    6,
    'classification',
    'Classification',
    'Classification',
    'Option',
    both,
    'projects.classification (classifications)',
  ),
  col(7, 'department', 'Department', 'Service', 'Text', both, 'departments.name by projects.department_id'),
  col(8, 'division', 'Division', 'Division', 'Text', both, 'divisions.name by projects.division_id'),
  col(
    9,
    'procurementLead',
    'Procurement Lead',
    "Responsable de l'approvisionnement",
    'Text',
    both,
    'users by projects.project_lead_id',
  ),
  col(
    10,
    'departmentProjectLead',
    'Department Project Lead',
    'Chargé de projet du service',
    'Text',
    both,
    'users by projects.department_project_lead_id',
  ),
  col(11, 'categories', 'Categories', 'Catégories', 'List', both, 'categories.name of projects.category_ids'),
  col(
    12,
    'commodityCodes',
    'Commodity Codes',
    'Codes de marchandises',
    'List',
    both,
    'categories.code of projects.commodity_code_ids',
  ),
  col(13, 'description', 'Description', 'Description', 'Text', both, 'projects.description'),
  col(
    14,
    'estimatedValue',
    'Estimated Value',
    'Valeur estimative',
    'Dollar Amount',
    both,
    'projects.estimated_value',
  ),
  col(
    15,
    'estimatedAnnualValue',
    'Estimated Annual Value',
    'Valeur annuelle estimative',
    'Dollar Amount',
    both,
    'projects.estimated_annual_value',
  ),
  col(
    16,
    'internalReferenceNumber',
    'Internal Reference Number',
    'Numéro de référence interne',
    'Text',
    both,
    'projects.internal_reference_number',
  ),
  col(17, 'isCooperative', 'Cooperative', 'Coopératif', 'Yes/No', both, 'projects.is_cooperative'),
  col(
    18,
    'isPlanned',
    'Planned Procurement',
    'Approvisionnement prévu',
    'Yes/No',
    both,
    'projects.is_planned',
  ),
  col(
    19,
    'fromIntake',
    'From Intake Request',
    "Issu d'une demande d'admission",
    'Yes/No',
    both,
    'projects.intake_request_id is not null',
  ),
  col(20, 'createdBy', 'Created By', 'Créé par', 'Text', both, 'users by projects.created_by_id'),
  col(21, 'projectCreated', 'Project Created', 'Projet créé le', 'Date', both, 'projects.created_at'),
  col(22, 'lastUpdated', 'Last Updated', 'Dernière mise à jour', 'Date', both, 'projects.updated_at'),
  col(23, 'projectNumber', 'Project Number', 'Numéro de projet', 'Text', both, 'projects.number'),
  col(24, 'projectName', 'Project Name', 'Nom du projet', 'Text', both, 'projects.name'),

  // The source (25 to 40).
  col(
    25,
    'sourceStatus',
    'Source Status',
    "Statut de l'appel d'offres",
    'Option',
    source,
    'sourceStatusOf[projects.status]',
  ),
  col(
    26,
    'submissionType',
    'Submission Type',
    'Mode de soumission',
    'Option',
    source,
    "tenders.settings->>'submission': 1 online, 0 hard copy",
  ),
  col(27, 'sourcePublished', 'Published', 'Publié le', 'Date', source, 'tenders.date_available'),
  col(28, 'sourceClosed', 'Closing Date', 'Date de clôture', 'Date', source, 'tenders.date_closing'),
  col(
    29,
    'questionDeadline',
    'Question Deadline',
    'Date limite des questions',
    'Date',
    source,
    'tenders.question_deadline',
  ),
  col(30, 'plannedNotice', 'Planned Notice', 'Avis prévu', 'Date', source, 'tenders.date_planned_notice'),
  col(
    31,
    'sentToPurchasing',
    'Sent to Purchasing',
    'Transmis aux achats',
    'Date',
    source,
    'tenders.date_sent_to_purchasing',
  ),
  col(
    32,
    'estimatedAward',
    'Estimated Award',
    'Adjudication prévue',
    'Date',
    source,
    'tenders.date_estimated_award',
  ),
  col(33, 'planTakers', 'Plan Takers', 'Preneurs de documents', 'Number', source, 'count(plan_takers)'),
  col(
    34,
    'submissions',
    'Submissions',
    'Soumissions',
    'Number',
    source,
    "count(submissions where status = 'complete' and not is_no_bid)",
  ),
  col(
    35,
    'noBids',
    'No Bids',
    'Non-soumissions',
    'Number',
    source,
    "count(submissions where status = 'complete' and is_no_bid), once isSourceClosed",
  ),
  col(
    36,
    'questions',
    'Supplier Questions',
    'Questions des fournisseurs',
    'Number',
    source,
    'count(vendor_questions)',
  ),
  col(37, 'addenda', 'Addenda', 'Addenda', 'Number', source, 'count(tender_addenda)'),
  col(
    38,
    'awardedSuppliers',
    'Awarded Suppliers',
    'Fournisseurs retenus',
    'List',
    source,
    'submissions.company_name by awards.submission_id',
  ),
  col(
    39,
    'awardedAmount',
    'Awarded Amount',
    'Montant adjugé',
    'Dollar Amount',
    source,
    'sum(awards.award_amount)',
  ),
  col(40, 'sourceAwarded', 'Award Date', "Date d'adjudication", 'Date', source, 'min(awards.award_date)'),

  // The contract (41 to 61).
  col(41, 'contractNumber', 'Contract Number', 'Numéro de contrat', 'Text', contract, 'contracts.number'),
  col(42, 'contractName', 'Contract Name', 'Nom du contrat', 'Text', contract, 'contracts.name'),
  col(
    43,
    'contractStatus',
    'Contract Status',
    'Statut du contrat',
    'Option',
    contract,
    'contractStatusOn(contracts.status, term_end, warranty_end, today)',
  ),
  col(
    44,
    'contractSuppliers',
    'Contract Suppliers',
    'Fournisseurs du contrat',
    'List',
    contract,
    'vendors.company_name of the active contract_vendors',
  ),
  col(
    45,
    'contractAmount',
    'Contract Amount',
    'Montant du contrat',
    'Dollar Amount',
    contract,
    'contracts.amount',
  ),
  col(
    46,
    'contingencyAmount',
    'Contingency Amount',
    'Provision pour imprévus',
    'Dollar Amount',
    contract,
    'contracts.contigency_amount',
  ),
  col(
    47,
    'totalProjectValue',
    'Total Project Value',
    'Valeur totale du projet',
    'Dollar Amount',
    contract,
    'contracts.total_project_value',
  ),
  col(
    48,
    'purchaseOrdersTotal',
    'Purchase Orders Total',
    'Total des bons de commande',
    'Dollar Amount',
    contract,
    'sum(contract_purchase_orders.amount)',
  ),
  col(
    49,
    'contractStarted',
    'Contract Started',
    'Contrat démarré le',
    'Date',
    contract,
    'contracts.started_at',
  ),
  col(
    50,
    'initialTermStart',
    'Initial Term Start',
    'Début de la durée initiale',
    'Date',
    contract,
    'contracts.initial_term_start',
  ),
  col(
    51,
    'initialTermEnd',
    'Initial Term End',
    'Fin de la durée initiale',
    'Date',
    contract,
    'contracts.initial_term_end',
  ),
  col(52, 'termEnd', 'Term End', 'Fin de la durée', 'Date', contract, 'contracts.term_end'),
  col(
    53,
    'optionTermsTaken',
    'Option Terms Taken',
    'Options levées',
    'Number',
    contract,
    'count(contract_option_terms where is_taken)',
  ),
  col(
    54,
    'firmFrom',
    'Firm Pricing From',
    'Prix fermes du',
    'Date',
    contract,
    'contracts.firm_pricing_start',
  ),
  col(55, 'firmTo', 'Firm Pricing To', 'Prix fermes au', 'Date', contract, 'contracts.firm_pricing_end'),
  col(
    56,
    'warrantyStart',
    'Warranty Start',
    'Début de la garantie',
    'Date',
    contract,
    'contracts.warranty_start',
  ),
  col(57, 'warrantyEnd', 'Warranty End', 'Fin de la garantie', 'Date', contract, 'contracts.warranty_end'),
  col(
    58,
    'substantialCompletion',
    'Substantial Completion',
    'Achèvement substantiel',
    'Date',
    contract,
    'contracts.substantial_completion_date',
  ),
  col(59, 'contractClosed', 'Contract Closed', 'Contrat clos le', 'Date', contract, 'contracts.closed_at'),
  col(
    60,
    'contractAdministrators',
    'Contract Administrators',
    'Administrateurs de contrat',
    'List',
    contract,
    "users of project_users with role_id 'contractAdministrator'",
  ),
  col(61, 'isTerm', 'Term Contract', 'Contrat à terme', 'Yes/No', contract, 'contracts.is_term'),
];

/** The columns a new report starts with: the project number and name (000 §3, 001 §9). */
export const defaultReportColumns = [23, 24] as const;

/** The most columns one report may show: each at most once. */
export const maxReportColumns = projectReportColumns.length;

const columnsById = new Map(projectReportColumns.map((c) => [c.id, c]));

/** The column numbered `id`, or undefined. */
export function findProjectReportColumn(id: number): ProjectReportColumn | undefined {
  return columnsById.get(id);
}

/** The columns the wizard offers for a phase: those with values in one of the phase's parts. */
export function columnsOfPhase(phase: ReportPhase): ProjectReportColumn[] {
  const parts = partsOfPhase(phase);
  return projectReportColumns.filter((c) => c.phases.some((part) => parts.includes(part)));
}
