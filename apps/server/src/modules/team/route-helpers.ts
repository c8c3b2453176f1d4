import type { FastifyRequest } from 'fastify';
import { sessionOf } from '../../platform/access.ts';
import type { Actor } from '../../platform/tenancy.ts';

/** The acting user in the agency's tender node, where groups live (whichever node the path names). */
export function teamActor(request: FastifyRequest): Actor {
  const session = sessionOf(request);
  return { customerId: session.activeCustomerId, nodeId: session.tenderNodeId, userId: session.userId };
}

/** Whether a comma-separated `filter.fields` value names this field, case-insensitively. */
export function asksFor(fields: string | undefined, name: string): boolean {
  return (fields ?? '')
    .split(',')
    .map((f) => f.trim().toLowerCase())
    .includes(name.toLowerCase());
}
