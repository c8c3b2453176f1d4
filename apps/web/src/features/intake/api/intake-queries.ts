import {
  departmentsEndpoints,
  intakeEndpoints as endpoints,
  type IntakeDecision,
  type IntakeRequest,
  type IntakeRequestInput,
  type IntakeSearch,
  type IntakeSearchPage,
} from '@procura/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, isApiError } from '../../../platform/api/client.ts';
import { callEndpoint, endpointHref, firstOf, pageOf } from '../../../platform/api/endpoint-call.ts';
import { i18n } from '../../../platform/i18n/index.ts';
import { type NodeRef, useNodeRef } from '../../../platform/session/session-context.tsx';

/**
 * Procurement's intake calls (001 §7 Intake; issue 24 §3-§4). The paths name no agency: the server
 * reads it from the session, so the keys carry the node to keep agencies apart in the cache. Every
 * screen shows its own failure, never a notification.
 */

const inPlace = { notifyOnError: false } as const;

export const intakeKeys = {
  all: (node: NodeRef) => ['intake', node.customerId, node.nodeId] as const,
  search: (node: NodeRef, search: IntakeSearch) => [...intakeKeys.all(node), 'search', search] as const,
  requesters: (node: NodeRef) => [...intakeKeys.all(node), 'requesters'] as const,
  departments: (node: NodeRef) => [...intakeKeys.all(node), 'departments'] as const,
  context: (node: NodeRef) => [...intakeKeys.all(node), 'context'] as const,
  request: (node: NodeRef, id: number) => [...intakeKeys.all(node), 'request', id] as const,
  modifiedUser: (node: NodeRef, id: number) => [...intakeKeys.all(node), 'modifiedUser', id] as const,
};

export async function fetchIntakeSearch(
  node: NodeRef,
  search: IntakeSearch,
  signal?: AbortSignal,
): Promise<IntakeSearchPage> {
  return callEndpoint(
    endpoints.search,
    { query: { nodeId: node.nodeId }, body: search },
    { signal, ...inPlace },
  );
}

/** One page of the pending-requests widget, the last page kept on screen while the next loads. */
export function useIntakeSearch(search: IntakeSearch) {
  const node = useNodeRef();
  return useQuery({
    queryKey: intakeKeys.search(node, search),
    queryFn: ({ signal }) => fetchIntakeSearch(node, search, signal),
    placeholderData: keepPreviousData,
  });
}

export function useIntakeRequesters() {
  const node = useNodeRef();
  return useQuery({
    queryKey: intakeKeys.requesters(node),
    queryFn: async ({ signal }) =>
      pageOf(
        await callEndpoint(endpoints.requesters, { query: { nodeId: node.nodeId } }, { signal, ...inPlace }),
      ).values,
  });
}

/** Every department of the agency: a request may name one the form no longer offers. */
export function useIntakeDepartments() {
  const node = useNodeRef();
  return useQuery({
    queryKey: intakeKeys.departments(node),
    queryFn: async ({ signal }) =>
      pageOf(
        await callEndpoint(
          departmentsEndpoints.list,
          { params: node, query: { 'filter.fields': 'Divisions' } },
          { signal, ...inPlace },
        ),
      ).values,
  });
}

/**
 * The choices of the public form (GET api/intake/context), which are exactly what an edit may
 * choose: the server checks an edit against the same lists. It fails while intake is switched off.
 */
export function useIntakeChoices(enabled: boolean) {
  const node = useNodeRef();
  return useQuery({
    queryKey: intakeKeys.context(node),
    queryFn: ({ signal }) =>
      callEndpoint(
        endpoints.context,
        { query: { customerId: node.customerId, nodeId: node.nodeId } },
        { signal, ...inPlace },
      ),
    enabled,
  });
}

function requestOf(answer: Parameters<typeof firstOf<IntakeRequest>>[0]): IntakeRequest {
  const request = firstOf(answer);
  if (request === null) throw new ApiError(0, [i18n.t('unknownError')]);
  return request;
}

/** The request, or null when this agency has none by that id (the not-found page). */
export function useIntakeRequest(id: number) {
  const node = useNodeRef();
  return useQuery({
    queryKey: intakeKeys.request(node, id),
    queryFn: async ({ signal }) => {
      try {
        return requestOf(await callEndpoint(endpoints.read, { params: { id } }, { signal, ...inPlace }));
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useIntakeModifiedUser(id: number) {
  const node = useNodeRef();
  return useQuery({
    queryKey: intakeKeys.modifiedUser(node, id),
    queryFn: ({ signal }) => callEndpoint(endpoints.modifiedUser, { params: { id } }, { signal, ...inPlace }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** After a change the request, who changed it and the widget's lists are all stale. */
export function useIntakeChanged() {
  const node = useNodeRef();
  const queryClient = useQueryClient();
  return (request: IntakeRequest) => {
    queryClient.setQueryData(intakeKeys.request(node, request.id), request);
    void queryClient.invalidateQueries({ queryKey: intakeKeys.all(node) });
  };
}

/** Approves (2) or declines (3, with a reason); the caller shows the outcome itself. */
export async function decideIntake(decision: IntakeDecision): Promise<IntakeRequest> {
  return requestOf(await callEndpoint(endpoints.decide, { body: decision }, inPlace));
}

export async function updateIntake(
  intakeRequestId: number,
  input: IntakeRequestInput,
): Promise<IntakeRequest> {
  return requestOf(
    await callEndpoint(endpoints.update, { query: { intakeRequestId }, body: input }, inPlace),
  );
}

/** A document as an attachment, or every document as one zip when no document is named. */
export function intakeDownloadHref(intakeRequestId: number, documentId?: number): string {
  return endpointHref(endpoints.download, {
    params: { id: intakeRequestId },
    query: documentId === undefined ? {} : { documentId },
  });
}

/** A short-lived address that shows one document in the browser's own viewer. */
export async function fetchIntakePreviewUrl(intakeId: number, fileName: string): Promise<string> {
  return (await callEndpoint(endpoints.token, { query: { intakeId, fileName } }, inPlace)).url;
}
