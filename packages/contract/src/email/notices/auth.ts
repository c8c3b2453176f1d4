import { defineNotices } from './define.ts';

/** The mails of agency staff accounts. */
export const authNotices = defineNotices({
  passwordReset: {
    label: { en: 'Password reset (staff)', fr: 'Réinitialisation du mot de passe (personnel)' },
    tokens: ['FirstName', 'Link'],
    en: {
      subject: 'Reset your Procura password',
      body: [
        'Hello #FirstName#,',
        '',
        'Someone asked to reset the password of your Procura account. To choose a new password, open this link within the next hour:',
        '#Link#',
        '',
        'If you did not ask for this, ignore this message; your password stays as it is.',
      ].join('\n'),
    },
    fr: {
      subject: 'Réinitialisez votre mot de passe Procura',
      body: [
        'Bonjour #FirstName#,',
        '',
        'Quelqu’un a demandé la réinitialisation du mot de passe de votre compte Procura. Pour choisir un nouveau mot de passe, ouvrez ce lien dans l’heure qui suit :',
        '#Link#',
        '',
        'Si vous n’avez rien demandé, ignorez ce message ; votre mot de passe reste inchangé.',
      ].join('\n'),
    },
  },
});
