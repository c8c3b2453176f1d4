import type { NoticeValues } from '@procura/contract';
import type { AreaHooks } from '../../platform/context.ts';
import { closingTimeText } from '../../platform/mail-dates.ts';
import { enqueueNotice } from '../../platform/notices.ts';
import { findAgencyFacts, opportunityUrl } from '../questions/index.ts';
import { findPlanTakersToMail } from './queries.ts';

/**
 * 000 §4 "Changing a source closing date asks whether to notify registered suppliers": the values
 * of the mail each plan taker receives when the buyer answers yes. Suppliers have no language of
 * their own, so the mail speaks English and French, each time in the agency's zone, named.
 */
export function closingDateChangedValues(input: {
  agencyName: string;
  timeZone: string;
  project: { name: string; number: string | null };
  companyName: string;
  email: string;
  previous: Date | null;
  next: Date | null;
  portalUrl: string;
}): NoticeValues<'closingDateChanged'> {
  const time = (date: Date | null, locale: 'en-CA' | 'fr-CA') =>
    closingTimeText(date, input.timeZone, locale) ?? (locale === 'en-CA' ? 'not set' : 'non fixée');
  return {
    // A plan taker added by hand may lack a company: the greeting names its address then.
    CompanyName: input.companyName || input.email,
    AgencyName: input.agencyName,
    ProjectTitle: input.project.number ? `${input.project.number} ${input.project.name}` : input.project.name,
    PreviousClosing: time(input.previous, 'en-CA'),
    NewClosing: time(input.next, 'en-CA'),
    PreviousClosingFr: time(input.previous, 'fr-CA'),
    NewClosingFr: time(input.next, 'fr-CA'),
    Link: input.portalUrl,
  };
}

/**
 * Mails every plan taker of `tenderId` that left an email the old and new closing time, in the
 * caller's transaction (the outbox sends only what commits). Returns how many were mailed.
 */
export const mailClosingDateChange: AreaHooks['closingDateMail'] = async (tx, ctx, input) => {
  const agency = await findAgencyFacts(tx, input.customerId);
  const takers = await findPlanTakersToMail(tx, input.customerId, input.tenderId);
  const portalUrl = opportunityUrl(ctx.config, agency.domain, input.project.id);
  for (const taker of takers) {
    await enqueueNotice(tx, ctx, {
      customerId: input.customerId,
      to: taker.email,
      kind: 'closingDateChanged',
      projectId: input.project.id,
      values: closingDateChangedValues({
        agencyName: agency.name,
        timeZone: agency.timeZone,
        project: input.project,
        companyName: taker.companyName,
        email: taker.email,
        previous: input.previous,
        next: input.next,
        portalUrl,
      }),
    });
  }
  return takers.length;
};
