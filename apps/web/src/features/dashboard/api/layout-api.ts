import { type UserWidget, userWidgetSchema } from '@procura/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, readList } from '../../../platform/api/client.ts';
import { nodeBase } from '../../../platform/api/paths.ts';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { dashboardKeys, type NodeRef } from './dashboard-api.ts';

/** The buyer's saved widget layout (001 §7 UserBuyerWidget: GET, POST the whole layout, DELETE to reset). */

function layoutPath(node: NodeRef): string {
  return `${nodeBase(node.customerId, node.nodeId)}/UserBuyerWidget`;
}

/** Entries the web cannot place (a widget it does not know) are dropped rather than break the grid. */
function readLayout(body: unknown): UserWidget[] {
  return readList<unknown>(body, 'userBuyerWidget').values.flatMap((entry) => {
    const parsed = userWidgetSchema.safeParse(entry);
    return parsed.success ? [parsed.data as UserWidget] : [];
  });
}

export function useLayoutQuery() {
  const node = useNodeRef();
  return useQuery({
    queryKey: dashboardKeys.layout(node),
    queryFn: async ({ signal }) =>
      readLayout(await apiRequest<unknown>(layoutPath(node), { signal, notifyOnError: false })),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * Saving (POST) and resetting (DELETE) answer the layout now stored, which becomes the cached one.
 * Failures are notified by the client with the first message of the body (001 §8). One scope runs
 * the saves one after another, so the last change made is the last one stored.
 */
export function useLayoutChanges() {
  const node = useNodeRef();
  const queryClient = useQueryClient();
  const scope = { id: `dashboard-layout-${node.customerId}-${node.nodeId}` };
  const onSuccess = (saved: UserWidget[]) => queryClient.setQueryData(dashboardKeys.layout(node), saved);
  return {
    save: useMutation({
      scope,
      mutationFn: async (layout: UserWidget[]) =>
        readLayout(await apiRequest<unknown>(layoutPath(node), { method: 'POST', body: layout })),
      onSuccess,
    }),
    reset: useMutation({
      scope,
      mutationFn: async () => readLayout(await apiRequest<unknown>(layoutPath(node), { method: 'DELETE' })),
      onSuccess,
    }),
  };
}
