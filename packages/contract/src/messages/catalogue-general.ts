/** Common failures, identifiers, required fields, and the project, contract, document, email and invitation messages. (001 §8) */
export const generalMessages = {
  // Common
  unknownError: {
    en: 'An unknown error occurred. Please contact the administrator.',
    fr: "Une erreur inconnue s'est produite. Veuillez communiquer avec l'administrateur.",
  },
  invalidFileFormat: { en: 'Invalid file format.', fr: 'Format de fichier non valide.' },
  fileNotFound: { en: 'File not found.', fr: 'Fichier introuvable.' },
  invalidParameter: { en: 'Invalid parameter: {field}.', fr: 'Paramètre non valide : {field}.' },
  noPermission: {
    en: 'You do not have permission to perform this action.',
    fr: "Vous n'avez pas la permission d'effectuer cette action.",
  },
  retryWithStatus: {
    en: 'Something went wrong ({status}). Please try again.',
    fr: 'Un problème est survenu ({status}). Veuillez réessayer.',
  },
  noRecordFound: { en: 'No record found.', fr: 'Aucun enregistrement trouvé.' },
  noAccessToResource: {
    en: 'You have no access to the requested resource',
    fr: "Vous n'avez pas accès à la ressource demandée",
  },
  notFound: { en: 'Not Found', fr: 'Introuvable' },
  notAllowed: { en: 'Not Allowed', fr: 'Non autorisé' },
  unauthorized: { en: 'Unauthorized.', fr: 'Non autorisé.' },
  malformedJson: {
    en: 'The request body is not valid JSON.',
    fr: "Le corps de la requête n'est pas un JSON valide.",
  },
  payloadTooLarge: { en: 'The request is too large.', fr: 'La requête est trop volumineuse.' },
  storageFull: {
    en: 'The server has no room left to store this file. Please try again later.',
    fr: "Le serveur n'a plus d'espace pour enregistrer ce fichier. Veuillez réessayer plus tard.",
  },
  serviceUnavailable: {
    en: 'The service is briefly unavailable. Please try again in a moment.',
    fr: 'Le service est momentanément indisponible. Veuillez réessayer dans un instant.',
  },
  unsupportedMediaType: { en: 'Unsupported content type.', fr: 'Type de contenu non pris en charge.' },
  csrfHeaderMissing: {
    en: 'This request must be sent by the Procura application.',
    fr: "Cette requête doit être envoyée par l'application Procura.",
  },
  tooManyRequests: {
    en: 'Too many requests. Please wait and try again.',
    fr: 'Trop de requêtes. Veuillez patienter et réessayer.',
  },

  // Per resource: identifiers
  invalidCategoryId: {
    en: 'Invalid or missing category identifier.',
    fr: 'Identifiant de catégorie manquant ou non valide.',
  },
  invalidContractId: {
    en: 'Invalid or missing contract identifier.',
    fr: 'Identifiant de contrat manquant ou non valide.',
  },
  invalidDepartmentId: {
    en: 'Invalid or missing department identifier.',
    fr: 'Identifiant de service manquant ou non valide.',
  },
  invalidDivisionId: {
    en: 'Invalid or missing division identifier.',
    fr: 'Identifiant de division manquant ou non valide.',
  },
  invalidProjectId: {
    en: 'Invalid or missing project identifier.',
    fr: 'Identifiant de projet manquant ou non valide.',
  },
  invalidProjectRoleId: {
    en: 'Invalid or missing project role identifier.',
    fr: 'Identifiant de rôle de projet manquant ou non valide.',
  },
  invalidProjectUserId: {
    en: 'Invalid or missing project user identifier.',
    fr: "Identifiant d'utilisateur de projet manquant ou non valide.",
  },
  invalidDocumentId: {
    en: 'Invalid or missing document identifier.',
    fr: 'Identifiant de document manquant ou non valide.',
  },
  invalidTenderId: {
    en: 'Invalid or missing tender identifier.',
    fr: "Identifiant d'appel d'offres manquant ou non valide.",
  },
  invalidNodeId: {
    en: 'Invalid or missing node identifier.',
    fr: 'Identifiant de nœud manquant ou non valide.',
  },
  invalidVendorId: {
    en: 'Invalid or missing vendor identifier.',
    fr: 'Identifiant de fournisseur manquant ou non valide.',
  },
  invalidPermissionId: {
    en: 'Invalid or missing permission identifier.',
    fr: 'Identifiant de permission manquant ou non valide.',
  },
  invalidUserId: {
    en: 'Invalid or missing user identifier.',
    fr: "Identifiant d'utilisateur manquant ou non valide.",
  },
  invalidUserGroupId: {
    en: 'Invalid or missing user group identifier.',
    fr: "Identifiant de groupe d'utilisateurs manquant ou non valide.",
  },
  invalidCustomerId: {
    en: 'Invalid or missing customer identifier.',
    fr: 'Identifiant de client manquant ou non valide.',
  },
  invalidTermId: {
    en: 'Invalid or missing term identifier.',
    fr: 'Identifiant de durée manquant ou non valide.',
  },
  invalidTradeAgreementId: {
    en: 'Invalid or missing trade agreement identifier.',
    fr: "Identifiant d'accord commercial manquant ou non valide.",
  },
  invalidTenderQuestionId: {
    en: 'Invalid or missing tender question identifier.',
    fr: 'Identifiant de question manquant ou non valide.',
  },
  invalidTenderTableId: {
    en: 'Invalid or missing tender table identifier.',
    fr: 'Identifiant de tableau manquant ou non valide.',
  },
  invalidTenderTypeId: {
    en: 'Invalid or missing tender type identifier.',
    fr: "Identifiant de type d'appel d'offres manquant ou non valide.",
  },

  // Per resource: required fields
  nameRequired: { en: 'Name is required.', fr: 'Le nom est obligatoire.' },
  numberRequired: { en: 'Number is required.', fr: 'Le numéro est obligatoire.' },
  nodeRequired: { en: 'Node is required.', fr: 'Le nœud est obligatoire.' },
  phaseRequired: { en: 'Phase is required.', fr: 'La phase est obligatoire.' },
  projectLeadRequired: { en: 'Project lead is required.', fr: 'Le chargé de projet est obligatoire.' },
  departmentRequired: { en: 'Department is required.', fr: 'Le service est obligatoire.' },
  divisionRequired: { en: 'Division is required.', fr: 'La division est obligatoire.' },

  // Project
  agencyMismatch: {
    en: 'This item belongs to another agency. Change agency first.',
    fr: "Cet élément appartient à un autre organisme. Changez d'abord d'organisme.",
  },
  projectViewNotAuthorized: {
    en: 'You are not authorized to view this project.',
    fr: "Vous n'êtes pas autorisé à consulter ce projet.",
  },

  // Contract
  contractFirmPricingOrder: {
    en: 'Firm pricing start date must be before its end date.',
    fr: 'La date de début du prix ferme doit précéder sa date de fin.',
  },
  contractInitialTermOrder: {
    en: 'Initial term start date must be before its end date.',
    fr: 'La date de début de la durée initiale doit précéder sa date de fin.',
  },
  contractOptionalTermOrder: {
    en: 'Optional term start date must be before its end date.',
    fr: 'La date de début de la durée optionnelle doit précéder sa date de fin.',
  },
  contractWarrantyOrder: {
    en: 'Warranty start date must be before its end date.',
    fr: 'La date de début de la garantie doit précéder sa date de fin.',
  },
  contractSubstantialCompletionOrder: {
    en: 'Substantial completion date must be after the initial term start date.',
    fr: "La date d'achèvement substantiel doit suivre la date de début de la durée initiale.",
  },
  contractDatesRequired: {
    en: 'All contract and option dates need values.',
    fr: 'Toutes les dates du contrat et des options doivent avoir une valeur.',
  },
  contractSupplierAlreadyAdded: {
    en: 'This supplier is already on the contract.',
    fr: 'Ce fournisseur figure déjà au contrat.',
  },
  contractSupplierNotInContract: {
    en: 'This supplier is not on the contract.',
    fr: 'Ce fournisseur ne figure pas au contrat.',
  },

  // Document
  documentUploadFailed: { en: 'The document upload failed.', fr: 'Le téléversement du document a échoué.' },
  documentActiveSubmissionExists: {
    en: 'An active submission exists for this document.',
    fr: 'Une soumission active existe pour ce document.',
  },
  documentSecuredPdf: {
    en: 'This PDF is secured: preview will not work for suppliers, who must register to view it.',
    fr: "Ce PDF est sécurisé : l'aperçu ne fonctionnera pas pour les fournisseurs, qui devront s'inscrire pour le consulter.",
  },
  documentLimitReached: {
    en: 'A source may have at most {max} documents.',
    fr: "Un appel d'offres peut compter au plus {max} documents.",
  },
  documentNameTaken: {
    en: 'A document named "{name}" is already in this source.',
    fr: "Un document nommé « {name} » se trouve déjà dans cet appel d'offres.",
  },
  documentTooLarge: {
    en: 'Documents are limited to 1 GB per file.',
    fr: 'Les documents sont limités à 1 Go par fichier.',
  },
  documentFileRequired: { en: 'Choose a file to upload.', fr: 'Choisissez un fichier à téléverser.' },
  documentFileEmpty: { en: 'The file is empty.', fr: 'Le fichier est vide.' },
  documentFileNameInvalid: {
    en: 'The file name is missing or longer than 255 characters.',
    fr: 'Le nom du fichier est absent ou dépasse 255 caractères.',
  },

  // Email
  emailInvalidContact: { en: 'Invalid contact.', fr: 'Contact non valide.' },
  emailInvalidTeamMember: { en: 'Invalid team member.', fr: "Membre de l'équipe non valide." },
  emailInvalidInvitation: { en: 'Invalid invitation.', fr: 'Invitation non valide.' },
  emailAddressEmpty: { en: 'The email address is empty.', fr: "L'adresse courriel est vide." },
  emailAddressBadFormat: {
    en: 'The email address is badly formatted.',
    fr: "L'adresse courriel est mal formée.",
  },
  emailMissingOnAccount: {
    en: 'The account has no email address.',
    fr: "Le compte n'a pas d'adresse courriel.",
  },
  emailInvalidAttachment: { en: 'Invalid attachment.', fr: 'Pièce jointe non valide.' },
  emailSentSuccessfully: { en: 'Email sent successfully.', fr: 'Courriel envoyé avec succès.' },
  emailAttachFailTooLarge: { en: 'email attach fail too large', fr: 'pièce jointe trop volumineuse' },

  // Invitation
  invitationAlreadyInvited: {
    en: 'Already invited for this email address.',
    fr: 'Déjà invité pour cette adresse courriel.',
  },
  invitationInvalidTender: { en: 'Invalid tender.', fr: "Appel d'offres non valide." },
  invitationLimitReached: {
    en: 'A source may have at most {max} invitations.',
    fr: "Un appel d'offres peut compter au plus {max} invitations.",
  },
  invitationNoMatchCategory: { en: 'No match for category.', fr: 'Aucune correspondance pour la catégorie.' },
  invitationNoMatchAdminCategory: {
    en: 'No match for admin category.',
    fr: 'Aucune correspondance pour la catégorie administrative.',
  },
  invitationNoMatchPerformanceStatus: {
    en: 'No match for performance status.',
    fr: 'Aucune correspondance pour le statut de rendement.',
  },
  invitationNoMatchAssessment: {
    en: 'No match for assessment id.',
    fr: "Aucune correspondance pour l'identifiant d'évaluation.",
  },
} as const satisfies Record<string, { en: string; fr: string }>;
