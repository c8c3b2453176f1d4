/**
 * Control panel: account information, project settings, time zones and languages (001 §7
 * Customer and settings), declared once (issue 21 §1).
 */
import { z } from 'zod';
import { defineEndpoint, tenantEndpoint, tenantPath, tenantPathParamsSchema } from '../http/endpoint.ts';
import { envelopeSchema } from '../http/envelope.ts';
import { accountInfoSchema, projectSettingsSchema } from '../settings/schemas.ts';
import { idParamSchema } from '../validation/ids.ts';

const tag = 'Customer and settings';
export const accountSchema = accountInfoSchema.extend({ id: z.number(), domain: z.string() });
export type Account = z.infer<typeof accountSchema>;
const projectSettingsAnswer = projectSettingsSchema.extend({ tenderNodeId: z.number() });
/** The account is the session's own agency: `accountCustomerId` must be the path's customerId. */
const accountParams = tenantPathParamsSchema.extend({ accountCustomerId: idParamSchema() });
const accountAnswer = envelopeSchema('customer', accountSchema);
const settingsAnswer = envelopeSchema('tenderNode', projectSettingsAnswer);

export const settingsEndpoints = {
  account: defineEndpoint({
    method: 'GET',
    path: tenantPath('/customer/:accountCustomerId'),
    params: accountParams,
    response: accountAnswer,
    access: tenantEndpoint('control-panel', 'view'),
    tag,
  }),
  saveAccount: defineEndpoint({
    method: 'PUT',
    path: tenantPath('/customer/:accountCustomerId'),
    params: accountParams,
    body: accountInfoSchema,
    response: accountAnswer,
    access: tenantEndpoint('control-panel', 'act'),
    tag,
  }),
  projectSettings: defineEndpoint({
    method: 'GET',
    path: tenantPath('/TenderNodes'),
    params: tenantPathParamsSchema,
    response: settingsAnswer,
    access: tenantEndpoint(null),
    tag,
  }),
  saveProjectSettings: defineEndpoint({
    method: 'PUT',
    path: tenantPath('/TenderNodes'),
    params: tenantPathParamsSchema,
    body: projectSettingsSchema,
    response: settingsAnswer,
    access: tenantEndpoint('control-panel', 'act'),
    tag,
  }),
  timeZones: defineEndpoint({
    method: 'GET',
    path: tenantPath('/TimeZones'),
    params: tenantPathParamsSchema,
    response: envelopeSchema('timeZone', z.object({ id: z.string() })),
    access: tenantEndpoint(null),
    tag,
  }),
  languages: defineEndpoint({
    method: 'GET',
    path: tenantPath('/Languages'),
    params: tenantPathParamsSchema,
    response: envelopeSchema('language', z.object({ code: z.string(), name: z.string() })),
    access: tenantEndpoint(null),
    tag,
  }),
};
