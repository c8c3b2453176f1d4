import { closingTimeText } from '../../platform/mail-dates.ts';

/**
 * The mails of questions and addenda. Suppliers have no language of their own yet, so mails to
 * them speak English, then French (as the requirements' withdrawal mail does); the team's mails
 * too, since a project team mixes languages.
 */

type ProjectTitle = { id: number; name: string; number: string };

const titleOf = (project: ProjectTitle) =>
  project.number ? `${project.number} ${project.name}` : project.name;

/** To the team members who opted in: a supplier asked a question. */
export function questionAskedMail(input: {
  project: ProjectTitle;
  companyName: string;
  question: string;
  publicUrl: string;
}): { subject: string; text: string } {
  const title = titleOf(input.project);
  return {
    subject: `New supplier question: ${title} / Nouvelle question d'un fournisseur : ${title}`,
    text: [
      `${input.companyName} asked a question on "${title}":`,
      `${input.companyName} a posé une question sur « ${title} » :`,
      '',
      input.question,
      '',
      `${input.publicUrl}/projects/${input.project.id}/source/questions`,
    ].join('\n'),
  };
}

/** To the supplier who asked: the buyer's answer (PUT /VendorQuestions?answerViaEmail=true). */
export function answerMail(input: {
  agencyName: string;
  project: ProjectTitle;
  question: string;
  answer: string;
}): { subject: string; text: string } {
  const title = titleOf(input.project);
  return {
    subject: `Answer to your question: ${title} / Réponse à votre question : ${title}`,
    text: [
      `${input.agencyName} answered your question on "${title}".`,
      `${input.agencyName} a répondu à votre question sur « ${title} ».`,
      '',
      'Question:',
      input.question,
      '',
      'Answer / Réponse :',
      input.answer,
    ].join('\n'),
  };
}

/** To the team: unanswered questions before the question deadline (or on the notification date). */
export function unansweredQuestionsMail(input: {
  project: ProjectTitle;
  count: number;
  questionDeadline: Date | null;
  timeZone: string;
  publicUrl: string;
}): { subject: string; text: string } {
  const title = titleOf(input.project);
  const deadlineEn = closingTimeText(input.questionDeadline, input.timeZone, 'en-CA');
  const deadlineFr = closingTimeText(input.questionDeadline, input.timeZone, 'fr-CA');
  return {
    subject: `${input.count} unanswered question(s): ${title} / ${input.count} question(s) sans réponse : ${title}`,
    text: [
      `"${title}" has ${input.count} incomplete supplier question(s).`,
      ...(deadlineEn ? [`The question deadline is ${deadlineEn}.`] : []),
      '',
      `« ${title} » compte ${input.count} question(s) de fournisseurs incomplète(s).`,
      ...(deadlineFr ? [`La date limite des questions est le ${deadlineFr}.`] : []),
      '',
      `${input.publicUrl}/projects/${input.project.id}/source/questions`,
    ].join('\n'),
  };
}

/** To every plan taker: an addendum was issued. */
export function addendumIssuedMail(input: {
  agencyName: string;
  project: ProjectTitle;
  number: number;
  title: string;
  portalUrl: string;
}): { subject: string; text: string } {
  const title = titleOf(input.project);
  const named = input.title ? ` (${input.title})` : '';
  return {
    subject: `Addendum ${input.number} issued: ${title} / Addenda ${input.number} émis : ${title}`,
    text: [
      `${input.agencyName} issued addendum ${input.number}${named} for "${title}".`,
      'Please read it before you submit; it may change the bid documents.',
      '',
      `${input.agencyName} a émis l'addenda ${input.number}${named} pour « ${title} ».`,
      'Veuillez le lire avant de soumettre; il peut modifier les documents de l’appel.',
      '',
      input.portalUrl,
    ].join('\n'),
  };
}

/** To a bidder whose completed submission an addendum withdrew (000 §4). */
export function addendumWithdrawalMail(input: {
  agencyName: string;
  project: ProjectTitle;
  number: number;
  companyName: string;
  dateClosing: Date | null;
  timeZone: string;
  portalUrl: string;
}): { subject: string; text: string } {
  const title = titleOf(input.project);
  const closingEn = closingTimeText(input.dateClosing, input.timeZone, 'en-CA');
  const closingFr = closingTimeText(input.dateClosing, input.timeZone, 'fr-CA');
  return {
    subject: `Submission withdrawn after addendum ${input.number}: ${title} / Soumission retirée après l'addenda ${input.number} : ${title}`,
    text: [
      input.companyName ? `Hello ${input.companyName},` : 'Hello,',
      '',
      `${input.agencyName} issued addendum ${input.number} for "${title}" after you completed your submission.`,
      'Your submission has been withdrawn. Please read the addendum and submit again',
      closingEn ? `before bids close on ${closingEn}.` : 'before the closing date.',
      '',
      '---',
      '',
      input.companyName ? `Bonjour ${input.companyName},` : 'Bonjour,',
      '',
      `${input.agencyName} a émis l'addenda ${input.number} pour « ${title} » après que vous avez terminé votre soumission.`,
      'Votre soumission a été retirée. Veuillez lire l’addenda et soumettre de nouveau',
      closingFr ? `avant la clôture, le ${closingFr}.` : 'avant la date de clôture.',
      '',
      input.portalUrl,
    ].join('\n'),
  };
}
