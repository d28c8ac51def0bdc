/** GET and PUT /user/me/notification-settings: each signed-in user's own choice of e-mail alerts, and every bad input refused. */
import { beforeAll, expect, it } from 'vitest';
import { notificationSettingsMessages } from '@newsroom/shared';
import { bearer, describeEachDatabase } from '../../../test/helpers/test-app.js';

const URL = '/api/v1/user/me/notification-settings';

describeEachDatabase('notification settings', (t) => {
  let admin: string;
  let author: string;
  const read = (token: string) => t.inject({ method: 'GET', url: URL, headers: bearer(token) });
  const save = (token: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.inject({ method: 'PUT', url: URL, headers: { ...bearer(token), ...headers }, payload: payload as object });

  beforeAll(async () => {
    admin = await t.adminToken();
    author = (await t.createUser('AUTHOR')).token;
  });

  it('starts with each alert as it happens, for an AUTHOR and an ADMIN alike', async () => {
    for (const token of [admin, author]) {
      const response = await read(token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ email: 'instant' });
    }
  });

  it("saves the user's own choice and answers it; another user's stays as it was", async () => {
    const { token } = await t.createUser('AUTHOR');
    for (const email of ['daily', 'off', 'instant', 'daily'] as const) {
      const saved = await save(token, { email });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({ email });
      expect((await read(token)).json()).toEqual({ email });
    }
    expect((await read(author)).json()).toEqual({ email: 'instant' });
    const { token: anAdmin } = await t.createUser('ADMIN');
    expect((await save(anAdmin, { email: 'off' })).json()).toEqual({ email: 'off' });
    expect((await read(admin)).json()).toEqual({ email: 'instant' });
  });

  it("refuses a choice that is not one with 400 and a field error, in the reader's language", async () => {
    for (const payload of [{ email: 'weekly' }, { email: '' }, { email: null }, {}, { email: ['daily'] }]) {
      const response = await save(author, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ field: 'email', message: notificationSettingsMessages.emailChoiceInvalid }]);
    }
    const filipino = await save(author, { email: 'weekly' }, { cookie: 'language=fil' });
    expect(filipino.statusCode).toBe(400);
    expect(filipino.json().errors).toEqual([
      {
        field: 'email',
        message: 'Piliin kung paano mo matatanggap ang mga e-mail alert: bawat isa habang nangyayari, isang buod bawat araw, o wala.',
      },
    ]);
    expect((await read(author)).json()).toEqual({ email: 'instant' });
  });

  it('answers 401 without a session, for reading and saving', async () => {
    expect((await t.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    expect((await t.inject({ method: 'PUT', url: URL, payload: { email: 'off' } })).statusCode).toBe(401);
  });
});
