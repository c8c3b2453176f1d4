/**
 * The Supplier Performance reports: supplier performance evaluations (issue 23) of the caller's
 * node (performance_evaluations.node_id), by their stored status, which the hourly sweep keeps
 * current (due, expired, supplier review over). They exist only where the node has supplier
 * performance on (nodes.contractor_performance), as the Supplier Dashboard does, and need the
 * supplier-performance route's view right (SUPPLIER_PERFORMANCE_VIEW).
 */
import {
  column,
  evaluatedSupplier,
  evaluationCompletedOn,
  evaluationContractName,
  evaluationDate,
  evaluationExpiresOn,
  evaluationId,
  evaluationPercent,
  evaluationProjectNumber,
  evaluationRating,
  evaluationStatus,
  evaluationSubmitted,
  evaluationTemplate,
  evaluationType,
  evaluator,
  periodEnd,
  periodStart,
} from './built-in-columns.ts';
import type { BuiltInReport } from './catalogue.ts';

const gate = {
  category: 'Supplier Performance',
  routeNames: ['supplier-performance'],
  nodeFeature: 'contractorPerformance',
  available: true,
} as const satisfies Partial<BuiltInReport>;

/** Rows: every evaluation of the node, whatever its status. Order: evaluation_date descending, then id descending. */
const allSupplierEvaluations: BuiltInReport = {
  ...gate,
  name: 'AllSupplierEvaluations',
  title: { en: 'All Supplier Evaluations', fr: 'Toutes les évaluations de fournisseurs' },
  description: {
    en: 'Every supplier performance evaluation, whatever its status, the latest evaluation date first.',
    fr: "Toutes les évaluations du rendement des fournisseurs, quel que soit leur statut, la plus récente date d'évaluation en premier.",
  },
  columns: [
    evaluationId,
    evaluatedSupplier,
    evaluationProjectNumber,
    evaluationContractName,
    evaluationTemplate,
    evaluationType,
    periodStart,
    periodEnd,
    evaluationDate,
    evaluationExpiresOn,
    evaluationStatus,
    evaluator,
    evaluationPercent,
    evaluationRating,
    evaluationCompletedOn,
  ],
};

/**
 * Rows: evaluations the supplier appealed, under appeal or with the appeal complete (status Under
 * Appeal or Complete - Appeal Complete; appeal_requested_at is set on both). Order:
 * appeal_requested_at descending, then id descending.
 */
const appealedEvaluations: BuiltInReport = {
  ...gate,
  name: 'AppealedEvaluations',
  title: { en: 'Appealed Evaluations', fr: 'Évaluations portées en appel' },
  description: {
    en: 'Evaluations a supplier appealed, under appeal or decided, the latest appeal first.',
    fr: 'Les évaluations portées en appel par un fournisseur, en cours ou tranchées, le plus récent appel en premier.',
  },
  columns: [
    evaluationId,
    evaluatedSupplier,
    evaluationProjectNumber,
    evaluationContractName,
    evaluationTemplate,
    evaluationDate,
    evaluationStatus,
    evaluator,
    evaluationPercent,
    evaluationRating,
    column(
      'appealRequestedAt',
      'Appeal Requested',
      'Appel demandé le',
      'Date',
      'performance_evaluations.appeal_requested_at',
    ),
    column(
      'appealReason',
      'Appeal Reason',
      "Motif de l'appel",
      'Text',
      'performance_evaluations.appeal_reason',
    ),
    column(
      'appealMeetingDate',
      'Appeal Meeting Date',
      "Date de la rencontre d'appel",
      'Date',
      'performance_evaluations.appeal_meeting_date',
    ),
    column(
      'appealOutcome',
      'Appeal Outcome',
      "Résultat de l'appel",
      'Text',
      'performance_evaluations.appeal_outcome',
    ),
    column(
      'appealCompletedAt',
      'Appeal Completed',
      'Appel conclu le',
      'Date',
      'performance_evaluations.appeal_completed_at',
    ),
  ],
};

/**
 * Rows: completed evaluations, status in completedStatuses (Complete, Complete - Appeal Complete).
 * Order: completed_on descending, then id descending.
 */
const completedSupplierEvaluations: BuiltInReport = {
  ...gate,
  name: 'CompletedSupplierEvaluations',
  title: { en: 'Completed Supplier Evaluations', fr: 'Évaluations de fournisseurs terminées' },
  description: {
    en: 'Completed supplier evaluations with their score and rating, the latest completed first.',
    fr: 'Les évaluations de fournisseurs terminées avec leur note et leur cote, les plus récentes en premier.',
  },
  columns: [
    evaluationId,
    evaluatedSupplier,
    evaluationProjectNumber,
    evaluationContractName,
    evaluationTemplate,
    evaluationType,
    periodStart,
    periodEnd,
    evaluationDate,
    evaluator,
    evaluationPercent,
    evaluationRating,
    evaluationCompletedOn,
    column(
      'appealed',
      'Appealed',
      'Portée en appel',
      'Yes/No',
      "performance_evaluations.status = 'Complete - Appeal Complete'",
    ),
  ],
};

/**
 * Rows: evaluations with status Expired, those not submitted before expires_on passed (hasExpired:
 * the sweep moves Scheduled, Draft-Unassigned and In Progress there). Order: expires_on
 * descending, then id descending.
 */
const expiredEvaluations: BuiltInReport = {
  ...gate,
  name: 'ExpiredEvaluations',
  title: { en: 'Expired Evaluations', fr: 'Évaluations expirées' },
  description: {
    en: 'Evaluations that expired before they were submitted, the latest expired first.',
    fr: "Les évaluations expirées avant d'être soumises, les plus récemment expirées en premier.",
  },
  columns: [
    evaluationId,
    evaluatedSupplier,
    evaluationProjectNumber,
    evaluationContractName,
    evaluationTemplate,
    evaluationType,
    evaluationDate,
    evaluationExpiresOn,
    evaluator,
  ],
};

const daysLeftToSubmit = column(
  'daysLeft',
  'Days Left',
  'Jours restants',
  'Number',
  'performance_evaluations.expires_on minus today, in days',
);

/**
 * Rows: evaluations the evaluator has still to submit, status in openStatuses (Scheduled,
 * Draft-Unassigned, In Progress). Order: expires_on ascending (the nearest deadline first), then
 * evaluation_date, then id.
 */
const incompleteSupplierEvaluations: BuiltInReport = {
  ...gate,
  name: 'IncompleteSupplierEvaluations',
  title: { en: 'Incomplete Supplier Evaluations', fr: 'Évaluations de fournisseurs incomplètes' },
  description: {
    en: 'Scheduled and draft evaluations not yet submitted, the nearest deadline first.',
    fr: "Les évaluations planifiées ou en brouillon qui n'ont pas encore été soumises, l'échéance la plus proche en premier.",
  },
  columns: [
    evaluationId,
    evaluatedSupplier,
    evaluationProjectNumber,
    evaluationContractName,
    evaluationTemplate,
    evaluationType,
    evaluationDate,
    evaluationExpiresOn,
    daysLeftToSubmit,
    evaluationStatus,
    evaluator,
  ],
};

/**
 * Rows: submitted evaluations waiting for a procurement reviewer, status Pending Procurement Lead
 * Review or Pending Procurement/Purchasing Manager Review (reviewStatusOf.procurementLead and
 * .purchasingManager). Order: submitted_at ascending (the longest waiting first), then id.
 */
const waitingForProcurementReview: BuiltInReport = {
  ...gate,
  name: 'WaitingForProcurementReview',
  title: { en: 'Waiting for Procurement Review', fr: "En attente de l'examen de l'approvisionnement" },
  description: {
    en: 'Submitted evaluations waiting for the procurement lead or purchasing manager, the longest waiting first.',
    fr: "Les évaluations soumises qui attendent le responsable de l'approvisionnement ou le gestionnaire des achats, les plus anciennes en premier.",
  },
  columns: [
    evaluationId,
    evaluatedSupplier,
    evaluationProjectNumber,
    evaluationContractName,
    evaluationTemplate,
    evaluationDate,
    evaluationStatus,
    column(
      'reviewer',
      'Reviewer',
      'Réviseur',
      'Text',
      'users by the performance_evaluations.reviewers entry whose role is reviewingRole(status)',
    ),
    evaluator,
    evaluationSubmitted,
    evaluationPercent,
    evaluationRating,
  ],
};

/**
 * Rows: evaluations waiting for the supplier to acknowledge or appeal, status Pending
 * Supplier/Vendor Review; the sweep completes one once supplier_review_ends_on has passed. Order:
 * supplier_review_ends_on ascending, then id.
 */
const waitingForSupplierResponse: BuiltInReport = {
  ...gate,
  name: 'WaitingForSupplierResponse',
  title: { en: 'Waiting for Supplier Response', fr: 'En attente de la réponse du fournisseur' },
  description: {
    en: 'Evaluations waiting for the supplier to acknowledge or appeal, the soonest review end first.',
    fr: "Les évaluations qui attendent que le fournisseur en prenne acte ou en appelle, la fin d'examen la plus proche en premier.",
  },
  columns: [
    evaluationId,
    evaluatedSupplier,
    column(
      'supplierEmail',
      'Supplier Contact Email',
      'Courriel du fournisseur',
      'Text',
      'vendor_contacts.email of the supplier’s primary contact (is_primary)',
    ),
    evaluationProjectNumber,
    evaluationContractName,
    evaluationTemplate,
    evaluationDate,
    evaluationPercent,
    evaluationRating,
    column(
      'reviewEndsOn',
      'Review Ends',
      "Fin de l'examen",
      'Date',
      'performance_evaluations.supplier_review_ends_on',
    ),
    column(
      'daysLeft',
      'Days Left',
      'Jours restants',
      'Number',
      'performance_evaluations.supplier_review_ends_on minus today, in days',
    ),
    column(
      'appealAllowed',
      'Appeal Allowed',
      'Appel permis',
      'Yes/No',
      'performance_evaluations.allow_appeal',
    ),
  ],
};

export const performanceReports: readonly BuiltInReport[] = [
  allSupplierEvaluations,
  appealedEvaluations,
  completedSupplierEvaluations,
  expiredEvaluations,
  incompleteSupplierEvaluations,
  waitingForProcurementReview,
  waitingForSupplierResponse,
];
