import {
  type EndpointAnswer,
  type EndpointDefinition,
  type EndpointInput,
  endpointUrl,
} from '@procura/contract';
import { type ApiRequestOptions, apiRequest, parseAnswer } from './client.ts';

type CallOptions = Pick<ApiRequestOptions, 'signal' | 'notifyOnError' | 'timeoutMs'>;

/** The parts of the input a call has: an endpoint without a body takes none. */
type CallInput<E extends EndpointDefinition> = {
  [K in keyof EndpointInput<E> as EndpointInput<E>[K] extends undefined ? never : K]: EndpointInput<E>[K];
};

/**
 * Calls an endpoint declared in the contract (issue 21 §1): the URL from its path and parameters,
 * the method from its declaration, and the answer checked against its schema, so a screen never
 * reads a shape the contract does not promise.
 */
export async function callEndpoint<const E extends EndpointDefinition>(
  endpoint: E,
  input: CallInput<E>,
  options: CallOptions = {},
): Promise<EndpointAnswer<E>> {
  const { params, query, body } = input as Partial<EndpointInput<EndpointDefinition>>;
  const answer = await apiRequest<unknown>(endpointUrl(endpoint, params as Record<string, number | string>), {
    ...options,
    method: endpoint.method,
    query: query as ApiRequestOptions['query'],
    ...(endpoint.method === 'GET' ? {} : { body }),
  });
  return parseAnswer(endpoint.response, answer) as EndpointAnswer<E>;
}
