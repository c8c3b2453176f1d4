import type { EmailTemplate, ProjectUser, SentEmail } from '@procura/contract';
import { buildRoutes } from '../../../test/build-fixtures.tsx';
import { nodePath } from '../../../test/control-panel-fixtures.ts';
import { envelope, type MockRoute } from '../../../test/fetch-mock.ts';
import { planTakerFixture } from '../../../test/portal-fixtures.ts';

/** The email wizard's tests: project 5 (source 50) with two users and three plan takers. */
export const emailPath = `${nodePath}/Emails`;

export function projectUserFixture(id: number, name: string, inActive = false): ProjectUser {
  const [firstName = '', lastName = ''] = name.split(' ');
  return {
    id,
    projectId: 5,
    userId: 100 + id,
    roleId: 'evaluator',
    roleName: 'Evaluator',
    questionEmails: false,
    addedAt: '2026-03-01T12:00:00.000Z',
    user: {
      id: 100 + id,
      firstName,
      lastName,
      email: `${firstName.toLowerCase()}@agency.test`,
      avatarUrl: null,
      inActive,
      deleted: false,
    },
  };
}

export function templateFixture(overrides: Partial<EmailTemplate> = {}): EmailTemplate {
  return {
    id: 3,
    name: 'Addendum notice',
    groupName: 'Bids',
    language: 'en',
    active: true,
    sender: 'Purchasing',
    cc: 'lead@agency.test',
    bcc: 'file@agency.test',
    subject: 'Addendum for #TenderNumber#',
    body: '<p>Dear #ContactName# of #VendorName#, see #TenderName# before #ClosingDate#.</p>',
    updatedAt: '2026-05-01T12:00:00.000Z',
    ...overrides,
  };
}

export const planTakers = [
  planTakerFixture(1, { contactId: 31, contactName: 'Ada Byron', companyName: 'Acme Roads' }),
  planTakerFixture(2, { contactId: 32, contactName: 'Bo Chen', companyName: 'Beta Paving', vendorId: 5 }),
  planTakerFixture(3, {
    contactId: null,
    vendorId: null,
    contactName: 'Hand Added',
    companyName: 'Paper Bids Ltd',
    addedByBuyer: true,
  }),
];

export function sentEmailFixture(overrides: Partial<SentEmail> = {}): SentEmail {
  return {
    id: 90,
    subject: 'Addendum for RFQ-77',
    status: 'sent',
    sendDateUtc: null,
    createdAt: '2026-05-04T12:00:00.000Z',
    createdBy: null,
    projectId: 5,
    projectName: 'Road salt supply',
    tenderId: 50,
    contractId: null,
    recipientCount: 2,
    counts: { queued: 2, sent: 0, failed: 0 },
    hasAttachment: false,
    sender: '',
    replyTo: 'me@agency.test',
    ccs: [],
    bccs: [],
    body: '<p>Hi</p>',
    groupName: null,
    recipients: [],
    attachments: [],
    ...overrides,
  };
}

export function wizardRoutes(
  overrides: { users?: ProjectUser[]; templates?: EmailTemplate[] } = {},
): Record<string, MockRoute> {
  return {
    ...buildRoutes(),
    [`GET ${nodePath}/projectUsers`]: {
      body: envelope(
        'projectUser',
        overrides.users ?? [
          projectUserFixture(1, 'Grace Hopper'),
          projectUserFixture(2, 'Alan Turing', true),
        ],
      ),
    },
    [`GET ${nodePath}/plantakers`]: { body: envelope('planTaker', planTakers, planTakers.length) },
    [`GET ${emailPath}/Templates`]: {
      body: envelope('emailTemplate', overrides.templates ?? [templateFixture()]),
    },
    [`POST ${emailPath}/Schedule`]: { body: envelope('email', [sentEmailFixture()]) },
  };
}
