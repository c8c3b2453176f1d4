import type { FastifyRequest } from 'fastify';
import { actorOf, sessionOf } from '../../platform/access.ts';
import type { BuildActor } from './editable.ts';

/** The Build actor of a guarded request: the actor with the session's permissions. */
export function buildActorOf(request: FastifyRequest): BuildActor {
  const session = sessionOf(request);
  return { ...actorOf(request), held: session.held, isSiteAdmin: session.isSiteAdmin };
}
