import {
  accountInfoSchema,
  envelope,
  envelopeSchema,
  idParamSchema,
  projectSettingsSchema,
} from '@procura/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, tenantAccess } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { tenantParamsSchema, tenantPrefix } from '../../platform/tenant-path.ts';
import * as settings from './service.ts';

const tags = ['Customer and settings'];
const accountSchema = accountInfoSchema.extend({ id: z.number(), domain: z.string() });
const projectSettingsAnswer = projectSettingsSchema.extend({ tenderNodeId: z.number() });
const accountParams = tenantParamsSchema.extend({ accountCustomerId: idParamSchema() });

/** Control panel: account information, project settings, time zones and languages. */
export function settingsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const sameAgency = (params: { customerId: number; accountCustomerId: number }) => {
      if (params.accountCustomerId !== params.customerId) throw new AppError(403, 'agencyMismatch');
    };

    app.get(
      `${tenantPrefix}/customer/:accountCustomerId`,
      {
        schema: { tags, params: accountParams, response: { 200: envelopeSchema('customer', accountSchema) } },
        config: { access: tenantAccess('control-panel', 'view') },
      },
      async (request) => {
        sameAgency(request.params);
        return envelope('customer', [await settings.getAccountInfo(ctx, request.params.customerId)]);
      },
    );

    app.put(
      `${tenantPrefix}/customer/:accountCustomerId`,
      {
        schema: {
          tags,
          params: accountParams,
          body: accountInfoSchema,
          response: { 200: envelopeSchema('customer', accountSchema) },
        },
        config: { access: tenantAccess('control-panel', 'act') },
      },
      async (request) => {
        sameAgency(request.params);
        return envelope('customer', [await settings.saveAccountInfo(ctx, actorOf(request), request.body)]);
      },
    );

    app.get(
      `${tenantPrefix}/TenderNodes`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          response: { 200: envelopeSchema('tenderNode', projectSettingsAnswer) },
        },
        config: { access: tenantAccess(null) },
      },
      async (request) =>
        envelope('tenderNode', [await settings.getProjectSettings(ctx, request.params.customerId)]),
    );

    app.put(
      `${tenantPrefix}/TenderNodes`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          body: projectSettingsSchema,
          response: { 200: envelopeSchema('tenderNode', projectSettingsAnswer) },
        },
        config: { access: tenantAccess('control-panel', 'act') },
      },
      async (request) =>
        envelope('tenderNode', [await settings.saveProjectSettings(ctx, actorOf(request), request.body)]),
    );

    app.get(
      `${tenantPrefix}/TimeZones`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          response: { 200: envelopeSchema('timeZone', z.object({ id: z.string() })) },
        },
        config: { access: tenantAccess(null) },
      },
      async () =>
        envelope(
          'timeZone',
          settings.listTimeZones().map((id) => ({ id })),
        ),
    );

    app.get(
      `${tenantPrefix}/Languages`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          response: { 200: envelopeSchema('language', z.object({ code: z.string(), name: z.string() })) },
        },
        config: { access: tenantAccess(null) },
      },
      async () => envelope('language', settings.languageOptions),
    );
  };
}
