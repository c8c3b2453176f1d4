import { describe, expect, it } from 'vitest';
import { type ChecklistFacts, publishChecklist } from './checklist.ts';
import { noRequirements } from './requirements.ts';
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
    requirements: { ...noRequirements, uploadRequirements: 1 },
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

const publishChecklistItemsOfRequirements = new Set([
  'documentUploads',
  'instructions',
  'questions',
  'references',
  'scheduleOfPrices',
  'specifications',
  'subcontractors',
  'termsText',
  'bondTitle',
  'digitalBond',
  'onlineFormOrUpload',
]);

describe('the submission requirements in the checklist', () => {
  const withRequirements = (requirements: Partial<ChecklistFacts['requirements']>): ChecklistFacts => {
    const facts = complete();
    return { ...facts, requirements: { ...facts.requirements, ...requirements } };
  };
  const all = Object.fromEntries(
    [
      'Instructions',
      'Prices',
      'Questions',
      'Specifications',
      'References',
      'Subcontractors',
      'Documents',
      'Security',
      'Terms',
    ].map((section) => [section, { isIncluded: true }]),
  );

  it('asks for what each included section lacks, in the order of 000 §5, each on its subpage', () => {
    const missing = publishChecklist(
      withRequirements({ sections: all, uploadRequirements: 0, allowDigitalBonds: true }),
      now,
    ).filter((item) => item.page === 'submission-requirements');
    expect(missing.map((item) => [item.item, item.field])).toEqual([
      ['documentUploads', 'documents'],
      ['instructions', 'instructions'],
      ['questions', 'questions'],
      ['references', 'references'],
      ['scheduleOfPrices', 'prices'],
      ['specifications', 'specifications'],
      ['subcontractors', 'subcontractors'],
      ['termsText', 'terms'],
      ['bondTitle', 'security'],
      ['digitalBond', 'security'],
      ['onlineFormOrUpload', undefined],
    ]);
  });

  it('is satisfied by texts with words, one form per form section, a bond title and a bond', () => {
    const facts = withRequirements({
      sections: all,
      texts: { Instructions: '<p>Read <b>this</b></p>', Terms: '<p>Net 30</p>' },
      forms: { Prices: 1, Questions: 1, References: 1, Specifications: 1, Subcontractors: 1 },
      uploadRequirements: 1,
      bondTitle: 'Bid security',
      allowDigitalBonds: true,
      bonds: 1,
    });
    expect(items(facts)).toEqual([]);
  });

  it('counts an empty editor paragraph as no text', () => {
    const facts = withRequirements({
      sections: { Terms: { isIncluded: true } },
      texts: { Terms: '<p>&nbsp;</p>' },
    });
    expect(items(facts)).toEqual(['termsText']);
  });

  it('leaves out sections that are not included, and needs no form for hard-copy submissions', () => {
    expect(items(withRequirements({ uploadRequirements: 0 }))).toEqual(['onlineFormOrUpload']);
    const hardCopy = withRequirements({ uploadRequirements: 0 });
    hardCopy.tender = { ...hardCopy.tender, submission: 0 };
    hardCopy.details = { ...hardCopy.details, submissionAddress: '1 Main St' };
    expect(items(hardCopy)).toEqual([]);
  });

  it('asks nothing of a planned notice, which takes no bids', () => {
    const notice = withRequirements({ sections: all, uploadRequirements: 0 });
    expect(
      items({ ...notice, isPlanned: true }).filter((i) => publishChecklistItemsOfRequirements.has(i)),
    ).toEqual([]);
  });
});
