import type { NoticeValues } from '@procura/contract';
import { closingTimeText } from '../../platform/mail-dates.ts';

/**
 * The planTakerRegistered notice a supplier receives on registering as a plan taker: what it
 * registered for, when bids close, and where the opportunity page is.
 */
export function registrationMail(input: {
  agency: { name: string; timezone: string };
  project: { name: string; number: string };
  dateClosing: Date | null;
  companyName: string;
  contactName: string;
  pageUrl: string;
}): { kind: 'planTakerRegistered'; values: NoticeValues<'planTakerRegistered'> } {
  return {
    kind: 'planTakerRegistered',
    values: {
      ContactName: input.contactName || input.companyName,
      CompanyName: input.companyName,
      AgencyName: input.agency.name,
      ProjectTitle: input.project.number
        ? `${input.project.number} ${input.project.name}`
        : input.project.name,
      // Registration needs an open source, which has its closing time unless the buyer cleared it.
      ClosingDate: closingTimeText(input.dateClosing, input.agency.timezone) ?? '—',
      Link: input.pageUrl,
    },
  };
}
