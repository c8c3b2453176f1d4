import { defineNotices } from './define.ts';

/**
 * The addenda area's notices to plan takers. Suppliers have no language of their own, so each
 * mail speaks both languages: the agency's first. Dates come written in each language (#…Fr#).
 */
export const addendaNotices = defineNotices({
  closingDateChanged: {
    label: {
      en: 'Closing date changed (registered suppliers)',
      fr: 'Date de clôture modifiée (fournisseurs inscrits)',
    },
    tokens: [
      'CompanyName',
      'AgencyName',
      'ProjectTitle',
      'PreviousClosing',
      'NewClosing',
      'PreviousClosingFr',
      'NewClosingFr',
      'Link',
    ],
    en: {
      subject: 'Closing date changed: #ProjectTitle# / Date de clôture modifiée : #ProjectTitle#',
      body: [
        'Hello #CompanyName#,',
        '',
        '#AgencyName# changed the closing date of "#ProjectTitle#", for which you are registered.',
        'Previous closing: #PreviousClosing#',
        'New closing: #NewClosing#',
        '',
        '---',
        '',
        'Bonjour #CompanyName#,',
        '',
        '#AgencyName# a modifié la date de clôture de « #ProjectTitle# », pour lequel vous êtes inscrit.',
        'Clôture précédente : #PreviousClosingFr#',
        'Nouvelle clôture : #NewClosingFr#',
        '',
        '#Link#',
      ].join('\n'),
    },
    fr: {
      subject: 'Date de clôture modifiée : #ProjectTitle# / Closing date changed: #ProjectTitle#',
      body: [
        'Bonjour #CompanyName#,',
        '',
        '#AgencyName# a modifié la date de clôture de « #ProjectTitle# », pour lequel vous êtes inscrit.',
        'Clôture précédente : #PreviousClosingFr#',
        'Nouvelle clôture : #NewClosingFr#',
        '',
        '---',
        '',
        'Hello #CompanyName#,',
        '',
        '#AgencyName# changed the closing date of "#ProjectTitle#", for which you are registered.',
        'Previous closing: #PreviousClosing#',
        'New closing: #NewClosing#',
        '',
        '#Link#',
      ].join('\n'),
    },
  },
  addendumIssued: {
    label: { en: 'Addendum issued (registered suppliers)', fr: 'Addenda émis (fournisseurs inscrits)' },
    tokens: ['AddendumNumber', 'AddendumNumberAndTitle', 'AgencyName', 'ProjectTitle', 'Link'],
    en: {
      subject:
        'Addendum #AddendumNumber# issued: #ProjectTitle# / Addenda #AddendumNumber# émis : #ProjectTitle#',
      body: [
        '#AgencyName# issued addendum #AddendumNumberAndTitle# for "#ProjectTitle#".',
        'Please read it before you submit; it may change the bid documents.',
        '',
        "#AgencyName# a émis l'addenda #AddendumNumberAndTitle# pour « #ProjectTitle# ».",
        'Veuillez le lire avant de soumettre; il peut modifier les documents de l’appel.',
        '',
        '#Link#',
      ].join('\n'),
    },
    fr: {
      subject:
        'Addenda #AddendumNumber# émis : #ProjectTitle# / Addendum #AddendumNumber# issued: #ProjectTitle#',
      body: [
        '#AgencyName# a émis l’addenda #AddendumNumberAndTitle# pour « #ProjectTitle# ».',
        'Veuillez le lire avant de soumettre ; il peut modifier les documents de l’appel.',
        '',
        '#AgencyName# issued addendum #AddendumNumberAndTitle# for "#ProjectTitle#".',
        'Please read it before you submit; it may change the bid documents.',
        '',
        '#Link#',
      ].join('\n'),
    },
  },
});
