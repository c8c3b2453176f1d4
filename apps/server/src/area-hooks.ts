import { mailClosingDateChange } from './modules/addenda/index.ts';
import { endUserSessions } from './modules/auth/index.ts';
import { beginAward } from './modules/awards/index.ts';
import { scheduleClosing, scheduleClosingOnOpen } from './modules/closing/index.ts';
import type {} from './modules/contracts/hooks.ts';
import { createContractOfNewProject } from './modules/contracts/index.ts';
import type {} from './modules/departments/hooks.ts';
import { noticeMail, rejectDocumentMail } from './modules/email/index.ts';
import { projectFromIntake } from './modules/intake/project-from-intake.ts';
import { notifyInvitations } from './modules/invitations/index.ts';
import type {} from './modules/projects/hooks.ts';
import { findTender } from './modules/projects/index.ts';
import { copyRequirements, requirementFactsOf } from './modules/requirements/index.ts';
import { copyAllTables } from './modules/tables/index.ts';
import type {} from './modules/team/hooks.ts';
import { findGroupsOfDepartments } from './modules/team/index.ts';
import type { AreaHooks } from './platform/context.ts';

/**
 * Every hook a lower area offers (its `hooks.ts`), answered by the areas above it. This file is
 * the only place that knows both sides: the lower area imports none of them (issue 21 §2). The
 * `import type {}` lines bring each hooks.ts into every program that builds the app (e2e, bench
 * compile only what they reach), so AreaHooks has all its members there too.
 */
export const areaHooks: AreaHooks = {
  // projects (modules/projects/hooks.ts)
  projectOpened: [
    // Suppliers invited to a project hear of it when it opens, whoever or whatever opened it.
    async (tx, ctx, project, actorUserId) => {
      const tender = await findTender(tx, { ...project, userId: 0 }, project.id);
      await notifyInvitations(
        tx,
        ctx,
        { customerId: project.customerId, nodeId: project.nodeId, userId: actorUserId },
        tender.id,
      );
    },
    // A precise closing job at the closing time of the project just opened.
    scheduleClosingOnOpen,
  ],
  projectFromIntake,
  projectCreated: [createContractOfNewProject],
  sourceCopied: [
    (tx, actor, fromTenderId, toTenderId) => copyRequirements(tx, actor.customerId, fromTenderId, toTenderId),
    async (tx, actor, fromTenderId, toTenderId) => {
      await copyAllTables(tx, actor, fromTenderId, toTenderId);
    },
  ],
  awardStarting: beginAward,
  requirementFacts: requirementFactsOf,
  closingDateMail: mailClosingDateChange,
  closingMoved: scheduleClosing,
  // team (modules/team/hooks.ts)
  userAccessEnded: (tx, ctx, user) =>
    endUserSessions(tx, ctx, user.customerId, user.userId, user.keepSessionId),
  // departments (modules/departments/hooks.ts)
  groupsOfDepartments: findGroupsOfDepartments,
  // contracts (modules/contracts/hooks.ts)
  rejectDocumentMail,
  // platform (platform/notices.ts)
  noticeMail,
};
