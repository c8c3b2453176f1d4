import { describe, expect, it } from 'vitest';
import { canChangeInvitations, isBuildEditable } from './build-editable.ts';
import { bidDocumentRules, canPreviewDocument, cleanFileName, sameFileName } from './documents.ts';
import { createInvitationSchema, isAlreadyInvited } from './invitations.ts';
import { projectStatuses } from './status.ts';

describe('Build parts', () => {
  it('allows Build changes before publishing, and invitations until the project closes', () => {
    expect(projectStatuses.filter(isBuildEditable)).toEqual([
      'Design_Mode_Pending',
      'Request_for_Approval',
      'Planned',
      'Template',
    ]);
    expect(projectStatuses.filter(canChangeInvitations)).toEqual([
      'Design_Mode_Pending',
      'Request_for_Approval',
      'Open_Scheduled',
      'Open',
      'Planned',
      'Template',
    ]);
  });

  it('keeps the last segment of a file name, without control characters, and refuses empty or long ones', () => {
    expect(cleanFileName('C:\\Users\\ada\\Bid Form.pdf')).toBe('Bid Form.pdf');
    expect(cleanFileName('/home/ada/plans.dwg')).toBe('plans.dwg');
    expect(cleanFileName(' spec\u0000s.docx\n')).toBe('specs.docx');
    expect(cleanFileName('   ')).toBeNull();
    expect(cleanFileName('..')).toBeNull();
    expect(cleanFileName('x'.repeat(bidDocumentRules.maxNameLength))).not.toBeNull();
    expect(cleanFileName('x'.repeat(bidDocumentRules.maxNameLength + 1))).toBeNull();
    expect(sameFileName('Plans.PDF', 'plans.pdf')).toBe(true);
  });

  it('previews only PDFs of 5 MB or less', () => {
    const pdf = { contentType: 'application/pdf', sizeInByte: 5_242_880 };
    expect(canPreviewDocument(pdf)).toBe(true);
    expect(canPreviewDocument({ ...pdf, sizeInByte: 5_242_881 })).toBe(false);
    expect(canPreviewDocument({ ...pdf, contentType: 'application/msword' })).toBe(false);
  });

  it('reads an invitation address trimmed and finds it already invited ignoring case', () => {
    const parsed = createInvitationSchema.parse({ tenderId: 1, email: '  Bids@Acme.example ' });
    expect(parsed).toEqual({ tenderId: 1, email: 'Bids@Acme.example', companyName: '', contactName: '' });
    expect(createInvitationSchema.safeParse({ tenderId: 1, email: 'nope' }).error?.issues[0]?.message).toBe(
      'errorInvalidEmail',
    );
    expect(isAlreadyInvited([{ email: 'bids@acme.example' }], ' BIDS@acme.example')).toBe(true);
    expect(isAlreadyInvited([{ email: 'bids@acme.example' }], 'sales@acme.example')).toBe(false);
  });
});
