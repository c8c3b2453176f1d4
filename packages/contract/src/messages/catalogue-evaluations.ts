/** The bid evaluation of a source (issue 8 §1). */
export const evaluationMessages = {
  invalidEvaluationId: { en: 'The evaluation was not found.', fr: "L'évaluation est introuvable." },
  evaluationExists: {
    en: 'This project already has an evaluation.',
    fr: 'Ce projet a déjà une évaluation.',
  },
  evaluationNameRequired: {
    en: 'Enter a name (at most 200 characters).',
    fr: 'Saisissez un nom (au plus 200 caractères).',
  },
  evaluationNameTooLong: {
    en: 'A name may have at most 200 characters.',
    fr: 'Un nom peut compter au plus 200 caractères.',
  },
  evaluationDescriptionTooLong: {
    en: 'A description may have at most 4,000 characters.',
    fr: 'Une description peut compter au plus 4 000 caractères.',
  },
  evaluationTemplateTooLong: {
    en: 'A template may have at most 20,000 characters.',
    fr: 'Un modèle peut compter au plus 20 000 caractères.',
  },
  evaluationCommentTooLong: {
    en: 'A comment may have at most 4,000 characters.',
    fr: 'Un commentaire peut compter au plus 4 000 caractères.',
  },
  evaluationScaleInvalid: {
    en: 'The minimum score must be below the maximum score.',
    fr: 'La note minimale doit être inférieure à la note maximale.',
  },
  evaluationSectionInvalid: {
    en: 'Choose a section of this evaluation.',
    fr: 'Choisissez une section de cette évaluation.',
  },
  evaluationCriterionInvalid: {
    en: 'This criterion is not part of the evaluation.',
    fr: "Ce critère ne fait pas partie de l'évaluation.",
  },
  evaluationEvaluatorInvalid: {
    en: 'Choose an active team member of the agency.',
    fr: "Choisissez un membre actif de l'équipe de l'organisme.",
  },
  evaluationEvaluatorExists: {
    en: 'This person is already on the evaluation team.',
    fr: "Cette personne fait déjà partie de l'équipe d'évaluation.",
  },
  evaluationTooMany: {
    en: 'An evaluation may have at most 20 sections, 50 criteria and 30 evaluators.',
    fr: 'Une évaluation peut compter au plus 20 sections, 50 critères et 30 évaluateurs.',
  },
  evaluationPriceCriterionExists: {
    en: 'An evaluation has one price criterion at most.',
    fr: 'Une évaluation compte au plus un critère de prix.',
  },
  evaluationSectionNotEmpty: {
    en: 'Remove or move the criteria of this section first.',
    fr: "Retirez ou déplacez d'abord les critères de cette section.",
  },
  evaluationNotDraft: {
    en: 'The evaluation has started: its criteria and scoring can no longer change.',
    fr: "L'évaluation a commencé : ses critères et sa notation ne peuvent plus changer.",
  },
  evaluationNeedsCriteria: {
    en: 'Add at least one criterion.',
    fr: 'Ajoutez au moins un critère.',
  },
  evaluationNeedsWorth: {
    en: 'Give every criterion its points or weight.',
    fr: 'Attribuez à chaque critère ses points ou sa pondération.',
  },
  evaluationWeightsNot100: {
    en: 'The weights must add up to 100%.',
    fr: 'Les pondérations doivent totaliser 100 %.',
  },
  evaluationNeedsEvaluator: {
    en: 'Add at least one evaluator to the team.',
    fr: "Ajoutez au moins un évaluateur à l'équipe.",
  },
  evaluationSourceNotClosed: {
    en: 'Evaluators can start once the source has closed.',
    fr: "Les évaluateurs peuvent commencer une fois l'appel clos.",
  },
  evaluationStatusChangeInvalid: {
    en: 'The evaluation cannot move to this status from its current one.',
    fr: "L'évaluation ne peut pas passer à ce statut depuis son statut actuel.",
  },
  evaluationEvaluatorHasScores: {
    en: 'This evaluator has scored: they stay on the team.',
    fr: "Cet évaluateur a déjà noté : il reste dans l'équipe.",
  },
  evaluationNotOnTeam: {
    en: 'You are not on the team of this evaluation.',
    fr: "Vous ne faites pas partie de l'équipe de cette évaluation.",
  },
  evaluationNdaRequired: {
    en: 'Accept the non-disclosure agreement first.',
    fr: "Acceptez d'abord l'entente de confidentialité.",
  },
  evaluationConflictRequired: {
    en: 'Declare whether you have a conflict of interest first.',
    fr: "Déclarez d'abord si vous êtes en conflit d'intérêts.",
  },
  evaluationConflictDeclared: {
    en: 'You declared a conflict of interest: you do not take part in this evaluation.',
    fr: "Vous avez déclaré un conflit d'intérêts : vous ne participez pas à cette évaluation.",
  },
  evaluationConflictFinal: {
    en: 'Your declarations are recorded and cannot change once you have scored.',
    fr: 'Vos déclarations sont consignées et ne peuvent plus changer une fois la notation commencée.',
  },
  evaluationNotInProgress: {
    en: 'The evaluation is not open for scoring.',
    fr: "L'évaluation n'est pas ouverte à la notation.",
  },
  evaluationSubmissionsSealed: {
    en: 'The submissions are still sealed.',
    fr: 'Les soumissions sont encore scellées.',
  },
  evaluationScoreOutOfRange: {
    en: 'Scores go from {min} to {max} in steps of {step}.',
    fr: 'Les notes vont de {min} à {max} par pas de {step}.',
  },
  evaluationScoresIncomplete: {
    en: 'Score every criterion of every supplier before submitting.',
    fr: 'Notez chaque critère de chaque fournisseur avant de soumettre.',
  },
  evaluationAlreadySubmitted: {
    en: 'Your scores are submitted and can no longer change.',
    fr: 'Vos notes sont soumises et ne peuvent plus changer.',
  },
  evaluationTeamLocked: {
    en: 'The evaluation is complete: reopen it to change its team.',
    fr: "L'évaluation est terminée : rouvrez-la pour modifier son équipe.",
  },
  evaluationLocationTooLong: {
    en: 'A location may have at most 200 characters.',
    fr: 'Un lieu peut compter au plus 200 caractères.',
  },
  evaluationMeetingInvalid: {
    en: 'The review meeting was not found.',
    fr: "La réunion d'examen est introuvable.",
  },
  evaluationReasonRequired: {
    en: 'Enter the reason for disqualifying this supplier.',
    fr: 'Saisissez la raison de la disqualification de ce fournisseur.',
  },
  evaluationSupplierInvalid: {
    en: 'This supplier has no complete submission to evaluate.',
    fr: "Ce fournisseur n'a pas de soumission complète à évaluer.",
  },
} as const;
