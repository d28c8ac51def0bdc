/**
 * How long and how much one request may take before it is cut off: slow or endless senders (a "slowloris")
 * must not hold connections for ever, and a school's slow uplink must still get a full upload through.
 */

/** The request line and headers must arrive within this time. */
export const HEADERS_TIMEOUT_MS = 30_000;
/** The whole request, body included: 21 photos of up to 10 MB over a slow 2 Mbit/s uplink take about 14 minutes, so
 *  large uploads need patience; anything slower than that is cut. */
export const REQUEST_TIMEOUT_MS = 15 * 60_000;
/** An idle kept-alive connection closes after this; below common load balancers' 60 s would make them reuse a closed one. */
export const KEEP_ALIVE_TIMEOUT_MS = 72_000;
/** JSON bodies (everything but uploads, which have their own limits in plugins/multipart-form.ts). */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
