/**
 * The reviewed routes of email (issue 25; decision 371): part of route-inventory.ts. Writing and
 * reading mail is the Message Centre's right (`messages`), a supplier's mail the suppliers', and
 * templates and restricted domains are the control panel's to change.
 */
const base = '/api/v1/customer/:customerId/node/:nodeId';

export const emailRoutes: string[] = [
  `POST ${base}/Emails/Schedule tenant messages:act`,
  `PUT ${base}/Emails/Schedule tenant messages:act`,
  `GET ${base}/Emails/Aggregates tenant messages:view`,
  `GET ${base}/Emails/ProjectScheduledEmailsAggregates tenant messages:view`,
  `GET ${base}/Emails/ProjectEmails tenant messages:view`,
  `GET ${base}/Emails/ProjectScheduledEmails tenant messages:view`,
  `DELETE ${base}/Emails/ProjectScheduledEmails tenant messages:act`,
  `GET ${base}/Emails/VendorEmails tenant suppliers:view`,
  `GET ${base}/Emails tenant messages:view`,
  `POST ${base}/Emails/ReSend tenant messages:act`,
  `POST ${base}/Emails/Forward tenant messages:act`,
  `POST ${base}/Emails/Documents tenant messages:act`,
  `DELETE ${base}/Emails/Documents/:documentId tenant messages:act`,
  `GET ${base}/Documents/EmailDocuments tenant messages:view`,
  `GET ${base}/Exports/Email tenant messages:view`,
  `GET ${base}/Exports/ScheduledEmailWithAttachment tenant messages:view`,
  `GET ${base}/Emails/Templates tenant messages:view`,
  `GET ${base}/Emails/Templates/All tenant messages:view`,
  `POST ${base}/Emails/Templates tenant control-panel:act`,
  `PUT ${base}/Emails/Templates/:templateId tenant control-panel:act`,
  `DELETE ${base}/Emails/Templates/:templateId tenant control-panel:act`,
  `POST ${base}/Emails/Templates/:templateId/Test tenant control-panel:act`,
  `GET ${base}/Emails/RestrictedDomains tenant messages:view`,
  `PUT ${base}/Emails/RestrictedDomains tenant control-panel:act`,
];
