/** Awards and their approval (issue 8). */
export const awardMessages = {
  invalidAwardId: {
    en: 'The award was not found.',
    fr: "L'adjudication est introuvable.",
  },
  awardSubmissionInvalid: {
    en: 'Choose a company that submitted a complete bid to this project.',
    fr: 'Choisissez une entreprise qui a déposé une soumission complète à ce projet.',
  },
  awardCompanyAlreadyAwarded: {
    en: 'This company is already awarded on this project.',
    fr: 'Cette entreprise est déjà adjudicataire de ce projet.',
  },
  awardExceptionInvalid: {
    en: 'Choose an award exception from the list.',
    fr: "Choisissez une exception d'adjudication dans la liste.",
  },
  awardNotesTooLong: {
    en: 'Value notes may have at most 4,000 characters.',
    fr: 'Les notes sur la valeur peuvent compter au plus 4 000 caractères.',
  },
  awardContractNumberTooLong: {
    en: 'A contract number may have at most 60 characters.',
    fr: 'Un numéro de contrat peut compter au plus 60 caractères.',
  },
  awardDateBeforeClosing: {
    en: 'The award date cannot be before the closing date.',
    fr: "La date d'adjudication ne peut pas précéder la date de clôture.",
  },
  awardSourceNotClosed: {
    en: 'Awards can be entered once the source has closed.',
    fr: "Les adjudications peuvent être saisies une fois l'appel clos.",
  },
  awardNoAwardedCompany: {
    en: 'No company is awarded on this project. Award it anyway?',
    fr: "Aucune entreprise n'est adjudicataire de ce projet. L'adjuger quand même?",
  },
} as const;
