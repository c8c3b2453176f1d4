import { closingWindow, type IntakeSortColumn, type intakeSearchSchema } from '@procura/contract';
import { and, count, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { departments, dropdownOptions, intakeRequests, users } from '../../db/schema/index.ts';
import { escapeLike, tenantJoin } from '../../platform/query.ts';
import type { Tx } from '../../platform/tenancy.ts';
import type { IntakeListRecord } from './request-presenters.ts';

/**
 * SQL of the Intake: pending requests widget (001 §3 pending request list row, §9 ranges): the
 * node's requests with the names their ids point at, filtered, ordered and paged in the database.
 */

export type IntakeSearchInput = z.output<typeof intakeSearchSchema>;
/** What a list is narrowed by; `today` is the agency's calendar day the closing range counts from. */
export type IntakeFilter = Partial<
  Pick<IntakeSearchInput, 'searchText' | 'departmentId' | 'procurementLeadId' | 'requester' | 'closingRange'>
> & { status: 1 | 2 | 3 | null; today: string };

const requester = sql`(${intakeRequests.firstName} || ' ' || ${intakeRequests.lastName})`;
const leadName = sql`(${users.firstName} || ' ' || ${users.lastName})`;

function conditions(customerId: number, nodeId: number, filter: IntakeFilter): SQL | undefined {
  const text = filter.searchText ?? '';
  const pattern = `%${escapeLike(text)}%`;
  // The stored posting day is a calendar time of the agency: compared with its days as they are.
  const window = closingWindow(filter.today, filter.closingRange ?? 'any');
  const lead = filter.procurementLeadId ?? null;
  return and(
    eq(intakeRequests.customerId, customerId),
    eq(intakeRequests.nodeId, nodeId),
    filter.status === null ? undefined : eq(intakeRequests.status, filter.status),
    text === ''
      ? undefined
      : or(
          ilike(intakeRequests.projectName, pattern),
          ilike(requester, pattern),
          ilike(intakeRequests.email, pattern),
          ilike(departments.name, pattern),
        ),
    filter.departmentId ? eq(intakeRequests.departmentId, filter.departmentId) : undefined,
    // 0 is 'Not sure': the requests that name no lead (001 §9).
    lead === null
      ? undefined
      : lead === 0
        ? isNull(intakeRequests.procurementLeadId)
        : eq(intakeRequests.procurementLeadId, lead),
    filter.requester ? sql`lower(${intakeRequests.email}) = lower(${filter.requester})` : undefined,
    window === null
      ? undefined
      : and(
          sql`${intakeRequests.estimatedPostingDate} >= ${window.from}::timestamp`,
          sql`${intakeRequests.estimatedPostingDate} < ${window.to}::timestamp`,
        ),
  );
}

const sortExpressions: Record<IntakeSortColumn, SQL> = {
  dateCreatedUtc: sql`${intakeRequests.dateCreatedUtc}`,
  dateModifiedUtc: sql`${intakeRequests.dateModifiedUtc}`,
  projectName: sql`lower(${intakeRequests.projectName})`,
  requester: sql`lower(${requester})`,
  procurementLead: sql`lower(${leadName})`,
  department: sql`lower(${departments.name})`,
  estimatedPostingDate: sql`${intakeRequests.estimatedPostingDate}`,
  deliveryConstructionStartDate: sql`${intakeRequests.deliveryConstructionStartDate}`,
  projectBudget: sql`${intakeRequests.projectBudget}`,
  estimatedTotalProjectValue: sql`${intakeRequests.estimatedTotalProjectValue}`,
  status: sql`${intakeRequests.status}`,
};

function listQuery(tx: Tx, customerId: number, nodeId: number, filter: IntakeFilter) {
  return tx
    .select({
      id: intakeRequests.id,
      dateCreatedUtc: intakeRequests.dateCreatedUtc,
      dateModifiedUtc: intakeRequests.dateModifiedUtc,
      projectName: intakeRequests.projectName,
      firstName: intakeRequests.firstName,
      lastName: intakeRequests.lastName,
      leadFirstName: users.firstName,
      leadLastName: users.lastName,
      department: departments.name,
      bidType: dropdownOptions.name,
      classification: intakeRequests.classification,
      estimatedPostingDate: intakeRequests.estimatedPostingDate,
      deliveryConstructionStartDate: intakeRequests.deliveryConstructionStartDate,
      projectBudget: intakeRequests.projectBudget,
      estimatedTotalProjectValue: intakeRequests.estimatedTotalProjectValue,
      status: intakeRequests.status,
      projectId: intakeRequests.projectId,
    })
    .from(intakeRequests)
    .leftJoin(users, tenantJoin(users.id, intakeRequests.procurementLeadId))
    .leftJoin(departments, tenantJoin(departments.id, intakeRequests.departmentId))
    .leftJoin(dropdownOptions, tenantJoin(dropdownOptions.id, intakeRequests.bidTypeId))
    .where(conditions(customerId, nodeId, filter));
}

/** Every matching request of the node, newest first (GET api/intake/intakeRequests). */
export async function findIntakeRows(
  tx: Tx,
  customerId: number,
  nodeId: number,
  filter: IntakeFilter,
): Promise<IntakeListRecord[]> {
  return listQuery(tx, customerId, nodeId, filter).orderBy(
    sql`${intakeRequests.dateCreatedUtc} desc`,
    sql`${intakeRequests.id} desc`,
  );
}

/** One page of the matching requests in the order asked, the newest first among equals. */
export async function findIntakePage(
  tx: Tx,
  customerId: number,
  nodeId: number,
  filter: IntakeFilter,
  page: Pick<IntakeSearchInput, 'page' | 'pageSize' | 'sortColumn' | 'sortDirection'>,
): Promise<IntakeListRecord[]> {
  const direction = page.sortDirection === 'asc' ? sql`asc` : sql`desc`;
  return listQuery(tx, customerId, nodeId, filter)
    .orderBy(sql`${sortExpressions[page.sortColumn]} ${direction} nulls last`, sql`${intakeRequests.id} desc`)
    .offset((page.page - 1) * page.pageSize)
    .limit(page.pageSize);
}

/** How many requests match (the text search reads the department's name, hence its join). */
export async function countIntakeRows(
  tx: Tx,
  customerId: number,
  nodeId: number,
  filter: IntakeFilter,
): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(intakeRequests)
    .leftJoin(departments, tenantJoin(departments.id, intakeRequests.departmentId))
    .where(conditions(customerId, nodeId, filter));
  return row?.value ?? 0;
}
