import { defineNotices } from './define.ts';

/** The mails about suppliers' documents in the agency's supplier directory (issue 22 §3). */
export const vendorsNotices = defineNotices({
  vendorDocumentExpiring: {
    label: { en: 'Supplier document expiring', fr: 'Document de fournisseur arrivant à échéance' },
    tokens: ['DocumentName', 'CompanyName', 'AgencyName', 'ExpiryDate'],
    en: {
      subject: 'Document expiring on #ExpiryDate#: #DocumentName#',
      body: [
        'The document "#DocumentName#" of #CompanyName# with #AgencyName# expires on #ExpiryDate#.',
        '',
        'Please send a renewed document before then from your supplier account.',
      ].join('\n'),
    },
    fr: {
      subject: 'Document arrivant à échéance le #ExpiryDate# : #DocumentName#',
      body: [
        'Le document « #DocumentName# » de #CompanyName# auprès de #AgencyName# expire le #ExpiryDate#.',
        '',
        'Veuillez envoyer un document renouvelé d’ici là à partir de votre compte fournisseur.',
      ].join('\n'),
    },
  },
});
