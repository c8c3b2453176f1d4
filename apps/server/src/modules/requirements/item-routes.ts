import {
  type Bond,
  bondsEndpoints,
  envelope,
  type UploadRequirement,
  uploadRequirementsEndpoints,
} from '@procura/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';
import { buildActorOf } from '../projects/index.ts';
import { bonds, uploadRequirements as uploads } from './item-kinds.ts';

/** The Documents section's upload requirements and the Security section's bonds (paths in docs/decisions.md). */
export function requirementItemRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const asUploads = (values: UploadRequirement[]) => envelope('tenderUploadRequirements', values);

    registerEndpoint(app, uploadRequirementsEndpoints.list, async (request) =>
      asUploads(await uploads.list(ctx, actorOf(request), request.query.tenderId)),
    );
    registerEndpoint(app, uploadRequirementsEndpoints.create, async (request) =>
      asUploads([await uploads.create(ctx, buildActorOf(request), request.body)]),
    );
    registerEndpoint(app, uploadRequirementsEndpoints.update, async (request) =>
      asUploads([await uploads.update(ctx, buildActorOf(request), request.body)]),
    );
    registerEndpoint(app, uploadRequirementsEndpoints.remove, async (request) =>
      asUploads([await uploads.remove(ctx, buildActorOf(request), request.query.tenderUploadRequirementId)]),
    );
    registerEndpoint(app, uploadRequirementsEndpoints.reorder, async (request) =>
      asUploads(await uploads.reorder(ctx, buildActorOf(request), request.body)),
    );

    const asBonds = (values: Bond[]) => envelope('tenderBonds', values);

    registerEndpoint(app, bondsEndpoints.list, async (request) =>
      asBonds(await bonds.list(ctx, actorOf(request), request.query.tenderId)),
    );
    registerEndpoint(app, bondsEndpoints.create, async (request) =>
      asBonds([await bonds.create(ctx, buildActorOf(request), request.body)]),
    );
    registerEndpoint(app, bondsEndpoints.update, async (request) =>
      asBonds([await bonds.update(ctx, buildActorOf(request), request.body)]),
    );
    registerEndpoint(app, bondsEndpoints.remove, async (request) =>
      asBonds([await bonds.remove(ctx, buildActorOf(request), request.query.tenderBondId)]),
    );
    registerEndpoint(app, bondsEndpoints.reorder, async (request) =>
      asBonds(await bonds.reorder(ctx, buildActorOf(request), request.body)),
    );
  };
}
