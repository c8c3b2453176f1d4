/** Intake requests (001 §8 Intake; 000 §4-§5; issue 24). */
export const intakeMessages = {
  intakeIdsRequired: {
    en: 'customerId and nodeId are required',
    fr: 'customerId et nodeId sont obligatoires',
  },
  intakeNodeRequired: { en: 'nodeId is required', fr: 'nodeId est obligatoire' },
  intakeUnavailable: {
    en: 'This intake form is not available. Check the link with the procurement office.',
    fr: 'Ce formulaire de demande n’est pas disponible. Vérifiez le lien auprès du service des achats.',
  },
  intakeRequestNotFound: {
    en: 'No matching intake request was found.',
    fr: 'Aucune demande correspondante n’a été trouvée.',
  },
  intakeFieldRequired: { en: 'This field is required.', fr: 'Ce champ est obligatoire.' },
  intakeDateInvalid: { en: 'Enter a date as YYYY-MM-DD.', fr: 'Entrez une date au format AAAA-MM-JJ.' },
  intakePostingAfterStart: {
    en: 'The estimated posting date must be before the delivery, service or construction start date.',
    fr: 'La date de publication prévue doit précéder la date de début de livraison, de service ou de construction.',
  },
  intakeSupplierEmailsInvalid: {
    en: 'Enter supplier emails as valid addresses separated by ";".',
    fr: 'Entrez les courriels des fournisseurs sous forme d’adresses valides séparées par « ; ».',
  },
  intakeDepartmentInvalid: {
    en: 'Choose a department from the list.',
    fr: 'Choisissez un service de la liste.',
  },
  intakeDivisionInvalid: {
    en: 'Choose a division of the chosen department.',
    fr: 'Choisissez une division du service choisi.',
  },
  intakeLeadInvalid: {
    en: 'Choose a procurement lead from the list, or Not sure.',
    fr: 'Choisissez un responsable des achats de la liste, ou Incertain.',
  },
  intakeBidTypeInvalid: {
    en: 'Choose a bid type from the list.',
    fr: 'Choisissez un type d’appel de la liste.',
  },
  intakeCategoryInvalid: {
    en: 'Choose categories from the list.',
    fr: 'Choisissez des catégories de la liste.',
  },
  intakeDocumentInvalid: {
    en: 'A document was not found. Upload it again.',
    fr: 'Un document est introuvable. Téléversez-le de nouveau.',
  },
  intakeTooManyDocuments: {
    en: 'Attach at most {max} documents.',
    fr: 'Joignez au plus {max} documents.',
  },
  intakeFileFormatInvalid: {
    en: 'Only Word, Excel, PDF, JPEG and PNG files are accepted, and the file must be what its name says.',
    fr: 'Seuls les fichiers Word, Excel, PDF, JPEG et PNG sont acceptés, et le fichier doit correspondre à son nom.',
  },
  intakeFileTooLarge: {
    en: 'The file is larger than {max}.',
    fr: 'Le fichier dépasse {max}.',
  },
  intakeStatusInvalid: {
    en: 'The status must be 2 (approve) or 3 (decline).',
    fr: 'Le statut doit être 2 (approuver) ou 3 (refuser).',
  },
  intakeDeclineReasonRequired: {
    en: 'A reason is required to decline the request.',
    fr: 'Une raison est obligatoire pour refuser la demande.',
  },
  intakeAlreadyDecided: {
    en: 'This request has already been approved or declined.',
    fr: 'Cette demande a déjà été approuvée ou refusée.',
  },
  intakeNotApproved: {
    en: 'Only an approved request can become a project.',
    fr: 'Seule une demande approuvée peut devenir un projet.',
  },
  intakeProjectExists: {
    en: 'A project was already created from this request.',
    fr: 'Un projet a déjà été créé à partir de cette demande.',
  },
  intakeMethodInvalid: {
    en: 'A project from an intake request is Public or Limited.',
    fr: 'Un projet issu d’une demande est Public ou Limité.',
  },
  intakeApproved: { en: 'The intake request was approved.', fr: 'La demande a été approuvée.' },
  intakeDeclined: { en: 'The intake request was declined.', fr: 'La demande a été refusée.' },
  intakeDecisionFailed: {
    en: 'The intake request could not be approved or declined ({status}).',
    fr: 'La demande n’a pas pu être approuvée ou refusée ({status}).',
  },
  intakeFetchFailed: {
    en: 'The intake request could not be loaded.',
    fr: 'La demande n’a pas pu être chargée.',
  },
  intakeSaveFailed: {
    en: 'The intake request could not be saved.',
    fr: 'La demande n’a pas pu être enregistrée.',
  },
  intakeCategoriesFailed: {
    en: 'The categories could not be loaded.',
    fr: 'Les catégories n’ont pas pu être chargées.',
  },
  noIntakeRequests: { en: 'There are no intake requests.', fr: 'Il n’y a aucune demande.' },
} as const;
