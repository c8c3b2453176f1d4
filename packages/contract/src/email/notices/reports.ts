import { defineNotices } from './define.ts';

/**
 * The report subscription's mail (issue 26 §2): the library report attached as a workbook, to each
 * recipient at the subscription's time. #Frequency# is the schedule's word in the agency's
 * language (daily, weekly, monthly); #SubscribedBy# names who set the subscription up, so a
 * recipient knows whom to ask; #Link# opens the library, where a team member can unsubscribe.
 */
export const reportsNotices = defineNotices({
  reportSubscription: {
    label: { en: 'Report subscription', fr: 'Abonnement à un rapport' },
    tokens: ['ReportTitle', 'AgencyName', 'Frequency', 'SubscribedBy', 'Link'],
    en: {
      subject: '#ReportTitle# - #AgencyName#',
      body: [
        'Hello,',
        '',
        'The report "#ReportTitle#" of #AgencyName# is attached. #SubscribedBy# subscribed you to receive it #Frequency#.',
        '',
        'Open the reports library: #Link#',
      ].join('\n'),
    },
    fr: {
      subject: '#ReportTitle# - #AgencyName#',
      body: [
        'Bonjour,',
        '',
        'Le rapport « #ReportTitle# » de #AgencyName# est joint. #SubscribedBy# vous y a abonné pour le recevoir de façon #Frequency#.',
        '',
        'Ouvrir la bibliothèque de rapports : #Link#',
      ].join('\n'),
    },
  },
});
