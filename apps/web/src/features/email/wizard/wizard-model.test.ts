import { sendWhen } from '@procura/contract';
import { describe, expect, it } from 'vitest';
import {
  contactKey,
  emptyDraft,
  expandSupplierKeys,
  previewValues,
  sendDateUtcOf,
  supplierKey,
  type WizardContact,
  wizardProblems,
} from './wizard-model.ts';

const zone = 'America/Toronto';
const now = new Date('2026-05-04T12:00:00.000Z');
function supplierContact(
  id: number,
  vendorId: number,
  overrides: Partial<WizardContact> = {},
): WizardContact {
  return {
    key: contactKey('contact', id),
    kind: 'contact',
    id,
    group: 'supplierContacts',
    name: `Person ${id}`,
    email: `p${id}@supplier.test`,
    companyName: `Company ${vendorId}`,
    vendorId,
    selectable: true,
    ...overrides,
  };
}

const ready = { ...emptyDraft(), replyTo: 'me@agency.test', subject: 'Hi', body: '<p>Hello</p>' };

describe('the wizard model', () => {
  it('starts empty, with every required field a problem', () => {
    expect(wizardProblems(emptyDraft(), zone, now).map((p) => p.field)).toEqual([
      'replyTo',
      'subject',
      'body',
    ]);
    expect(wizardProblems(ready, zone, now)).toEqual([]);
  });

  it('reads a later time on the agency’s clock, refusing a past one and an hour the zone skips', () => {
    const later = { ...ready, sendWhen: sendWhen.later };
    expect(sendDateUtcOf({ ...later, sendDate: '2026-12-01T09:00' }, zone)).toBe('2026-12-01T14:00:00.000Z');
    expect(sendDateUtcOf({ ...ready, sendDate: '2026-12-01T09:00' }, zone)).toBeNull();
    expect(wizardProblems({ ...later, sendDate: '2026-05-04T07:59' }, zone, now)).toEqual([
      { field: 'sendDate', key: 'emailSendDateInPast' },
    ]);
    expect(wizardProblems({ ...later, sendDate: '2030-03-10T02:30' }, zone, now)).toEqual([
      { field: 'sendDate', key: 'projectDateTimeNonexistent' },
    ]);
  });

  it('gives each recipient their own names, and leaves what it does not know to the server', () => {
    const contact: WizardContact = {
      key: contactKey('contact', 3),
      kind: 'contact',
      id: 3,
      group: 'planTakers',
      name: 'Ada Byron',
      email: 'ada@acme.test',
      companyName: 'Acme',
      vendorId: 4,
      selectable: true,
    };
    const values = previewValues(
      contact,
      { groups: ['planTakers'], project: { id: 5, name: 'Salt', number: 'RFQ-1', tenderId: 50 } },
      'City of Springfield',
      now,
      zone,
    );
    expect(values).toMatchObject({
      ContactName: 'Ada Byron',
      VendorName: 'Acme',
      TenderName: 'Salt',
      TenderNumber: 'RFQ-1',
      AgencyName: 'City of Springfield',
      Date: 'May 4, 2026',
    });
    expect(values.ClosingDate).toBeUndefined();
  });

  it('turns a chosen company into its reachable contacts, waiting for a company not yet loaded', () => {
    const contacts = [
      supplierContact(81, 8),
      supplierContact(82, 8, { selectable: false }),
      supplierContact(83, 8),
      supplierContact(91, 9),
      // The same company among the plan takers is not what a supplier key stands for.
      supplierContact(71, 8, { group: 'planTakers' }),
    ];
    const keys = [supplierKey(8), contactKey('projectUser', 1), supplierKey(7)];
    expect(expandSupplierKeys(keys, contacts, false)).toEqual({
      chosen: ['contact:81', 'contact:83'],
      waiting: ['supplier:7'],
    });
    expect(expandSupplierKeys(keys, contacts, true)).toEqual({
      chosen: ['contact:81', 'contact:83'],
      waiting: [],
    });
    expect(expandSupplierKeys([supplierKey(9)], [], false)).toEqual({ chosen: [], waiting: ['supplier:9'] });
  });
});
