import { defineNotices } from './define.ts';

/**
 * The requirements area's notices. submissionWithdrawn is one kind for two causes (000 §4: the
 * requirements changed, or an addendum was issued, after a bidder completed its submission), and
 * the two causes share only the frame; #Heading# and #Details# carry each cause's own sentences,
 * written by the sender in both languages. Suppliers have no language of their own, so the mail
 * speaks both: the agency's first.
 */
export const requirementsNotices = defineNotices({
  submissionWithdrawn: {
    label: {
      en: 'Submission withdrawn after a change (supplier)',
      fr: 'Soumission retirée après une modification (fournisseur)',
    },
    tokens: ['Heading', 'HeadingFr', 'ProjectTitle', 'CompanyName', 'Details', 'DetailsFr'],
    en: {
      subject: '#Heading#: #ProjectTitle# / #HeadingFr# : #ProjectTitle#',
      body: [
        'Hello #CompanyName#,',
        '',
        '#Details#',
        '',
        '---',
        '',
        'Bonjour #CompanyName#,',
        '',
        '#DetailsFr#',
      ].join('\n'),
    },
    fr: {
      subject: '#HeadingFr# : #ProjectTitle# / #Heading#: #ProjectTitle#',
      body: [
        'Bonjour #CompanyName#,',
        '',
        '#DetailsFr#',
        '',
        '---',
        '',
        'Hello #CompanyName#,',
        '',
        '#Details#',
      ].join('\n'),
    },
  },
});
