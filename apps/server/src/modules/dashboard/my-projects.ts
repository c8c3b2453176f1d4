import { and, eq, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { projects, projectUsers } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/tenancy.ts';

/** The node's projects, templates and archived ones left out: what every dashboard number reads. */
export function nodeProjects(actor: Actor): SQL {
  return and(
    eq(projects.customerId, actor.customerId),
    eq(projects.nodeId, actor.nodeId),
    ne(projects.type, 'TEMPLATE'),
    notInArray(projects.status, ['Template', 'Archived']),
  ) as SQL;
}

/**
 * "My" projects (decision: the dashboard's My widgets): the node's projects the user leads or is on
 * the team of, in any project role.
 *
 * The team arm is `id = any(array(...))` rather than a correlated `exists`: the user's project ids
 * are read once from project_users (by user), and both arms then match an index of projects (the
 * lead index, the primary key), so PostgreSQL can OR two bitmap scans instead of reading every
 * project of the node.
 */
export function myProjects(actor: Actor): SQL {
  return and(
    nodeProjects(actor),
    or(
      eq(projects.projectLeadId, actor.userId),
      sql`${projects.id} = any(array(select ${projectUsers.projectId} from ${projectUsers}
        where ${projectUsers.customerId} = ${actor.customerId} and ${projectUsers.userId} = ${actor.userId}))`,
    ),
  ) as SQL;
}
