import { describe, expect, it } from 'vitest';
import { emailRules } from './compose.ts';
import {
  emailForwardSchema,
  emailIdQuerySchema,
  emailListQuerySchema,
  emailListRules,
  emailRescheduleSchema,
  emailResendSchema,
  isRestrictedAddress,
  restrictedDomainsSchema,
  type SentEmail,
  sentEmailSchema,
} from './sent.ts';

const issues = (result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) =>
  result.success
    ? []
    : (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}:${issue.message}`);

describe('what went out (issue 25 §2, §4)', () => {
  it('reads the lists’ query from a query string, paged by 20 by default', () => {
    expect(emailListQuerySchema.parse({})).toEqual({ page: 1, pageSize: emailListRules.pageSizeDefault });
    expect(
      emailListQuerySchema.parse({
        tenderId: '4',
        vendorId: '9',
        searchText: '  roads ',
        dateFrom: '2025-03-01',
        dateTo: '2025-03-31',
        page: '2',
        pageSize: '50',
      }),
    ).toEqual({
      tenderId: 4,
      vendorId: 9,
      searchText: 'roads',
      dateFrom: '2025-03-01',
      dateTo: '2025-03-31',
      page: 2,
      pageSize: 50,
    });
  });

  it('refuses a bad list query with its messages', () => {
    expect(issues(emailListQuerySchema.safeParse({ tenderId: 'x', vendorId: '0' }))).toEqual([
      'tenderId:invalidTenderId',
      'vendorId:vendorInvalidId',
    ]);
    expect(issues(emailListQuerySchema.safeParse({ dateFrom: '2025-02-30' }))).toEqual([
      'dateFrom:invalidParameter',
    ]);
    expect(issues(emailListQuerySchema.safeParse({ dateTo: '03/01/2025' }))).toEqual([
      'dateTo:invalidParameter',
    ]);
    expect(issues(emailListQuerySchema.safeParse({ searchText: 'x'.repeat(201) }))).toEqual([
      'searchText:invalidParameter',
    ]);
    for (const bad of [
      { page: '0' },
      { pageSize: '0' },
      { pageSize: String(emailListRules.pageSizeMax + 1) },
    ]) {
      expect(emailListQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('names a missing email in every call on one', () => {
    expect(issues(emailIdQuerySchema.safeParse({ emailId: 'x' }))).toEqual(['emailId:emailNotFound']);
    expect(issues(emailResendSchema.safeParse({ emailId: 0 }))).toEqual(['emailId:emailNotFound']);
    expect(emailResendSchema.parse({ emailId: 3 })).toEqual({ emailId: 3, onlyFailed: true });
    expect(issues(emailRescheduleSchema.safeParse({ emailId: 3, sendDateUtc: 'soon' }))).toEqual([
      'sendDateUtc:emailSendDateRequired',
    ]);
  });

  it('forwards to one address at least and to no more than a cc list holds', () => {
    expect(issues(emailForwardSchema.safeParse({ emailId: 3, to: [] }))).toEqual(['to:emailNoRecipients']);
    const to = Array.from({ length: emailRules.ccMax + 1 }, (_, i) => `a${i}@x.ca`);
    expect(issues(emailForwardSchema.safeParse({ emailId: 3, to }))).toEqual(['to:invalidEmailAddressList']);
    expect(emailForwardSchema.parse({ emailId: 3, to: [' a@x.ca '] }).to).toEqual(['a@x.ca']);
  });

  it('keeps restricted domains in lower case and refuses what is not a domain', () => {
    expect(restrictedDomainsSchema.parse({ domains: [' Example.COM ', 'mail.city.ca'] })).toEqual({
      domains: ['example.com', 'mail.city.ca'],
    });
    for (const bad of ['localhost', '@x.ca', 'a@x.ca', 'x..ca', '-x.ca', 'x.c', 'http://x.ca', '']) {
      expect(issues(restrictedDomainsSchema.safeParse({ domains: [bad] })), bad).toEqual([
        'domains.0:emailDomainInvalid',
      ]);
    }
    const many = Array.from({ length: 501 }, (_, i) => `d${i}.ca`);
    expect(issues(restrictedDomainsSchema.safeParse({ domains: many }))).toEqual([
      'domains:invalidParameter',
    ]);
  });

  it('restricts a domain and its subdomains, in any case, and nothing else', () => {
    const domains = ['competitor.com'];
    expect(isRestrictedAddress('a@competitor.com', domains)).toBe(true);
    expect(isRestrictedAddress('a@MAIL.Competitor.COM', domains)).toBe(true);
    expect(isRestrictedAddress('a@notcompetitor.com', domains)).toBe(false);
    expect(isRestrictedAddress('competitor.com@other.ca', domains)).toBe(false);
    expect(isRestrictedAddress('a@competitor.com.evil.ca', domains)).toBe(false);
    expect(isRestrictedAddress('a@competitor.com', [])).toBe(false);
  });

  it('describes a sent email with each copy’s status', () => {
    const email: SentEmail = {
      id: 1,
      subject: 'Site visit',
      status: 'sent',
      sendDateUtc: null,
      createdAt: '2025-03-01T15:00:00.000Z',
      createdBy: { id: 2, fullName: 'Dana Reyes' },
      projectId: 3,
      projectName: 'Roads',
      tenderId: 4,
      contractId: null,
      recipientCount: 1,
      counts: { queued: 0, sent: 0, failed: 1 },
      hasAttachment: false,
      sender: '',
      replyTo: 'dana@city.ca',
      ccs: [],
      bccs: [],
      body: '<p>Hi</p>',
      groupName: null,
      recipients: [
        {
          id: 5,
          kind: 'contact',
          name: 'Pat',
          email: 'pat@acme.ca',
          vendorId: 6,
          companyName: 'Acme',
          status: 'failed',
          error: '550 mailbox unavailable',
          sentAt: null,
        },
      ],
      attachments: [],
    };
    expect(sentEmailSchema.parse(email)).toEqual(email);
    const recipient = { ...email.recipients[0], status: 'bounced' };
    expect(sentEmailSchema.safeParse({ ...email, recipients: [recipient] }).success).toBe(false);
  });
});
