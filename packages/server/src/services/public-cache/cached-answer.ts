/**
 * A public answer kept ready to send: its bytes, its ETag, and its gzip and brotli forms made once, when first
 * asked for, so a busy page costs neither serialization nor compression on each request.
 */
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const JSON_TYPE = 'application/json; charset=utf-8';

/** Below this many bytes compression saves less than it costs (the same threshold as @fastify/compress). */
const COMPRESS_THRESHOLD = 1024;
/**
 * Brotli's quality. Every answer pays for its compression on its first request, and a search answer seldom has a
 * second: on a 44 kB search answer quality 3 took 0.31 ms for 15,584 bytes, quality 6 1.08 ms for 15,106 (3% less).
 */
const BROTLI_QUALITY = 3;

export class CachedAnswer {
  readonly body: Buffer;
  readonly etag: string;
  private gzipped?: Buffer;
  private brotlied?: Buffer;
  /**
   * Set once the answer went out through Fastify: then it can be written straight to the socket. A flat list (name,
   * value, name, value...) as `writeHead` takes it: copying an object of some twenty headers for every request cost
   * a cached answer a quarter of its time (37 against 30 us of CPU per request, measured on the categories).
   */
  sentHeaders?: readonly string[];

  constructor(
    /** A text, or its bytes (a Uint8Array, as one comes from a worker thread, is used as a Buffer without a copy). */
    body: string | Uint8Array,
    readonly contentType: string,
    /** Headers that belong to these bytes (a list's total, its next page). */
    readonly headers: Readonly<Record<string, string>> = {},
    readonly statusCode = 200,
  ) {
    this.body = typeof body === 'string' ? bytesOf(body) : ownedBytes(Buffer.from(body.buffer, body.byteOffset, body.byteLength));
    this.etag = `W/"${createHash('sha1').update(this.body).digest('base64url').slice(0, 27)}"`;
  }

  /** For the cache's size limit: the bytes and whatever compressed forms exist. */
  get size(): number {
    return this.body.length + (this.gzipped?.length ?? 0) + (this.brotlied?.length ?? 0);
  }

  encoded(encoding: 'br' | 'gzip'): Buffer {
    if (encoding === 'br') {
      this.brotlied ??= ownedBytes(
        zlib.brotliCompressSync(this.body, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: this.body.length },
        }),
      );
      return this.brotlied;
    }
    this.gzipped ??= ownedBytes(zlib.gzipSync(this.body, { level: 6 }));
    return this.gzipped;
  }
}

/**
 * The bytes in memory of their own, so that keeping them keeps no more than their length, which is what the cache
 * counts. A small Buffer made from a string is a slice of an 8 kB pool shared with whatever was made next to it,
 * and zlib's output a slice of its 16 kB chunk: a kept story of 3 kB held 7 kB, a kept search with no result 3.7 kB
 * (issue 23: the public cache's 16 MB budget grew the process by 50 MB).
 */
function ownedBytes(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) return bytes;
  const owned = Buffer.allocUnsafeSlow(bytes.byteLength);
  bytes.copy(owned);
  return owned;
}

/** A text's UTF-8 bytes written once into memory of their own (Buffer.from, then a copy, took 4.3 against 2.5 us for 3 kB). */
function bytesOf(text: string): Buffer {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  bytes.write(text);
  return bytes;
}

/** The client's preferred encoding of the two we make (brotli when both are equally welcome); q=0 refuses one. */
export function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    weights.set(name!, q ? Number(q.slice(2)) || 0 : 1);
  }
  const weightOf = (name: 'br' | 'gzip') => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : null;
}

/** Whether the client already holds these bytes (If-None-Match names this ETag). */
function clientHasIt(ifNoneMatch: string | undefined, answer: CachedAnswer): boolean {
  return answer.statusCode === 200 && !!ifNoneMatch && ifNoneMatch.split(/\s*,\s*/).some((tag) => tag === answer.etag || `W/${tag}` === answer.etag);
}

/** The encoding to send the answer in for this Accept-Encoding, or null for the plain bytes. */
function encodingFor(acceptEncoding: string | undefined, answer: CachedAnswer): 'br' | 'gzip' | null {
  return answer.body.length >= COMPRESS_THRESHOLD ? acceptedEncoding(acceptEncoding) : null;
}

/** What the bytes vary by: their encoding, and whatever the answer's own `vary` header names (a page's language). */
const varyOf = (answer: CachedAnswer): string => (answer.headers.vary ? `Accept-Encoding, ${answer.headers.vary}` : 'Accept-Encoding');

/** Sends the answer, compressed if the client accepts it, or a 304 when the client already has these bytes. */
export function sendCachedAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): FastifyReply {
  if (!request.headers.authorization && !request.headers['visitor-id']) answersToCapture.set(request, answer);
  reply.code(answer.statusCode).type(answer.contentType).headers(answer.headers).header('etag', answer.etag).header('vary', varyOf(answer));
  if (clientHasIt(request.headers['if-none-match'], answer)) return reply.code(304).send();
  const encoding = encodingFor(request.headers['accept-encoding'], answer);
  if (!encoding) return reply.send(answer.body);
  return reply.header('content-encoding', encoding).send(answer.encoded(encoding));
}

/**
 * The headers an anonymous answer went out with the first time (helmet's, caching, the list's totals), so the
 * next requests for it can be answered straight from the socket (public-answer-fast-path.ts). What differs per
 * response (length, encoding, date, connection) is left out.
 */
const answersToCapture = new WeakMap<FastifyRequest, CachedAnswer>();
const PER_RESPONSE_HEADERS = new Set(['content-length', 'content-encoding', 'etag', 'vary', 'date', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * Keeps the headers this anonymous answer went out with, for the next requests of it. Returns what the route's answers
 * have in common (the same headers less this answer's own, such as a list's total), so an answer of the same route
 * made later can go out with them without passing through the hooks again (withRouteHeaders).
 */
export function captureSentHeaders(request: FastifyRequest, reply: FastifyReply): readonly string[] | undefined {
  const answer = answersToCapture.get(request);
  if (!answer || answer.sentHeaders || reply.statusCode !== answer.statusCode) return undefined;
  const routeHeaders: string[] = [];
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value === undefined || PER_RESPONSE_HEADERS.has(name) || name in answer.headers) continue;
    for (const one of Array.isArray(value) ? value : [value]) routeHeaders.push(name, String(one));
  }
  withRouteHeaders(answer, routeHeaders);
  return routeHeaders;
}

/** Gives the answer the headers its route's answers go out with (captured by captureSentHeaders), and its own. */
export function withRouteHeaders(answer: CachedAnswer, routeHeaders: readonly string[]): CachedAnswer & { sentHeaders: readonly string[] } {
  if (!answer.sentHeaders) {
    const own = Object.entries(answer.headers).flatMap(([name, value]) => (PER_RESPONSE_HEADERS.has(name) ? [] : [name, value]));
    answer.sentHeaders = [...routeHeaders, ...own, 'etag', answer.etag, 'vary', varyOf(answer)];
  }
  return answer as CachedAnswer & { sentHeaders: readonly string[] };
}

/** Writes a captured answer on the raw response, as sendCachedAnswer would have sent it. */
export function writeCachedAnswer(
  request: IncomingMessage,
  response: ServerResponse,
  answer: CachedAnswer & { sentHeaders: readonly string[] },
): void {
  if (clientHasIt(request.headers['if-none-match'], answer)) {
    response.writeHead(304, [...answer.sentHeaders]);
    response.end();
    return;
  }
  const encoding = encodingFor(request.headers['accept-encoding'], answer);
  const body = encoding ? answer.encoded(encoding) : answer.body;
  const perResponse = encoding ? ['content-encoding', encoding, 'content-length', String(body.length)] : ['content-length', String(body.length)];
  response.writeHead(answer.statusCode, [...answer.sentHeaders, ...perResponse]);
  response.end(request.method === 'HEAD' ? undefined : body);
}
