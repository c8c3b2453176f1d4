import { defineNotices } from './define.ts';

/** The invitations area's notices. */
export const invitationsNotices = defineNotices({
  tenderInvitation: {
    label: { en: 'Invitation to bid (supplier)', fr: 'Invitation à soumissionner (fournisseur)' },
    tokens: ['ContactName', 'AgencyName', 'CompanyName', 'ProjectTitle', 'ClosingDate', 'Link'],
    en: {
      subject: 'Invitation to bid: #ProjectTitle#',
      body: [
        'Hello #ContactName#,',
        '',
        '#AgencyName# invites #CompanyName# to bid on "#ProjectTitle#".',
        'Bids close on #ClosingDate#.',
        '',
        'To read the bid documents and submit a bid, register or sign in at:',
        '#Link#',
        '',
        'If you did not expect this invitation, you may ignore this message.',
      ].join('\n'),
    },
    fr: {
      subject: 'Invitation à soumissionner : #ProjectTitle#',
      body: [
        'Bonjour #ContactName#,',
        '',
        '#AgencyName# invite #CompanyName# à soumissionner pour « #ProjectTitle# ».',
        'La clôture des soumissions est fixée au #ClosingDate#.',
        '',
        'Pour consulter les documents d’appel d’offres et déposer une soumission, inscrivez-vous ou connectez-vous à :',
        '#Link#',
        '',
        'Si vous n’attendiez pas cette invitation, vous pouvez ignorer ce message.',
      ].join('\n'),
    },
  },
});
