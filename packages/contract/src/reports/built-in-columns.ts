/**
 * Columns several built-in reports share, so one header reads the same wherever it appears. Each
 * names where its value is read (see ReportColumn.from).
 */
import type { ReportColumn, ReportColumnType } from './catalogue.ts';

export function column(
  key: string,
  en: string,
  fr: string,
  type: ReportColumnType,
  from: string,
): ReportColumn {
  return { key, label: { en, fr }, type, from };
}

// The project a row belongs to.
export const projectNumber = column(
  'projectNumber',
  'Project Number',
  'Numéro de projet',
  'Text',
  'projects.number',
);
export const projectName = column('projectName', 'Project Name', 'Nom du projet', 'Text', 'projects.name');
export const department = column(
  'department',
  'Department',
  'Service',
  'Text',
  'departments.name by projects.department_id',
);
export const procurementLead = column(
  'procurementLead',
  'Procurement Lead',
  "Responsable de l'approvisionnement",
  'Text',
  'users first and last name by projects.project_lead_id',
);

// A contract.
export const contractNumber = column(
  'contractNumber',
  'Contract Number',
  'Numéro de contrat',
  'Text',
  'contracts.number',
);
export const contractName = column(
  'contractName',
  'Contract Name',
  'Nom du contrat',
  'Text',
  'contracts.name',
);
export const contractSuppliers = column(
  'suppliers',
  'Suppliers',
  'Fournisseurs',
  'List',
  'vendors.company_name of the active contract_vendors, by name',
);
export const contractAdministrators = column(
  'contractAdministrators',
  'Contract Administrators',
  'Administrateurs de contrat',
  'List',
  "users of project_users with role_id 'contractAdministrator', by last then first name",
);
export const initialTermStart = column(
  'initialTermStart',
  'Initial Term Start',
  'Début de la durée initiale',
  'Date',
  'contracts.initial_term_start',
);
export const termEnd = column(
  'termEnd',
  'Term End',
  'Fin de la durée',
  'Date',
  'contracts.term_end (the initial term or the last option taken)',
);
export const daysRemaining = column(
  'daysRemaining',
  'Days Remaining',
  'Jours restants',
  'Number',
  'contracts.term_end minus today, in days',
);
export const contractAmount = column(
  'contractAmount',
  'Contract Amount',
  'Montant du contrat',
  'Dollar Amount',
  'contracts.amount',
);
export const contingencyAmount = column(
  'contingencyAmount',
  'Contingency Amount',
  'Provision pour imprévus',
  'Dollar Amount',
  'contracts.contigency_amount',
);
export const purchaseOrdersTotal = column(
  'purchaseOrdersTotal',
  'Purchase Orders Total',
  'Total des bons de commande',
  'Dollar Amount',
  'sum(contract_purchase_orders.amount)',
);
export const warrantyEnd = column(
  'warrantyEnd',
  'Warranty End',
  'Fin de la garantie',
  'Date',
  'contracts.warranty_end when contracts.has_warranty_period',
);
export const contractStatus = column(
  'contractStatus',
  'Contract Status',
  'Statut du contrat',
  'Option',
  'contractStatusOn(contracts.status, term_end, warranty_end, today)',
);

// A supplier performance evaluation.
export const evaluationId = column(
  'evaluationId',
  'Evaluation Id',
  "Identifiant de l'évaluation",
  'Id',
  'performance_evaluations.id',
);
export const evaluatedSupplier = column(
  'supplier',
  'Supplier',
  'Fournisseur',
  'Text',
  'vendors.company_name by performance_evaluations.vendor_id',
);
export const evaluationProjectNumber = column(
  'projectNumber',
  'Project Number',
  'Numéro de projet',
  'Text',
  'projects.number by performance_evaluations.contract_id then contracts.project_id (empty without a contract)',
);
export const evaluationContractName = column(
  'contractName',
  'Contract Name',
  'Nom du contrat',
  'Text',
  'contracts.name by performance_evaluations.contract_id (empty without a contract)',
);
export const evaluationTemplate = column(
  'template',
  'Template',
  'Modèle',
  'Text',
  'performance_evaluations.template_name',
);
export const evaluationType = column(
  'evaluationType',
  'Type',
  'Type',
  'Option',
  'performance_evaluations.type (evaluationTypes)',
);
export const periodStart = column(
  'periodStart',
  'Period Start',
  'Début de la période',
  'Date',
  'performance_evaluations.period_start',
);
export const periodEnd = column(
  'periodEnd',
  'Period End',
  'Fin de la période',
  'Date',
  'performance_evaluations.period_end',
);
export const evaluationDate = column(
  'evaluationDate',
  'Evaluation Date',
  "Date de l'évaluation",
  'Date',
  'performance_evaluations.evaluation_date',
);
export const evaluationExpiresOn = column(
  'expiresOn',
  'Expires On',
  "Date d'expiration",
  'Date',
  'performance_evaluations.expires_on',
);
export const evaluationStatus = column(
  'status',
  'Status',
  'Statut',
  'Option',
  'performance_evaluations.status (performanceEvaluationStatuses)',
);
export const evaluator = column(
  'evaluator',
  'Evaluator',
  'Évaluateur',
  'Text',
  'users first and last name by performance_evaluations.evaluator_id',
);
export const evaluationPercent = column(
  'scorePercent',
  'Score (%)',
  'Note (%)',
  'Number',
  'performance_evaluations.percent',
);
export const evaluationRating = column(
  'rating',
  'Rating',
  'Cote',
  'Option',
  'performance_evaluations.rating (performanceRatings)',
);
export const evaluationSubmitted = column(
  'submittedAt',
  'Submitted',
  'Soumise le',
  'Date',
  'performance_evaluations.submitted_at',
);
export const evaluationCompletedOn = column(
  'completedOn',
  'Completed On',
  "Date d'achèvement",
  'Date',
  'performance_evaluations.completed_on',
);

// A supplier's question on a source.
export const questionColumns: readonly ReportColumn[] = [
  projectNumber,
  projectName,
  column('company', 'Company', 'Entreprise', 'Text', 'vendor_questions.company_name'),
  column('contactName', 'Contact', 'Personne-ressource', 'Text', 'vendor_questions.full_name'),
  column('email', 'Email', 'Courriel', 'Text', 'vendor_questions.email'),
  column('question', 'Question', 'Question', 'Text', 'vendor_questions.question'),
  column('askedAt', 'Asked', 'Posée le', 'Date', 'vendor_questions.asked_at'),
  column('status', 'Status', 'Statut', 'Option', 'vendor_questions.status (questionStatuses)'),
  column('answer', 'Answer', 'Réponse', 'Text', 'vendor_questions.answer'),
  column('answeredAt', 'Answered', 'Répondue le', 'Date', 'vendor_questions.answered_at'),
  column(
    'questionDeadline',
    'Question Deadline',
    'Date limite des questions',
    'Date',
    'tenders.question_deadline',
  ),
];
