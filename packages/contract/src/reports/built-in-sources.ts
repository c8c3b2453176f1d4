/**
 * The Source and Projects reports: what suppliers asked and answered on the node's sources
 * (tenders of projects whose node_id is the caller's node), and each source's figures. They need
 * the Source route's view right (SOURCE_VIEW), as the project's own Quick Reports do.
 */
import {
  column,
  department,
  procurementLead,
  projectName,
  projectNumber,
  questionColumns,
} from './built-in-columns.ts';
import type { BuiltInReport, ReportColumn } from './catalogue.ts';

const closingDate = column('closingDate', 'Closing Date', 'Date de clôture', 'Date', 'tenders.date_closing');

/**
 * Rows: every supplier question (vendor_questions) on the node's sources, answered or not. Order:
 * projects.number, then asked_at, then vendor_questions.id.
 */
const supplierQuestions: BuiltInReport = {
  name: 'SupplierQuestions',
  title: { en: 'Supplier Questions', fr: 'Questions des fournisseurs' },
  category: 'Source',
  description: {
    en: 'Every question suppliers asked on a project, with its answer, by project.',
    fr: 'Toutes les questions posées par les fournisseurs sur un projet, avec leur réponse, par projet.',
  },
  columns: questionColumns,
  routeNames: ['project.source'],
  available: true,
};

const unanswered = new Set(['status', 'answer', 'answeredAt']);

/**
 * Rows: questions still to answer (vendor_questions.status Incomplete) on the node's sources whose
 * project is neither Cancelled, Terminated nor Archived. Order: the source's question_deadline
 * ascending with no deadline last, then asked_at, then vendor_questions.id.
 */
const incompleteSupplierQuestions: BuiltInReport = {
  name: 'IncompleteSupplierQuestions',
  title: { en: 'Incomplete Supplier Questions', fr: 'Questions de fournisseurs sans réponse' },
  category: 'Source',
  description: {
    en: 'Supplier questions not yet answered on live projects, the nearest question deadline first.',
    fr: 'Les questions des fournisseurs encore sans réponse sur les projets en cours, la date limite la plus proche en premier.',
  },
  columns: [...questionColumns.filter((c: ReportColumn) => !unanswered.has(c.key)), procurementLead],
  routeNames: ['project.source'],
  available: true,
};

/**
 * Rows: no-bid responses (submissions with is_no_bid and status complete) on the node's sources
 * that have closed (isSourceClosed: the project shows Closed or Awarded), since who declined
 * stays with the sealed bids until closing, as on the project snapshot. Order:
 * tenders.date_closing descending, then projects.number, then submitted_at, then submissions.id.
 */
const noBidResponses: BuiltInReport = {
  name: 'NoBidResponses',
  title: { en: 'No Bid Responses', fr: 'Avis de non-soumission' },
  category: 'Source',
  description: {
    en: 'Suppliers that declined to bid on a closed project, with their reason, the latest closing first.',
    fr: 'Les fournisseurs qui ont décliné de soumissionner sur un projet clos, avec leur motif, la clôture la plus récente en premier.',
  },
  columns: [
    projectNumber,
    projectName,
    closingDate,
    column('company', 'Company', 'Entreprise', 'Text', 'submissions.company_name'),
    column(
      'contactName',
      'Contact',
      'Personne-ressource',
      'Text',
      'vendor_contacts first and last name by submissions.contact_id',
    ),
    column('email', 'Email', 'Courriel', 'Text', 'submissions.contact_email'),
    column(
      'respondedAt',
      'Responded',
      'Répondu le',
      'Date',
      'submissions.submitted_at, else submissions.created_at',
    ),
    column('reason', 'Reason', 'Motif', 'Text', 'submissions.no_bid_reason'),
  ],
  routeNames: ['project.source'],
  available: true,
};

/** A count over a source's rows, as the snapshot's Stats widget counts it (snapshot/queries.ts). */
const count = (key: string, en: string, fr: string, from: string) => column(key, en, fr, 'Number', from);

/**
 * Rows: one per project of the node with a source (projects.type SOURCE or SOURCE_CONTRACT), with
 * that source's figures counted as the project snapshot counts them. No Bids stays empty until
 * the source has closed (isSourceClosed), as on the snapshot. Order: tenders.date_closing
 * descending with no closing last, then projects.number.
 */
const summaryStatistics: BuiltInReport = {
  name: 'SummaryStatistics',
  title: { en: 'Summary Statistics', fr: 'Statistiques sommaires' },
  category: 'Projects',
  description: {
    en: 'Each sourced project with its plan takers, downloads, questions, addenda, submissions, no-bids and awarded amount.',
    fr: 'Chaque projet en appel d’offres avec ses preneurs de documents, téléchargements, questions, addenda, soumissions, non-soumissions et montant adjugé.',
  },
  columns: [
    projectNumber,
    projectName,
    column(
      'procurementMethod',
      'Procurement Method',
      "Mode d'approvisionnement",
      'Option',
      'projects.procurement_method (procurementMethods)',
    ),
    column(
      'sourceStatus',
      'Source Status',
      "Statut de l'appel d'offres",
      'Option',
      'sourceStatusOf[projects.status]',
    ),
    department,
    procurementLead,
    column('publishedAt', 'Published', 'Publié le', 'Date', 'tenders.date_available'),
    closingDate,
    count('planTakers', 'Plan Takers', 'Preneurs de documents', 'count(plan_takers)'),
    count('downloads', 'Document Downloads', 'Téléchargements', 'count(plan_taker_downloads)'),
    count('questions', 'Questions', 'Questions', 'count(vendor_questions)'),
    count(
      'unansweredQuestions',
      'Unanswered Questions',
      'Questions sans réponse',
      "count(vendor_questions where status = 'Incomplete')",
    ),
    count('addenda', 'Addenda', 'Addenda', 'count(tender_addenda)'),
    count(
      'submissions',
      'Submissions',
      'Soumissions',
      "count(submissions where status = 'complete' and not is_no_bid)",
    ),
    count(
      'noBids',
      'No Bids',
      'Non-soumissions',
      "count(submissions where status = 'complete' and is_no_bid), once isSourceClosed",
    ),
    column('awardedAmount', 'Awarded Amount', 'Montant adjugé', 'Dollar Amount', 'sum(awards.award_amount)'),
  ],
  routeNames: ['project.source'],
  available: true,
};

export const sourceReports: readonly BuiltInReport[] = [
  supplierQuestions,
  incompleteSupplierQuestions,
  noBidResponses,
  summaryStatistics,
];
