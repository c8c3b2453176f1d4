import { defineNotices } from './define.ts';

/**
 * The bids area's notices. Suppliers have no language of their own, so each mail speaks both
 * languages: the agency's first. No mail holds what a bid contains: the receipt gives its time,
 * number and hashes only.
 */
export const bidsNotices = defineNotices({
  bidReceipt: {
    label: { en: 'Bid receipt (supplier)', fr: 'Accusé de réception de soumission (fournisseur)' },
    tokens: [
      'CompanyName',
      'ProjectTitle',
      'ReceivedAt',
      'ReceivedAtFr',
      'ReceiptNumber',
      'ContentHash',
      'Documents',
    ],
    en: {
      subject: 'Submission received: #ProjectTitle# / Soumission reçue : #ProjectTitle#',
      body: [
        '#CompanyName#, your submission to "#ProjectTitle#" was received.',
        'Received at: #ReceivedAt#',
        'Receipt number: #ReceiptNumber#',
        'SHA-256 of what you submitted: #ContentHash#',
        '#Documents#',
        '',
        'Keep this mail: the hash proves what you submitted and when.',
        '',
        '---',
        '',
        '#CompanyName#, votre soumission à « #ProjectTitle# » a été reçue.',
        'Reçue le : #ReceivedAtFr#',
        'Numéro de reçu : #ReceiptNumber#',
        'SHA-256 de ce que vous avez soumis : #ContentHash#',
        '',
        'Conservez ce courriel : l’empreinte prouve ce que vous avez soumis et quand.',
      ].join('\n'),
    },
    fr: {
      subject: 'Soumission reçue : #ProjectTitle# / Submission received: #ProjectTitle#',
      body: [
        '#CompanyName#, votre soumission à « #ProjectTitle# » a été reçue.',
        'Reçue le : #ReceivedAtFr#',
        'Numéro de reçu : #ReceiptNumber#',
        'SHA-256 de ce que vous avez soumis : #ContentHash#',
        '',
        'Conservez ce courriel : l’empreinte prouve ce que vous avez soumis et quand.',
        '',
        '---',
        '',
        '#CompanyName#, your submission to "#ProjectTitle#" was received.',
        'Received at: #ReceivedAt#',
        'Receipt number: #ReceiptNumber#',
        'SHA-256 of what you submitted: #ContentHash#',
        '#Documents#',
        '',
        'Keep this mail: the hash proves what you submitted and when.',
      ].join('\n'),
    },
  },
  bidWithdrawn: {
    label: { en: 'Bid withdrawn by the supplier', fr: 'Soumission retirée par le fournisseur' },
    tokens: ['ReceiptNumber', 'ProjectTitle', 'WithdrawnAt', 'Reason'],
    en: {
      subject: 'Submission withdrawn: #ProjectTitle# / Soumission retirée : #ProjectTitle#',
      body: [
        'Your submission #ReceiptNumber# to "#ProjectTitle#" was withdrawn at #WithdrawnAt#.',
        'Reason: #Reason#',
        'You may submit again before the closing time.',
        '',
        '---',
        '',
        'Votre soumission #ReceiptNumber# à « #ProjectTitle# » a été retirée le #WithdrawnAt#.',
        'Raison : #Reason#',
        'Vous pouvez soumissionner de nouveau avant l’heure de fermeture.',
      ].join('\n'),
    },
    fr: {
      subject: 'Soumission retirée : #ProjectTitle# / Submission withdrawn: #ProjectTitle#',
      body: [
        'Votre soumission #ReceiptNumber# à « #ProjectTitle# » a été retirée le #WithdrawnAt#.',
        'Raison : #Reason#',
        'Vous pouvez soumissionner de nouveau avant l’heure de fermeture.',
        '',
        '---',
        '',
        'Your submission #ReceiptNumber# to "#ProjectTitle#" was withdrawn at #WithdrawnAt#.',
        'Reason: #Reason#',
        'You may submit again before the closing time.',
      ].join('\n'),
    },
  },
  noBid: {
    label: { en: 'No-bid response (agency)', fr: 'Avis de non-soumission (organisme)' },
    tokens: ['CompanyName', 'ProjectTitle', 'SentAt', 'Reason'],
    en: {
      subject: 'No bid: #CompanyName#, #ProjectTitle# / Non-soumission : #CompanyName#, #ProjectTitle#',
      body: [
        '#CompanyName# will not bid on "#ProjectTitle#" (#SentAt#).',
        'Reason: #Reason#',
        '',
        '---',
        '',
        '#CompanyName# ne soumissionnera pas pour « #ProjectTitle# » (#SentAt#).',
        'Raison : #Reason#',
      ].join('\n'),
    },
    fr: {
      subject: 'Non-soumission : #CompanyName#, #ProjectTitle# / No bid: #CompanyName#, #ProjectTitle#',
      body: [
        '#CompanyName# ne soumissionnera pas pour « #ProjectTitle# » (#SentAt#).',
        'Raison : #Reason#',
        '',
        '---',
        '',
        '#CompanyName# will not bid on "#ProjectTitle#" (#SentAt#).',
        'Reason: #Reason#',
      ].join('\n'),
    },
  },
});
