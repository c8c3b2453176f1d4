/**
 * The columns of a custom project report (000 §3), numbered. Column ids are stored in saved
 * reports, so an id never changes meaning and is never reused; 23 and 24, the project number and
 * name, are the columns a new report starts with (000 §3, 001 §9). The phases and date kinds the
 * wizard offers beside them are in phases.ts, re-exported here.
 */
import { both, col, type ProjectReportColumn, source } from './column-definition.ts';
import { contractReportColumns } from './contract-report-columns.ts';
import { partsOfPhase, type ReportPhase } from './phases.ts';

export type { ProjectReportColumn } from './column-definition.ts';
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

  ...contractReportColumns,
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
