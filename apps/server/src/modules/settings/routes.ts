import { envelope, settingsEndpoints } from '@procura/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';
import { AppError } from '../../platform/errors.ts';
import * as settings from './service.ts';

/** Control panel: account information, project settings, time zones and languages. */
export function settingsRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const sameAgency = (params: { customerId: number; accountCustomerId: number }) => {
      if (params.accountCustomerId !== params.customerId) throw new AppError(403, 'agencyMismatch');
    };

    registerEndpoint(app, settingsEndpoints.account, async (request) => {
      sameAgency(request.params);
      return envelope('customer', [await settings.getAccountInfo(ctx, request.params.customerId)]);
    });

    registerEndpoint(app, settingsEndpoints.saveAccount, async (request) => {
      sameAgency(request.params);
      return envelope('customer', [await settings.saveAccountInfo(ctx, actorOf(request), request.body)]);
    });

    registerEndpoint(app, settingsEndpoints.projectSettings, async (request) =>
      envelope('tenderNode', [await settings.getProjectSettings(ctx, request.params.customerId)]),
    );

    registerEndpoint(app, settingsEndpoints.saveProjectSettings, async (request) =>
      envelope('tenderNode', [await settings.saveProjectSettings(ctx, actorOf(request), request.body)]),
    );

    registerEndpoint(app, settingsEndpoints.timeZones, async () =>
      envelope(
        'timeZone',
        settings.listTimeZones().map((id) => ({ id })),
      ),
    );

    registerEndpoint(app, settingsEndpoints.languages, async () =>
      envelope('language', settings.languageOptions),
    );
  };
}
