import { describe, expect, it } from 'vitest';
import {
  intakeDatesInOrder,
  intakeDecisionSchema,
  intakeReference,
  intakeRequestInputSchema,
  intakeStoredDate,
  intakeSubmissionSchema,
  joinedAddress,
  splitSupplierEmails,
} from './request.ts';

const contact = { firstName: 'Dana', lastName: 'Reyes', email: 'dana@city.ca' };
const detail = { projectName: 'Road resurfacing' };
const issues = (result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) =>
  result.success
    ? []
    : (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}:${issue.message}`);

describe('intake request rules (000 §5, 001 §3, §5)', () => {
  it('takes the least a requester must give and fills the rest with defaults', () => {
    const parsed = intakeRequestInputSchema.parse({ contactDetails: contact, projectDetail: detail });
    expect(parsed.contactDetails.procurementLeadId).toBeNull();
    expect(parsed.projectDetail).toMatchObject({ locations: [], supplierEmails: '', isSiteVisit: false });
    expect(parsed.financialDetails).toEqual({ projectBudget: null, estimatedTotalProjectValue: null });
  });

  it('requires the names, a valid email and the project name', () => {
    const result = intakeRequestInputSchema.safeParse({
      contactDetails: { firstName: ' ', lastName: '', email: 'not-an-email' },
      projectDetail: { projectName: '' },
    });
    expect(issues(result)).toEqual(
      expect.arrayContaining([
        'contactDetails.firstName:intakeFieldRequired',
        'contactDetails.lastName:intakeFieldRequired',
        'contactDetails.email:errorInvalidEmail',
        'projectDetail.projectName:intakeFieldRequired',
      ]),
    );
  });

  it('takes dates as YYYY-MM-DD only', () => {
    for (const bad of ['2026/12/01', '2026-13-01', '01-12-2026', '2026-12-01T12:00:00']) {
      const result = intakeRequestInputSchema.safeParse({
        contactDetails: contact,
        projectDetail: { ...detail, estimatedPostingDate: bad },
      });
      expect(issues(result)).toContain('projectDetail.estimatedPostingDate:intakeDateInvalid');
    }
  });

  it('needs the posting date before the delivery or construction start', () => {
    const at = (posting: string, start: string) =>
      intakeRequestInputSchema.safeParse({
        contactDetails: contact,
        projectDetail: { ...detail, estimatedPostingDate: posting, deliveryConstructionStartDate: start },
      });
    expect(at('2026-12-01', '2026-12-02').success).toBe(true);
    expect(issues(at('2026-12-02', '2026-12-02'))).toEqual([
      'projectDetail.estimatedPostingDate:intakePostingAfterStart',
    ]);
    expect(issues(at('2026-12-03', '2026-12-02'))).toHaveLength(1);
    expect(
      intakeDatesInOrder({ estimatedPostingDate: null, deliveryConstructionStartDate: '2026-01-01' }),
    ).toBe(true);
    expect(
      intakeDatesInOrder({
        estimatedPostingDate: '2026-12-01T12:00:00',
        deliveryConstructionStartDate: '2026-12-01T00:00:00',
      }),
    ).toBe(false);
  });

  it('stores the posting date at noon and the start date at midnight (001 §5)', () => {
    expect(intakeStoredDate('2026-12-01', 'noon')).toBe('2026-12-01T12:00:00');
    expect(intakeStoredDate('2026-12-01', 'midnight')).toBe('2026-12-01T00:00:00');
    expect(intakeStoredDate(null, 'noon')).toBeNull();
  });

  it('splits supplier emails on ";" and refuses empty parts or bad addresses', () => {
    expect(splitSupplierEmails('')).toEqual({ valid: true, addresses: [] });
    expect(splitSupplierEmails(' a@x.ca ; b@y.com ;')).toEqual({
      valid: true,
      addresses: ['a@x.ca', 'b@y.com'],
    });
    expect(splitSupplierEmails('a@x.ca;;b@y.com').valid).toBe(false);
    expect(splitSupplierEmails('a@x.ca, b@y.com').valid).toBe(false);
    expect(splitSupplierEmails('a@x.ca;nobody').valid).toBe(false);
    const many = Array.from({ length: 51 }, (_, i) => `s${i}@x.ca`).join(';');
    expect(splitSupplierEmails(many).valid).toBe(false);
  });

  it('keeps supplier emails normalised, joined by ";"', () => {
    const parsed = intakeRequestInputSchema.parse({
      contactDetails: contact,
      projectDetail: { ...detail, supplierEmails: 'a@x.ca ;  b@y.com' },
    });
    expect(parsed.projectDetail.supplierEmails).toBe('a@x.ca;b@y.com');
    const bad = intakeRequestInputSchema.safeParse({
      contactDetails: contact,
      projectDetail: { ...detail, supplierEmails: 'a@x.ca;;' },
    });
    expect(issues(bad)).toEqual(['projectDetail.supplierEmails:intakeSupplierEmailsInvalid']);
  });

  it('names the spec message when the agency ids are missing', () => {
    const result = intakeSubmissionSchema.safeParse({ contactDetails: contact, projectDetail: detail });
    expect(issues(result)).toEqual(['customerId:intakeIdsRequired', 'nodeId:intakeIdsRequired']);
  });

  it('joins a location as a meeting carries it', () => {
    expect(
      joinedAddress({
        streetAddress: '100 Main St',
        unit: '4',
        city: 'Ottawa',
        province: 'ON',
        postalCode: 'K1A 0A1',
        country: 'Canada',
      }),
    ).toBe('4-100 Main St, Ottawa, ON, K1A 0A1, Canada');
    expect(
      joinedAddress({
        streetAddress: '',
        unit: '',
        city: 'Ottawa',
        province: '',
        postalCode: '',
        country: '',
      }),
    ).toBe('Ottawa');
  });

  it('approves with status 2 and declines with status 3 and a reason (001 §4)', () => {
    expect(intakeDecisionSchema.safeParse({ intakeRequestId: 1, status: 2, reason: 'approve' }).success).toBe(
      true,
    );
    expect(issues(intakeDecisionSchema.safeParse({ intakeRequestId: 1, status: 3, reason: '  ' }))).toEqual([
      'reason:intakeDeclineReasonRequired',
    ]);
    expect(issues(intakeDecisionSchema.safeParse({ intakeRequestId: 1, status: 1 }))).toEqual([
      'status:intakeStatusInvalid',
    ]);
  });

  it('gives a padded reference', () => {
    expect(intakeReference(42)).toBe('IR-000042');
  });
});
