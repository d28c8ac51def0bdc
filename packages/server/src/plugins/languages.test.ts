import { describe, expect, it } from 'vitest';
import { errorMessages, loginMessages, notificationMessages, type Notification } from '@newsroom/shared';
import { bearer, describeEachDatabase } from '../../test/helpers/test-app.js';
import { approveNews, createNews } from '../../test/helpers/news-factory.js';

describeEachDatabase('answers in the language the client asks for', (t) => {
  const emptyLogin = (headers: Record<string, string> = {}) => t.inject({ method: 'POST', url: '/api/v1/login', payload: {}, headers });

  describe('errors', () => {
    it('come in Filipino, field errors too, for Accept-Language: fil', async () => {
      const response = await emptyLogin({ 'accept-language': 'fil' });
      expect(response.statusCode).toBe(400);
      const body = response.json() as { error: string; message: string; errors: { field: string; message: string }[] };
      expect(body.message).toBe('Kailangan ang username');
      expect(body.errors).toEqual([
        { field: 'username', message: 'Kailangan ang username' },
        { field: 'password', message: 'Kailangan ang password' },
      ]);
      // HTTP's own name of the status is no text for people.
      expect(body.error).toBe('Bad Request');
    });

    it('come in Filipino for tl and for a list that prefers Filipino, and in English otherwise', async () => {
      const messageFor = async (headers: Record<string, string>) => (await emptyLogin(headers)).json<{ message: string }>().message;
      expect(await messageFor({ 'accept-language': 'tl-PH' })).toBe('Kailangan ang username');
      expect(await messageFor({ 'accept-language': 'en;q=0.4, fil-PH;q=0.8' })).toBe('Kailangan ang username');
      expect(await messageFor({ 'accept-language': 'en-US,en;q=0.9,fil;q=0.5' })).toBe(loginMessages.usernameRequired);
      expect(await messageFor({ 'accept-language': 'ja' })).toBe(loginMessages.usernameRequired);
      expect(await messageFor({})).toBe(loginMessages.usernameRequired);
    });

    it("follow the reader's language cookie, which the browser sends where the app cannot set a header", async () => {
      const response = await emptyLogin({ cookie: 'language=fil', 'accept-language': 'en-US' });
      expect(response.json<{ message: string }>().message).toBe('Kailangan ang username');
    });

    it('are translated wherever they come from: a 404 of the API, a 401', async () => {
      const missing = await t.inject({ method: 'GET', url: '/api/v1/no-such-thing', headers: { 'accept-language': 'fil' } });
      expect(missing.json()).toMatchObject({ statusCode: 404, message: 'Hindi nahanap.' });
      const anonymous = await t.inject({ method: 'GET', url: '/api/v1/news/notifications', headers: { 'accept-language': 'fil' } });
      expect(anonymous.json()).toMatchObject({ statusCode: 401, message: 'Kailangan mo munang mag-login.' });
      const english = await t.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
      expect(english.json()).toMatchObject({ message: errorMessages.notFound });
    });

    it('leave a text that is none of the shared messages as it is', async () => {
      const response = await t.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: '{"username": ',
        headers: { 'content-type': 'application/json', 'accept-language': 'fil' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).not.toMatch(/Kailangan/);
    });
  });

  describe('notifications', () => {
    it('stored in English are shown in Filipino to a reader who asks, and as stored to anyone else', async () => {
      const author = await t.createUser('AUTHOR');
      const admin = bearer(await t.adminToken());
      const rejected = await createNews(t, author.token, { title: 'Sportsfest (Day 1)' });
      const reject = await t.inject({
        method: 'POST',
        url: `/api/v1/reject/news/${rejected.id}`,
        headers: admin,
        payload: { reason: 'Add the scores.' },
      });
      expect(reject.statusCode).toBe(200);
      await approveNews(t, (await createNews(t, author.token, { title: 'Buwan ng Wika' })).id);

      const list = async (headers: Record<string, string>) =>
        (await t.inject({ method: 'GET', url: '/api/v1/news/notifications', headers: { ...bearer(author.token), ...headers } })).json<
          Notification[]
        >();
      const english = (await list({})).map((notification) => notification.message);
      expect(english).toEqual(
        expect.arrayContaining([
          notificationMessages.rejected('Sportsfest (Day 1)', 'Add the scores.'),
          notificationMessages.approved('Buwan ng Wika', 'immediately'),
        ]),
      );
      const filipino = (await list({ 'accept-language': 'fil' })).map((notification) => notification.message);
      expect(filipino).toEqual(
        expect.arrayContaining([
          "Hindi tinanggap ang iyong content na may pamagat na 'Sportsfest (Day 1)'. Dahilan: Add the scores.",
          "Naaprubahan na ang iyong content na may pamagat na 'Buwan ng Wika' at ilalathala ito agad.",
        ]),
      );

      const [first] = await list({});
      const marked = await t.inject({
        method: 'POST',
        url: `/api/v1/news/notifications/mark-read/${first!.id}`,
        headers: { ...bearer(author.token), cookie: 'language=fil' },
      });
      expect(marked.json<Notification>().message).toMatch(/^(Hindi tinanggap|Naaprubahan)/);
    });
  });
});
