/** The agency-scoped prefix and its parameters, as the contract declares them (001 §7). */
export {
  tenantPathParamsSchema as tenantParamsSchema,
  tenantPathPrefix as tenantPrefix,
} from '@procura/contract';
