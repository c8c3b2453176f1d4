/** Source exports run as jobs (issue 6 §8). */
export const exportMessages = {
  exportNotFound: {
    en: 'This export does not exist or has expired.',
    fr: "Cette exportation n'existe pas ou a expiré.",
  },
  exportNotReady: {
    en: 'This export is not ready yet.',
    fr: "Cette exportation n'est pas encore prête.",
  },
  exportFailed: {
    en: 'The export could not be made. Please request it again.',
    fr: "L'exportation n'a pas pu être produite. Veuillez la demander de nouveau.",
  },
  invalidSubmissionId: { en: 'Invalid submission id.', fr: 'Identifiant de soumission invalide.' },
} as const;
