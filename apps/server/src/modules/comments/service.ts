import { type CreateProjectComment, type ProjectComment, searchCountCap } from '@procura/contract';
import { and } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { inTenant } from '../../platform/tenancy.ts';
import { agencyDayRange } from '../customers/index.ts';
import { type ProjectActor, presentPerson, recordProjectEvent } from '../project-team/index.ts';
import { findProject } from '../projects/index.ts';
import {
  commentMatching,
  commentsOfProject,
  commentWithId,
  commentWrittenWithin,
  findComments,
  insertComment,
} from './queries.ts';

/** Project comments: short notes on a project, read on the project and in the dashboard widget. */

type Found = Awaited<ReturnType<typeof findComments>>['rows'][number];

function present({ comment, project, person }: Found): ProjectComment {
  return {
    id: comment.id,
    comment: comment.comment,
    created: comment.createdAt.toISOString(),
    project: { ...project, phase: project.phase },
    createdBy: presentPerson(person),
  };
}

export type CommentPage = { values: ProjectComment[]; total: number };

/** GET ProjectComments?projectId: newest first, paged. */
export async function listComments(
  ctx: AppContext,
  actor: ProjectActor,
  projectId: number,
  page: { start: number; limit: number },
): Promise<CommentPage> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    await findProject(tx, actor, projectId);
    const { rows, total } = await findComments(tx, actor, commentsOfProject(projectId), page);
    return { values: rows.map(present), total };
  });
}

/**
 * GET ProjectComments/Dashboard: the newest comments across the node's projects (at most 10 a
 * page), by words and, for the Message Centre, by the agency's days they were written on.
 */
export async function dashboardComments(
  ctx: AppContext,
  actor: ProjectActor,
  query: {
    start: number;
    limit: number;
    keywords?: string | undefined;
    dateFrom?: string | undefined;
    dateTo?: string | undefined;
  },
): Promise<CommentPage> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const written = await agencyDayRange(tx, actor.customerId, query);
    const { rows, total } = await findComments(
      tx,
      actor,
      and(query.keywords ? commentMatching(query.keywords) : undefined, commentWrittenWithin(written)),
      // The widget shows the newest ten; an agency's every comment is not worth counting.
      { ...query, countCap: searchCountCap },
    );
    return { values: rows.map(present), total };
  });
}

export async function addComment(ctx: AppContext, actor: ProjectActor, input: CreateProjectComment) {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    await findProject(tx, actor, input.projectId);
    const row = await insertComment(tx, {
      customerId: actor.customerId,
      projectId: input.projectId,
      comment: input.comment,
      createdById: actor.userId,
      createdAt: ctx.clock.now(),
    });
    await recordProjectEvent(tx, ctx, actor, input.projectId, {
      action: 'comment.added',
      entityType: 'projectComment',
      entityId: row.id,
      after: { comment: row.comment },
    });
    const { rows } = await findComments(tx, actor, commentWithId(row.id), { start: 0, limit: 1 });
    return rows.map(present);
  });
}
