import {
  awardApprovalRules,
  type updateWorkflowPersonSchema,
  type WorkflowPersonInput,
} from '@procura/contract';
import type { z } from 'zod';
import { awardApprovalWorkflows } from '../../db/schema/index.ts';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest, isUniqueViolation } from '../../platform/errors.ts';
import { type Actor, inTenant, type Tx } from '../../platform/tenancy.ts';
import { afterEdit } from './progress.ts';
import { endApproverSessions, findActiveUserIdentity, nextSortOrder, peopleOf } from './queries.ts';
import { answer, approvalForWrite } from './service.ts';
import { deletePersonRow, insertPerson, updatePersonRow } from './workflow-queries.ts';

/**
 * The people of an approval's workflow (000 §5: at least one approver, no email twice): team
 * members of the agency or anyone by email, each an approver or a reviewer, in order.
 */

const emailExists = () => new AppError(409, 'awardApproverEmailExists');

async function identityOf(tx: Tx, actor: Actor, input: WorkflowPersonInput) {
  if (input.kind === 'EMAIL') return { userId: null, fullName: input.fullName, email: input.email };
  const user = await findActiveUserIdentity(tx, actor.customerId, input.userId);
  if (!user) throw badRequest({ key: 'awardApproverUserInvalid', params: { field: 'userId' } });
  return {
    userId: input.userId,
    fullName: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email.toLowerCase(),
  };
}

async function findPerson(tx: Tx, customerId: number, approvalId: number, workflowId: number) {
  const people = await peopleOf(tx, customerId, [approvalId]);
  const person = people.find((p) => p.id === workflowId);
  if (!person) throw new AppError(404, 'awardApproverInvalid');
  return { person, people };
}

/** POST awards/approvals/{id}/workflow: a person joins the end of the workflow. */
export async function addPerson(
  ctx: AppContext,
  actor: Actor,
  approvalId: number,
  input: WorkflowPersonInput,
) {
  try {
    return await inTenant(ctx.db, actor.customerId, async (tx) => {
      const approval = await approvalForWrite(tx, actor, approvalId, true);
      const people = await peopleOf(tx, actor.customerId, [approvalId]);
      if (people.length >= awardApprovalRules.maxPeople)
        throw new AppError(409, 'awardApprovalTooManyPeople');
      const identity = await identityOf(tx, actor, input);
      if (people.some((p) => p.email === identity.email)) throw emailExists();
      await insertPerson(tx, {
        customerId: actor.customerId,
        approvalId,
        kind: input.kind,
        ...identity,
        title: input.title,
        role: input.role,
        sortOrder: await nextSortOrder(tx, awardApprovalWorkflows, actor.customerId, approvalId),
      });
      await afterEdit(tx, ctx, approval);
      await recordAudit(tx, ctx.clock, {
        ...byActor(actor),
        action: 'awardApproval.personAdded',
        entityType: 'awardApproval',
        entityId: approvalId,
        projectId: approval.projectId,
        after: { ...identity, role: input.role },
      });
      return answer(tx, actor, approvalId);
    });
  } catch (error) {
    // Two adds of one email at once: the unique index answers the second.
    if (isUniqueViolation(error)) throw emailExists();
    throw error;
  }
}

/** PUT awards/approvals/{id}/workflow: a person's role and title. */
export async function updatePerson(
  ctx: AppContext,
  actor: Actor,
  approvalId: number,
  input: z.infer<typeof updateWorkflowPersonSchema>,
) {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const approval = await approvalForWrite(tx, actor, approvalId, true);
    const { person } = await findPerson(tx, actor.customerId, approvalId, input.id);
    await updatePersonRow(tx, actor.customerId, input.id, { role: input.role, title: input.title });
    await afterEdit(tx, ctx, approval);
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'awardApproval.personUpdated',
      entityType: 'awardApproval',
      entityId: approvalId,
      projectId: approval.projectId,
      before: { workflowId: person.id, role: person.role, title: person.title },
      after: { workflowId: person.id, role: input.role, title: input.title },
    });
    return answer(tx, actor, approvalId);
  });
}

/** POST awards/approvals/{id}/workflow/re-order: the people in a new order (each named once). */
export async function reorderPeople(ctx: AppContext, actor: Actor, approvalId: number, ids: number[]) {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const approval = await approvalForWrite(tx, actor, approvalId, true);
    const people = await peopleOf(tx, actor.customerId, [approvalId]);
    const known = new Set(people.map((p) => p.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id))) {
      throw badRequest({ key: 'awardApprovalOrderInvalid', params: { field: 'ids' } });
    }
    for (const [index, id] of ids.entries()) {
      await updatePersonRow(tx, actor.customerId, id, { sortOrder: index + 1 });
    }
    await afterEdit(tx, ctx, approval);
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'awardApproval.peopleReordered',
      entityType: 'awardApproval',
      entityId: approvalId,
      projectId: approval.projectId,
      before: { ids: people.map((p) => p.id) },
      after: { ids },
    });
    return answer(tx, actor, approvalId);
  });
}

/** DELETE awards/approvals/{id}/workflow/{workflowId}: the person leaves; their link stops working. */
export async function removePerson(ctx: AppContext, actor: Actor, approvalId: number, workflowId: number) {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const approval = await approvalForWrite(tx, actor, approvalId, true);
    const { person } = await findPerson(tx, actor.customerId, approvalId, workflowId);
    await endApproverSessions(tx, ctx.clock, actor.customerId, [workflowId]);
    await deletePersonRow(tx, actor.customerId, workflowId);
    await afterEdit(tx, ctx, approval);
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'awardApproval.personRemoved',
      entityType: 'awardApproval',
      entityId: approvalId,
      projectId: approval.projectId,
      before: { workflowId, email: person.email, role: person.role },
    });
    return answer(tx, actor, approvalId);
  });
}
