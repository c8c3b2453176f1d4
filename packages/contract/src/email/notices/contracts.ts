import { defineNotices } from './define.ts';

/**
 * The contracts' mails (issue 9). An expiry notice's wording differs for a supplier's document and
 * the agency's own: #FromCompany# is " from" and the supplier's name, or nothing, and #Request#
 * the closing request, both worded by the sender in English.
 */
export const contractsNotices = defineNotices({
  contractDocumentExpiring: {
    label: { en: 'Contract document expiring', fr: 'Document de contrat arrivant à échéance' },
    tokens: ['DocumentName', 'FromCompany', 'ContractName', 'AgencyName', 'ExpiryDate', 'Request'],
    en: {
      subject: 'Document expiring on #ExpiryDate#: #DocumentName#',
      body: [
        'The document "#DocumentName#"#FromCompany# on the contract #ContractName# (#AgencyName#) expires on #ExpiryDate#.',
        '',
        '#Request#',
      ].join('\n'),
    },
    fr: {
      subject: 'Document arrivant à échéance le #ExpiryDate# : #DocumentName#',
      body: [
        'Le document « #DocumentName# »#FromCompany# du contrat #ContractName# (#AgencyName#) expire le #ExpiryDate#.',
        '',
        '#Request#',
      ].join('\n'),
    },
  },
  contractVendorInvitation: {
    label: { en: 'Invitation to join a contract', fr: 'Invitation à se joindre à un contrat' },
    tokens: ['ContactName', 'AgencyName', 'CompanyName', 'ContractName', 'Link'],
    en: {
      subject: 'Invitation to join a contract: #ContractName#',
      body: [
        'Hello #ContactName#,',
        '',
        '#AgencyName# invites #CompanyName# to join the contract "#ContractName#".',
        'Register as a supplier with this email address to be added to it:',
        '#Link#',
        '',
        'If you did not expect this invitation, you may ignore this message.',
      ].join('\n'),
    },
    fr: {
      subject: 'Invitation à se joindre à un contrat : #ContractName#',
      body: [
        'Bonjour #ContactName#,',
        '',
        '#AgencyName# invite #CompanyName# à se joindre au contrat « #ContractName# ».',
        'Inscrivez-vous comme fournisseur avec cette adresse courriel pour y être ajouté :',
        '#Link#',
        '',
        'Si vous n’attendiez pas cette invitation, vous pouvez ignorer ce message.',
      ].join('\n'),
    },
  },
});
