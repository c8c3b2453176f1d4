import { closingTimeText } from '../../platform/mail-dates.ts';
import type { ProjectRow, TenderRow } from '../projects/index.ts';
import type { SubmissionRow } from './queries.ts';

/**
 * The mail a bidder receives when the buyer changes the requirements after they completed their
 * submission (000 §4): which project, that their submission is incomplete again with their answers
 * kept, and that they must review the changes and submit again before the closing date. Suppliers
 * have no language of their own yet, so the mail speaks English, then French.
 */
export function withdrawalMail(input: {
  agency: { displayName: string; timezone: string };
  project: Pick<ProjectRow, 'name' | 'number'>;
  tender: Pick<TenderRow, 'dateClosing'>;
  submission: Pick<SubmissionRow, 'companyName'>;
  publicUrl: string;
}): { subject: string; text: string } {
  const { agency, project, tender, submission } = input;
  const title = project.number ? `${project.number} ${project.name}` : project.name;
  const closingEn = closingTimeText(tender.dateClosing, agency.timezone, 'en-CA');
  const closingFr = closingTimeText(tender.dateClosing, agency.timezone, 'fr-CA');
  const company = submission.companyName;
  return {
    subject: `Submission requirements changed: ${title} / Exigences de soumission modifiées : ${title}`,
    text: [
      company ? `Hello ${company},` : 'Hello,',
      '',
      `${agency.displayName} changed the submission requirements of "${title}" after you completed your submission.`,
      'Your submission is now incomplete. Your answers are kept, but it will not be received as it stands.',
      closingEn
        ? `Please review the changed requirements and submit again before bids close on ${closingEn}.`
        : 'Please review the changed requirements and submit again before the closing date.',
      '',
      'To review the requirements and submit, sign in at:',
      input.publicUrl,
      '',
      '---',
      '',
      company ? `Bonjour ${company},` : 'Bonjour,',
      '',
      `${agency.displayName} a modifié les exigences de soumission de « ${title} » après que vous avez terminé votre soumission.`,
      'Votre soumission est maintenant incomplète. Vos réponses sont conservées, mais elle ne sera pas reçue telle quelle.',
      closingFr
        ? `Veuillez examiner les exigences modifiées et soumettre de nouveau avant la clôture, le ${closingFr}.`
        : 'Veuillez examiner les exigences modifiées et soumettre de nouveau avant la date de clôture.',
      '',
      'Pour consulter les exigences et soumettre, connectez-vous à :',
      input.publicUrl,
    ].join('\n'),
  };
}
