import {
  type EndpointAnswer,
  type EndpointDefinition,
  type EndpointInput,
  endpointUrl,
} from '@procura/contract';
import { type ApiRequestOptions, apiRequest, type ListPage, parseAnswer } from './client.ts';
import { type UploadOptions, uploadForm } from './upload.ts';

export type CallOptions = Pick<
  ApiRequestOptions,
  'signal' | 'notifyOnError' | 'timeoutMs' | 'redirectOnUnauthorized' | 'touchesSession'
>;

/**
 * The parts of the input a call has: an endpoint without a body takes none; an upload endpoint
 * takes its multipart form.
 */
export type CallInput<E extends EndpointDefinition> = {
  [K in keyof EndpointInput<E> as EndpointInput<E>[K] extends undefined ? never : K]: EndpointInput<E>[K];
} & (E extends { upload: true } ? { form: FormData } : unknown);

/** An endpoint that answers with JSON (not a file), the only kind callEndpoint takes. */
type JsonEndpoint = EndpointDefinition & { response: Exclude<EndpointDefinition['response'], 'file'> };

function partsOf(input: object) {
  return input as Partial<EndpointInput<EndpointDefinition> & { form: FormData }>;
}

/**
 * The address of a call, with its path parameters and query: for links and downloads the
 * browser opens itself (`<a href>`, a PDF preview frame).
 */
export function endpointHref<const E extends EndpointDefinition>(
  endpoint: E,
  input: Omit<CallInput<E>, 'body' | 'form'>,
): string {
  const { params, query } = partsOf(input);
  return endpointUrl(
    endpoint,
    params as Record<string, number | string> | undefined,
    query as Record<string, unknown> | undefined,
  );
}

/**
 * Calls an endpoint declared in the contract (issue 21 §1): the URL from its path and parameters,
 * the method from its declaration, and the answer checked against its schema, so a screen never
 * reads a shape the contract does not promise.
 */
export async function callEndpoint<const E extends JsonEndpoint>(
  endpoint: E,
  input: CallInput<E>,
  options: CallOptions = {},
): Promise<EndpointAnswer<E>> {
  const { params, query, body, form } = partsOf(input);
  const answer = await apiRequest<unknown>(endpointUrl(endpoint, params as Record<string, number | string>), {
    ...options,
    method: endpoint.method,
    query: query as ApiRequestOptions['query'],
    ...(endpoint.method === 'GET' ? {} : { body: form ?? body }),
  });
  return parseAnswer(endpoint.response as JsonEndpoint['response'], answer) as EndpointAnswer<E>;
}

/** Fetches a download endpoint's file (an export the screen saves or shows itself). */
export function downloadEndpoint<const E extends EndpointDefinition & { response: 'file' }>(
  endpoint: E,
  input: CallInput<E>,
  options: CallOptions = {},
): Promise<Blob> {
  const { params, query, body } = partsOf(input);
  return apiRequest<Blob>(endpointUrl(endpoint, params as Record<string, number | string>), {
    ...options,
    method: endpoint.method,
    query: query as ApiRequestOptions['query'],
    ...(endpoint.method === 'GET' ? {} : { body }),
    responseType: 'blob',
  });
}

/**
 * Sends a file to an upload endpoint (multipart, with progress), then checks the answer against
 * the endpoint's schema like any other call. A lone file goes as the form's one `file` part.
 */
export async function uploadEndpoint<const E extends JsonEndpoint & { upload: true }>(
  endpoint: E,
  input: Omit<CallInput<E>, 'body' | 'form'>,
  content: FormData | File,
  options: Omit<UploadOptions, 'method'> = {},
): Promise<EndpointAnswer<E>> {
  const form = content instanceof FormData ? content : new FormData();
  if (content instanceof File) form.append('file', content);
  const method = endpoint.method === 'PUT' ? 'PUT' : 'POST';
  const answer = await uploadForm<unknown>(endpointHref(endpoint, input), form, { ...options, method });
  return parseAnswer(endpoint.response as JsonEndpoint['response'], answer) as EndpointAnswer<E>;
}

type EnvelopeAnswer<Item> = { data: Record<string, { values: Item[]; count: number; total?: number }> };

/** The page an enveloped answer holds (001 §7): its values, count, and total (count when not paged). */
export function pageOf<Item>(answer: EnvelopeAnswer<Item>): ListPage<Item> {
  const dto = Object.values(answer.data)[0] ?? { values: [], count: 0 };
  return { values: dto.values, count: dto.count, total: dto.total ?? dto.count };
}

/** The one item an enveloped answer of a create or update holds, or null when it holds none. */
export function firstOf<Item>(answer: EnvelopeAnswer<Item>): Item | null {
  return pageOf(answer).values[0] ?? null;
}
