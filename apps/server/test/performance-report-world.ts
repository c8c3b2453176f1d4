import {
  defaultRatingRanges,
  type PerformanceEvaluationStatus,
  type PerformanceRating,
} from '@procura/contract';
import { sql } from 'drizzle-orm';
import {
  contracts,
  performanceEvaluations,
  performanceTemplates,
  vendorContacts,
  vendors,
} from '../src/db/schema/index.ts';
import { asSystem } from '../src/platform/tenancy.ts';
import type { TestApp } from './harness.ts';
import { card } from './performance-evaluations.ts';
import { insertProject } from './projects.ts';
import { one } from './report-world.ts';

/**
 * What the Supplier Performance report tests seed (performance-reports.int.test.ts): evaluations in
 * every status of this node, with runs of equal sort keys and missing dates, and a few in another
 * node and another agency; and the rows each report must list, worked out from the specs by the
 * row rules of built-in-performance.ts.
 */
export const today = '2026-06-15';
export const timeZone = 'America/Toronto';

export type Place = 'here' | 'otherNode' | 'otherAgency';
export type Ids = { customerId: number; nodeId: number };
export type Supplier = 'Acme' | 'Beacon' | 'Distant' | 'North Co';
export const supplierPlaces: Record<Supplier, Place> = {
  Acme: 'here',
  Beacon: 'here',
  Distant: 'otherNode',
  'North Co': 'otherAgency',
};
/** Acme's primary contact; Beacon has a contact but none primary. */
export const acmeEmail = 'primary@acme.test';

/** Who reviews: each role named, the purchasing manager left unnamed, or no reviewers at all. */
type Reviewers = 'named' | 'unnamed' | 'none';

export type EvaluationSpec = {
  /** Stored as the evaluation's template name, so a row tells which spec it is. */
  label: string;
  place?: Place;
  supplier?: Supplier;
  withContract?: boolean;
  status: PerformanceEvaluationStatus;
  type?: 'Interim' | 'Final' | 'Custom';
  evaluationDate: string;
  expiresOn: string;
  withEvaluator?: boolean;
  reviewers?: Reviewers;
  percent?: number;
  rating?: PerformanceRating;
  /** Instants in ISO form; some to the microsecond, which a Date does not keep. */
  submittedAt?: string;
  completedOn?: string;
  reviewEndsOn?: string;
  allowAppeal?: boolean;
  appeal?: {
    requestedAt?: string;
    reason: string;
    meetingDate?: string;
    outcome?: string;
    completedAt?: string;
  };
};

const scored = { percent: 82.5, rating: 'good' as const, withEvaluator: true, reviewers: 'named' as const };
const submitted = { ...scored, submittedAt: '2026-06-01T09:00:00Z' };
const appeal = { reason: 'Scored unfairly', requestedAt: '2026-06-05T12:00:00Z' };

export const evaluationSpecs: EvaluationSpec[] = [
  { label: 'E01', status: 'Scheduled', evaluationDate: '2026-07-01', expiresOn: '2026-07-31' },
  { label: 'E02', status: 'Draft-Unassigned', evaluationDate: '2026-06-01', expiresOn: '2026-07-01' },
  // E03 and E04 tie on expiry and evaluation date; E02 ties on expiry only.
  {
    label: 'E03',
    status: 'In Progress',
    evaluationDate: '2026-05-20',
    expiresOn: '2026-07-01',
    withEvaluator: true,
  },
  {
    label: 'E04',
    status: 'In Progress',
    evaluationDate: '2026-05-20',
    expiresOn: '2026-07-01',
    withContract: false,
  },
  {
    label: 'E05',
    status: 'Pending Supplier/Vendor Review',
    evaluationDate: '2026-04-01',
    expiresOn: '2026-05-01',
    ...submitted,
    reviewEndsOn: '2026-06-20',
    allowAppeal: true,
  },
  {
    label: 'E06',
    supplier: 'Beacon',
    status: 'Pending Supplier/Vendor Review',
    evaluationDate: '2026-04-01',
    expiresOn: '2026-05-01',
    ...submitted,
    reviewEndsOn: '2026-06-20',
  },
  // Past its review end, which the sweep has yet to see; and one without a review end, listed last.
  {
    label: 'E07',
    status: 'Pending Supplier/Vendor Review',
    evaluationDate: '2026-04-01',
    expiresOn: '2026-05-01',
    ...submitted,
    reviewEndsOn: '2026-06-10',
  },
  {
    label: 'E08',
    status: 'Pending Supplier/Vendor Review',
    evaluationDate: '2026-04-01',
    expiresOn: '2026-05-01',
  },
  // E10 was submitted a microsecond before E09, in the same millisecond.
  {
    label: 'E09',
    status: 'Pending Procurement Lead Review',
    evaluationDate: '2026-04-01',
    expiresOn: '2026-05-01',
    ...scored,
    submittedAt: '2026-06-10T14:00:00.000300Z',
  },
  {
    label: 'E10',
    status: 'Pending Procurement Lead Review',
    evaluationDate: '2026-04-01',
    expiresOn: '2026-05-01',
    ...scored,
    submittedAt: '2026-06-10T14:00:00.000200Z',
  },
  {
    label: 'E11',
    status: 'Pending Procurement/Purchasing Manager Review',
    evaluationDate: '2026-03-01',
    expiresOn: '2026-04-01',
    ...submitted,
  },
  {
    label: 'E12',
    status: 'Pending Procurement/Purchasing Manager Review',
    evaluationDate: '2026-03-01',
    expiresOn: '2026-04-01',
    ...submitted,
    reviewers: 'unnamed',
  },
  {
    label: 'E13',
    status: 'Pending Procurement Lead Review',
    evaluationDate: '2026-03-01',
    expiresOn: '2026-04-01',
    ...submitted,
    reviewers: 'none',
  },
  {
    label: 'E14',
    status: 'Pending Project Lead Review',
    evaluationDate: '2026-03-01',
    expiresOn: '2026-04-01',
    ...submitted,
  },
  {
    label: 'E15',
    status: "Pending Project Lead's Manager Review",
    evaluationDate: '2026-03-01',
    expiresOn: '2026-04-01',
    ...submitted,
  },
  {
    label: 'E16',
    status: 'Pending Director Review',
    evaluationDate: '2026-03-01',
    expiresOn: '2026-04-01',
    ...submitted,
  },
  {
    label: 'E17',
    status: 'Complete',
    type: 'Final',
    evaluationDate: '2026-02-01',
    expiresOn: '2026-03-01',
    ...submitted,
    completedOn: '2026-05-01',
  },
  {
    label: 'E18',
    supplier: 'Beacon',
    status: 'Complete',
    evaluationDate: '2026-02-01',
    expiresOn: '2026-03-01',
    ...submitted,
    rating: 'cautionary',
    completedOn: '2026-05-01',
  },
  // Completed before completion days were kept: listed last.
  { label: 'E19', status: 'Complete', type: 'Custom', evaluationDate: '2026-02-01', expiresOn: '2026-03-01' },
  {
    label: 'E20',
    status: 'Expired',
    evaluationDate: '2026-04-01',
    expiresOn: '2026-05-01',
    withEvaluator: true,
  },
  { label: 'E21', status: 'Expired', evaluationDate: '2026-04-01', expiresOn: '2026-05-01' },
  { label: 'E22', status: 'Expired', evaluationDate: '2026-02-01', expiresOn: '2026-03-01' },
  {
    label: 'E23',
    status: 'Under Appeal',
    evaluationDate: '2026-02-01',
    expiresOn: '2026-03-01',
    ...submitted,
    reviewEndsOn: '2026-06-08',
    allowAppeal: true,
    appeal,
  },
  // An appeal whose request instant is missing: listed last.
  {
    label: 'E24',
    status: 'Under Appeal',
    evaluationDate: '2026-02-01',
    expiresOn: '2026-03-01',
    ...submitted,
    allowAppeal: true,
    appeal: { reason: 'Late request' },
  },
  {
    label: 'E25',
    status: 'Complete - Appeal Complete',
    evaluationDate: '2026-01-10',
    expiresOn: '2026-02-10',
    ...submitted,
    allowAppeal: true,
    completedOn: '2026-06-12',
    appeal: {
      ...appeal,
      meetingDate: '2026-06-11',
      outcome: 'Score upheld',
      completedAt: '2026-06-12T18:30:00Z',
    },
  },
  ...(['otherNode', 'otherAgency'] as const).flatMap((place, n) =>
    (
      [
        'Scheduled',
        'In Progress',
        'Pending Supplier/Vendor Review',
        'Pending Procurement Lead Review',
        'Complete',
        'Expired',
        'Under Appeal',
        'Complete - Appeal Complete',
      ] as const
    ).map(
      (status, i): EvaluationSpec => ({
        label: `X${n}${i}`,
        place,
        supplier: place === 'otherNode' ? 'Distant' : 'North Co',
        status,
        evaluationDate: '2026-04-01',
        expiresOn: '2026-07-01',
        ...submitted,
        completedOn: '2026-05-01',
        reviewEndsOn: '2026-06-20',
        appeal,
      }),
    ),
  ),
];

export type People = { evaluatorId: number; leadId: number; managerId: number; projectLeadId: number };

const reviewersOf = (spec: EvaluationSpec, people: People) => {
  if (spec.reviewers === 'none' || spec.reviewers === undefined) return [];
  return [
    { role: 'projectLead' as const, userId: people.projectLeadId },
    { role: 'procurementLead' as const, userId: people.leadId },
    { role: 'purchasingManager' as const, userId: spec.reviewers === 'named' ? people.managerId : null },
  ];
};

/** Seeds suppliers, a contract, templates and the evaluations; answers each label's evaluation id. */
export async function seedEvaluations(t: TestApp, places: Record<Place, Ids>, people: People) {
  const here = places.here;
  const { projectId } = await insertProject(t, here, {
    name: 'Bridge works',
    number: 'PE-01',
    status: 'Awarded',
  });
  return asSystem(t.database.db, async (tx) => {
    const vendorIds = new Map<Supplier, number>();
    for (const [name, place] of Object.entries(supplierPlaces) as [Supplier, Place][]) {
      const at = places[place];
      const vendor = await one(
        tx
          .insert(vendors)
          .values({ customerId: at.customerId, belongsToNodeId: at.nodeId, companyName: name })
          .returning({ id: vendors.id }),
      );
      vendorIds.set(name, vendor.id);
      const contact = {
        customerId: at.customerId,
        vendorId: vendor.id,
        firstName: 'Casey',
        lastName: 'Contact',
      };
      const slug = name.replace(' ', '').toLowerCase();
      await tx.insert(vendorContacts).values({ ...contact, email: `other@${slug}.test` });
      if (name !== 'Beacon') {
        await tx
          .insert(vendorContacts)
          .values({ ...contact, email: `primary@${slug}.test`, isPrimary: true });
      }
    }
    const contract = await one(
      tx
        .insert(contracts)
        .values({
          customerId: here.customerId,
          projectId,
          name: 'Bridge contract',
          number: 'K-PE-01',
          status: 'Active',
        })
        .returning({ id: contracts.id }),
    );
    const templateIds = new Map<Place, number>();
    for (const [place, at] of Object.entries(places) as [Place, Ids][]) {
      const template = await one(
        tx
          .insert(performanceTemplates)
          .values({ ...at, name: `Card ${place}`, card })
          .returning({ id: performanceTemplates.id }),
      );
      templateIds.set(place, template.id);
    }
    const ids = new Map<string, number>();
    for (const spec of evaluationSpecs) {
      const place = spec.place ?? 'here';
      const instant = (iso: string | undefined) => (iso === undefined ? null : sql`${iso}::timestamptz`);
      const row = await one(
        tx
          .insert(performanceEvaluations)
          .values({
            ...places[place],
            vendorId: vendorIds.get(spec.supplier ?? 'Acme') ?? 0,
            contractId: place === 'here' && spec.withContract !== false ? contract.id : null,
            templateId: templateIds.get(place) ?? 0,
            templateName: spec.label,
            type: spec.type ?? 'Interim',
            periodStart: '2026-01-01',
            periodEnd: '2026-03-31',
            evaluationDate: spec.evaluationDate,
            expiresOn: spec.expiresOn,
            status: spec.status,
            evaluatorId: spec.withEvaluator && place !== 'otherAgency' ? people.evaluatorId : null,
            reviewers: place === 'otherAgency' ? [] : reviewersOf(spec, people),
            supplierReview: true,
            supplierReviewDays: 14,
            allowAppeal: spec.allowAppeal ?? false,
            commentsVisibleToSupplier: true,
            attachmentsVisibleToSupplier: false,
            card,
            ratingScale: 'sectionWeight',
            ranges: defaultRatingRanges,
            percent: spec.percent ?? null,
            rating: spec.rating ?? null,
            submittedAt: instant(spec.submittedAt),
            completedOn: spec.completedOn ?? null,
            supplierReviewEndsOn: spec.reviewEndsOn ?? null,
            appealReason: spec.appeal?.reason ?? null,
            appealRequestedAt: instant(spec.appeal?.requestedAt),
            appealMeetingDate: spec.appeal?.meetingDate ?? null,
            appealOutcome: spec.appeal?.outcome ?? '',
            appealCompletedAt: instant(spec.appeal?.completedAt),
          })
          .returning({ id: performanceEvaluations.id }),
      );
      ids.set(spec.label, row.id);
    }
    return ids;
  });
}
