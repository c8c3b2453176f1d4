import { idParamSchema } from '@procura/contract';
import type { FastifyRequest } from 'fastify';
import { actorOf, sessionOf } from '../../platform/access.ts';
import type { ProjectActor } from './people.ts';

/** A positive id in a query string. */
export const idQuery = idParamSchema();

/** The acting user in the path's agency and node, with the product-support flag. */
export function projectActorOf(request: FastifyRequest): ProjectActor {
  return { ...actorOf(request), isSiteAdmin: sessionOf(request).isSiteAdmin };
}
