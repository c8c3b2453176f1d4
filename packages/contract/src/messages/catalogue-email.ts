/** The email wizard, templates, scheduled mail and the Message Centre (001 §8 Email; issue 25). */
export const emailMessages = {
  emailSubjectRequired: { en: 'A subject is required.', fr: 'Un objet est obligatoire.' },
  emailBodyRequired: { en: 'A message is required.', fr: 'Un message est obligatoire.' },
  emailSendDateRequired: {
    en: 'Choose the date and time to send it.',
    fr: 'Choisissez la date et l’heure d’envoi.',
  },
  emailSendDateInPast: {
    en: 'The send time must be later than now.',
    fr: 'L’heure d’envoi doit être postérieure à maintenant.',
  },
  emailNoRecipients: { en: 'Choose at least one contact.', fr: 'Choisissez au moins un contact.' },
  emailNotFound: { en: 'The email was not found.', fr: 'Le courriel est introuvable.' },
  emailNotScheduled: {
    en: 'This email is no longer scheduled: it was sent or cancelled.',
    fr: 'Ce courriel n’est plus planifié : il a été envoyé ou annulé.',
  },
  emailDomainRestricted: {
    en: 'Mail to {domain} is not allowed by the agency.',
    fr: 'L’agence n’autorise pas les courriels vers {domain}.',
  },
  emailDomainInvalid: {
    en: 'Enter a domain such as example.com.',
    fr: 'Entrez un domaine comme exemple.com.',
  },
  emailTemplateNotFound: { en: 'The template was not found.', fr: 'Le modèle est introuvable.' },
  emailTemplateNameRequired: { en: 'A template name is required.', fr: 'Un nom de modèle est obligatoire.' },
  emailTemplateNameTaken: {
    en: 'A template of this group already has this name.',
    fr: 'Un modèle de ce groupe porte déjà ce nom.',
  },
  emailTemplateGroupInvalid: { en: 'Choose a template group.', fr: 'Choisissez un groupe de modèles.' },
  emailFileNotUploaded: {
    en: 'A file was chosen but not uploaded.',
    fr: 'Un fichier a été choisi mais pas téléversé.',
  },
  emailSendFailures: {
    en: 'Some copies could not be sent:',
    fr: 'Certaines copies n’ont pas pu être envoyées :',
  },
} as const;
