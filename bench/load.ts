/** One autocannon run against one server, rotating over a target's paths (or asking a function for each); the figures the report needs. */
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
  /** Of the errors, requests that got no answer within the timeout. */
  timeouts: number;
  /** Connections the server closed under a request (a dropped reader). */
  resets: number;
  non2xx: number;
  /** Answers by status code. */
  statuses: Record<string, number>;
  requests: number;
}

/** The paths to request in turn, or a function making a new one for each request. */
export type PathSource = readonly string[] | (() => string);

export async function runLoad(baseUrl: string, paths: PathSource, options: LoadOptions): Promise<LoadResult> {
  let next = 0;
  const nextPath = typeof paths === 'function' ? paths : () => paths[next++ % paths.length]!;
  const result = await autocannon({
    url: baseUrl,
    connections: options.connections,
    duration: options.seconds,
    timeout: options.timeoutSeconds,
    headers: options.headers,
    requests: [{ setupRequest: (request: object) => ({ ...request, path: nextPath() }) }],
  });
  const statuses: Record<string, number> = {};
  for (const [status, { count }] of Object.entries(result.statusCodeStats ?? {})) statuses[status] = count;
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    resets: result.resets ?? 0,
    non2xx: result.non2xx,
    statuses,
    requests: result.requests.total,
  };
}
