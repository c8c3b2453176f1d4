import { type SQL, sql } from 'drizzle-orm';
import {
  awards,
  planTakers,
  projects,
  submissions,
  tenders,
  vendorQuestions,
} from '../../db/schema/index.ts';
import type { Tx } from '../../platform/tenancy.ts';
import type { SubmissionRow } from '../submissions/index.ts';

/**
 * SQL of a supplier's submission history (GET /Vendors/SubmissionHistory): the sources it took
 * plans for, asked on or bid on, one row each, with its registration, question count, its
 * submission (the complete one when there is one, else the newest) and that submission's award.
 * Raw SQL with aliases: the subqueries name the outer source explicitly.
 */

export type HistoryRow = {
  tenderId: number;
  projectId: number;
  projectNumber: string;
  projectName: string;
  projectStatus: string;
  dateClosing: Date | null;
  priceUnsealedAt: Date | null;
  planTakerRegisteredAt: Date | null;
  questionCount: number;
  submissionId: number | null;
  awardAmount: string | null;
  awarded: boolean;
};

/** The sources the supplier took part in, as a union of ids. */
function involvement(customerId: number, vendorId: number): SQL {
  return sql`(
    select tender_id from ${planTakers} where customer_id = ${customerId} and vendor_id = ${vendorId}
    union
    select tender_id from ${vendorQuestions} where customer_id = ${customerId} and vendor_id = ${vendorId}
    union
    select tender_id from ${submissions} where customer_id = ${customerId} and vendor_id = ${vendorId}
  )`;
}

/** The rows of a raw statement, whichever driver ran it (PGlite and node-postgres both answer `rows`). */
const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

const date = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string));

/** A page of the history, newest closing date first (sources without one last), and the total. */
export async function findHistoryPage(
  tx: Tx,
  customerId: number,
  vendorId: number,
  page: { start: number; limit: number },
): Promise<{ rows: HistoryRow[]; total: number }> {
  const result = await tx.execute(sql`
    select t.id as "tenderId", p.id as "projectId", p.number as "projectNumber", p.name as "projectName",
      p.status as "projectStatus", t.date_closing as "dateClosing", t.price_unsealed_at as "priceUnsealedAt",
      (select min(pt.registered_at) from ${planTakers} pt
        where pt.customer_id = t.customer_id and pt.tender_id = t.id and pt.vendor_id = ${vendorId}) as "planTakerRegisteredAt",
      (select count(*)::int from ${vendorQuestions} q
        where q.customer_id = t.customer_id and q.tender_id = t.id and q.vendor_id = ${vendorId}) as "questionCount",
      s.id as "submissionId", a.award_amount as "awardAmount", (a.id is not null) as "awarded"
    from ${involvement(customerId, vendorId)} i
    join ${tenders} t on t.customer_id = ${customerId} and t.id = i.tender_id
    join ${projects} p on p.customer_id = t.customer_id and p.id = t.project_id
    left join lateral (
      select s.id from ${submissions} s
      where s.customer_id = t.customer_id and s.tender_id = t.id and s.vendor_id = ${vendorId}
      order by (s.status = 'complete') desc, s.submitted_at desc nulls last, s.id desc
      limit 1
    ) s on true
    left join ${awards} a on a.customer_id = t.customer_id and a.tender_id = t.id and a.submission_id = s.id
    order by t.date_closing desc nulls last, t.id desc
    offset ${page.start} limit ${page.limit}
  `);
  const counted = await tx.execute(
    sql`select count(*)::int as total from ${involvement(customerId, vendorId)} i`,
  );
  const rows = rowsOf(result).map((row) => ({
    tenderId: Number(row.tenderId),
    projectId: Number(row.projectId),
    projectNumber: String(row.projectNumber),
    projectName: String(row.projectName),
    projectStatus: String(row.projectStatus),
    dateClosing: date(row.dateClosing),
    priceUnsealedAt: date(row.priceUnsealedAt),
    planTakerRegisteredAt: date(row.planTakerRegisteredAt),
    questionCount: Number(row.questionCount),
    submissionId: row.submissionId === null ? null : Number(row.submissionId),
    awardAmount: row.awardAmount === null ? null : String(row.awardAmount),
    awarded: Boolean(row.awarded),
  }));
  return { rows, total: Number(rowsOf(counted)[0]?.total ?? 0) };
}

/** The submissions of the page's rows, whole (the sealed parts stay sealed: only sealing.ts opens them). */
export async function findSubmissionsByIds(
  tx: Tx,
  customerId: number,
  ids: number[],
): Promise<SubmissionRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(submissions)
    .where(sql`${submissions.customerId} = ${customerId} and ${submissions.id} in ${ids}`);
}
