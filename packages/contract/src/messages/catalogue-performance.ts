/** Supplier performance (001 §8 Performance; 000 §4-§5; issue 23). */
export const performanceMessages = {
  performanceCompletedDelete: {
    en: 'A completed evaluation cannot be deleted.',
    fr: 'Une évaluation terminée ne peut pas être supprimée.',
  },
  performanceActiveStatusExists: {
    en: 'This supplier already has an active performance status. Complete it before adding another.',
    fr: 'Ce fournisseur a déjà un statut de rendement actif. Terminez-le avant d’en ajouter un autre.',
  },
  performanceStatusAlreadyComplete: {
    en: 'This status is already complete; change it from the history.',
    fr: 'Ce statut est déjà terminé; modifiez-le à partir de l’historique.',
  },
  performanceStatusDuplicate: {
    en: 'The supplier already had this status over these dates.',
    fr: 'Le fournisseur avait déjà ce statut pendant ces dates.',
  },
  performanceStatusCommentsRequired: {
    en: 'Comments are required.',
    fr: 'Les commentaires sont obligatoires.',
  },
  performanceStatusInvalid: { en: 'Choose a valid status.', fr: 'Choisissez un statut valide.' },
  performanceStatusDatesRequired: {
    en: 'A valid start and end date are required.',
    fr: 'Une date de début et une date de fin valides sont obligatoires.',
  },
  performanceStatusEndBeforeStart: {
    en: 'The end date cannot be before the start date.',
    fr: 'La date de fin ne peut pas précéder la date de début.',
  },
  invalidPerformanceStatusLogId: { en: 'The status was not found.', fr: 'Le statut est introuvable.' },
  invalidPerformanceEvaluationId: {
    en: 'The evaluation was not found.',
    fr: 'L’évaluation est introuvable.',
  },
  invalidPerformanceTemplateId: { en: 'The template was not found.', fr: 'Le modèle est introuvable.' },
  invalidAssessmentGroupId: {
    en: 'The assessment group was not found.',
    fr: 'Le groupe d’évaluation est introuvable.',
  },
  performanceNameRequired: { en: 'A name is required.', fr: 'Un nom est obligatoire.' },
  performanceNameTaken: {
    en: 'The name "{name}" is already used.',
    fr: 'Le nom « {name} » est déjà utilisé.',
  },
  performanceCardNeedsCriteria: {
    en: 'A score card needs at least one section with one criterion.',
    fr: 'Une fiche d’évaluation doit avoir au moins une section avec un critère.',
  },
  performanceScaleInvalid: {
    en: 'The maximum score must be greater than the minimum score.',
    fr: 'La note maximale doit être supérieure à la note minimale.',
  },
  performanceCriterionNeedsWorth: {
    en: 'Every criterion needs points or a weight greater than 0.',
    fr: 'Chaque critère doit avoir des points ou une pondération supérieurs à 0.',
  },
  performanceWeightsNot100: {
    en: 'The criteria weights must add up to 100%.',
    fr: 'La pondération des critères doit totaliser 100 %.',
  },
  performanceSectionWeightsNot100: {
    en: 'With the section weight rating scale, the section weights must add up to 100%.',
    fr: 'Avec l’échelle pondérée par section, la pondération des sections doit totaliser 100 %.',
  },
  performanceRangesNotOrdered: {
    en: 'Each rating’s minimum must be lower than the one above it, between 0 and 100.',
    fr: 'Le minimum de chaque cote doit être inférieur à celui de la cote supérieure, entre 0 et 100.',
  },
  performanceTemplateInUse: {
    en: 'Evaluations use this template: deactivate it instead.',
    fr: 'Des évaluations utilisent ce modèle : désactivez-le plutôt.',
  },
  performanceTemplateInactive: {
    en: 'This template is inactive; choose an active one.',
    fr: 'Ce modèle est inactif; choisissez un modèle actif.',
  },
  performanceAssessmentGroupInUse: {
    en: 'Templates belong to this assessment group: move them first.',
    fr: 'Des modèles appartiennent à ce groupe d’évaluation : déplacez-les d’abord.',
  },
  performanceDateRequired: { en: 'The date is required.', fr: 'La date est obligatoire.' },
  performanceEvaluationDateInPast: {
    en: 'The evaluation date cannot be in the past.',
    fr: 'La date d’évaluation ne peut pas être passée.',
  },
  performancePeriodOrder: {
    en: 'The period cannot end before it starts.',
    fr: 'La période ne peut pas se terminer avant de commencer.',
  },
  performanceScheduleOneFinal: {
    en: 'A schedule has at most one final evaluation, and it comes last.',
    fr: 'Un calendrier a au plus une évaluation finale, à la fin.',
  },
  performanceVendorNotOnContract: {
    en: 'This supplier is not on the contract.',
    fr: 'Ce fournisseur ne fait pas partie du contrat.',
  },
  performanceScoreInvalid: {
    en: 'Each score must be between the minimum and maximum, in steps of the decimal places.',
    fr: 'Chaque note doit se situer entre le minimum et le maximum, selon les décimales.',
  },
  performanceScoresIncomplete: {
    en: 'Score every criterion before submitting.',
    fr: 'Notez chaque critère avant de soumettre.',
  },
  performanceDeclarationsRequired: {
    en: 'Accept the non-disclosure agreement and declare any conflict of interest before scoring.',
    fr: 'Acceptez l’entente de confidentialité et déclarez tout conflit d’intérêts avant de noter.',
  },
  performanceNotEditable: {
    en: 'This evaluation can no longer be changed.',
    fr: 'Cette évaluation ne peut plus être modifiée.',
  },
  performanceActionNotAllowed: {
    en: 'This step is not possible in the evaluation’s current status.',
    fr: 'Cette étape n’est pas possible dans le statut actuel de l’évaluation.',
  },
  performanceNotYourStep: {
    en: 'This evaluation is waiting on someone else.',
    fr: 'Cette évaluation est en attente d’une autre personne.',
  },
  performanceReturnNeedsComment: {
    en: 'Say why the evaluation is returned.',
    fr: 'Indiquez pourquoi l’évaluation est retournée.',
  },
  performanceAppealMeetingDateRequired: {
    en: 'The appeal meeting date is required.',
    fr: 'La date de la réunion d’appel est obligatoire.',
  },
  performanceAppealReasonRequired: {
    en: 'Give the reason for the appeal.',
    fr: 'Indiquez le motif de l’appel.',
  },
  performanceReviewWindowClosed: {
    en: 'The review period for this evaluation has ended.',
    fr: 'La période d’examen de cette évaluation est terminée.',
  },
  performanceStaleVersion: {
    en: 'Someone else changed this evaluation. Reload it to see their changes.',
    fr: 'Une autre personne a modifié cette évaluation. Rechargez-la pour voir ses changements.',
  },
  performanceReviewerMissing: {
    en: 'Name a reviewer for every required role: {role}.',
    fr: 'Nommez un examinateur pour chaque rôle requis : {role}.',
  },
  performanceDocumentTooLarge: {
    en: 'Evaluation attachments are limited to 25 MB.',
    fr: 'Les pièces jointes des évaluations sont limitées à 25 Mo.',
  },
  performanceDocumentLimitReached: {
    en: 'An evaluation may have at most {max} attachments.',
    fr: 'Une évaluation peut avoir au plus {max} pièces jointes.',
  },
  performanceOff: {
    en: 'Supplier performance is not enabled for this agency.',
    fr: 'Le rendement des fournisseurs n’est pas activé pour cet organisme.',
  },
} as const;
