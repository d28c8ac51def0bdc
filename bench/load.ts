/** One autocannon run against one server, rotating over a target's paths; the figures the report needs. */
import autocannon from 'autocannon';

export interface LoadOptions {
  connections: number;
  seconds: number;
  /** Seconds a request may take before autocannon counts a timeout and reconnects. */
  timeoutSeconds: number;
  headers: Record<string, string>;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
  requests: number;
}

export async function runLoad(baseUrl: string, paths: readonly string[], options: LoadOptions): Promise<LoadResult> {
  let next = 0;
  const result = await autocannon({
    url: baseUrl,
    connections: options.connections,
    duration: options.seconds,
    timeout: options.timeoutSeconds,
    headers: options.headers,
    requests: [{ setupRequest: (request: object) => ({ ...request, path: paths[next++ % paths.length]! }) }],
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
}
