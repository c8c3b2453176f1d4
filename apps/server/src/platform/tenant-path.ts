import { idParamSchema } from '@procura/contract';
import { z } from 'zod';

/** Every agency-scoped call lives under this prefix (001 §7). */
export const tenantPrefix = '/api/v1/customer/:customerId/node/:nodeId';

export const tenantParamsSchema = z.object({
  customerId: idParamSchema(),
  nodeId: idParamSchema(),
});
