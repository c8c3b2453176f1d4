// The API side's load generator, in its own process so it does not share the server's event loop:
// autocannon sends one request shape over `connections` keep-alive connections for `seconds`, and
// every response time is kept so percentiles are computed the same way as on the raw side.
import autocannon from 'autocannon';
import { figuresOf, type RunFigures } from './stats.ts';

export type LoadRequest = {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  connections: number;
  seconds: number;
};

export type LoadAnswer = RunFigures & { failures: number; firstFailure?: string };

async function run(request: LoadRequest): Promise<LoadAnswer> {
  const latencies: number[] = [];
  let failures = 0;
  let firstFailure: string | undefined;
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: request.url,
        method: request.method,
        headers: request.headers,
        ...(request.body === undefined ? {} : { body: request.body }),
        connections: request.connections,
        duration: request.seconds,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
      else {
        failures += 1;
        firstFailure ??= `HTTP ${statusCode}`;
      }
    });
  });
  const seconds = (performance.now() - started) / 1000;
  failures += result.errors + result.timeouts;
  if (result.errors && !firstFailure) firstFailure = `${result.errors} connection errors`;
  return { ...figuresOf(latencies, seconds), failures, ...(firstFailure ? { firstFailure } : {}) };
}

process.on('message', (request: LoadRequest) => {
  run(request).then(
    (answer) => process.send?.(answer),
    (error: unknown) => process.send?.({ error: String(error) }),
  );
});
