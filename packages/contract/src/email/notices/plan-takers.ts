import { defineNotices } from './define.ts';

/** The plan-takers area's notices. */
export const planTakersNotices = defineNotices({
  planTakerRegistered: {
    label: {
      en: 'Plan taker registration (supplier)',
      fr: 'Inscription d’un preneur de plans (fournisseur)',
    },
    tokens: ['ContactName', 'CompanyName', 'AgencyName', 'ProjectTitle', 'ClosingDate', 'Link'],
    en: {
      subject: 'Registered: #ProjectTitle#',
      body: [
        'Hello #ContactName#,',
        '',
        '#CompanyName# is now registered with #AgencyName# as a plan taker of "#ProjectTitle#".',
        'Bids close on #ClosingDate#.',
        'You will be told of addenda. The bid documents, addenda and your bid are on the opportunity page:',
        '#Link#',
      ].join('\n'),
    },
    fr: {
      subject: 'Inscription confirmée : #ProjectTitle#',
      body: [
        'Bonjour #ContactName#,',
        '',
        'L’entreprise #CompanyName# est maintenant inscrite auprès de #AgencyName# comme preneur de plans de « #ProjectTitle# ».',
        'La clôture des soumissions est fixée au #ClosingDate#.',
        'Vous serez avisé des addenda. Les documents d’appel d’offres, les addenda et votre soumission se trouvent sur la page de l’occasion :',
        '#Link#',
      ].join('\n'),
    },
  },
});
