import { csrfHeader } from '@procura/contract';
import { vi } from 'vitest';

/**
 * A fake server at the network boundary: component tests replace `fetch` and nothing else, so the
 * client's headers, status handling and envelopes run as they do in the browser.
 */
export type MockRequest = { method: string; url: URL; body: unknown; headers: Headers };
export type MockAnswer = { status?: number; body?: unknown; headers?: Record<string, string> };
export type MockRoute = MockAnswer | ((request: MockRequest) => MockAnswer | Promise<MockAnswer>);

/** Routes are keyed "METHOD /path" (no query); unknown calls answer 404 like the server would. */
export function mockServer(routes: Record<string, MockRoute>) {
  const calls: MockRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    // JSON bodies are parsed; a multipart upload is handed over as the FormData it is.
    const body =
      typeof init.body === 'string'
        ? JSON.parse(init.body)
        : init.body instanceof FormData
          ? init.body
          : undefined;
    const request: MockRequest = { method, url, body, headers };
    calls.push(request);
    const route = routes[`${method} ${url.pathname}`];
    const answer: MockAnswer = !route
      ? { status: 404, body: ['Not Found'] }
      : typeof route === 'function'
        ? await route(request)
        : route;
    const status = answer.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(answer.body ?? null), {
      status,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetch: fetchMock,
    calls,
    /** Calls to one route, e.g. `callsTo('POST /api/v1/login')`. */
    callsTo(key: string): MockRequest[] {
      return calls.filter((call) => `${call.method} ${call.url.pathname}` === key);
    },
    /** Whether every state-changing call carried the CSRF header. */
    allMutationsCarriedCsrf(): boolean {
      return calls
        .filter((call) => call.method !== 'GET')
        .every((call) => call.headers.get(csrfHeader) === 'procura');
    },
  };
}

export function envelope<Item>(name: string, values: Item[], total?: number) {
  return {
    data: { [`${name}DTO`]: { values, count: values.length, ...(total === undefined ? {} : { total }) } },
  };
}
