import type { RouteName } from '@procura/contract';
import type { FastifyRequest } from 'fastify';
import { hasRouteRight, sessionOf } from '../../platform/access.ts';
import type { ReportRights } from './library.ts';

/** The caller's route rights as the session holds them: which reports' areas they may view. */
export const rightsOf = (request: FastifyRequest): ReportRights => {
  const session = sessionOf(request);
  return { mayView: (route: RouteName) => hasRouteRight(session, route, 'view') };
};
