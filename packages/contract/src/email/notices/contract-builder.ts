import { defineNotices } from './define.ts';

/**
 * The contract builder's mails (issue 9 §3): signing links, a completed envelope, and the
 * licence's contact told as envelopes run out. One kind covers a signer's turn, a resend and a
 * reminder, and one the 25, 5 and 0 left reminders, so the sender fills the words that differ.
 */
export const contractBuilderNotices = defineNotices({
  envelopeSigningLink: {
    label: { en: 'E-signature request (signer)', fr: 'Demande de signature électronique (signataire)' },
    // Reminder: 'Reminder: ' on a reminder, else empty. Message: the sender's message after a
    // blank line, or empty when the envelope has none.
    tokens: ['Reminder', 'FullName', 'AgencyName', 'EnvelopeName', 'Message', 'Link'],
    en: {
      subject: '#Reminder#Please sign: #EnvelopeName#',
      body: [
        'Hello #FullName#,',
        '',
        '#AgencyName# asks you to review and sign "#EnvelopeName#".#Message#',
        '',
        'Open the documents and sign here (no account needed):',
        '#Link#',
        '',
        'The link works once; a new one comes with each reminder.',
      ].join('\n'),
    },
    fr: {
      subject: '#Reminder#Veuillez signer : #EnvelopeName#',
      body: [
        'Bonjour #FullName#,',
        '',
        '#AgencyName# vous demande d’examiner et de signer « #EnvelopeName# ».#Message#',
        '',
        'Ouvrez les documents et signez-les ici (aucun compte requis) :',
        '#Link#',
        '',
        'Le lien ne fonctionne qu’une fois ; chaque rappel en apporte un nouveau.',
      ].join('\n'),
    },
  },
  envelopeCompleted: {
    label: { en: 'E-signature completed', fr: 'Signature électronique terminée' },
    tokens: ['EnvelopeName', 'AgencyName'],
    en: {
      subject: 'Completed: #EnvelopeName#',
      body: [
        'Every signer has signed "#EnvelopeName#" for #AgencyName#.',
        '',
        'The signed document and its certificate are kept with the contract.',
      ].join('\n'),
    },
    fr: {
      subject: 'Terminé : #EnvelopeName#',
      body: [
        'Tous les signataires ont signé « #EnvelopeName# » pour #AgencyName#.',
        '',
        'Le document signé et son certificat sont conservés avec le contrat.',
      ].join('\n'),
    },
  },
  contractBuilderReminder: {
    label: {
      en: 'Envelopes running out (contract builder licence)',
      fr: 'Enveloppes bientôt épuisées (licence du générateur de contrats)',
    },
    // EnvelopesLeft: 'No envelopes left' or 'N envelopes left'. Details: the sentence on the
    // current billing period (what is left and when it ends, or that none is left).
    tokens: ['EnvelopesLeft', 'Details'],
    en: {
      subject: '#EnvelopesLeft#',
      body: ['#Details#', '', 'Contact product support to purchase more.'].join('\n'),
    },
    fr: {
      subject: '#EnvelopesLeft#',
      body: ['#Details#', '', 'Communiquez avec le soutien technique pour en acheter davantage.'].join('\n'),
    },
  },
});
