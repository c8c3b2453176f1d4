import type { AreaHooks } from '../../platform/context.ts';
import { enqueueMail } from '../../platform/mail.ts';
import { closingTimeText } from '../../platform/mail-dates.ts';
import { findAgencyFacts, opportunityUrl } from '../questions/index.ts';
import { findPlanTakersToMail } from './queries.ts';

/**
 * 000 §4 "Changing a source closing date asks whether to notify registered suppliers": the mail
 * each plan taker receives when the buyer answers yes. Suppliers have no language of their own,
 * so the mail speaks English, then French, each time in the agency's zone, named.
 */
export function closingDateChangedMail(input: {
  agencyName: string;
  timeZone: string;
  project: { name: string; number: string | null };
  companyName: string;
  previous: Date | null;
  next: Date | null;
  portalUrl: string;
}): { subject: string; text: string } {
  const title = input.project.number ? `${input.project.number} ${input.project.name}` : input.project.name;
  const time = (date: Date | null, locale: 'en-CA' | 'fr-CA') =>
    closingTimeText(date, input.timeZone, locale) ?? (locale === 'en-CA' ? 'not set' : 'non fixée');
  const company = input.companyName;
  return {
    subject: `Closing date changed: ${title} / Date de clôture modifiée : ${title}`,
    text: [
      company ? `Hello ${company},` : 'Hello,',
      '',
      `${input.agencyName} changed the closing date of "${title}", for which you are registered.`,
      `Previous closing: ${time(input.previous, 'en-CA')}`,
      `New closing: ${time(input.next, 'en-CA')}`,
      '',
      '---',
      '',
      company ? `Bonjour ${company},` : 'Bonjour,',
      '',
      `${input.agencyName} a modifié la date de clôture de « ${title} », pour lequel vous êtes inscrit.`,
      `Clôture précédente : ${time(input.previous, 'fr-CA')}`,
      `Nouvelle clôture : ${time(input.next, 'fr-CA')}`,
      '',
      input.portalUrl,
    ].join('\n'),
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
    await enqueueMail(tx, ctx.clock, {
      customerId: input.customerId,
      to: taker.email,
      kind: 'closingDateChanged',
      ...closingDateChangedMail({
        agencyName: agency.name,
        timeZone: agency.timeZone,
        project: input.project,
        companyName: taker.companyName,
        previous: input.previous,
        next: input.next,
        portalUrl,
      }),
    });
  }
  return takers.length;
};
