import type { NoticeValues } from '@procura/contract';
import { closingTimeText } from '../../platform/mail-dates.ts';
import type { ProjectRow, TenderRow } from '../projects/index.ts';
import type { InvitationRow } from './queries.ts';

/**
 * The tenderInvitation notice an invited supplier receives: who invites them to what, when bids
 * close, and where to register to read the documents and bid.
 */
export function invitationMail(input: {
  agency: { displayName: string; timezone: string };
  project: Pick<ProjectRow, 'name' | 'number'>;
  tender: Pick<TenderRow, 'dateClosing'>;
  invitation: Pick<InvitationRow, 'companyName' | 'contactName' | 'email'>;
  publicUrl: string;
}): { kind: 'tenderInvitation'; values: NoticeValues<'tenderInvitation'> } {
  const { agency, project, tender, invitation } = input;
  // An invitation may name neither company nor contact: the mail names the address then.
  const company = invitation.companyName || invitation.email;
  return {
    kind: 'tenderInvitation',
    values: {
      ContactName: invitation.contactName || company,
      AgencyName: agency.displayName,
      CompanyName: company,
      ProjectTitle: project.number ? `${project.number} ${project.name}` : project.name,
      // Invitations go out once the source is published, which needs its closing time.
      ClosingDate: closingTimeText(tender.dateClosing, agency.timezone) ?? '—',
      Link: input.publicUrl,
    },
  };
}
