import { defineNotices } from './define.ts';

/** The intake request's mails (issue 24 §5). */
export const intakeNotices = defineNotices({
  intakeConfirmation: {
    label: { en: 'Intake request received', fr: 'Demande d’intake reçue' },
    tokens: ['FirstName', 'AgencyName', 'ProjectName', 'Reference'],
    en: {
      subject: 'Your intake request #Reference# was received',
      body: [
        'Hello #FirstName#,',
        '',
        '#AgencyName# has received your intake request for "#ProjectName#".',
        'Its reference is #Reference#; please quote it when you ask about the request.',
        'You will hear from procurement once it is approved or declined.',
      ].join('\n'),
    },
    fr: {
      subject: 'Votre demande d’intake #Reference# a été reçue',
      body: [
        'Bonjour #FirstName#,',
        '',
        '#AgencyName# a bien reçu votre demande d’intake pour « #ProjectName# ».',
        'Sa référence est #Reference# ; veuillez l’indiquer si vous posez une question à son sujet.',
        'L’approvisionnement vous écrira dès qu’elle sera approuvée ou refusée.',
      ].join('\n'),
    },
  },
  intakeNewRequest: {
    label: { en: 'New intake request (team)', fr: 'Nouvelle demande d’intake (équipe)' },
    tokens: ['FirstName', 'RequesterName', 'RequesterEmail', 'Reference', 'ProjectName', 'Link'],
    en: {
      subject: 'New intake request: #ProjectName#',
      body: [
        'Hello #FirstName#,',
        '',
        '#RequesterName# (#RequesterEmail#) has sent a new intake request, #Reference#, for "#ProjectName#".',
        '',
        'Open it: #Link#',
      ].join('\n'),
    },
    fr: {
      subject: 'Nouvelle demande d’intake : #ProjectName#',
      body: [
        'Bonjour #FirstName#,',
        '',
        '#RequesterName# (#RequesterEmail#) a envoyé une nouvelle demande d’intake, #Reference#, pour « #ProjectName# ».',
        '',
        'L’ouvrir : #Link#',
      ].join('\n'),
    },
  },
  intakeApproved: {
    label: { en: 'Intake request approved', fr: 'Demande d’intake approuvée' },
    tokens: ['FirstName', 'AgencyName', 'Reference', 'ProjectName'],
    en: {
      subject: 'Your intake request #Reference# was approved',
      body: [
        'Hello #FirstName#,',
        '',
        '#AgencyName# has approved your intake request #Reference# for "#ProjectName#".',
        'Procurement will prepare the project from it.',
      ].join('\n'),
    },
    fr: {
      subject: 'Votre demande d’intake #Reference# a été approuvée',
      body: [
        'Bonjour #FirstName#,',
        '',
        '#AgencyName# a approuvé votre demande d’intake #Reference# pour « #ProjectName# ».',
        'L’approvisionnement en préparera le projet.',
      ].join('\n'),
    },
  },
  intakeDeclined: {
    label: { en: 'Intake request declined', fr: 'Demande d’intake refusée' },
    tokens: ['FirstName', 'AgencyName', 'Reference', 'ProjectName', 'Reason'],
    en: {
      subject: 'Your intake request #Reference# was declined',
      body: [
        'Hello #FirstName#,',
        '',
        '#AgencyName# has declined your intake request #Reference# for "#ProjectName#".',
        '',
        'The reason given:',
        '#Reason#',
      ].join('\n'),
    },
    fr: {
      subject: 'Votre demande d’intake #Reference# a été refusée',
      body: [
        'Bonjour #FirstName#,',
        '',
        '#AgencyName# a refusé votre demande d’intake #Reference# pour « #ProjectName# ».',
        '',
        'Motif indiqué :',
        '#Reason#',
      ].join('\n'),
    },
  },
});
