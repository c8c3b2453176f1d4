import { describe, expect, it } from 'vitest';
import { type ChecklistFacts, publishChecklist } from './checklist.ts';
import { projectDetailsDefaults, tenderDefaults } from './schemas.ts';

const now = new Date('2026-11-21T12:00:00Z');
const inDays = (n: number) => new Date(now.getTime() + n * 86_400_000).toISOString();

/** A Public project with everything a checklist asks for filled in. */
function complete(): ChecklistFacts {
  return {
    procurementMethod: 'Public',
    isPlanned: false,
    details: {
      ...projectDetailsDefaults,
      name: 'Main Street',
      number: 'PW-1',
      description: 'Resurfacing',
      departmentId: 1,
      divisionId: 2,
      categoryIds: [3],
      classification: 'Construction',
      projectLeadId: 4,
      estimatedValue: 1000,
    },
    tender: {
      ...tenderDefaults,
      dateAvailable: inDays(1),
      dateClosing: inDays(30),
      questionDeadline: inDays(20),
      incompleteQuestionNotificationDate: inDays(10),
    },
    documents: 1,
    complianceItems: 0,
    invitations: 0,
  };
}
const items = (facts: ChecklistFacts) => publishChecklist(facts, now).map((i) => i.item);

describe('publishChecklist', () => {
  it('is empty for a complete Public project', () => {
    expect(publishChecklist(complete(), now)).toEqual([]);
  });

  it('names each missing descriptive item with the page that fixes it', () => {
    const facts = complete();
    facts.details = { ...projectDetailsDefaults };
    facts.documents = 0;
    const missing = publishChecklist(facts, now);
    expect(missing.map((i) => i.item)).toEqual([
      'name',
      'number',
      'description',
      'department',
      'division',
      'categories',
      'classification',
      'procurementLead',
      'documents',
      'estimatedValue',
    ]);
    expect(missing.find((i) => i.item === 'documents')?.page).toBe('documents');
    expect(missing.find((i) => i.item === 'department')).toMatchObject({
      page: 'details',
      field: 'departmentId',
    });
  });

  it('asks only for the items that apply', () => {
    const hardCopy = complete();
    hardCopy.tender = { ...hardCopy.tender, submission: 0 };
    expect(items(hardCopy)).toEqual(['submissionAddress']);
    const term = complete();
    term.tender = { ...term.tender, isTermContract: true };
    expect(items(term)).toEqual(['term', 'durationMonths']);
    const compliance = complete();
    compliance.tender = { ...compliance.tender, hasCompliancy: true };
    expect(items(compliance)).toEqual(['complianceItems']);
    const hidden = complete();
    hidden.documents = 0;
    hidden.tender = { ...hidden.tender, isHideBidDocuments: true };
    expect(items(hidden)).toEqual([]);
    const goods = complete();
    goods.details = { ...goods.details, classification: 'Goods' };
    expect(items(goods)).toEqual(['deliveryTimeframe']);
    const cooperative = complete();
    cooperative.details = { ...cooperative.details, isCooperative: true };
    expect(items(cooperative)).toEqual(['leadAgencyName', 'numberOfAgencies', 'participatingAgencies']);
    const limited = complete();
    limited.procurementMethod = 'Limited';
    expect(items(limited)).toEqual([
      'negotiationType',
      'procurementMethodLimitedType',
      'procurementJustification',
    ]);
    const invitational = complete();
    invitational.procurementMethod = 'Private';
    expect(items(invitational)).toEqual(['invitedSupplier']);
    const trade = complete();
    trade.tender = { ...trade.tender, hasTradeAgreements: true };
    expect(items(trade)).toEqual(['tradeAgreements', 'commodityCodes']);
    const priced = complete();
    priced.chargesForDocuments = true;
    priced.details = { ...priced.details, priceOnline: 10 };
    expect(items(priced)).toEqual(['pricePickup', 'priceShipping']);
    const opening = complete();
    opening.tender = { ...opening.tender, publicOpening: true };
    expect(items(opening)).toEqual(['publicOpeningAddress']);
    const noBid = complete();
    noBid.tender = { ...noBid.tender, onlineSubmissionShowNoBid: true, noBidEmail: 'not an email' };
    expect(items(noBid)).toEqual(['noBidEmail']);
  });

  it('lists the date rules a project breaks on the dates page, and none for a planned notice', () => {
    const dated = complete();
    dated.tender = { ...dated.tender, dateAvailable: null, dateClosing: inDays(-1) };
    const missing = publishChecklist(dated, now);
    expect(missing.map((i) => [i.item, i.key])).toEqual([
      ['publishDate', 'publishMissingItem'],
      ['closingDate', 'projectClosingDateInPast'],
      ['closingDate', 'projectClosingBeforeQuestionDeadline'],
    ]);
    expect(missing.every((i) => i.page === 'dates')).toBe(true);
    const planned = complete();
    planned.isPlanned = true;
    planned.tender = { ...planned.tender, dateAvailable: null, dateClosing: null };
    expect(items(planned)).toEqual([]);
  });
});
