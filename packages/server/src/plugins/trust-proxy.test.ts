import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/helpers/test-app.js';

describeEachDatabase(
  'behind one proxy (TRUST_PROXY=1)',
  (t) => {
    it('takes the right-most X-Forwarded-For entry as the client, whatever the client wrote before it', async () => {
      const failure = (forwardedFor: string) =>
        t.inject({
          method: 'POST',
          url: '/api/v1/login',
          headers: { 'x-forwarded-for': forwardedFor },
          payload: { username: 'admin', password: 'wrong' },
        });
      for (let attempt = 0; attempt < 5; attempt += 1) expect((await failure(`10.9.9.${attempt}, 203.0.113.7`)).statusCode).toBe(401);
      // A forged left-hand entry is no new address: the sixth guess is refused.
      expect((await failure('10.9.9.99, 203.0.113.7')).statusCode).toBe(429);
      // Another real client (as the proxy saw it) is not.
      expect((await failure('203.0.113.8')).statusCode).toBe(401);
    });

    it("believes the proxy's X-Forwarded-Host and -Proto, not what the client added before them", async () => {
      const feed = await t.inject({
        method: 'GET',
        url: '/feed.xml',
        headers: { 'x-forwarded-host': 'evil.example, news.school.example', 'x-forwarded-proto': 'http, https' },
      });
      expect(feed.body).toContain('<link>https://news.school.example/</link>');
      expect(feed.body).not.toContain('evil.example');
    });
  },
  { TRUST_PROXY: '1' },
);
