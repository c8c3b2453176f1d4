import { closingTimeText } from '../../platform/mail-dates.ts';

/**
 * The confirmation a supplier receives on registering as a plan taker: what it registered for,
 * when bids close, and where the opportunity page is. Plain text, in English like the other mails.
 */
export function registrationMail(input: {
  agency: { name: string; timezone: string };
  project: { name: string; number: string };
  dateClosing: Date | null;
  companyName: string;
  contactName: string;
  pageUrl: string;
}): { subject: string; text: string } {
  const title = input.project.number ? `${input.project.number} ${input.project.name}` : input.project.name;
  const closing = closingTimeText(input.dateClosing, input.agency.timezone);
  return {
    subject: `Registered: ${title}`,
    text: [
      input.contactName ? `Hello ${input.contactName},` : 'Hello,',
      '',
      `${input.companyName} is now registered with ${input.agency.name} as a plan taker of "${title}".`,
      ...(closing ? [`Bids close on ${closing}.`] : []),
      'You will be told of addenda. The bid documents, addenda and your bid are on the opportunity page:',
      input.pageUrl,
    ].join('\n'),
  };
}
