/**
 * The public push API on each database: the site's public key (the same for every instance and restart), turning
 * alerts on (one row per endpoint) and off, every bad input with its field error in the reader's language, and the
 * public write limit.
 */
import { expect, it } from 'vitest';
import { pushMessages } from '@newsroom/shared';
import { loadVapidKeys } from '../../services/push/vapid-keys.js';
import { deviceKeys } from '../../../test/helpers/push-service.js';
import { describeEachDatabase } from '../../../test/helpers/test-app.js';

describeEachDatabase(
  'the push API',
  (t) => {
    let clients = 0;
    const newClient = () => `10.26.${Math.floor(clients / 250)}.${(clients++ % 250) + 1}`;
    const subscribe = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = newClient()) =>
      t.inject({ method: 'POST', url: '/api/v1/push/subscriptions', payload: payload as object, headers, remoteAddress });
    const rows = () => t.app.db.selectFrom('push_subscriptions').selectAll().orderBy('endpoint').execute();

    it('answers the one public key, kept in the database for every instance', async () => {
      const response = await t.inject({ method: 'GET', url: '/api/v1/push/public-key' });
      expect(response.statusCode).toBe(200);
      const { publicKey } = response.json<{ publicKey: string }>();
      // An uncompressed P-256 point, base64url.
      expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
      expect((await loadVapidKeys(t.app.db)).publicKey).toBe(publicKey);
    });

    it('keeps one row per device, replacing its keys, and forgets it when alerts are turned off', async () => {
      const endpoint = 'https://fcm.googleapis.com/fcm/send/device-a';
      expect((await subscribe({ endpoint, keys: deviceKeys() })).statusCode).toBe(201);
      const newer = deviceKeys();
      expect((await subscribe({ endpoint, keys: newer, expirationTime: null })).statusCode).toBe(201);
      expect((await rows()).filter((row) => row.endpoint === endpoint)).toMatchObject([{ p256dh: newer.p256dh, auth: newer.auth }]);

      const off = await t.inject({ method: 'DELETE', url: '/api/v1/push/subscriptions', payload: { endpoint }, remoteAddress: newClient() });
      expect(off.statusCode).toBe(204);
      expect((await rows()).map((row) => row.endpoint)).not.toContain(endpoint);
      // Again: nothing left to forget, the same answer.
      expect(
        (await t.inject({ method: 'DELETE', url: '/api/v1/push/subscriptions', payload: { endpoint }, remoteAddress: newClient() })).statusCode,
      ).toBe(204);
    });

    it.each([
      ['no https', { endpoint: 'http://push.example.test/x', keys: deviceKeys() }, 'endpoint', pushMessages.endpointInvalid],
      ['no address', { endpoint: 'not an address', keys: deviceKeys() }, 'endpoint', pushMessages.endpointInvalid],
      [
        'an address too long',
        { endpoint: `https://push.example.test/${'x'.repeat(1000)}`, keys: deviceKeys() },
        'endpoint',
        pushMessages.endpointInvalid,
      ],
      [
        'a loopback http address on a real site',
        { endpoint: 'http://127.0.0.1:8090/notify/x', keys: deviceKeys() },
        'endpoint',
        pushMessages.endpointInvalid,
      ],
      [
        'a short p256dh',
        { endpoint: 'https://push.example.test/x', keys: { ...deviceKeys(), p256dh: 'BAAA' } },
        'keys.p256dh',
        pushMessages.keysInvalid,
      ],
      [
        'an auth not in base64url',
        { endpoint: 'https://push.example.test/x', keys: { ...deviceKeys(), auth: 'a+b/c'.repeat(4) } },
        'keys.auth',
        pushMessages.keysInvalid,
      ],
      ['no keys', { endpoint: 'https://push.example.test/x' }, 'keys', pushMessages.keysInvalid],
    ])('refuses %s with a field error', async (_case, payload, field, message) => {
      const response = await subscribe(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ errors: { field: string; message: string }[] }>().errors).toContainEqual({ field, message });
      expect((await rows()).map((row) => row.endpoint)).not.toContain((payload as { endpoint: string }).endpoint);
    });

    it("says what is wrong in the reader's language", async () => {
      const response = await subscribe({ endpoint: 'ftp://push.example.test/x', keys: deviceKeys() }, { 'accept-language': 'fil' });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ errors: { field: string; message: string }[] }>().errors).toContainEqual({
        field: 'endpoint',
        message: 'Hindi magamit ang address ng alerto na ibinigay ng device na ito. Subukang buksan muli ang mga alerto.',
      });
    });

    it('limits one client like the other public writes', async () => {
      const client = newClient();
      const answers: number[] = [];
      for (let index = 0; index < 6; index += 1) {
        answers.push((await subscribe({ endpoint: `https://push.example.test/flood-${index}`, keys: deviceKeys() }, {}, client)).statusCode);
      }
      expect(answers).toEqual([201, 201, 201, 201, 201, 429]);
    });
  },
  { PUBLIC_WRITE_LIMIT: '5' },
);
