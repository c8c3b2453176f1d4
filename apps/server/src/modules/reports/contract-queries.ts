import { addDays } from '@procura/contract';
import { type AnyColumn, and, asc, eq, gte, inArray, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import {
  contractOptionTerms,
  contractPurchaseOrders,
  contracts,
  contractVendors,
  departments,
  projects,
  projectUsers,
  users,
  vendors,
} from '../../db/schema/index.ts';
import { tenantJoin } from '../../platform/query.ts';
import type { Tx } from '../../platform/tenancy.ts';
import type { ReportScope } from './paging.ts';

/*
 * The SQL of the Contract reports (built-in-contracts.ts in contract holds each row rule). One
 * page query serves the three: they differ in which contracts they keep and in their order.
 */

/** Which contracts a Contract report keeps. */
export type ContractSelection =
  | { kind: 'active' }
  | { kind: 'closing'; windowDays: number }
  | { kind: 'management' };

/**
 * Where the previous page ended: the term end as the order reads it ('infinity' for no end, so
 * those come last), the project number and the contract id.
 */
export type ContractCursor = { endKey: string; projectNumber: string; contractId: number };

/** The node's contracts: "the node" is the contract's project's node. */
const nodeContracts = (scope: ReportScope) =>
  and(eq(contracts.customerId, scope.customerId), eq(projects.nodeId, scope.nodeId));

function selectionWhere(selection: ContractSelection, today: string): SQL | undefined {
  switch (selection.kind) {
    // The stored status: one past its end shows Warranty or Expired (contractStatusOn) and is left out.
    case 'active':
      return and(
        eq(contracts.status, 'Active'),
        or(isNull(contracts.termEnd), gte(contracts.termEnd, today)),
      );
    case 'closing':
      return and(
        eq(contracts.status, 'Active'),
        gte(contracts.termEnd, today),
        lt(contracts.termEnd, addDays(today, selection.windowDays)),
      );
    case 'management':
      return ne(contracts.status, 'Closed-Archived');
  }
}

const endKey = sql<string>`coalesce(${contracts.termEnd}, 'infinity'::date)::text`;

/** The keyset condition and the order: by term end (no end last) for two, by project for the third. */
function pageOrder(selection: ContractSelection, after: ContractCursor | null) {
  if (selection.kind === 'management') {
    return {
      past: after
        ? sql`(${projects.number}, ${contracts.id}) > (${after.projectNumber}::text, ${after.contractId}::int)`
        : undefined,
      order: [asc(projects.number), asc(contracts.id)],
    };
  }
  const end = sql`coalesce(${contracts.termEnd}, 'infinity'::date)`;
  return {
    past: after
      ? sql`(${end}, ${projects.number}, ${contracts.id}) > (${after.endKey}::date, ${after.projectNumber}::text, ${after.contractId}::int)`
      : undefined,
    order: [asc(end), asc(projects.number), asc(contracts.id)],
  };
}

/** A person's first and last name as one text; null when both are empty or the person is missing. */
export const personName = (first: AnyColumn, last: AnyColumn) =>
  sql<string | null>`nullif(trim(${first} || ' ' || ${last}), '')`;

/** Sums and counts over the contract's children, one scalar subquery each (their indexes lead with the contract). */
const ordersOf = sql`${contractPurchaseOrders.customerId} = ${contracts.customerId}
  and ${contractPurchaseOrders.contractId} = ${contracts.id}`;
const optionsOf = sql`${contractOptionTerms.customerId} = ${contracts.customerId}
  and ${contractOptionTerms.contractId} = ${contracts.id} and ${contracts.hasOptionYears}`;

/**
 * One page of the node's contracts a Contract report keeps, past `after`, with what its columns
 * read: the project, its department and lead, the contract's dates and money, the sums of its
 * purchase orders and the counts of its option terms (0 without option years). Money comes as
 * numeric text, exact to the cent.
 */
export async function findContractReportPage(
  tx: Tx,
  scope: ReportScope,
  selection: ContractSelection,
  after: ContractCursor | null,
  limit: number,
) {
  const { past, order } = pageOrder(selection, after);
  return tx
    .select({
      contractId: contracts.id,
      projectId: projects.id,
      projectNumber: projects.number,
      projectName: projects.name,
      department: departments.name,
      procurementLead: personName(users.firstName, users.lastName),
      number: contracts.number,
      internalNumber: contracts.internalNumber,
      name: contracts.name,
      status: contracts.status,
      isTerm: contracts.isTerm,
      initialTermStart: contracts.initialTermStart,
      initialTermEnd: contracts.initialTermEnd,
      termEnd: contracts.termEnd,
      endKey,
      hasFirmPricingPeriod: contracts.hasFirmPricingPeriod,
      firmPricingEnd: contracts.firmPricingEnd,
      hasWarrantyPeriod: contracts.hasWarrantyPeriod,
      warrantyEnd: contracts.warrantyEnd,
      substantialCompletion: contracts.substantialCompletionDate,
      amount: contracts.amount,
      contingencyAmount: contracts.contigencyAmount,
      totalProjectValue: contracts.totalProjectValue,
      ordered: sql<string>`(select coalesce(sum(${contractPurchaseOrders.amount}), 0)::text
        from ${contractPurchaseOrders} where ${ordersOf})`,
      contingencyUsed: sql<string>`(select coalesce(sum(${contractPurchaseOrders.contingencyUsed}), 0)::text
        from ${contractPurchaseOrders} where ${ordersOf})`,
      optionTerms: sql<number>`(select count(*) from ${contractOptionTerms} where ${optionsOf})`.mapWith(
        Number,
      ),
      optionTermsTaken: sql<number>`(select count(*) from ${contractOptionTerms}
        where ${optionsOf} and ${contractOptionTerms.isTaken})`.mapWith(Number),
    })
    .from(contracts)
    .innerJoin(projects, tenantJoin(projects.id, contracts.projectId))
    .leftJoin(departments, tenantJoin(departments.id, projects.departmentId))
    .leftJoin(users, tenantJoin(users.id, projects.projectLeadId))
    .where(and(nodeContracts(scope), selectionWhere(selection, scope.today), past))
    .orderBy(...order)
    .limit(limit);
}

export type ContractReportRow = Awaited<ReturnType<typeof findContractReportPage>>[number];

/** The company names of each contract's active suppliers, by name: the Suppliers column. */
export async function findSupplierNames(
  tx: Tx,
  customerId: number,
  contractIds: readonly number[],
): Promise<Map<number, string[]>> {
  if (contractIds.length === 0) return new Map();
  const rows = await tx
    .select({ contractId: contractVendors.contractId, companyName: vendors.companyName })
    .from(contractVendors)
    .innerJoin(vendors, tenantJoin(vendors.id, contractVendors.vendorId))
    .where(
      and(
        eq(contractVendors.customerId, customerId),
        inArray(contractVendors.contractId, [...contractIds]),
        eq(contractVendors.isActive, true),
      ),
    )
    .orderBy(asc(vendors.companyName), asc(vendors.id));
  return groupNames(rows.map((row) => [row.contractId, row.companyName]));
}

/** The names of each project's contract administrators, by last then first name. */
export async function findContractAdministrators(
  tx: Tx,
  customerId: number,
  projectIds: readonly number[],
): Promise<Map<number, string[]>> {
  if (projectIds.length === 0) return new Map();
  const rows = await tx
    .select({ projectId: projectUsers.projectId, name: personName(users.firstName, users.lastName) })
    .from(projectUsers)
    .innerJoin(users, tenantJoin(users.id, projectUsers.userId))
    .where(
      and(
        eq(projectUsers.customerId, customerId),
        inArray(projectUsers.projectId, [...projectIds]),
        eq(projectUsers.roleId, 'contractAdministrator'),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  return groupNames(rows.map((row) => [row.projectId, row.name ?? '']));
}

function groupNames(pairs: [number, string][]): Map<number, string[]> {
  const byId = new Map<number, string[]>();
  for (const [id, name] of pairs) {
    const names = byId.get(id);
    if (names) names.push(name);
    else byId.set(id, [name]);
  }
  return byId;
}
