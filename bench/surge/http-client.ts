// The load generator's HTTP side: one undici agent with a pool of keep-alive connections, each
// call timed from send to the last byte of the answer, and attempts recorded per call kind.
import { performance } from 'node:perf_hooks';
import { csrfHeader, csrfHeaderValue } from '@procura/contract';
import { Agent, request } from 'undici';

export type Answer =
  | { status: number; keys: string; body: string; ms: number }
  | { error: string; ms: number };

type Answered = Extract<Answer, { status: number }>;

export const isAnswered = (a: Answer): a is Answered => 'status' in a;
export const isOk = (a: Answer): a is Answered => isAnswered(a) && a.status >= 200 && a.status < 300;

/** A lost connection or a 5xx: the server could not answer, so the same request may be sent again. */
export const isRetryable = (a: Answer) => !isAnswered(a) || a.status >= 500;

export function httpClient(origin: string, connections: number) {
  const dispatcher = new Agent({ connections, pipelining: 1, keepAliveTimeout: 30_000 });
  async function call(method: 'GET' | 'PUT' | 'POST', path: string, cookie?: string, body?: unknown) {
    const started = performance.now();
    try {
      const response = await request(`${origin}${path}`, {
        dispatcher,
        method,
        headers: {
          [csrfHeader]: csrfHeaderValue,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(cookie ? { cookie } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        headersTimeout: 60_000,
        bodyTimeout: 60_000,
      });
      const text = await response.body.text();
      return {
        status: response.statusCode,
        keys: String(response.headers['x-message-keys'] ?? ''),
        body: text,
        ms: performance.now() - started,
      } satisfies Answer;
    } catch (error) {
      return { error: (error as Error).message, ms: performance.now() - started } satisfies Answer;
    }
  }
  return { call, close: () => dispatcher.close() };
}

/** Every attempt of every call kind: latencies of answered attempts, failures by cause. */
export class Recorder {
  private readonly latencies = new Map<string, number[]>();
  private readonly failures = new Map<string, Map<string, number>>();

  record(kind: string, answer: Answer) {
    if (isOk(answer)) {
      const list = this.latencies.get(kind) ?? [];
      list.push(answer.ms);
      this.latencies.set(kind, list);
      return;
    }
    const cause = isAnswered(answer) ? `${answer.status} ${answer.keys}` : answer.error;
    const byCause = this.failures.get(kind) ?? new Map<string, number>();
    byCause.set(cause, (byCause.get(cause) ?? 0) + 1);
    this.failures.set(kind, byCause);
  }

  /** p50, p95, p99 and max of the answered attempts, and the failed attempts with their causes. */
  summary() {
    const kinds = new Set([...this.latencies.keys(), ...this.failures.keys()]);
    return [...kinds].map((kind) => {
      const sorted = [...(this.latencies.get(kind) ?? [])].sort((a, b) => a - b);
      const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
      const causes = Object.fromEntries(this.failures.get(kind) ?? []);
      return {
        kind,
        ok: sorted.length,
        failed: Object.values(causes).reduce((a, b) => a + b, 0),
        p50: at(0.5),
        p95: at(0.95),
        p99: at(0.99),
        max: sorted.at(-1) ?? 0,
        causes,
      };
    });
  }
}

/**
 * Sends `attempt` until it answers without a retryable failure, at most `tries` times with a
 * doubling pause, recording every attempt; answers the last attempt and how many were sent.
 */
export async function withRetries(
  kind: string,
  recorder: Recorder,
  attempt: () => Promise<Answer>,
  tries = 10,
) {
  let answer = await attempt();
  recorder.record(kind, answer);
  let sent = 1;
  while (isRetryable(answer) && sent < tries) {
    await new Promise((resolve) => setTimeout(resolve, Math.min(4000, 250 * 2 ** (sent - 1))));
    answer = await attempt();
    recorder.record(kind, answer);
    sent += 1;
  }
  return { answer, sent };
}
