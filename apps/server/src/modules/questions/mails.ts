import type { NoticeValues } from '@procura/contract';
import { closingTimeText } from '../../platform/mail-dates.ts';

/**
 * The notices of questions and addenda: their kinds and token values (the wording is the notice
 * catalogue's, or the agency's template). Suppliers have no language of their own yet, so mails
 * to them speak English and French (as the requirements' withdrawal mail does); the team's mails
 * too, since a project team mixes languages. What is written in one language comes in both.
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
}): { kind: 'questionAsked'; values: NoticeValues<'questionAsked'> } {
  return {
    kind: 'questionAsked',
    values: {
      CompanyName: input.companyName,
      ProjectTitle: titleOf(input.project),
      Question: input.question,
      Link: `${input.publicUrl}/projects/${input.project.id}/source/questions`,
    },
  };
}

/** To the supplier who asked: the buyer's answer (PUT /VendorQuestions?answerViaEmail=true). */
export function answerMail(input: {
  agencyName: string;
  project: ProjectTitle;
  question: string;
  answer: string;
}): { kind: 'questionAnswered'; values: NoticeValues<'questionAnswered'> } {
  return {
    kind: 'questionAnswered',
    values: {
      AgencyName: input.agencyName,
      ProjectTitle: titleOf(input.project),
      Question: input.question,
      Answer: input.answer,
    },
  };
}

/** To the team: unanswered questions before the question deadline (or on the notification date). */
export function unansweredQuestionsMail(input: {
  project: ProjectTitle;
  count: number;
  questionDeadline: Date | null;
  timeZone: string;
  publicUrl: string;
}): { kind: 'questionsIncomplete'; values: NoticeValues<'questionsIncomplete'> } {
  const deadlineEn = closingTimeText(input.questionDeadline, input.timeZone, 'en-CA');
  const deadlineFr = closingTimeText(input.questionDeadline, input.timeZone, 'fr-CA');
  return {
    kind: 'questionsIncomplete',
    values: {
      Count: String(input.count),
      ProjectTitle: titleOf(input.project),
      DeadlineNote: deadlineEn ? `The question deadline is ${deadlineEn}.` : '',
      DeadlineNoteFr: deadlineFr ? `La date limite des questions est le ${deadlineFr}.` : '',
      Link: `${input.publicUrl}/projects/${input.project.id}/source/questions`,
    },
  };
}

/** To every plan taker: an addendum was issued. */
export function addendumIssuedMail(input: {
  agencyName: string;
  project: ProjectTitle;
  number: number;
  title: string;
  portalUrl: string;
}): { kind: 'addendumIssued'; values: NoticeValues<'addendumIssued'> } {
  return {
    kind: 'addendumIssued',
    values: {
      AddendumNumber: String(input.number),
      AddendumNumberAndTitle: input.title ? `${input.number} (${input.title})` : String(input.number),
      AgencyName: input.agencyName,
      ProjectTitle: titleOf(input.project),
      Link: input.portalUrl,
    },
  };
}

/**
 * To a bidder whose completed submission an addendum withdrew (000 §4): the submissionWithdrawn
 * notice the requirements' withdrawal also sends, with this cause's heading and sentences.
 */
export function addendumWithdrawalMail(input: {
  agencyName: string;
  project: ProjectTitle;
  number: number;
  companyName: string;
  email: string;
  dateClosing: Date | null;
  timeZone: string;
  portalUrl: string;
}): { kind: 'submissionWithdrawn'; values: NoticeValues<'submissionWithdrawn'> } {
  const title = titleOf(input.project);
  const closingEn = closingTimeText(input.dateClosing, input.timeZone, 'en-CA');
  const closingFr = closingTimeText(input.dateClosing, input.timeZone, 'fr-CA');
  return {
    kind: 'submissionWithdrawn',
    values: {
      Heading: `Submission withdrawn after addendum ${input.number}`,
      HeadingFr: `Soumission retirée après l'addenda ${input.number}`,
      ProjectTitle: title,
      // The greeting names the address when the submission carries no company.
      CompanyName: input.companyName || input.email,
      Details: [
        `${input.agencyName} issued addendum ${input.number} for "${title}" after you completed your submission.`,
        'Your submission has been withdrawn. Please read the addendum and submit again',
        closingEn ? `before bids close on ${closingEn}.` : 'before the closing date.',
      ].join('\n'),
      DetailsFr: [
        `${input.agencyName} a émis l'addenda ${input.number} pour « ${title} » après que vous avez terminé votre soumission.`,
        'Votre soumission a été retirée. Veuillez lire l’addenda et soumettre de nouveau',
        closingFr ? `avant la clôture, le ${closingFr}.` : 'avant la date de clôture.',
        '',
        input.portalUrl,
      ].join('\n'),
    },
  };
}
