import type {
  ProcurementMethod,
  ProjectStatus,
  ProjectType,
  QuestionStatus,
  SubmissionStatus,
} from '@procura/contract';
import { sql } from 'drizzle-orm';
import {
  awards,
  departments,
  planTakerDownloads,
  planTakers,
  submissions,
  tenderAddenda,
  tenders,
  vendorContacts,
  vendorQuestions,
  vendors,
} from '../src/db/schema/index.ts';
import { tenantRow } from '../src/platform/query.ts';
import { asSystem } from '../src/platform/tenancy.ts';
import type { TestApp } from './harness.ts';
import { insertProject } from './projects.ts';
import type { Ids } from './report-world.ts';
import { one, type Place } from './report-world.ts';

/**
 * The agency of source-reports.int.test.ts: sources of this node in each status, with questions,
 * bids and no-bids, and a source of another node and of another agency. The test works out each
 * report's expected rows from these specs alone, by the row rules of built-in-sources.ts.
 * Instants are UTC ISO text with microseconds, so sorting the text sorts the instants.
 */

/** An instant, none, or the 9999-12-31 "no date" sentinel, which the reports read as none. */
export type When = string | null | 'sentinel';

export type QuestionSpec = { status: QuestionStatus; asked: string; answer?: string; answered?: string };
type ResponseSpec = {
  company: string;
  status: SubmissionStatus;
  noBid: boolean;
  submitted: string | null;
  created?: string;
  withContact?: boolean;
  award?: string;
};
export type SourceSpec = {
  number: string;
  place?: Place;
  type?: ProjectType;
  status: ProjectStatus;
  method?: ProcurementMethod;
  withTeam?: boolean;
  available?: When;
  closing?: When;
  deadline?: When;
  planTakers?: number;
  downloads?: number;
  addenda?: number;
  questions?: QuestionSpec[];
  responses?: ResponseSpec[];
};

const june = (day: string, time = '12:00:00.000000') => `2026-06-${day}T${time}Z`;
const asked = june('01', '10:00:00.000000');

export const sourceSpecs: SourceSpec[] = [
  {
    number: 'S-01',
    status: 'Open',
    withTeam: true,
    available: june('01'),
    closing: june('30'),
    deadline: june('20'),
    planTakers: 2,
    downloads: 3,
    addenda: 1,
    questions: [
      { status: 'Complete', asked, answer: 'Yes, it is.', answered: june('02') },
      { status: 'Incomplete', asked },
      { status: 'Incomplete', asked },
    ],
    responses: [
      { company: 'Open Bid', status: 'complete', noBid: false, submitted: june('05') },
      // Before closing, who declined stays with the sealed bids.
      { company: 'Early Decline', status: 'complete', noBid: true, submitted: june('05') },
      { company: 'Half Decline', status: 'incomplete', noBid: true, submitted: null },
    ],
  },
  {
    number: 'S-02',
    type: 'SOURCE_CONTRACT',
    status: 'Closed',
    method: 'Private',
    available: june('01'),
    closing: june('10'),
    deadline: june('20'),
    planTakers: 1,
    questions: [
      { status: 'Incomplete', asked: june('03') },
      { status: 'Complete', asked: june('02'), answer: 'No.', answered: june('04') },
    ],
    responses: [
      { company: 'Late Decline', status: 'complete', noBid: true, submitted: june('09'), withContact: true },
      { company: 'Paper Decline', status: 'complete', noBid: true, submitted: null, created: june('08') },
      { company: 'Same Decline', status: 'complete', noBid: true, submitted: june('09') },
      { company: 'Took It Back', status: 'withdrawn', noBid: true, submitted: june('07') },
      { company: 'Winner', status: 'complete', noBid: false, submitted: june('09'), award: '1000.50' },
      { company: 'Runner Up', status: 'complete', noBid: false, submitted: june('09'), award: '250.25' },
    ],
  },
  {
    number: 'S-03',
    status: 'Awarded',
    closing: june('10'),
    questions: [
      { status: 'Incomplete', asked: june('01', '10:00:00.000456') },
      { status: 'Incomplete', asked: june('01', '10:00:00.000123') },
    ],
    responses: [{ company: 'Awarded Decline', status: 'complete', noBid: true, submitted: june('09') }],
  },
  {
    number: 'S-04',
    status: 'Cancelled',
    deadline: june('05'),
    questions: [{ status: 'Incomplete', asked }],
    responses: [{ company: 'Cancelled Decline', status: 'complete', noBid: true, submitted: june('03') }],
  },
  {
    number: 'S-05',
    status: 'Unofficial_Results',
    available: 'sentinel',
    closing: 'sentinel',
    deadline: 'sentinel',
    questions: [{ status: 'Incomplete', asked }],
    responses: [{ company: 'Sentinel Decline', status: 'complete', noBid: true, submitted: june('04') }],
  },
  { number: 'S-06', type: 'CONTRACT', status: 'Awarded', closing: june('11') },
  { number: 'S-07', status: 'Design_Mode_Pending', deadline: june('20') },
  {
    number: 'O-01',
    place: 'otherNode',
    status: 'Closed',
    closing: june('10'),
    questions: [{ status: 'Incomplete', asked }],
    responses: [{ company: 'Far Decline', status: 'complete', noBid: true, submitted: june('09') }],
  },
  {
    number: 'X-01',
    place: 'otherAgency',
    status: 'Closed',
    closing: june('10'),
    questions: [{ status: 'Incomplete', asked }],
    responses: [{ company: 'North Decline', status: 'complete', noBid: true, submitted: june('09') }],
  },
];

/** What no report may show: other places' rows and the sealed or private parts of any submission. */
export const foreign = ['O-01', 'X-01', 'Far Decline', 'North Decline'];
export const sealedMarks = ['SEALED-PRICE', 'SEALED-ANSWER', 'PRIVATE-NOTE'];

const sentinel = sql`'9999-12-31 23:59:59-05'::timestamptz`;
const instant = (when: When | undefined) =>
  when === undefined || when === null ? null : when === 'sentinel' ? sentinel : sql`${when}::timestamptz`;
export const projectName = (number: string) => `Project ${number}`;
/** The demo agency's lead@demo.procura.local, as report-expectations.ts names them. */
export const leadName = 'Priya Raman';

/** Seeds every spec at its place; `leadId` is the demo agency's lead (leadName). */
export async function seedSources(t: TestApp, places: Record<Place, Ids>, leadId: number) {
  const here = places.here;
  const refs = await asSystem(t.database.db, async (tx) => {
    const department = await one(
      tx.insert(departments).values({ customerId: here.customerId, name: 'Roads' }).returning(),
    );
    const vendor = await one(
      tx
        .insert(vendors)
        .values({ customerId: here.customerId, belongsToNodeId: here.nodeId, companyName: 'Late Decline' })
        .returning(),
    );
    const contact = await one(
      tx
        .insert(vendorContacts)
        .values({
          customerId: here.customerId,
          vendorId: vendor.id,
          firstName: 'Dana',
          lastName: 'Decline',
          email: 'dana@decline.test',
        })
        .returning(),
    );
    return { departmentId: department.id, vendorId: vendor.id, contactId: contact.id };
  });
  for (const spec of sourceSpecs) {
    const at = places[spec.place ?? 'here'];
    const { customerId } = at;
    const { tenderId } = await insertProject(t, at, {
      name: projectName(spec.number),
      number: spec.number,
      type: spec.type ?? 'SOURCE',
      status: spec.status,
      procurementMethod: spec.method ?? 'Public',
      departmentId: spec.withTeam ? refs.departmentId : null,
      projectLeadId: spec.withTeam ? leadId : null,
    });
    await asSystem(t.database.db, async (tx) => {
      await tx
        .update(tenders)
        .set({
          dateAvailable: instant(spec.available),
          dateClosing: instant(spec.closing),
          questionDeadline: instant(spec.deadline),
        })
        .where(tenantRow(tenders.id, customerId, tenderId));
      const registeredAt = new Date(june('01'));
      for (let n = 0; n < (spec.planTakers ?? 0); n++) {
        const taker = await one(
          tx
            .insert(planTakers)
            .values({ customerId, tenderId, companyName: `Taker ${n}`, registeredAt })
            .returning(),
        );
        for (let d = 0; n === 0 && d < (spec.downloads ?? 0); d++) {
          await tx
            .insert(planTakerDownloads)
            .values({ customerId, tenderId, planTakerId: taker.id, downloadedAt: registeredAt });
        }
      }
      for (let n = 1; n <= (spec.addenda ?? 0); n++) {
        await tx.insert(tenderAddenda).values({
          customerId,
          tenderId,
          number: n,
          fileName: `addendum-${n}.pdf`,
          contentType: 'application/pdf',
          sizeInByte: 10,
          storageKey: `addenda/${spec.number}/${n}`,
          createdAt: registeredAt,
        });
      }
      for (const [i, question] of (spec.questions ?? []).entries()) {
        await tx.insert(vendorQuestions).values({
          customerId,
          tenderId,
          companyName: `Asker ${i}`,
          fullName: `Ana Asker ${i}`,
          email: `asker${i}@${spec.number.toLowerCase()}.test`,
          question: questionText(spec, i),
          status: question.status,
          answer: question.answer ?? '',
          askedAt: sql`${question.asked}::timestamptz`,
          answeredAt: instant(question.answered),
        });
      }
      for (const [i, response] of (spec.responses ?? []).entries()) {
        const submission = await one(
          tx
            .insert(submissions)
            .values({
              customerId,
              tenderId,
              companyName: response.company,
              contactEmail: `${response.company.replace(' ', '.').toLowerCase()}@bid.test`,
              status: response.status,
              isNoBid: response.noBid,
              noBidReason: response.noBid ? `Reason of ${response.company}` : '',
              submittedAt: instant(response.submitted),
              ...(response.created ? { createdAt: sql`${response.created}::timestamptz` } : {}),
              vendorId: response.withContact ? refs.vendorId : null,
              contactId: response.withContact ? refs.contactId : null,
              priceSealed: `SEALED-PRICE-${spec.number}-${i}`,
              submissionSealed: `SEALED-ANSWER-${spec.number}-${i}`,
              privateComments: `PRIVATE-NOTE-${spec.number}-${i}`,
            })
            .returning(),
        );
        if (response.award) {
          await tx
            .insert(awards)
            .values({ customerId, tenderId, submissionId: submission.id, awardAmount: response.award });
        }
      }
    });
  }
}

export const questionText = (spec: SourceSpec, i: number) => `${spec.number} question ${i}`;
