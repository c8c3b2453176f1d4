import { defineNotices } from './define.ts';

/** What every award approval mail says of the award it is about. */
const aboutEn = [
  'Project: #ProjectName# (#ProjectNumber#)',
  'Report: #ReportName# (#ReportNumber#)',
  'Supplier: #CompanyName#',
];
const aboutFr = [
  'Projet : #ProjectName# (#ProjectNumber#)',
  'Rapport : #ReportName# (#ReportNumber#)',
  'Fournisseur : #CompanyName#',
];
const aboutTokens = ['ProjectName', 'ProjectNumber', 'ReportName', 'ReportNumber', 'CompanyName'] as const;

const linkEn = [
  'Open this link within #Days# days to see the documents:',
  '#Link#',
  '',
  'The link works once and opens a session in that browser; if it no longer works, ask the agency to send it again. Do not forward this message.',
];
const linkFr = [
  'Ouvrez ce lien d’ici #Days# jours pour consulter les documents :',
  '#Link#',
  '',
  'Le lien ne fonctionne qu’une fois et ouvre une session dans ce navigateur ; s’il ne fonctionne plus, demandez à l’organisme de vous l’envoyer de nouveau. Ne transférez pas ce message.',
];

/** The award approval workflow's mails (issue 8 §3, §4): to approvers and reviewers, and to the buyer. */
export const awardApprovalsNotices = defineNotices({
  awardApprovalRequest: {
    label: {
      en: 'Award approval request (approver)',
      fr: 'Demande d’approbation d’adjudication (approbateur)',
    },
    tokens: ['FullName', 'AgencyName', ...aboutTokens, 'Days', 'Link'],
    en: {
      subject: 'Award approval: #ProjectName# (#ReportNumber#)',
      body: [
        'Hello #FullName#,',
        '',
        '#AgencyName# asks you to approve or decline the award below.',
        '',
        ...aboutEn,
        '',
        ...linkEn,
      ].join('\n'),
    },
    fr: {
      subject: 'Approbation d’adjudication : #ProjectName# (#ReportNumber#)',
      body: [
        'Bonjour #FullName#,',
        '',
        '#AgencyName# vous demande d’approuver ou de refuser l’adjudication ci-dessous.',
        '',
        ...aboutFr,
        '',
        ...linkFr,
      ].join('\n'),
    },
  },
  awardApprovalReview: {
    label: { en: 'Award shared for review (reviewer)', fr: 'Adjudication transmise pour examen (réviseur)' },
    tokens: ['FullName', 'AgencyName', ...aboutTokens, 'Days', 'Link'],
    en: {
      subject: 'Award review: #ProjectName# (#ReportNumber#)',
      body: [
        'Hello #FullName#,',
        '',
        '#AgencyName# shares the award below with you for your review; no decision is asked of you.',
        '',
        ...aboutEn,
        '',
        ...linkEn,
      ].join('\n'),
    },
    fr: {
      subject: 'Examen d’adjudication : #ProjectName# (#ReportNumber#)',
      body: [
        'Bonjour #FullName#,',
        '',
        '#AgencyName# vous transmet l’adjudication ci-dessous pour examen ; aucune décision ne vous est demandée.',
        '',
        ...aboutFr,
        '',
        ...linkFr,
      ].join('\n'),
    },
  },
  awardApprovalCancelled: {
    label: { en: 'Award approval cancelled', fr: 'Approbation d’adjudication annulée' },
    tokens: ['FullName', 'AgencyName', ...aboutTokens, 'Reason'],
    en: {
      subject: 'Award approval cancelled: #ProjectName# (#ReportNumber#)',
      body: [
        'Hello #FullName#,',
        '',
        '#AgencyName# cancelled the award approval below; your link no longer works.',
        '',
        ...aboutEn,
        '',
        'Reason: #Reason#',
      ].join('\n'),
    },
    fr: {
      subject: 'Approbation d’adjudication annulée : #ProjectName# (#ReportNumber#)',
      body: [
        'Bonjour #FullName#,',
        '',
        '#AgencyName# a annulé l’approbation de l’adjudication ci-dessous ; votre lien ne fonctionne plus.',
        '',
        ...aboutFr,
        '',
        'Motif : #Reason#',
      ].join('\n'),
    },
  },
  awardApprovalApproved: {
    label: { en: 'Award approved (buyer)', fr: 'Adjudication approuvée (acheteur)' },
    tokens: ['FirstName', ...aboutTokens],
    en: {
      subject: 'Award approval approved: #ProjectName# (#ReportNumber#)',
      body: [
        'Hello #FirstName#,',
        '',
        'Every approver approved the award below. The project can now be awarded.',
        '',
        ...aboutEn,
      ].join('\n'),
    },
    fr: {
      subject: 'Adjudication approuvée : #ProjectName# (#ReportNumber#)',
      body: [
        'Bonjour #FirstName#,',
        '',
        'Tous les approbateurs ont approuvé l’adjudication ci-dessous. Le projet peut maintenant être adjugé.',
        '',
        ...aboutFr,
      ].join('\n'),
    },
  },
  awardApprovalDeclined: {
    label: { en: 'Award declined (buyer)', fr: 'Adjudication refusée (acheteur)' },
    tokens: ['FirstName', 'ApproverName', 'Comments', ...aboutTokens],
    en: {
      subject: 'Award approval declined: #ProjectName# (#ReportNumber#)',
      body: [
        'Hello #FirstName#,',
        '',
        '#ApproverName# declined the award below. Reset the approval before sending it again.',
        '',
        'Comments: #Comments#',
        '',
        ...aboutEn,
      ].join('\n'),
    },
    fr: {
      subject: 'Adjudication refusée : #ProjectName# (#ReportNumber#)',
      body: [
        'Bonjour #FirstName#,',
        '',
        '#ApproverName# a refusé l’adjudication ci-dessous. Réinitialisez l’approbation avant de l’envoyer de nouveau.',
        '',
        'Commentaires : #Comments#',
        '',
        ...aboutFr,
      ].join('\n'),
    },
  },
});
