import type { AwardApproval } from '@procura/contract';
import { useCachedCall } from '../../../ui/use-cached-call.ts';
import { useApprovalCache } from './award-approvals-queries.ts';

/** One approval call at a time, its answer replacing the cached approval (ui/use-cached-call.ts). */
export function useApprovalCall(projectId: number) {
  const cache = useApprovalCache(projectId);
  return { ...useCachedCall<AwardApproval>(cache), cache };
}
