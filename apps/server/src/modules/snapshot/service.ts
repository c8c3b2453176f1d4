import {
  contractStatusOn,
  daysUntilClosing,
  isNoDate,
  isSourceClosed,
  type ProjectSnapshot,
  projectStatusLabels,
  snapshotSupplierLimit,
  sourceStatusOf,
  utcToZonedLocal,
} from '@procura/contract';
import type { AppContext } from '../../platform/context.ts';
import { type Actor, inTenant } from '../../platform/tenancy.ts';
import { agencyTimeZone } from '../customers/index.ts';
import { findPeople } from '../project-team/index.ts';
import { unsealsAtClosing } from '../submissions/index.ts';
import { milestonesOf, teamOf, valuesOf } from './presenters.ts';
import {
  findAwardFigures,
  findContractFigures,
  findFirstPlanTakers,
  findMeetings,
  findProjectHead,
  findSourceFigures,
  findTeam,
  noAwardFigures,
} from './queries.ts';

/**
 * The project snapshot (000 §2): one read of a project for its eight widgets. It shows of the bids
 * only what the Submissions tab shows at the same moment: before closing, the number of complete
 * bids; from closing on, who bid and the no-bids. It reads no sealed part and unseals nothing.
 */

export type SnapshotViewer = Actor & {
  /** The view right on the Source area: without it the Suppliers widget names no company. */
  canViewSource: boolean;
};

const iso = (date: Date | null) => (date === null || isNoDate(date) ? null : date.toISOString());

/** GET Projects/Snapshot?projectId: 404 for a project outside the viewer's agency and node. */
export async function projectSnapshot(
  ctx: AppContext,
  viewer: SnapshotViewer,
  projectId: number,
): Promise<ProjectSnapshot> {
  return inTenant(ctx.db, viewer.customerId, async (tx) => {
    const head = await findProjectHead(tx, viewer, projectId);
    const { project } = head;
    const { customerId } = viewer;
    const status = project.status;
    const now = ctx.clock.now();
    const timeZone = await agencyTimeZone(tx, customerId);
    const today = utcToZonedLocal(now, timeZone).slice(0, 10);

    const source = await findSourceFigures(tx, customerId, projectId);
    const tender = source?.tender ?? null;
    const closed = isSourceClosed(status);
    const meetings = tender ? await findMeetings(tx, customerId, tender.id) : [];
    const awarded = tender ? await findAwardFigures(tx, customerId, tender.id) : noAwardFigures;
    const contract = await findContractFigures(tx, customerId, projectId);
    const takers =
      tender && viewer.canViewSource
        ? await findFirstPlanTakers(tx, customerId, tender.id, snapshotSupplierLimit, closed)
        : [];
    const team = await findTeam(tx, customerId, projectId);
    const people = await findPeople(
      tx,
      customerId,
      [project.projectLeadId, project.departmentProjectLeadId, project.createdById].filter(
        (id): id is number => id !== null,
      ),
    );
    const personOf = (id: number | null) => (id === null ? null : (people.get(id) ?? null));
    const contractStatus = contract
      ? contractStatusOn(
          contract.contract.status,
          {
            termEnd: contract.contract.termEnd,
            warrantyEnd: contract.contract.hasWarrantyPeriod ? contract.contract.warrantyEnd : null,
          },
          today,
        )
      : null;
    // A source that unseals itself at closing is open to its reports from then on (they unseal it).
    const automatic = tender !== null && closed && unsealsAtClosing(tender);
    const estimates = {
      estimatedValue: head.estimatedValue,
      estimatedAnnualValue: head.estimatedAnnualValue,
    };

    return {
      overview: {
        id: project.id,
        number: project.number,
        name: project.name,
        type: project.type as ProjectSnapshot['overview']['type'],
        phase: project.phase as ProjectSnapshot['overview']['phase'],
        status,
        statusLabel: projectStatusLabels[status],
        sourceStatus: sourceStatusOf[status],
        procurementMethod: project.procurementMethod as ProjectSnapshot['overview']['procurementMethod'],
        isPlanned: project.isPlanned,
        department: head.department,
        division: head.division,
        lead: personOf(project.projectLeadId),
        departmentLead: personOf(project.departmentProjectLeadId),
        classification: project.classification as ProjectSnapshot['overview']['classification'],
        ...estimates,
        createdAt: project.createdAt.toISOString(),
        createdBy: personOf(project.createdById),
        description: project.description,
      },
      estimatedVsActual: valuesOf(estimates, awarded, contract, contractStatus),
      milestones: milestonesOf(project, source, meetings, awarded.awardDate, contract, { now, timeZone }),
      supplierQuestions: {
        total: source?.questions ?? 0,
        answered: source?.answered ?? 0,
        unanswered: (source?.questions ?? 0) - (source?.answered ?? 0),
      },
      stats: {
        planTakers: source?.planTakers ?? 0,
        downloads: source?.downloads ?? 0,
        submissions: source?.bids ?? 0,
        noBids: closed ? (source?.noBids ?? 0) : null,
        addenda: source?.addenda ?? 0,
        meetings: meetings.length,
        closingDate: iso(tender?.dateClosing ?? null),
        daysUntilClosing: daysUntilClosing(tender?.dateClosing ?? null, now, timeZone),
      },
      source: tender
        ? {
            tenderId: tender.id,
            isClosed: closed,
            priceUnsealed: closed && (tender.priceUnsealedAt !== null || automatic),
            submissionUnsealed: closed && (tender.submissionUnsealedAt !== null || automatic),
            hasCompliance: (source?.complianceItems ?? 0) > 0,
            meetings: meetings.map((m) => ({ id: m.id, description: m.description, date: iso(m.date) })),
          }
        : null,
      suppliers: {
        total: source?.planTakers ?? 0,
        visible: viewer.canViewSource,
        items: takers.map((row) => ({
          id: row.id,
          companyName: row.companyName,
          contactName: row.contactName,
          registeredAt: row.registeredAt.toISOString(),
          addedByBuyer: row.vendorId === null,
          submitted: closed ? Boolean(row.submitted) : null,
        })),
      },
      team: teamOf(personOf(project.projectLeadId), team),
      timeZone,
    };
  });
}
