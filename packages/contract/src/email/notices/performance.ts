import { defineNotices } from './define.ts';

/**
 * The supplier performance mails (issue 23 §2). A step's subject and message depend on the status
 * the evaluation reached and why, so the sender words them (in English) as #Subject# and
 * #Message#; #Evaluation# names the evaluation the same way ("the interim performance evaluation
 * of …"). #Comment# is what the person who acted wrote, with a blank line either side, or nothing.
 */
export const performanceNotices = defineNotices({
  performanceEvaluationStep: {
    label: { en: 'Performance evaluation step', fr: 'Étape d’une évaluation du rendement' },
    tokens: ['FirstName', 'Subject', 'Message', 'Comment', 'Link'],
    en: {
      subject: '#Subject#',
      body: ['Hello #FirstName#,', '', '#Message#', '#Comment#', 'Open it: #Link#'].join('\n'),
    },
    fr: {
      subject: '#Subject#',
      body: ['Bonjour #FirstName#,', '', '#Message#', '#Comment#', 'L’ouvrir : #Link#'].join('\n'),
    },
  },
  performanceEvaluationReminder: {
    label: { en: 'Performance evaluation reminder', fr: 'Rappel d’une évaluation du rendement' },
    tokens: ['FirstName', 'CompanyName', 'Evaluation', 'Comment', 'Link'],
    en: {
      subject: 'Reminder: performance evaluation of #CompanyName#',
      body: [
        'Hello #FirstName#,',
        '',
        'This is a reminder about #Evaluation#.',
        '#Comment#',
        'Open it: #Link#',
      ].join('\n'),
    },
    fr: {
      subject: 'Rappel : évaluation du rendement de #CompanyName#',
      body: [
        'Bonjour #FirstName#,',
        '',
        'Ceci est un rappel au sujet de #Evaluation#.',
        '#Comment#',
        'L’ouvrir : #Link#',
      ].join('\n'),
    },
  },
});
