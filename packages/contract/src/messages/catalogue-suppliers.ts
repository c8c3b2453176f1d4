/** Supplier accounts: registration, email verification, sign-in, password reset, profile and contacts (issue 6). */
export const supplierMessages = {
  supplierEmailInUse: {
    en: 'An account with this email already exists on this portal. Sign in, or reset your password if you forgot it.',
    fr: "Un compte avec ce courriel existe déjà sur ce portail. Connectez-vous, ou réinitialisez votre mot de passe si vous l'avez oublié.",
  },
  supplierRegistered: {
    en: 'Check your email: we sent a message to {email}. Open its verification link within 24 hours to activate your account; if this email already has an account here, the message says how to sign in instead.',
    fr: 'Consultez vos courriels : nous avons envoyé un message à {email}. Ouvrez son lien de vérification dans les 24 heures pour activer votre compte; si ce courriel a déjà un compte ici, le message indique plutôt comment vous connecter.',
  },
  supplierVerificationResent: {
    en: 'If an account waiting for verification exists for {email}, a new verification link has been sent to it. Check your spam or junk folder.',
    fr: 'Si un compte en attente de vérification existe pour {email}, un nouveau lien de vérification lui a été envoyé. Vérifiez vos courriels indésirables.',
  },
  supplierLinkInvalid: {
    en: 'This link is invalid, has already been used or has expired.',
    fr: 'Ce lien est non valide, a déjà été utilisé ou est expiré.',
  },
  supplierInvalidCredentials: {
    en: 'The email or password is incorrect.',
    fr: 'Le courriel ou le mot de passe est incorrect.',
  },
  supplierAccountLocked: {
    en: 'Your account is locked for 30 minutes after 5 unsuccessful sign-in attempts. Try again later or reset your password.',
    fr: 'Votre compte est verrouillé pendant 30 minutes après 5 tentatives de connexion infructueuses. Réessayez plus tard ou réinitialisez votre mot de passe.',
  },
  supplierEmailNotVerified: {
    en: 'Your email address is not verified yet. Open the link we emailed you, or ask for a new one.',
    fr: "Votre adresse courriel n'est pas encore vérifiée. Ouvrez le lien que nous vous avons envoyé, ou demandez-en un nouveau.",
  },
  supplierPasswordResetSent: {
    en: 'If an account exists for {email}, a password reset link has been emailed to it. Check your spam or junk folder.',
    fr: 'Si un compte existe pour {email}, un lien de réinitialisation lui a été envoyé. Vérifiez vos courriels indésirables.',
  },
  supplierPasswordChanged: {
    en: 'Your password was changed. Sign in with your new password.',
    fr: 'Votre mot de passe a été modifié. Connectez-vous avec votre nouveau mot de passe.',
  },
  supplierPasswordUpdated: {
    en: 'Your password was changed. Your other sessions were signed out.',
    fr: 'Votre mot de passe a été modifié. Vos autres sessions ont été fermées.',
  },
  supplierContactLimit: {
    en: 'A company can have at most 10 contacts.',
    fr: 'Une entreprise peut avoir au plus 10 contacts.',
  },
  supplierContactEmailInUse: {
    en: 'Another contact of your company already uses this email.',
    fr: 'Un autre contact de votre entreprise utilise déjà ce courriel.',
  },
  supplierCannotDeleteSelf: {
    en: 'You cannot delete your own contact while signed in with it.',
    fr: 'Vous ne pouvez pas supprimer votre propre contact pendant que vous êtes connecté avec celui-ci.',
  },
  supplierCategoryInvalid: {
    en: 'One of the chosen categories does not exist.',
    fr: "L'une des catégories choisies n'existe pas.",
  },
  supplierFieldTooLong: {
    en: 'This value is too long.',
    fr: 'Cette valeur est trop longue.',
  },
  invalidVendorListId: {
    en: 'The supplier list was not found.',
    fr: 'La liste de fournisseurs est introuvable.',
  },
  invalidVendorCommentId: {
    en: 'The comment was not found.',
    fr: 'Le commentaire est introuvable.',
  },
  vendorListNameRequired: {
    en: 'Give the list a name.',
    fr: 'Donnez un nom à la liste.',
  },
  vendorListNameInUse: {
    en: 'A list with this name already exists.',
    fr: 'Une liste portant ce nom existe déjà.',
  },
  vendorListNotRotational: {
    en: 'Only a rotational list hands out its suppliers in turn.',
    fr: 'Seule une liste rotative attribue ses fournisseurs à tour de rôle.',
  },
  vendorListTooLarge: {
    en: 'A list holds at most 5,000 suppliers.',
    fr: 'Une liste contient au plus 5 000 fournisseurs.',
  },
  vendorListNotOwner: {
    en: 'Only the owner of a personal list may change it.',
    fr: 'Seul le propriétaire d’une liste personnelle peut la modifier.',
  },
  vendorDocumentFieldRequired: {
    en: 'This field is required for the document.',
    fr: 'Ce champ est obligatoire pour le document.',
  },
  vendorDocumentNotPending: {
    en: 'Only a document waiting for approval can be withdrawn.',
    fr: 'Seul un document en attente d’approbation peut être retiré.',
  },
  vendorAlreadyInDirectory: {
    en: 'A supplier with this email is already in the directory.',
    fr: 'Un fournisseur avec ce courriel figure déjà dans le répertoire.',
  },
  supplierClaimInvalid: {
    en: 'This invitation link is not valid or was already used.',
    fr: 'Ce lien d’invitation n’est pas valide ou a déjà été utilisé.',
  },
  vendorCommentNotOwn: {
    en: 'You may delete only your own comments.',
    fr: 'Vous ne pouvez supprimer que vos propres commentaires.',
  },
  vendorDocumentTooLarge: {
    en: 'Supplier documents are limited to 500 MB.',
    fr: 'Les documents des fournisseurs sont limités à 500 Mo.',
  },
  vendorDocumentLimitReached: {
    en: 'A supplier may keep at most {max} documents.',
    fr: 'Un fournisseur peut conserver au plus {max} documents.',
  },
  vendorListLimitReached: {
    en: 'You may keep at most {max} supplier lists.',
    fr: 'Vous pouvez conserver au plus {max} listes de fournisseurs.',
  },
} as const;
