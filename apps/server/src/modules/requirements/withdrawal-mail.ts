import type { ProjectRow, TenderRow } from '../projects/lookup.ts';
import type { SubmissionRow } from './queries.ts';

/** When bids close, in the agency's zone and the reader's language; null when unset. */
function closingText(closing: Date | null, timeZone: string, locale: 'en-CA' | 'fr-CA'): string | null {
  if (!closing) return null;
  const format = (zone: string) =>
    new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: zone,
      timeZoneName: 'short',
    }).format(closing);
  try {
    return format(timeZone);
  } catch {
    // An agency zone Intl does not know: UTC still names the right instant.
    return format('UTC');
  }
}

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
  const closingEn = closingText(tender.dateClosing, agency.timezone, 'en-CA');
  const closingFr = closingText(tender.dateClosing, agency.timezone, 'fr-CA');
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
