import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/helpers/test-app.js';
import { HEADERS_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from './request-limits.js';

describeEachDatabase('connection limits', (t) => {
  // Node enforces these itself (checking every 30 s), so what is tested here is that the server is given them:
  // without them a client that never finishes its headers or its body would hold a connection for ever.
  it('gives the HTTP server its header, request and keep-alive time limits', () => {
    expect(t.app.server.headersTimeout).toBe(HEADERS_TIMEOUT_MS);
    expect(t.app.server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    expect(t.app.server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
    expect(HEADERS_TIMEOUT_MS).toBeLessThan(REQUEST_TIMEOUT_MS);
  });

  it('refuses a JSON body over the limit with a clear 413', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"username":"${'a'.repeat(1_100_000)}"}`,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/too large/i);
  });
});
