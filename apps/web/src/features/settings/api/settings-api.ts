import { apiRequest, readList } from '../../../platform/api/client.ts';
import { apiBase } from '../../../platform/api/paths.ts';

export type CustomerSummary = {
  customerId: number;
  customerName: string;
  customerNodeId: number;
  tenderNodeId: number;
};

/** Every agency; the server answers site administrators only. */
export async function fetchCustomers(signal?: AbortSignal): Promise<CustomerSummary[]> {
  const body = await apiRequest<unknown>(`${apiBase}/customer/All`, { signal, notifyOnError: false });
  return readList<CustomerSummary>(body, 'customer').values;
}
