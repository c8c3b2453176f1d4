import {
  deriveSubmissionDisplay,
  isProjectRoleId,
  type Opportunity,
  type OpportunitySummary,
  type opportunitiesQuerySchema,
  opportunityStatusOf,
  type PortalAgencyAnswer,
  type ProjectStatus,
  projectRoleLabels,
  registrationState,
} from '@procura/contract';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { inTenant, type Tx } from '../../platform/tenancy.ts';
import { findPublicAwards } from '../awards/index.ts';
import type { PortalAgency } from '../customers/index.ts';
import type { ProjectRow, TenderRow } from '../projects/index.ts';
import { tenderSettingsOf } from '../projects/index.ts';
import { findActiveCategories } from '../suppliers/index.ts';
import {
  findAddenda,
  findAllMeetings,
  findBidderNames,
  findCategoryNames,
  findOpportunities,
  findOpportunity,
  findPlanTakerNames,
  findPublicDocuments,
  findPublicMeetings,
  findRegisteredTenderIds,
  findTeam,
  findUser,
  type PortalViewer,
} from './queries.ts';

/**
 * The public portal of an agency (issue 6 §1): its opportunities as suppliers see them. Answers
 * carry the server's clock (`serverTime`) so the page shows time as the server counts it.
 */

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/** The same 404 for an unknown, hidden or other agency's project. */
export const opportunityNotFound = () => new AppError(404, 'invalidProjectId');

/** GET /api/v1/portal/{agency}. */
export function agencyAnswer(ctx: AppContext, agency: PortalAgency): PortalAgencyAnswer {
  return {
    name: agency.name,
    domain: agency.domain,
    timezone: agency.timezone,
    serverTime: ctx.clock.now().toISOString(),
  };
}

function summaryOf(
  project: ProjectRow,
  tender: TenderRow,
  categoryNames: Map<number, string>,
  isRegistered: boolean,
): OpportunitySummary {
  return {
    id: project.id,
    number: project.number,
    name: project.name,
    status: opportunityStatusOf(project.status) ?? 'open',
    procurementMethod: project.procurementMethod,
    categories: project.categoryIds.flatMap((id) => {
      const name = categoryNames.get(id);
      return name === undefined ? [] : [name];
    }),
    dateAvailable: iso(tender.dateAvailable),
    dateClosing: iso(tender.dateClosing),
    datePlannedNotice: iso(tender.datePlannedNotice),
    plannedIssueDate: iso(tender.plannedIssueDate),
    isRegistered,
  };
}

/** GET /Opportunities: one page of the chosen list. */
export async function listOpportunities(
  ctx: AppContext,
  agency: PortalAgency,
  viewer: PortalViewer,
  query: z.output<typeof opportunitiesQuerySchema>,
): Promise<{ values: OpportunitySummary[]; total: number }> {
  return inTenant(ctx.db, agency.customerId, async (tx) => {
    const { rows, total } = await findOpportunities(tx, agency, viewer, { ...query, now: ctx.clock.now() });
    const names = await findCategoryNames(tx, agency.customerId, [
      ...new Set(rows.flatMap((r) => r.project.categoryIds)),
    ]);
    const registered = viewer
      ? await findRegisteredTenderIds(
          tx,
          agency.customerId,
          viewer.vendorId,
          rows.map((r) => r.tender.id),
        )
      : new Set<number>();
    return {
      values: rows.map((r) => summaryOf(r.project, r.tender, names, registered.has(r.tender.id))),
      total,
    };
  });
}

/** A visible opportunity with its source, for the portal's other areas (registration, downloads). */
export async function requireOpportunity(
  tx: Tx,
  agency: Pick<PortalAgency, 'customerId' | 'tenderNodeId'>,
  viewer: PortalViewer,
  projectId: number,
  options: { statuses?: readonly ProjectStatus[]; lock?: 'update' | 'share' } = {},
) {
  const row = await findOpportunity(tx, agency, viewer, projectId, options);
  if (!row) throw opportunityNotFound();
  return row;
}

/**
 * The opportunity of a signed-in supplier's portal path (questions, bids): visible to that
 * supplier as on the public page (an invited-only source only when invited), else 404
 * invalidProjectId, the same answer as another agency's id.
 */
export function supplierOpportunity(
  tx: Tx,
  supplier: { customerId: number; tenderNodeId: number; vendorId: number },
  projectId: number,
  options: { statuses?: readonly ProjectStatus[]; lock?: 'update' | 'share' } = {},
) {
  return requireOpportunity(tx, supplier, { vendorId: supplier.vendorId }, projectId, options);
}

/**
 * GET /Categories: the agency's active categories by code, for the opportunities filter and the
 * supplier's registration and profile forms (decision 175).
 */
export async function listCategories(ctx: AppContext, agency: PortalAgency) {
  return inTenant(ctx.db, agency.customerId, (tx) => findActiveCategories(tx, agency.customerId));
}

/** Whether a supplier may register now, by the server clock (the contract's rule). */
export async function registrationOf(tx: Tx, ctx: AppContext, project: ProjectRow, tender: TenderRow) {
  const settings = tenderSettingsOf(tender);
  const meetings = await findAllMeetings(tx, project.customerId, tender.id);
  return registrationState({
    status: project.status,
    isRegistrationDisabled: settings.isRegistrationDisabled,
    registrationDeadline: tender.registrationDeadline,
    dateClosing: tender.dateClosing,
    isCloseRegistrationAfterMeetingDate: settings.isCloseRegistrationAfterMeetingDate,
    hasSiteMeetings: settings.hasSiteMeetings,
    meetings,
    now: ctx.clock.now(),
  });
}

const person = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`.trim();
const roleLabel = (roleId: string) => (isProjectRoleId(roleId) ? projectRoleLabels[roleId].en : roleId);

/** Roles the public may see as team members; evaluators stay confidential (decision 113). */
const publicTeamRoles = new Set(['projectTeamMember', 'departmentProjectLead', 'contractAdministrator']);

/**
 * GET /Opportunities/{projectId}: the opportunity page honouring every show/hide flag of its source
 * (decisions 112, 113). Nothing sealed is ever read here: bidders are company names only.
 */
export async function getOpportunity(
  ctx: AppContext,
  agency: PortalAgency,
  viewer: PortalViewer,
  projectId: number,
): Promise<Opportunity> {
  return inTenant(ctx.db, agency.customerId, async (tx) => {
    const { project, tender } = await requireOpportunity(tx, agency, viewer, projectId);
    const settings = tenderSettingsOf(tender);
    const customerId = agency.customerId;
    const names = await findCategoryNames(tx, customerId, project.categoryIds);
    const isRegistered = viewer
      ? (await findRegisteredTenderIds(tx, customerId, viewer.vendorId, [tender.id])).has(tender.id)
      : false;
    const summary = summaryOf(project, tender, names, isRegistered);
    const registration = await registrationOf(tx, ctx, project, tender);

    const showPlanTakers = settings.showPlanTakers && !settings.isHidePlanTakers;
    const showMeetings = settings.hasSiteMeetings && !settings.isHideBidMeetings;
    const team =
      settings.showPurchasingRepsOnPublic || settings.showTeamMembers
        ? await findTeam(tx, customerId, project.id)
        : [];

    let purchasingReps: Opportunity['purchasingReps'] = null;
    if (settings.showPurchasingRepsOnPublic) {
      const lead =
        project.projectLeadId === null ? undefined : await findUser(tx, customerId, project.projectLeadId);
      const reps = team.filter((m) => m.roleId === 'purchasingTeamMember' && m.userId !== lead?.id);
      purchasingReps = [
        ...(lead ? [{ fullName: person(lead), role: roleLabel('procurementLead'), email: lead.email }] : []),
        ...reps.map((m) => ({ fullName: person(m), role: roleLabel(m.roleId), email: m.email })),
      ];
    }
    const teamMembers = settings.showTeamMembers
      ? team
          .filter((m) => publicTeamRoles.has(m.roleId))
          .map((m) => ({
            fullName: person(m),
            role: roleLabel(m.roleId),
            email: settings.showTeamMembersContact ? m.email : null,
          }))
      : null;

    const { showSubmitted } = deriveSubmissionDisplay(settings.closingMethod, settings.resultsDisplay);
    const unsealed =
      settings.closingMethod === 'UNSEALED' ||
      tender.priceUnsealedAt !== null ||
      tender.submissionUnsealedAt !== null;
    const resultsPublic =
      (summary.status === 'closed' || summary.status === 'awarded') && showSubmitted && unsealed;
    const now = ctx.clock.now();

    return {
      ...summary,
      description: project.description || settings.description,
      scope: settings.scope,
      classification: project.classification,
      submission: settings.submission,
      submissionAddress: project.submissionAddress,
      publicOpening: settings.publicOpening,
      publicOpeningAddress: settings.publicOpening ? settings.publicOpeningAddress : '',
      questionDeadline: settings.hasQuestionDeadline ? iso(tender.questionDeadline) : null,
      registrationDeadline: iso(tender.registrationDeadline),
      timezone: agency.timezone,
      serverTime: now.toISOString(),
      planTakers: showPlanTakers ? await findPlanTakerNames(tx, customerId, tender.id) : null,
      meetings: showMeetings
        ? (await findPublicMeetings(tx, customerId, tender.id)).map((m) => ({
            id: m.id,
            description: m.description,
            location: m.location,
            date: iso(m.date),
            endDate: iso(m.endDate),
            isMandatory: m.isMandatory,
          }))
        : null,
      // Hidden bid documents are hidden from the public; a registered plan taker still gets them.
      documents:
        settings.isHideBidDocuments && !isRegistered
          ? null
          : await findPublicDocuments(tx, customerId, tender.id),
      addenda: (await findAddenda(tx, customerId, tender.id)).map((a) => ({
        ...a,
        createdAt: a.createdAt.toISOString(),
      })),
      purchasingReps,
      teamMembers,
      bidders: resultsPublic ? await findBidderNames(tx, customerId, tender.id) : null,
      awardedTo: summary.status === 'awarded' ? await findPublicAwards(tx, customerId, tender.id) : null,
      registration,
      canSubmit:
        isRegistered &&
        project.status === 'Open' &&
        (tender.dateClosing === null || now.getTime() < tender.dateClosing.getTime()),
    };
  });
}
