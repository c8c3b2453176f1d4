import { and, eq, exists, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
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
 */
export function myProjects(actor: Actor): SQL {
  return and(
    nodeProjects(actor),
    or(
      eq(projects.projectLeadId, actor.userId),
      exists(
        sql`(select 1 from ${projectUsers} where ${projectUsers.customerId} = ${projects.customerId}
          and ${projectUsers.projectId} = ${projects.id} and ${projectUsers.userId} = ${actor.userId})`,
      ),
    ),
  ) as SQL;
}
