/** Submissions: entry, receipt, withdrawal, sealing, closing and opening (issue 6). */
export const submissionMessages = {
  submissionSealed: {
    en: 'Submissions are sealed until the source has closed and been unsealed.',
    fr: "Les soumissions sont scellées jusqu'à la fermeture et au descellement de l'appel d'offres.",
  },
} as const;
