import type { NoticeValues } from '@procura/contract';
import { closingTimeText } from '../../platform/mail-dates.ts';
import type { ProjectRow, TenderRow } from '../projects/index.ts';
import type { SubmissionRow } from './queries.ts';

/**
 * The submissionWithdrawn notice a bidder receives when the buyer changes the requirements after
 * they completed their submission (000 §4): which project, that their submission is incomplete
 * again with their answers kept, and that they must review the changes and submit again before
 * the closing date. Suppliers have no language of their own yet, so the mail speaks English and
 * French; this cause's heading and sentences come in both.
 */
export function withdrawalMail(input: {
  agency: { displayName: string; timezone: string };
  project: Pick<ProjectRow, 'name' | 'number'>;
  tender: Pick<TenderRow, 'dateClosing'>;
  submission: Pick<SubmissionRow, 'companyName' | 'contactEmail'>;
  publicUrl: string;
}): { kind: 'submissionWithdrawn'; values: NoticeValues<'submissionWithdrawn'> } {
  const { agency, project, tender, submission } = input;
  const title = project.number ? `${project.number} ${project.name}` : project.name;
  const closingEn = closingTimeText(tender.dateClosing, agency.timezone, 'en-CA');
  const closingFr = closingTimeText(tender.dateClosing, agency.timezone, 'fr-CA');
  return {
    kind: 'submissionWithdrawn',
    values: {
      Heading: 'Submission requirements changed',
      HeadingFr: 'Exigences de soumission modifiées',
      ProjectTitle: title,
      // The greeting names the address when the submission carries no company.
      CompanyName: submission.companyName || submission.contactEmail,
      Details: [
        `${agency.displayName} changed the submission requirements of "${title}" after you completed your submission.`,
        'Your submission is now incomplete. Your answers are kept, but it will not be received as it stands.',
        closingEn
          ? `Please review the changed requirements and submit again before bids close on ${closingEn}.`
          : 'Please review the changed requirements and submit again before the closing date.',
        '',
        'To review the requirements and submit, sign in at:',
        input.publicUrl,
      ].join('\n'),
      DetailsFr: [
        `${agency.displayName} a modifié les exigences de soumission de « ${title} » après que vous avez terminé votre soumission.`,
        'Votre soumission est maintenant incomplète. Vos réponses sont conservées, mais elle ne sera pas reçue telle quelle.',
        closingFr
          ? `Veuillez examiner les exigences modifiées et soumettre de nouveau avant la clôture, le ${closingFr}.`
          : 'Veuillez examiner les exigences modifiées et soumettre de nouveau avant la date de clôture.',
        '',
        'Pour consulter les exigences et soumettre, connectez-vous à :',
        input.publicUrl,
      ].join('\n'),
    },
  };
}
