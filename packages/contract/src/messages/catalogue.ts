/**
 * The server message catalogue of 001 §8, with the client-side texts that the handling rules name.
 * Each key has an English and a French text; `{name}` placeholders are filled by `translate`.
 * Keys are the API's contract: clients match on them, so they never change once published.
 */
export const catalogue = {
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

  // Login
  errorInvalidCredentials: { en: 'Invalid credentials.', fr: 'Identifiants non valides.' },
  errorInvalidEmail: { en: 'Invalid email format.', fr: 'Format de courriel non valide.' },
  errorInvalidDomain: { en: 'Invalid email or domain.', fr: 'Courriel ou domaine non valide.' },
  agencyNotFound: { en: 'Agency not found.', fr: 'Organisme introuvable.' },
  loginProfileMismatch: {
    en: 'Username/password does not match the profile.',
    fr: "Le nom d'utilisateur ou le mot de passe ne correspond pas au profil.",
  },
  accountLocked: {
    en: 'Your account has been locked after too many consecutive attempts. Try again in 30 minutes or ask an administrator to unlock it.',
    fr: 'Votre compte a été verrouillé après trop de tentatives consécutives. Réessayez dans 30 minutes ou demandez à un administrateur de le déverrouiller.',
  },
  loginNotFound: { en: 'Login not found.', fr: 'Connexion introuvable.' },
  resetCannotConfirmUser: {
    en: 'Password reset cannot confirm the user information.',
    fr: "La réinitialisation ne peut pas confirmer les renseignements de l'utilisateur.",
  },
  sentPasswordReset: {
    en: 'If an account exists for {email}, a password reset link has been emailed to it. Check your spam or junk folder.',
    fr: 'Si un compte existe pour {email}, un lien de réinitialisation lui a été envoyé. Vérifiez vos courriels indésirables.',
  },
  resetLinkInvalid: {
    en: 'The reset link is invalid or has expired.',
    fr: 'Le lien de réinitialisation est non valide ou expiré.',
  },
  resetFailed: {
    en: 'The password could not be reset.',
    fr: "Le mot de passe n'a pas pu être réinitialisé.",
  },
  errorUserNotFound: { en: 'User not found.', fr: 'Utilisateur introuvable.' },
  sessionExpired: { en: 'Session has expired.', fr: 'La session a expiré.' },
  sessionTimeoutWarning: {
    en: 'Your session is about to expire. You will be signed out in {seconds} seconds.',
    fr: 'Votre session va expirer. Vous serez déconnecté dans {seconds} secondes.',
  },
  passwordResetSuccess: {
    en: 'Your password has been changed. You can now sign in.',
    fr: 'Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter.',
  },

  // Performance
  performanceCannotDeleteCompleted: {
    en: 'A completed evaluation cannot be deleted.',
    fr: 'Une évaluation terminée ne peut pas être supprimée.',
  },
  performanceActiveStatusExists: {
    en: 'An active vendor status already exists.',
    fr: 'Un statut actif existe déjà pour ce fournisseur.',
  },
  performanceStatusAlreadyComplete: {
    en: 'The status is already complete; use the history.',
    fr: "Le statut est déjà terminé; utilisez l'historique.",
  },
  performanceDuplicateStatus: { en: 'Duplicate status.', fr: 'Statut en double.' },

  // Plan taker and submission
  planTakerOnlyHardCopyDelete: {
    en: 'Only hard copy submissions can be deleted.',
    fr: 'Seules les soumissions papier peuvent être supprimées.',
  },
  submissionBidNotClosed: {
    en: 'Bid status is not closed, cannot withdraw submissions.',
    fr: "L'appel d'offres n'est pas fermé; impossible de retirer les soumissions.",
  },
  submissionNotFound: { en: 'Submission not found.', fr: 'Soumission introuvable.' },
  submissionUnauthorized: {
    en: 'You are not authorized to access this submission.',
    fr: "Vous n'êtes pas autorisé à accéder à cette soumission.",
  },
  submissionPlanTakerMismatch: {
    en: 'Mismatched plantaker submission id on submission update',
    fr: 'Identifiant de soumission du preneur de plans incohérent lors de la mise à jour',
  },
  submissionIdMismatch: {
    en: 'Mismatched submission id on submission update',
    fr: 'Identifiant de soumission incohérent lors de la mise à jour',
  },

  // Tender, table, term, trade agreement
  tenderTableNameExists: {
    en: 'A table with this name already exists in the source.',
    fr: 'Un tableau portant ce nom existe déjà dans cet appel.',
  },
  tenderNameRequired: { en: 'Tender name is required.', fr: "Le nom de l'appel d'offres est obligatoire." },
  tenderQuestionNameRequired: {
    en: 'Question text is required.',
    fr: 'Le texte de la question est obligatoire.',
  },
  tenderTypeNameRequired: {
    en: 'Tender type name is required.',
    fr: "Le nom du type d'appel d'offres est obligatoire.",
  },
  termNameRequired: { en: 'Term name is required.', fr: 'Le nom de la durée est obligatoire.' },
  tradeAgreementContractNotFound: { en: 'Contract not found.', fr: 'Contrat introuvable.' },
  tradeAgreementInvalidSearch: { en: 'Invalid search string.', fr: 'Chaîne de recherche non valide.' },

  // Contract signature
  signatureRecipientExists: { en: 'This recipient already exists.', fr: 'Ce destinataire existe déjà.' },

  // User
  userEmailExists: {
    en: 'This email or username is already in use by an active user of the agency.',
    fr: "Ce courriel ou nom d'utilisateur est déjà utilisé par un utilisateur actif de l'organisme.",
  },
  userEmailRequired: { en: 'Email is required.', fr: 'Le courriel est obligatoire.' },
  userFirstNameRequired: { en: 'First name is required.', fr: 'Le prénom est obligatoire.' },
  userLastNameRequired: { en: 'Last name is required.', fr: 'Le nom de famille est obligatoire.' },
  userInvalidEmail: { en: 'Invalid email.', fr: 'Courriel non valide.' },
  userInvalidCustomerId: { en: 'Invalid customer id.', fr: 'Identifiant de client non valide.' },
  userInvalidImageFormat: {
    en: 'Invalid image format (jpg, jpeg, png).',
    fr: "Format d'image non valide (jpg, jpeg, png).",
  },
  userInvalidGroup: { en: 'Invalid group.', fr: 'Groupe non valide.' },
  userNotFound: { en: 'User not found.', fr: 'Utilisateur introuvable.' },
  passwordNotComplex: {
    en: 'The new password is not complex enough: at least 8 characters, with a special character, a lowercase letter and two capitals.',
    fr: 'Le nouveau mot de passe est trop simple : au moins 8 caractères, dont un caractère spécial, une minuscule et deux majuscules.',
  },
  oldPasswordIncorrect: { en: 'The old password is incorrect.', fr: "L'ancien mot de passe est incorrect." },
  passwordNeverSet: {
    en: 'No password has been set. Contact an administrator.',
    fr: "Aucun mot de passe n'a été défini. Communiquez avec un administrateur.",
  },
  passwordMismatch: { en: 'The passwords do not match.', fr: 'Les mots de passe ne correspondent pas.' },
  cannotDeactivateSelf: {
    en: 'You cannot deactivate yourself.',
    fr: 'Vous ne pouvez pas vous désactiver vous-même.',
  },
  cannotDeleteSelf: { en: 'You cannot delete yourself.', fr: 'Vous ne pouvez pas vous supprimer vous-même.' },
  avatarTooLarge: { en: 'The picture must be 2 MB or smaller.', fr: "L'image doit faire 2 Mo ou moins." },
  nameAlreadyExists: {
    en: 'An item with this name already exists.',
    fr: 'Un élément portant ce nom existe déjà.',
  },
  codeAlreadyExists: {
    en: 'An item with this code already exists.',
    fr: 'Un élément portant ce code existe déjà.',
  },

  // User group
  userGroupDuplicateName: {
    en: 'A group with this name already exists.',
    fr: 'Un groupe portant ce nom existe déjà.',
  },
  userGroupDepartmentNotFound: { en: 'Department not found.', fr: 'Service introuvable.' },
  userGroupNotFound: { en: 'Group not found.', fr: 'Groupe introuvable.' },
  userGroupInvalidNode: { en: 'Invalid node.', fr: 'Nœud non valide.' },
  userGroupInvalidPermission: { en: 'Invalid permission.', fr: 'Permission non valide.' },
  userGroupInvalidId: { en: 'Invalid group id.', fr: 'Identifiant de groupe non valide.' },
  userGroupNameRequired: { en: 'Group name is required.', fr: 'Le nom du groupe est obligatoire.' },

  // Vendor
  vendorInvalidId: {
    en: 'Missing or invalid vendor id.',
    fr: 'Identifiant de fournisseur manquant ou non valide.',
  },
  vendorNoContacts: { en: 'The vendor has no contacts.', fr: "Le fournisseur n'a aucun contact." },
  vendorMissingPrimaryContact: {
    en: 'The vendor has no primary contact.',
    fr: "Le fournisseur n'a pas de contact principal.",
  },
  vendorDocumentNoFile: { en: 'No file in upload.', fr: 'Aucun fichier téléversé.' },

  // SSO metadata and login
  ssoMetadataParseFailure: {
    en: 'The SSO metadata could not be parsed.',
    fr: "Les métadonnées SSO n'ont pas pu être analysées.",
  },
  ssoMetadataNetworkFailure: {
    en: 'The SSO metadata could not be fetched.',
    fr: "Les métadonnées SSO n'ont pas pu être récupérées.",
  },
  ssoMetadataNotAllowed: {
    en: 'Fetching SSO metadata is not allowed.',
    fr: "La récupération des métadonnées SSO n'est pas permise.",
  },
  ssoMetadataBadResponse: {
    en: 'The SSO metadata server answered with status {status}.',
    fr: 'Le serveur de métadonnées SSO a répondu avec le statut {status}.',
  },
  ssoDomainNotFound: { en: 'SSO domain not found.', fr: 'Domaine SSO introuvable.' },
  ssoEmptyBody: { en: 'The SSO response is empty.', fr: 'La réponse SSO est vide.' },
  ssoCorruptedResponse: {
    en: 'The SSO response is corrupted or invalid.',
    fr: 'La réponse SSO est corrompue ou non valide.',
  },
  ssoNoMatchingAccount: {
    en: 'No account matches this SSO identity.',
    fr: 'Aucun compte ne correspond à cette identité SSO.',
  },
  ssoNonSsoDomain: {
    en: 'This domain does not use single sign-on.',
    fr: "Ce domaine n'utilise pas l'authentification unique.",
  },
  ssoMissingCertificate: { en: 'The SSO certificate is missing.', fr: 'Le certificat SSO est manquant.' },
  ssoMissingEmail: {
    en: 'The SSO response has no email.',
    fr: 'La réponse SSO ne contient pas de courriel.',
  },
  ssoExpired: { en: 'The SSO response has expired.', fr: 'La réponse SSO a expiré.' },
  ssoUnsigned: { en: 'The SSO response is not signed.', fr: "La réponse SSO n'est pas signée." },
  ssoSignatureInvalid: {
    en: 'The SSO response signature is invalid.',
    fr: 'La signature de la réponse SSO est non valide.',
  },
  ssoUnknownError: {
    en: 'Single sign-on failed for an unknown reason.',
    fr: "L'authentification unique a échoué pour une raison inconnue.",
  },

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

export type MessageKey = keyof typeof catalogue;
export const languages = ['en', 'fr'] as const;
export type Language = (typeof languages)[number];
