/** Routes and files, reports, other limits, feature flags, and the client texts the handling rules name. (001 §8) */
export const platformMessages = {
  // Route and missing files
  noRoutesConfigured: { en: 'No routes are configured.', fr: "Aucune route n'est configurée." },
  missingCertificateFile: {
    en: 'The certificate file is missing.',
    fr: 'Le fichier du certificat est manquant.',
  },
  missingContractBondFile: {
    en: 'The contract bond file is missing.',
    fr: 'Le fichier de la garantie est manquant.',
  },
  missingContractDocumentFile: {
    en: 'The contract document file is missing.',
    fr: 'Le fichier du document contractuel est manquant.',
  },
  missingVendorDocumentFile: {
    en: 'The vendor document file is missing.',
    fr: 'Le fichier du document du fournisseur est manquant.',
  },
  missingInsuranceFile: { en: 'The insurance file is missing.', fr: "Le fichier d'assurance est manquant." },

  // Reports
  reportSupplierDocumentLimit: {
    en: 'The supplier document download report is limited to 10,000 lines.',
    fr: 'Le rapport de téléchargement des documents fournisseurs est limité à 10 000 lignes.',
  },
  reportGenerationFailed: {
    en: 'The report could not be generated. Contact the administrator.',
    fr: "Le rapport n'a pas pu être généré. Communiquez avec l'administrateur.",
  },
  reportGenerationEmail: {
    en: 'The report is being generated; expect an email within 15 minutes, otherwise try again.',
    fr: "Le rapport est en cours de génération; vous recevrez un courriel d'ici 15 minutes, sinon réessayez.",
  },
  reportSearchError: {
    en: 'Unable to retrieve data, try later.',
    fr: 'Impossible de récupérer les données, réessayez plus tard.',
  },

  // Other
  dropdownOptionInUse: {
    en: 'This option cannot be deleted while projects use it.',
    fr: "Cette option ne peut pas être supprimée tant que des projets l'utilisent.",
  },
  evaluationSummaryUnreachable: {
    en: 'The evaluation summary service is unreachable.',
    fr: 'Le service de synthèse des évaluations est injoignable.',
  },
  noEnvelopesLeft: { en: 'No envelopes left.', fr: 'Plus aucune enveloppe disponible.' },
  attachmentTooLargeEmail: {
    en: 'Email attachments are limited to 3 MB.',
    fr: 'Les pièces jointes des courriels sont limitées à 3 Mo.',
  },
  attachmentTooLargeNotification: {
    en: 'Notification attachments are limited to 100 MB.',
    fr: 'Les pièces jointes des avis sont limitées à 100 Mo.',
  },
  attachmentTooLargeContractDocument: {
    en: 'Contract documents are limited to 500 MB.',
    fr: 'Les documents contractuels sont limités à 500 Mo.',
  },
  attachmentTooLargeEnvelope: {
    en: 'Envelope files are limited to 10 MB or 25 MB.',
    fr: 'Les fichiers des enveloppes sont limités à 10 Mo ou 25 Mo.',
  },

  // Feature flags
  featureNotSpecified: { en: 'No feature specified.', fr: 'Aucune fonctionnalité indiquée.' },
  featureNotFound: { en: 'Feature not found.', fr: 'Fonctionnalité introuvable.' },
  moduleNotSpecified: { en: 'No module specified.', fr: 'Aucun module indiqué.' },
  moduleNotFound: { en: 'Module not found.', fr: 'Module introuvable.' },
  featureHasNoModules: { en: 'The feature has no modules.', fr: "La fonctionnalité n'a aucun module." },
  featureEnabled: { en: 'Feature is enabled.', fr: 'La fonctionnalité est activée.' },
  featureDisabled: { en: 'Feature is disabled.', fr: 'La fonctionnalité est désactivée.' },
  moduleEnabled: { en: 'Module is enabled.', fr: 'Le module est activé.' },
  moduleDisabled: { en: 'Module is disabled.', fr: 'Le module est désactivé.' },
  featureOverrideNotAllowed: {
    en: 'Feature flags can be overridden only on test and staging hosts.',
    fr: 'Les indicateurs de fonctionnalité ne peuvent être modifiés que sur les hôtes de test et de préproduction.',
  },

  // Client texts named by the handling rules
  accessDenied: {
    en: 'You do not have sufficient permission to access this content.',
    fr: "Vous n'avez pas les permissions suffisantes pour accéder à ce contenu.",
  },
  noPermissionToSelect: {
    en: 'You do not have permission to select this item',
    fr: "Vous n'avez pas la permission de sélectionner cet élément",
  },
  msgSaveSuccess: { en: 'Saved successfully.', fr: 'Enregistré avec succès.' },
  unsavedChangesSwitchAgency: {
    en: 'Save or discard your unsaved changes before switching agency.',
    fr: "Enregistrez ou abandonnez vos modifications avant de changer d'organisme.",
  },
  requestCanceled: { en: 'Request canceled by user', fr: "Requête annulée par l'utilisateur" },
  requiredField: { en: 'This field is required.', fr: 'Ce champ est obligatoire.' },
  invalidEmailAddressList: {
    en: 'One or more email addresses are not valid.',
    fr: 'Une ou plusieurs adresses courriel sont non valides.',
  },
  invalidProjectNumber: {
    en: 'The number may not contain any of: * . " / \\ [ ] : ; | , ( ) + =',
    fr: 'Le numéro ne peut contenir aucun de ces caractères : * . " / \\ [ ] : ; | , ( ) + =',
  },
} as const satisfies Record<string, { en: string; fr: string }>;
