import { describe, expect, it } from 'vitest';
import { emailRules } from './compose.ts';
import { type EmailSend, emailSendSchema } from './send.ts';

const issues = (result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) =>
  result.success
    ? []
    : (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}:${issue.message}`);

const payload = (overrides: Partial<Record<keyof EmailSend, unknown>> = {}) => ({
  contactIds: [7],
  replyTo: 'buyer@city.ca',
  subject: 'Site visit',
  body: '<p>Hello #ContactName#</p>',
  ...overrides,
});

describe('the send payload (000 §3, 001 §3, §5)', () => {
  it('takes the least a send needs and fills the rest with defaults', () => {
    expect(emailSendSchema.parse(payload())).toEqual({
      projectUserIds: [],
      contactIds: [7],
      invitationIds: [],
      ccs: [],
      bccs: [],
      attachmentIds: [],
      sender: '',
      replyTo: 'buyer@city.ca',
      subject: 'Site visit',
      body: '<p>Hello #ContactName#</p>',
      sendDateUtc: null,
      contractId: null,
      tenderId: null,
      groupName: null,
      vendorId: null,
    });
  });

  it('takes a send for later as a UTC instant, with an offset or Z', () => {
    expect(emailSendSchema.parse(payload({ sendDateUtc: '2025-05-01T13:00:00Z' })).sendDateUtc).toBe(
      '2025-05-01T13:00:00Z',
    );
    expect(emailSendSchema.safeParse(payload({ sendDateUtc: '2025-05-01T09:00:00-04:00' })).success).toBe(
      true,
    );
    expect(issues(emailSendSchema.safeParse(payload({ sendDateUtc: '2025-05-01 09:00' })))).toEqual([
      'sendDateUtc:emailSendDateRequired',
    ]);
  });

  it('requires at least one recipient of any kind', () => {
    expect(issues(emailSendSchema.safeParse(payload({ contactIds: [] })))).toEqual([
      'contactIds:emailNoRecipients',
    ]);
    for (const kind of ['projectUserIds', 'invitationIds'] as const) {
      expect(emailSendSchema.safeParse(payload({ contactIds: [], [kind]: [3] })).success, kind).toBe(true);
    }
  });

  it('names each kind of bad recipient id with its own message', () => {
    expect(
      issues(
        emailSendSchema.safeParse(
          payload({ projectUserIds: [0], contactIds: ['x'], invitationIds: [-1], attachmentIds: [1.5] }),
        ),
      ),
    ).toEqual(
      expect.arrayContaining([
        'projectUserIds.0:emailInvalidTeamMember',
        'contactIds.0:emailInvalidContact',
        'invitationIds.0:emailInvalidInvitation',
        'attachmentIds.0:emailInvalidAttachment',
      ]),
    );
  });

  it('carries one attachment at most', () => {
    expect(issues(emailSendSchema.safeParse(payload({ attachmentIds: [1, 2] })))).toEqual([
      'attachmentIds:emailInvalidAttachment',
    ]);
  });

  it(`refuses more than ${emailRules.recipientsMax} recipients of a kind`, () => {
    const many = Array.from({ length: emailRules.recipientsMax + 1 }, (_, i) => i + 1);
    expect(issues(emailSendSchema.safeParse(payload({ contactIds: many })))).toEqual([
      'contactIds:invalidParameter',
    ]);
  });

  it('applies the compose rules: reply-to, cc and bcc lists, subject, body', () => {
    expect(issues(emailSendSchema.safeParse(payload({ replyTo: '' })))).toEqual([
      'replyTo:emailAddressEmpty',
    ]);
    expect(issues(emailSendSchema.safeParse(payload({ replyTo: 'nope' })))).toEqual([
      'replyTo:emailAddressBadFormat',
    ]);
    expect(issues(emailSendSchema.safeParse(payload({ ccs: ['a@x.ca', 'bad'] })))).toEqual(
      expect.arrayContaining(['ccs:invalidEmailAddressList']),
    );
    expect(issues(emailSendSchema.safeParse(payload({ bccs: ['a@x.ca;b@x.ca'] })))).toEqual([]);
    expect(issues(emailSendSchema.safeParse(payload({ subject: '  ' })))).toEqual([
      'subject:emailSubjectRequired',
    ]);
    expect(issues(emailSendSchema.safeParse(payload({ body: '<p><br></p>' })))).toEqual([
      'body:emailBodyRequired',
    ]);
  });

  it(`refuses more than ${emailRules.ccMax} cc addresses`, () => {
    const ccs = Array.from({ length: emailRules.ccMax + 1 }, (_, i) => `a${i}@x.ca`);
    expect(issues(emailSendSchema.safeParse(payload({ ccs })))).toEqual(
      expect.arrayContaining(['ccs:invalidEmailAddressList']),
    );
    expect(emailSendSchema.safeParse(payload({ ccs: ccs.slice(1) })).success).toBe(true);
  });

  it('refuses bad ids of what the mail is about with their own messages', () => {
    expect(
      issues(emailSendSchema.safeParse(payload({ tenderId: 0, contractId: 'x', vendorId: -2 }))),
    ).toEqual(['contractId:invalidContractId', 'tenderId:invalidTenderId', 'vendorId:vendorInvalidId']);
  });
});
