/** Sign-in, performance, plan takers and submissions, tenders, signatures, users, groups, vendors and single sign-on. (001 §8) */
export const peopleMessages = {
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
} as const satisfies Record<string, { en: string; fr: string }>;
