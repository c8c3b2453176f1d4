/** Reports (001 §8 Reports; issue 26); the generation and cap messages sit with the platform's. */
export const reportMessages = {
  reportNotFound: { en: 'The report was not found.', fr: 'Le rapport est introuvable.' },
  reportUnavailable: {
    en: 'This report is not available for your agency.',
    fr: 'Ce rapport n’est pas offert à votre organisme.',
  },
  reportColumnsRequired: {
    en: 'Choose at least one column for the report.',
    fr: 'Choisissez au moins une colonne pour le rapport.',
  },
  customReportNotFound: {
    en: 'The custom report was not found.',
    fr: 'Le rapport personnalisé est introuvable.',
  },
  reportSubscriptionNotFound: {
    en: 'The subscription was not found.',
    fr: 'L’abonnement est introuvable.',
  },
  reportRecipientNotFound: { en: 'The recipient was not found.', fr: 'Le destinataire est introuvable.' },
} as const;
