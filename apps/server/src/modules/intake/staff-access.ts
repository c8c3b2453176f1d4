import { createPermissionFor } from '@procura/contract';
import type { FastifyRequest } from 'fastify';
import { hasRouteRight, sessionOf } from '../../platform/access.ts';
import { AppError, forbidden } from '../../platform/errors.ts';
import type { Actor, Tx } from '../../platform/tenancy.ts';
import { findIntakeRequestRow, type IntakeRequestRow } from './request-queries.ts';

/**
 * Who may read and decide intake requests (issue 24; decision 363). The staff calls name no
 * agency in their path, so the guard only asks for a session: the handler asks the `intake` right
 * here, on the session's own agency and node, as Snapshot/Layout asks the dashboard's.
 */

/** The signed-in user working on intake requests of their active node. */
export type IntakeStaff = Actor & {
  held: ReadonlySet<string>;
  isSiteAdmin: boolean;
  /** The action right on `intake`: edit, approve, decline, make the project. */
  canAct: boolean;
};

/** The caller as intake staff, or 403 noPermission without the right `need` asks. */
export function intakeStaffOf(request: FastifyRequest, need: 'view' | 'act'): IntakeStaff {
  const session = sessionOf(request);
  if (!hasRouteRight(session, 'intake', need)) throw forbidden('noPermission');
  return {
    customerId: session.activeCustomerId,
    nodeId: session.tenderNodeId,
    userId: session.userId,
    held: session.held,
    isSiteAdmin: session.isSiteAdmin,
    canAct: hasRouteRight(session, 'intake', 'act'),
  };
}

/** A list names its node; only the session's own is answered (another's is not the caller's to read). */
export function assertOwnNode(staff: IntakeStaff, nodeId: number): void {
  if (nodeId !== staff.nodeId) throw forbidden('noPermission');
}

/** Whether the caller may make the project an approved request becomes (000 §4: Public or Limited). */
export function mayCreateFromIntake(staff: IntakeStaff): boolean {
  if (staff.isSiteAdmin) return true;
  return (['Public', 'Limited'] as const).some((method) =>
    staff.held.has(createPermissionFor(method, false)),
  );
}

export const intakeRequestNotFound = () => new AppError(404, 'intakeRequestNotFound');

/**
 * The request `id` of the caller's agency and node; 404 intakeRequestNotFound otherwise, so
 * another agency's or node's request reads as one that does not exist.
 */
export async function requireIntakeRequest(
  tx: Tx,
  staff: Actor,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<IntakeRequestRow> {
  const row = await findIntakeRequestRow(tx, staff.customerId, staff.nodeId, id, options);
  if (!row) throw intakeRequestNotFound();
  return row;
}
