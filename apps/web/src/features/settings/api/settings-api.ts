import { defaultFeatureFlags, type FeatureFlag } from '@procura/contract';
import { apiRequest, readList } from '../../../api/client.ts';
import { apiBase } from '../../../api/paths.ts';

/**
 * Feature flags. The reset-password pages need them before anyone signs in, so the call makes no
 * session assumptions; when it fails, the contract's defaults apply rather than locking people out.
 */
export async function fetchFeatures(): Promise<readonly FeatureFlag[]> {
  try {
    const body = await apiRequest<unknown>(`${apiBase}/features`, {
      notifyOnError: false,
      redirectOnUnauthorized: false,
      touchesSession: false,
    });
    return readList<FeatureFlag>(body, 'feature').values;
  } catch {
    return defaultFeatureFlags;
  }
}

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
