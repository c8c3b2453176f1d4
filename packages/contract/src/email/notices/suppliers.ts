import { defineNotices } from './define.ts';

/** The mails of supplier accounts on an agency's portal (issues 20 and 22). */
export const suppliersNotices = defineNotices({
  supplierVerifyEmail: {
    label: { en: 'Email verification (supplier)', fr: 'Vérification du courriel (fournisseur)' },
    tokens: ['FirstName', 'AgencyName', 'Hours', 'Link'],
    en: {
      subject: 'Verify your email for the #AgencyName# supplier portal',
      body: [
        'Hello #FirstName#,',
        '',
        'Thank you for registering on the #AgencyName# supplier portal. To activate your account, open this link within the next #Hours# hours:',
        '#Link#',
        '',
        'If you did not register, ignore this message; no account will be activated.',
      ].join('\n'),
    },
    fr: {
      subject: 'Vérifiez votre courriel pour le portail fournisseurs de #AgencyName#',
      body: [
        'Bonjour #FirstName#,',
        '',
        'Merci de vous être inscrit sur le portail fournisseurs de #AgencyName#. Pour activer votre compte, ouvrez ce lien dans les #Hours# prochaines heures :',
        '#Link#',
        '',
        'Si vous ne vous êtes pas inscrit, ignorez ce message ; aucun compte ne sera activé.',
      ].join('\n'),
    },
  },
  supplierPasswordReset: {
    label: { en: 'Password reset (supplier)', fr: 'Réinitialisation du mot de passe (fournisseur)' },
    tokens: ['FirstName', 'AgencyName', 'Link'],
    en: {
      subject: 'Reset your #AgencyName# supplier portal password',
      body: [
        'Hello #FirstName#,',
        '',
        'Someone asked to reset the password of your account on the #AgencyName# supplier portal. To choose a new password, open this link within the next hour:',
        '#Link#',
        '',
        'If you did not ask for this, ignore this message; your password stays as it is.',
      ].join('\n'),
    },
    fr: {
      subject: 'Réinitialisez votre mot de passe du portail fournisseurs de #AgencyName#',
      body: [
        'Bonjour #FirstName#,',
        '',
        'Quelqu’un a demandé la réinitialisation du mot de passe de votre compte sur le portail fournisseurs de #AgencyName#. Pour choisir un nouveau mot de passe, ouvrez ce lien dans l’heure qui suit :',
        '#Link#',
        '',
        'Si vous n’avez rien demandé, ignorez ce message ; votre mot de passe reste inchangé.',
      ].join('\n'),
    },
  },
  supplierRegistrationAttempt: {
    label: {
      en: 'Registration with an existing account (supplier)',
      fr: 'Inscription avec un compte existant (fournisseur)',
    },
    tokens: ['FirstName', 'AgencyName', 'SignInLink', 'ForgotPasswordLink'],
    en: {
      subject: 'Your #AgencyName# supplier portal account',
      body: [
        'Hello #FirstName#,',
        '',
        'Someone tried to register a new account on the #AgencyName# supplier portal with this email address. You already have an account here.',
        '',
        'To sign in: #SignInLink#',
        'If you forgot your password: #ForgotPasswordLink#',
        '',
        'If this was not you, ignore this message; your account is unchanged.',
      ].join('\n'),
    },
    fr: {
      subject: 'Votre compte sur le portail fournisseurs de #AgencyName#',
      body: [
        'Bonjour #FirstName#,',
        '',
        'Quelqu’un a tenté de créer un nouveau compte sur le portail fournisseurs de #AgencyName# avec cette adresse courriel. Vous y avez déjà un compte.',
        '',
        'Pour vous connecter : #SignInLink#',
        'Si vous avez oublié votre mot de passe : #ForgotPasswordLink#',
        '',
        'Si ce n’était pas vous, ignorez ce message ; votre compte est inchangé.',
      ].join('\n'),
    },
  },
  supplierClaimInvitation: {
    label: {
      en: 'Supplier portal invitation (directory)',
      fr: 'Invitation au portail fournisseurs (répertoire)',
    },
    tokens: ['FirstName', 'AgencyName', 'CompanyName', 'Days', 'Link'],
    en: {
      subject: '#AgencyName# invites you to its supplier portal',
      body: [
        'Hello #FirstName#,',
        '',
        '#AgencyName# added #CompanyName# to its supplier directory. To set up your account on the #AgencyName# supplier portal, see opportunities and bid online, open this link within the next #Days# days:',
        '#Link#',
        '',
        'If you do not work with this agency, ignore this message; no account will be created.',
      ].join('\n'),
    },
    fr: {
      subject: '#AgencyName# vous invite à son portail fournisseurs',
      body: [
        'Bonjour #FirstName#,',
        '',
        '#AgencyName# a ajouté #CompanyName# à son répertoire de fournisseurs. Pour créer votre compte sur le portail fournisseurs de #AgencyName#, consulter les occasions d’affaires et soumissionner en ligne, ouvrez ce lien dans les #Days# prochains jours :',
        '#Link#',
        '',
        'Si vous ne faites pas affaire avec cet organisme, ignorez ce message ; aucun compte ne sera créé.',
      ].join('\n'),
    },
  },
});
