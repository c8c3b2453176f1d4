import { useCachedCall } from '../../../ui/use-cached-call.ts';
import { useEnvelopeCache } from './envelope-queries.ts';

/** One call at a time on an envelope: the answered envelope replaces the cached one (ui/use-cached-call.ts). */
export function useEnvelopeCall(contractId: number) {
  return useCachedCall(useEnvelopeCache(contractId));
}

export type EnvelopeCall = ReturnType<typeof useEnvelopeCall>;
