/** Fetches one answer byte for byte (still compressed, headers as sent), as autocannon will receive it. */
import http from 'node:http';
import zlib from 'node:zlib';

export interface CapturedAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes on the wire, content-encoding and all. */
  body: Buffer;
  ms: number;
}

export type Capture = CapturedAnswer | { error: string; ms: number };

export function captureAnswer(baseUrl: string, path: string, headers: Record<string, string>, timeoutMs: number): Promise<Capture> {
  const started = performance.now();
  const elapsed = () => performance.now() - started;
  return new Promise((resolve) => {
    const request = http.get(new URL(path, baseUrl), { headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks), ms: elapsed() }));
      response.on('error', (error) => resolve({ error: error.message, ms: elapsed() }));
    });
    request.setTimeout(timeoutMs, () => {
      request.destroy();
      resolve({ error: `no answer within ${(timeoutMs / 1000).toFixed(0)} s`, ms: elapsed() });
    });
    request.on('error', (error) => resolve({ error: error.message, ms: elapsed() }));
  });
}

/** The body as text, decompressed as its content-encoding says. */
export function decodedBody(answer: CapturedAnswer): string {
  switch (answer.headers['content-encoding']) {
    case 'br':
      return zlib.brotliDecompressSync(answer.body).toString();
    case 'gzip':
      return zlib.gunzipSync(answer.body).toString();
    case 'deflate':
      return zlib.inflateSync(answer.body).toString();
    default:
      return answer.body.toString();
  }
}

/** How many stories a list answer holds: a plain array, or a page's `items`; undefined when it is neither. */
export function itemCount(answer: CapturedAnswer): number | undefined {
  try {
    const parsed: unknown = JSON.parse(decodedBody(answer));
    if (Array.isArray(parsed)) return parsed.length;
    const items = (parsed as { items?: unknown } | null)?.items;
    return Array.isArray(items) ? items.length : undefined;
  } catch {
    return undefined;
  }
}
