/** Path roots of the API (001 §7). Tenant-owned resources sit under the customer and node. */
export const apiBase = '/api/v1';

export function nodeBase(customerId: number, nodeId: number): string {
  return `${apiBase}/customer/${customerId}/node/${nodeId}`;
}
