import { defineNotices } from './define.ts';

/**
 * The submissions area's notices. Suppliers have no language of their own, so the mail speaks
 * both languages: the agency's first.
 */
export const submissionsNotices = defineNotices({
  submissionWithdrawnByAgency: {
    label: {
      en: 'Submission withdrawn by the agency (supplier)',
      fr: 'Soumission retirée par l’organisme (fournisseur)',
    },
    tokens: ['CompanyName', 'AgencyName', 'ProjectTitle', 'ClosingDate'],
    en: {
      subject: 'Submission withdrawn: #ProjectTitle# / Soumission retirée : #ProjectTitle#',
      body: [
        'Hello #CompanyName#,',
        '',
        '#AgencyName# has withdrawn your submission to "#ProjectTitle#" (closed #ClosingDate#).',
        'Please contact the agency if you have questions.',
        '',
        '---',
        '',
        'Bonjour #CompanyName#,',
        '',
        '#AgencyName# a retiré votre soumission à « #ProjectTitle# ».',
        "Veuillez communiquer avec l'organisme si vous avez des questions.",
      ].join('\n'),
    },
    fr: {
      subject: 'Soumission retirée : #ProjectTitle# / Submission withdrawn: #ProjectTitle#',
      body: [
        'Bonjour #CompanyName#,',
        '',
        '#AgencyName# a retiré votre soumission à « #ProjectTitle# ».',
        'Veuillez communiquer avec l’organisme si vous avez des questions.',
        '',
        '---',
        '',
        'Hello #CompanyName#,',
        '',
        '#AgencyName# has withdrawn your submission to "#ProjectTitle#" (closed #ClosingDate#).',
        'Please contact the agency if you have questions.',
      ].join('\n'),
    },
  },
});
