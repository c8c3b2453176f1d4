/** Submissions: entry, receipt, withdrawal, sealing, closing and opening (issue 6). */
export const submissionMessages = {
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
