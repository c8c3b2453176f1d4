import {
  emptyDateSentinelMs,
  intakeProjectDraft,
  intakeSourceMethods,
  intakeStatuses,
  type ProcurementMethod,
  resolveRouteAccess,
  zonedLocalToUtc,
} from '@procura/contract';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext, AreaHooks } from '../../platform/context.ts';
import { AppError, badRequest, forbidden, isUniqueViolation } from '../../platform/errors.ts';
import type { Tx } from '../../platform/tenancy.ts';
import { findRoutePermissionRows, groupRoutePermissions } from '../access/index.ts';
import { agencyTimeZone } from '../customers/index.ts';
import { inviteDirectorySuppliers, lockTenderForInvitations } from '../invitations/index.ts';
import { findTender } from '../projects/index.ts';
import { presentRequest } from './request-presenters.ts';
import { findRequestDocuments, findRequestNames, updateIntakeRequestRow } from './request-queries.ts';
import { requireIntakeRequest } from './staff-access.ts';

/**
 * A project from an approved intake request (issue 24 §4; 001 §3 new project draft from intake;
 * 000 §4 source method Public or Limited). POST /Projects asks it through the projects area's
 * hook (projects is the lower layer): the request is locked and checked before the project is
 * inserted, its fields become the project's, and once the project exists the supplier emails are
 * invited and the request points at it, all in the one transaction of the creation.
 */

type Hook = AreaHooks['projectFromIntake'];
type Viewer = Parameters<Hook['prepare']>[2];
type IntakeProjectSeed = Awaited<ReturnType<Hook['prepare']>>;

const noDate = new Date(emptyDateSentinelMs).toISOString();

/** The intake action right, read as the session reads it (the creation has no session at hand). */
async function assertMayActOnIntake(tx: Tx, viewer: Viewer): Promise<void> {
  if (viewer.isSiteAdmin) return;
  const rows = await findRoutePermissionRows(tx, viewer.customerId, viewer.nodeId, 'intake');
  const access = resolveRouteAccess('intake', groupRoutePermissions(rows), {
    held: viewer.held,
    isSiteAdmin: viewer.isSiteAdmin,
  });
  if (!access.canAct) throw forbidden('noPermission');
}

/** The instant a stored posting day is published: 12:00 in the agency's zone (001 §5). */
function postingInstant(day: string | null, timeZone: string): string | null {
  return day === null ? null : zonedLocalToUtc(`${day.slice(0, 10)}T12:00`, timeZone).toISOString();
}

/**
 * The request `intakeRequestId` of the caller's agency and node, locked: 404 when none, 403
 * without the intake action right, 400 intakeMethodInvalid unless Public or Limited, 409
 * intakeNotApproved unless approved, 409 intakeProjectExists once it has its project.
 */
export async function prepareProjectFromIntake(
  tx: Tx,
  _ctx: AppContext,
  viewer: Viewer,
  intakeRequestId: number,
  method: ProcurementMethod,
): Promise<IntakeProjectSeed> {
  await assertMayActOnIntake(tx, viewer);
  if (!(intakeSourceMethods as readonly string[]).includes(method)) {
    throw badRequest({ key: 'intakeMethodInvalid', params: { field: 'procurementMethod' } });
  }
  const row = await requireIntakeRequest(tx, viewer, intakeRequestId, { forUpdate: true });
  if (row.status !== intakeStatuses.approved) throw new AppError(409, 'intakeNotApproved');
  if (row.projectId !== null) throw new AppError(409, 'intakeProjectExists');
  const [names, documents] = await Promise.all([
    findRequestNames(tx, row),
    findRequestDocuments(tx, row.customerId, row.id),
  ]);
  const draft = intakeProjectDraft(presentRequest(row, names, documents, []));
  const source = draft.sourceDetails;
  const timeZone = await agencyTimeZone(tx, viewer.customerId);
  return {
    intakeRequestId: row.id,
    details: {
      departmentId: draft.projectDepartment,
      divisionId: draft.divisionCategory,
      projectLeadId: draft.teamLead,
      description: source.description,
      classification: row.classification,
      categoryIds: source.categories,
      estimatedAnnualValue: source.estimatedAnnualValue,
      estimatedValue: source.estimatedValue,
    },
    tender: {
      typeId: source.type,
      hasSiteMeetings: source.bidMeetings,
      dateAvailable: postingInstant(source.dateAvailable, timeZone),
    },
    // A location is where a meeting may be held: no date yet (the sentinel), not mandatory.
    meetings: source.meetingLocations.map((meeting) => ({
      description: '',
      location: meeting.location,
      date: noDate,
      endDate: null,
      isMandatory: false,
      showToPublic: true,
    })),
    supplierEmails: source.vendorInvitationListNew.map((invitee) => invitee.email),
  };
}

/** Invites the request's supplier emails (once each) and links the request to its project. */
export async function finishProjectFromIntake(
  tx: Tx,
  ctx: AppContext,
  viewer: Viewer,
  project: Parameters<Hook['created']>[3],
  seed: IntakeProjectSeed,
): Promise<void> {
  const tender = await findTender(tx, viewer, project.id);
  const seen = new Set<string>();
  const invitees = seed.supplierEmails
    .filter((email) => !seen.has(email.toLowerCase()) && seen.add(email.toLowerCase()))
    .map((email) => ({ vendorId: null, vendorListId: null, email, companyName: '', contactName: '' }));
  if (invitees.length > 0) {
    const locked = await lockTenderForInvitations(tx, viewer, tender.id);
    await inviteDirectorySuppliers(tx, ctx, viewer, locked, invitees);
  }
  try {
    await updateIntakeRequestRow(tx, viewer.customerId, seed.intakeRequestId, { projectId: project.id });
  } catch (error) {
    // The unique index on the request's project: another creation got there first.
    if (isUniqueViolation(error)) throw new AppError(409, 'intakeProjectExists');
    throw error;
  }
  await recordAudit(tx, ctx.clock, {
    ...byActor(viewer),
    action: 'intakeRequest.projectCreated',
    entityType: 'intakeRequest',
    entityId: seed.intakeRequestId,
    projectId: project.id,
    after: { projectId: project.id, invited: invitees.length },
  });
}

/** The hook POST /Projects calls (registered in area-hooks.ts). */
export const projectFromIntake: Hook = {
  prepare: prepareProjectFromIntake,
  created: finishProjectFromIntake,
};
