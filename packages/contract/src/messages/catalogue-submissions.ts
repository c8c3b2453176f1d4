/** Submissions: entry, receipt, withdrawal, sealing, closing and opening (issue 6). */
export const submissionMessages = {
  // Bidding
  bidNotOnline: {
    en: 'This opportunity takes hard-copy submissions only.',
    fr: "Cet appel d'offres n'accepte que les soumissions papier.",
  },
  bidNotOpen: {
    en: 'This opportunity is not open for submissions.',
    fr: "Cet appel d'offres n'est pas ouvert aux soumissions.",
  },
  bidClosingNotSet: {
    en: 'This opportunity has no closing time, so it does not take submissions yet.',
    fr: "Cet appel d'offres n'a pas d'heure de fermeture et n'accepte pas encore de soumissions.",
  },
  bidClosed: {
    en: 'The closing time has passed: submissions are no longer accepted.',
    fr: "L'heure de fermeture est passée : les soumissions ne sont plus acceptées.",
  },
  bidNotPlanTaker: {
    en: 'Register as a plan taker for this opportunity before you bid.',
    fr: "Inscrivez-vous comme preneur de documents pour cet appel d'offres avant de soumissionner.",
  },
  bidMissedMandatoryMeeting: {
    en: 'You did not attend a mandatory meeting, so you cannot bid on this opportunity.',
    fr: "Vous n'avez pas assisté à une réunion obligatoire : vous ne pouvez pas soumissionner.",
  },
  bidAlreadySubmitted: {
    en: 'You have already submitted a bid to this opportunity. Withdraw it to submit another.',
    fr: "Vous avez déjà déposé une soumission pour cet appel d'offres. Retirez-la pour en déposer une autre.",
  },
  bidReasonRequired: {
    en: 'Give a reason.',
    fr: 'Indiquez une raison.',
  },
  bidCellUnknown: {
    en: 'An entry names a row or column that is not in the form.',
    fr: 'Une saisie désigne une ligne ou une colonne absente du formulaire.',
  },
  bidCellNotEditable: {
    en: 'An entry fills a cell that suppliers do not fill.',
    fr: 'Une saisie remplit une cellule que les fournisseurs ne remplissent pas.',
  },
  bidRowsNotAllowed: {
    en: 'More rows were added than the form allows.',
    fr: 'Plus de lignes ont été ajoutées que le formulaire ne le permet.',
  },
  bidFormUnknown: {
    en: 'An entry names a form that is not part of this opportunity.',
    fr: "Une saisie désigne un formulaire qui ne fait pas partie de cet appel d'offres.",
  },
  bidFormProblem: {
    en: 'The form {name} has entries to correct.',
    fr: 'Le formulaire {name} contient des saisies à corriger.',
  },
  bidItemUnknown: {
    en: 'An answer names a {item} that is not part of this opportunity.',
    fr: "Une réponse désigne un élément ({item}) qui ne fait pas partie de cet appel d'offres.",
  },
  bidUploadMissing: {
    en: 'Upload the required document {name}.',
    fr: 'Téléversez le document requis {name}.',
  },
  bidBondMissing: {
    en: 'Give the reference of the required bond {name}.',
    fr: 'Indiquez la référence de la garantie requise {name}.',
  },
  bidComplianceMissing: {
    en: 'Answer the compliance item {name}.',
    fr: "Répondez à l'élément de conformité {name}.",
  },
  bidNoDraft: {
    en: 'Save your bid before you submit it.',
    fr: 'Enregistrez votre soumission avant de la déposer.',
  },
  bidFileRequired: {
    en: 'Choose a file to upload.',
    fr: 'Choisissez un fichier à téléverser.',
  },
  bidFileEmpty: {
    en: 'The file is empty.',
    fr: 'Le fichier est vide.',
  },
  bidFileTooLarge: {
    en: 'The file is larger than 1 GB.',
    fr: 'Le fichier dépasse 1 Go.',
  },
  bidNotWithdrawable: {
    en: 'Only a submitted bid can be withdrawn.',
    fr: 'Seule une soumission déposée peut être retirée.',
  },
  bidWithdrawAfterClosing: {
    en: 'The closing time has passed: the bid can no longer be withdrawn.',
    fr: "L'heure de fermeture est passée : la soumission ne peut plus être retirée.",
  },
  bidNoBidNotOffered: {
    en: 'This opportunity does not take no-bid responses.',
    fr: "Cet appel d'offres n'accepte pas de réponses de non-soumission.",
  },
  bidNoBidAlreadySent: {
    en: 'You have already responded to this opportunity.',
    fr: "Vous avez déjà répondu à cet appel d'offres.",
  },
  submissionSealed: {
    en: 'Submissions are sealed until the source has closed and been unsealed.',
    fr: "Les soumissions sont scellées jusqu'à la fermeture et au descellement de l'appel d'offres.",
  },

  // Opening
  submissionsNotClosed: {
    en: 'Submissions can be opened only after the source has closed.',
    fr: "Les soumissions ne peuvent être ouvertes qu'après la fermeture de l'appel d'offres.",
  },
  submissionsBelowMinimum: {
    en: 'Fewer submissions than the required minimum have been received. Unsealing needs your authorization: confirm to unseal anyway.',
    fr: 'Le nombre de soumissions reçues est inférieur au minimum requis. Le descellement demande votre autorisation : confirmez pour desceller quand même.',
  },
  submissionsAlreadyUnsealed: {
    en: 'This part of the submissions is already unsealed.',
    fr: 'Cette partie des soumissions est déjà descellée.',
  },
  submissionHardCopyNotClosed: {
    en: 'Hard-copy submissions can be added only when the source is Closed or Awarded.',
    fr: "Les soumissions papier ne peuvent être ajoutées que si l'appel d'offres est fermé ou adjugé.",
  },
  submissionPlanTakerNotFound: {
    en: 'This supplier is not registered for the source.',
    fr: "Ce fournisseur n'est pas inscrit à cet appel d'offres.",
  },
  submissionAlreadyWithdrawn: {
    en: 'This submission is already withdrawn.',
    fr: 'Cette soumission est déjà retirée.',
  },
  submissionNotComplete: {
    en: 'Only complete submissions are reviewed for compliance.',
    fr: 'Seules les soumissions complètes sont examinées pour la conformité.',
  },
  submissionFileNotFound: { en: 'File not found.', fr: 'Fichier introuvable.' },
} as const;
