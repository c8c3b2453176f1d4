import { describe, expect, it } from 'vitest';
import { emailRules } from './compose.ts';
import {
  draftFromTemplate,
  emailTemplateGroups,
  emailTemplateInputSchema,
  emailTemplateParamsSchema,
  emailTemplateQuerySchema,
  templateGroupScopes,
} from './templates.ts';
import { tokensFor } from './tokens.ts';

const issues = (result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) =>
  result.success
    ? []
    : (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}:${issue.message}`);

const template = { name: ' Invitation ', groupName: 'Bids', subject: ' #TenderName# ', body: '<p>Hi</p>' };

describe('email templates (000 §3, 001 §3)', () => {
  it('groups templates as Bids, Contracts and RejectDocument, then the notices, each with its tokens', () => {
    expect(emailTemplateGroups.slice(0, 3)).toEqual(['Bids', 'Contracts', 'RejectDocument']);
    expect(emailTemplateGroups).toEqual(expect.arrayContaining(['intakeDeclined']));
    expect(templateGroupScopes.RejectDocument).toBe('RejectDocument');
    expect(tokensFor(templateGroupScopes.Bids)).toContain('InvitationLink');
    expect(tokensFor(templateGroupScopes.RejectDocument)).toEqual(
      expect.arrayContaining(['ContractName', 'Reason']),
    );
  });

  it('trims the name and subject and fills the rest with defaults', () => {
    expect(emailTemplateInputSchema.parse(template)).toEqual({
      name: 'Invitation',
      groupName: 'Bids',
      language: 'en',
      active: true,
      sender: '',
      cc: '',
      bcc: '',
      subject: '#TenderName#',
      body: '<p>Hi</p>',
    });
  });

  it('refuses a template without a name, group or subject with their messages', () => {
    expect(
      issues(
        emailTemplateInputSchema.safeParse({ ...template, name: '  ', groupName: 'Other', subject: '' }),
      ),
    ).toEqual([
      'name:emailTemplateNameRequired',
      'groupName:emailTemplateGroupInvalid',
      'subject:emailSubjectRequired',
    ]);
    expect(issues(emailTemplateInputSchema.safeParse({ ...template, groupName: undefined }))).toEqual([
      'groupName:emailTemplateGroupInvalid',
    ]);
  });

  it('keeps the lengths of the compose rules and English or French only', () => {
    expect(
      issues(
        emailTemplateInputSchema.safeParse({
          ...template,
          name: 'x'.repeat(201),
          subject: 'x'.repeat(emailRules.subjectMax + 1),
          body: 'x'.repeat(emailRules.bodyMax + 1),
          cc: 'x'.repeat(2001),
        }),
      ),
    ).toEqual([
      'name:invalidParameter',
      'cc:invalidParameter',
      'subject:invalidParameter',
      'body:invalidParameter',
    ]);
    expect(emailTemplateInputSchema.safeParse({ ...template, language: 'fr' }).success).toBe(true);
    expect(emailTemplateInputSchema.safeParse({ ...template, language: 'de' }).success).toBe(false);
  });

  it('reads its query and path with their messages', () => {
    expect(emailTemplateQuerySchema.parse({ groupName: 'Contracts', activeOnly: 'true' })).toEqual({
      groupName: 'Contracts',
      activeOnly: 'true',
    });
    expect(issues(emailTemplateQuerySchema.safeParse({ groupName: 'bids' }))).toEqual([
      'groupName:emailTemplateGroupInvalid',
    ]);
    expect(emailTemplateQuerySchema.safeParse({ activeOnly: 'yes' }).success).toBe(false);
    expect(emailTemplateParamsSchema.parse({ templateId: '12' })).toEqual({ templateId: 12 });
    expect(issues(emailTemplateParamsSchema.safeParse({ templateId: 'abc' }))).toEqual([
      'templateId:emailTemplateNotFound',
    ]);
  });

  it('fills sender, cc, bcc, subject and body of the draft when one is chosen (000 §4)', () => {
    const parsed = emailTemplateInputSchema.parse({ ...template, sender: 'Purchasing', cc: 'a@x.ca' });
    expect(draftFromTemplate(parsed)).toEqual({
      sender: 'Purchasing',
      cc: 'a@x.ca',
      bcc: '',
      subject: '#TenderName#',
      body: '<p>Hi</p>',
    });
  });
});
