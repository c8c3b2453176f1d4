import { defineNotices } from './define.ts';

/**
 * The questions area's notices. Suppliers have no language of their own and a project team mixes
 * languages, so each mail speaks both: the agency's first. What the sender writes in one language
 * only comes in both (#…Fr#).
 */
export const questionsNotices = defineNotices({
  questionAsked: {
    label: { en: 'Supplier question asked (team)', fr: 'Question d’un fournisseur (équipe)' },
    tokens: ['CompanyName', 'ProjectTitle', 'Question', 'Link'],
    en: {
      subject: "New supplier question: #ProjectTitle# / Nouvelle question d'un fournisseur : #ProjectTitle#",
      body: [
        '#CompanyName# asked a question on "#ProjectTitle#":',
        '#CompanyName# a posé une question sur « #ProjectTitle# » :',
        '',
        '#Question#',
        '',
        '#Link#',
      ].join('\n'),
    },
    fr: {
      subject: 'Nouvelle question d’un fournisseur : #ProjectTitle# / New supplier question: #ProjectTitle#',
      body: [
        '#CompanyName# a posé une question sur « #ProjectTitle# » :',
        '#CompanyName# asked a question on "#ProjectTitle#":',
        '',
        '#Question#',
        '',
        '#Link#',
      ].join('\n'),
    },
  },
  questionAnswered: {
    label: { en: 'Question answered (supplier)', fr: 'Réponse à une question (fournisseur)' },
    tokens: ['AgencyName', 'ProjectTitle', 'Question', 'Answer'],
    en: {
      subject: 'Answer to your question: #ProjectTitle# / Réponse à votre question : #ProjectTitle#',
      body: [
        '#AgencyName# answered your question on "#ProjectTitle#".',
        '#AgencyName# a répondu à votre question sur « #ProjectTitle# ».',
        '',
        'Question:',
        '#Question#',
        '',
        'Answer / Réponse :',
        '#Answer#',
      ].join('\n'),
    },
    fr: {
      subject: 'Réponse à votre question : #ProjectTitle# / Answer to your question: #ProjectTitle#',
      body: [
        '#AgencyName# a répondu à votre question sur « #ProjectTitle# ».',
        '#AgencyName# answered your question on "#ProjectTitle#".',
        '',
        'Question :',
        '#Question#',
        '',
        'Réponse / Answer :',
        '#Answer#',
      ].join('\n'),
    },
  },
  questionsIncomplete: {
    label: { en: 'Unanswered questions reminder (team)', fr: 'Rappel des questions sans réponse (équipe)' },
    tokens: ['Count', 'ProjectTitle', 'DeadlineNote', 'DeadlineNoteFr', 'Link'],
    en: {
      subject:
        '#Count# unanswered question(s): #ProjectTitle# / #Count# question(s) sans réponse : #ProjectTitle#',
      body: [
        '"#ProjectTitle#" has #Count# incomplete supplier question(s).',
        '#DeadlineNote#',
        '',
        '« #ProjectTitle# » compte #Count# question(s) de fournisseurs incomplète(s).',
        '#DeadlineNoteFr#',
        '',
        '#Link#',
      ].join('\n'),
    },
    fr: {
      subject:
        '#Count# question(s) sans réponse : #ProjectTitle# / #Count# unanswered question(s): #ProjectTitle#',
      body: [
        '« #ProjectTitle# » compte #Count# question(s) de fournisseurs incomplète(s).',
        '#DeadlineNoteFr#',
        '',
        '"#ProjectTitle#" has #Count# incomplete supplier question(s).',
        '#DeadlineNote#',
        '',
        '#Link#',
      ].join('\n'),
    },
  },
});
