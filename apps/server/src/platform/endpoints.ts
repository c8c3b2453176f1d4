import type { EndpointAnswer, EndpointDefinition, EndpointRequest } from '@procura/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Registers a route from its declaration in the contract (issue 21 §1): method, path, schemas,
 * access, sealed content and limits all come from there, so the server writes only the handler,
 * and the route inventory, OpenAPI and the security suites see what the web calls.
 */
export type EndpointHandler<E extends EndpointDefinition> = (
  request: FastifyRequest & EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<(E['response'] extends 'file' ? never : EndpointAnswer<E>) | FastifyReply>;

export function registerEndpoint<const E extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      tags: [endpoint.tag, ...(endpoint.moreTags ?? [])],
      ...(endpoint.description ? { description: endpoint.description } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.upload ? { consumes: ['multipart/form-data'] } : {}),
      ...(endpoint.response === 'file' ? {} : { response: { 200: endpoint.response } }),
    },
    ...(endpoint.bodyLimit ? { bodyLimit: endpoint.bodyLimit } : {}),
    config: {
      access: endpoint.access,
      ...(endpoint.sealed ? { sealed: true as const } : {}),
      ...(endpoint.rateLimits ? { rateLimits: endpoint.rateLimits } : {}),
    },
    // The schemas above check and shape the request before the handler reads it as declared.
    handler: handler as unknown as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
