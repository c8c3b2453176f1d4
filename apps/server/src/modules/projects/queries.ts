import { and, asc, count, eq, lte, sql } from 'drizzle-orm';
import {
  customers,
  nodes,
  type projectDocuments,
  projects,
  submissions,
  type tenderComplianceItems,
  type tenderInvitations,
  tenderMeetings,
  tenders,
  users,
} from '../../db/schema/index.ts';
import { tenantJoin } from '../../platform/query.ts';
import type { Actor, Tx } from '../../platform/tenancy.ts';
import { isCompleteBid } from './complete-bids.ts';

/** Reading projects, their sources and what hangs off them. */

export type ProjectRow = typeof projects.$inferSelect;
export type TenderRow = typeof tenders.$inferSelect;
export type MeetingRow = typeof tenderMeetings.$inferSelect;
export type NodeRow = typeof nodes.$inferSelect;

/**
 * The project `projectId` of the actor's agency and tender node. `forUpdate` locks the row for the
 * rest of the transaction (status changes, saves).
 */
export async function findProjectOfNode(
  tx: Tx,
  actor: Actor,
  projectId: number,
  forUpdate: boolean,
): Promise<ProjectRow | undefined> {
  const query = tx
    .select()
    .from(projects)
    .where(
      and(
        eq(projects.customerId, actor.customerId),
        eq(projects.nodeId, actor.nodeId),
        eq(projects.id, projectId),
      ),
    );
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** The project `id` of the agency, locked for the transaction, whatever its node. */
export async function lockProject(tx: Tx, customerId: number, id: number): Promise<ProjectRow | undefined> {
  const [row] = await tx
    .select()
    .from(projects)
    .where(and(eq(projects.customerId, customerId), eq(projects.id, id)))
    .for('update');
  return row;
}

/** What decides whether the public may see a project. */
export async function findPublicState(tx: Tx, customerId: number, projectId: number) {
  const [row] = await tx
    .select({ nodeId: projects.nodeId, status: projects.status, type: projects.type })
    .from(projects)
    .where(and(eq(projects.customerId, customerId), eq(projects.id, projectId)));
  return row;
}

/** The projects of every agency scheduled to publish whose publish time has come. */
export function findDueScheduledProjects(tx: Tx, now: Date) {
  return tx
    .select({ customerId: projects.customerId, id: projects.id })
    .from(projects)
    .innerJoin(tenders, tenantJoin(tenders.projectId, projects.id))
    .where(and(eq(projects.status, 'Open_Scheduled'), lte(tenders.dateAvailable, now)));
}

/** The ids of the agency's projects (templates aside) numbered `number`, case-insensitively. */
export function findProjectIdsNumbered(tx: Tx, customerId: number, number: string) {
  return tx
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(
        eq(projects.customerId, customerId),
        sql`lower(${projects.number}) = ${number.toLowerCase()}`,
        sql`${projects.type} <> 'TEMPLATE'`,
      ),
    );
}

/** The project's source (a project has one in this version). */
export async function findTenderOfProject(
  tx: Tx,
  customerId: number,
  projectId: number,
): Promise<TenderRow | undefined> {
  const [row] = await tx
    .select()
    .from(tenders)
    .where(and(eq(tenders.customerId, customerId), eq(tenders.projectId, projectId)));
  return row;
}

/** The source `tenderId` of the actor's agency and node with its project. */
export async function findTenderWithProject(tx: Tx, actor: Actor, tenderId: number) {
  const [row] = await tx
    .select({ tender: tenders, project: projects })
    .from(tenders)
    .innerJoin(projects, tenantJoin(projects.id, tenders.projectId))
    .where(
      and(
        eq(tenders.customerId, actor.customerId),
        eq(tenders.id, tenderId),
        eq(projects.nodeId, actor.nodeId),
      ),
    );
  return row;
}

export function findMeetingsOfTender(tx: Tx, customerId: number, tenderId: number): Promise<MeetingRow[]> {
  return tx
    .select()
    .from(tenderMeetings)
    .where(and(eq(tenderMeetings.customerId, customerId), eq(tenderMeetings.tenderId, tenderId)))
    .orderBy(asc(tenderMeetings.sortOrder), asc(tenderMeetings.id));
}

/** Rows of a source's documents, compliance items or invitations. */
export async function countRowsOfTender(
  tx: Tx,
  table: typeof projectDocuments | typeof tenderComplianceItems | typeof tenderInvitations,
  customerId: number,
  tenderId: number,
): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(table)
    .where(and(eq(table.customerId, customerId), eq(table.tenderId, tenderId)));
  return row?.n ?? 0;
}

/** Submissions a supplier has completed: changing the requirements would change what they answered. */
export async function completedSubmissionCount(
  tx: Tx,
  customerId: number,
  tenderId: number,
): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(submissions)
    .where(and(eq(submissions.customerId, customerId), eq(submissions.tenderId, tenderId), isCompleteBid));
  return row?.n ?? 0;
}

/** A user's id and name, deleted or not. */
export async function findUserName(tx: Tx, customerId: number, userId: number) {
  const [user] = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.customerId, customerId), eq(users.id, userId)));
  return user;
}

/** The agency's active users, by last and first name: the people a project may name. */
export function findActivePeople(tx: Tx, customerId: number) {
  return tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.customerId, customerId), eq(users.inActive, false), eq(users.deleted, false)))
    .orderBy(asc(users.lastName), asc(users.firstName));
}

/** The agency's name and time zone, as its public pages show them. */
export async function findAgencyHeading(tx: Tx, customerId: number) {
  const [agency] = await tx
    .select({ name: customers.displayName, timezone: customers.timezone })
    .from(customers)
    .where(eq(customers.id, customerId));
  return agency;
}

/** The agency's supplier-portal domain. */
export async function findAgencyDomain(tx: Tx, customerId: number): Promise<string | undefined> {
  const [agency] = await tx
    .select({ domain: customers.domain })
    .from(customers)
    .where(eq(customers.id, customerId));
  return agency?.domain;
}

/** The agency's tender node `nodeId`; a customer node is not one. */
export async function findTenderNodeRow(
  tx: Tx,
  customerId: number,
  nodeId: number,
): Promise<NodeRow | undefined> {
  const [node] = await tx
    .select()
    .from(nodes)
    .where(and(eq(nodes.customerId, customerId), eq(nodes.id, nodeId), eq(nodes.kind, 'tender')));
  return node;
}

/** The node `nodeId`, locked for the transaction while its project counter moves. */
export async function lockNode(tx: Tx, customerId: number, nodeId: number): Promise<NodeRow | undefined> {
  const [node] = await tx
    .select()
    .from(nodes)
    .where(and(eq(nodes.customerId, customerId), eq(nodes.id, nodeId)))
    .for('update');
  return node;
}

export async function setNextProjectNumber(tx: Tx, customerId: number, nodeId: number, next: number) {
  await tx
    .update(nodes)
    .set({ nextProjectNumber: next })
    .where(and(eq(nodes.customerId, customerId), eq(nodes.id, nodeId)));
}
