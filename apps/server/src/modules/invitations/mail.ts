import { closingTimeText } from '../../platform/mail-dates.ts';
import type { ProjectRow, TenderRow } from '../projects/index.ts';
import type { InvitationRow } from './queries.ts';

/**
 * The mail an invited supplier receives: who invites them to what, when bids close, and where to
 * register to read the documents and bid. Plain text, in English like the other mails so far.
 */
export function invitationMail(input: {
  agency: { displayName: string; timezone: string };
  project: Pick<ProjectRow, 'name' | 'number'>;
  tender: Pick<TenderRow, 'dateClosing'>;
  invitation: Pick<InvitationRow, 'companyName' | 'contactName'>;
  publicUrl: string;
}): { subject: string; text: string } {
  const { agency, project, tender, invitation } = input;
  const title = project.number ? `${project.number} ${project.name}` : project.name;
  const closing = closingTimeText(tender.dateClosing, agency.timezone);
  const greeting = invitation.contactName || invitation.companyName;
  return {
    subject: `Invitation to bid: ${title}`,
    text: [
      greeting ? `Hello ${greeting},` : 'Hello,',
      '',
      `${agency.displayName} invites ${invitation.companyName || 'you'} to bid on "${title}".`,
      ...(closing ? [`Bids close on ${closing}.`] : []),
      '',
      'To read the bid documents and submit a bid, register or sign in at:',
      input.publicUrl,
      '',
      'If you did not expect this invitation, you may ignore this message.',
    ].join('\n'),
  };
}
