import {
  type AddProjectUser,
  canAssignProjectRole,
  isProjectRoleId,
  type Language,
  type ProjectRole,
  type ProjectRoleId,
  type ProjectUser,
  projectRoleIds,
  projectRoleLabels,
  type UpdateProjectUser,
} from '@procura/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest, forbidden, isUniqueViolation } from '../../platform/errors.ts';
import { inTenant, type Tx } from '../../platform/tenancy.ts';
import { findProject } from '../projects/index.ts';
import { fullName, type ProjectActor, presentPerson, recordProjectEvent } from './people.ts';
import {
  deleteMembership,
  findActiveUserIds,
  findAssignableUsers,
  findMembership,
  findMemberships,
  findTeamUserIds,
  insertMembership,
  membershipExists,
  setQuestionEmails,
} from './queries.ts';

/**
 * The project team (000 §6): people of the agency in project roles. A person may hold several
 * roles on one project, each once. The Procurement Lead role is given and taken by product
 * support only.
 */

const projectUserNotFound = () => new AppError(404, 'invalidProjectUserId');

/** The six project roles in the spec's order, named in the caller's language. */
export function listProjectRoles(language: Language): ProjectRole[] {
  return projectRoleIds.map((id) => ({
    id,
    name: projectRoleLabels[id][language],
    siteAdminOnly: !canAssignProjectRole(id, { isSiteAdmin: false }),
  }));
}

/**
 * The people a project's work can go to: the agency's active users. The team and task pickers
 * need them from people who may not see the team administration list (GET Users needs it).
 */
export async function listAssignableUsers(ctx: AppContext, actor: ProjectActor) {
  return inTenant(ctx.db, actor.customerId, (tx) => findAssignableUsers(tx, actor.customerId));
}

type MembershipRow = NonNullable<Awaited<ReturnType<typeof findMembership>>>;

function present(row: MembershipRow, language: Language): ProjectUser {
  const roleId = row.membership.roleId as ProjectRoleId;
  const person = presentPerson(row.person);
  if (!person) throw new Error('membership without a person');
  return {
    id: row.membership.id,
    projectId: row.membership.projectId,
    userId: row.membership.userId,
    roleId,
    roleName: isProjectRoleId(roleId) ? projectRoleLabels[roleId][language] : roleId,
    questionEmails: row.membership.questionEmails,
    addedAt: row.membership.addedAt.toISOString(),
    user: { ...person, email: row.person.email },
  };
}

/** The team of a project, or everyone holding a role across the node's projects. */
export async function listProjectUsers(
  ctx: AppContext,
  actor: ProjectActor,
  filter: { projectId?: number | undefined; roleId?: ProjectRoleId | undefined },
  language: Language,
): Promise<ProjectUser[]> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    if (filter.projectId !== undefined) await findProject(tx, actor, filter.projectId);
    const rows = await findMemberships(tx, actor, filter);
    return rows.map((row) => present(row, language));
  });
}

function requireRoleRight(actor: ProjectActor, roleId: ProjectRoleId) {
  if (!canAssignProjectRole(roleId, actor)) throw forbidden('projectLeadSiteAdminOnly');
}

/** Adds an active user of the agency to a project in a role; a role held already is refused. */
export async function addProjectUser(
  ctx: AppContext,
  actor: ProjectActor,
  input: Required<AddProjectUser>,
  language: Language,
): Promise<ProjectUser> {
  requireRoleRight(actor, input.roleId);
  try {
    return await inTenant(ctx.db, actor.customerId, async (tx) => {
      await findProject(tx, actor, input.projectId);
      if (!(await findActiveUserIds(tx, actor.customerId, [input.userId])).has(input.userId)) {
        throw badRequest('projectUserNotActive');
      }
      if (await membershipExists(tx, actor.customerId, input)) throw badRequest('projectUserExists');
      const row = await insertMembership(tx, { customerId: actor.customerId, ...input });
      const added = await findMembership(tx, actor, row.id);
      if (!added) throw projectUserNotFound();
      await recordProjectEvent(tx, ctx, actor, input.projectId, {
        action: 'projectUser.added',
        entityType: 'projectUser',
        entityId: row.id,
        after: { ...input, userName: fullName(added.person) },
      });
      return present(added, language);
    });
  } catch (error) {
    // Two people adding the same member at once: the unique index answers as the check would.
    if (isUniqueViolation(error)) throw badRequest('projectUserExists');
    throw error;
  }
}

/**
 * Opts a member in or out of question emails. Members choose for themselves; changing someone
 * else's choice needs the right to edit the team (`mayEditTeam`).
 */
export async function updateProjectUser(
  ctx: AppContext,
  actor: ProjectActor,
  input: UpdateProjectUser,
  mayEditTeam: boolean,
  language: Language,
): Promise<ProjectUser> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const row = await findMembership(tx, actor, input.id);
    if (!row) throw projectUserNotFound();
    if (row.membership.userId !== actor.userId && !mayEditTeam) throw forbidden('noPermission');
    await setQuestionEmails(tx, actor.customerId, row.membership.id, input.questionEmails);
    await recordProjectEvent(tx, ctx, actor, row.membership.projectId, {
      action: 'projectUser.updated',
      entityType: 'projectUser',
      entityId: row.membership.id,
      before: { questionEmails: row.membership.questionEmails },
      after: { questionEmails: input.questionEmails, userName: fullName(row.person) },
    });
    return present(
      { ...row, membership: { ...row.membership, questionEmails: input.questionEmails } },
      language,
    );
  });
}

/** Takes a member out of a role on a project (the Procurement Lead only by product support). */
export async function removeProjectUser(
  ctx: AppContext,
  actor: ProjectActor,
  projectUserId: number,
  language: Language,
): Promise<ProjectUser> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const row = await findMembership(tx, actor, projectUserId);
    if (!row) throw projectUserNotFound();
    if (isProjectRoleId(row.membership.roleId)) requireRoleRight(actor, row.membership.roleId);
    await deleteMembership(tx, actor.customerId, row.membership.id);
    await recordProjectEvent(tx, ctx, actor, row.membership.projectId, {
      action: 'projectUser.removed',
      entityType: 'projectUser',
      entityId: row.membership.id,
      before: {
        userId: row.membership.userId,
        roleId: row.membership.roleId,
        userName: fullName(row.person),
      },
    });
    return present(row, language);
  });
}

/**
 * The ids of a project's active team members, each once: for mail to the team (question emails
 * go to `{ questionEmailsOnly: true }`) and for pickers. Call it inside the caller's tenant
 * transaction, after the project has been found for the actor.
 */
export function projectTeamUserIds(
  tx: Tx,
  customerId: number,
  projectId: number,
  options: { questionEmailsOnly?: boolean; roleIds?: readonly ProjectRoleId[] } = {},
): Promise<number[]> {
  return findTeamUserIds(tx, customerId, projectId, options);
}
