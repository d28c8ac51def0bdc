import { expect, it } from 'vitest';
import { describeWithMail, outboxRowIn, queueMail, resetData } from '../../../test/helpers/mail.js';
import { bearer } from '../../../test/helpers/test-app.js';

const OUTBOX_FIELDS = ['attempts', 'createdAt', 'id', 'kind', 'lastError', 'links', 'nextAttemptAt', 'sentAt', 'state', 'subject', 'to'];

describeWithMail(
  'the outbox page',
  (t) => {
    it('is for ADMINs only: 401 without a token, 403 for an AUTHOR', async () => {
      expect((await t.inject({ method: 'GET', url: '/api/v1/outbox' })).statusCode).toBe(401);
      const author = await t.createUser('AUTHOR');
      const refused = await t.inject({ method: 'GET', url: '/api/v1/outbox', headers: bearer(author.token) });
      expect(refused.statusCode).toBe(403);
      expect(refused.body).not.toContain('reset-password');
    });

    it('lists the 50 newest messages, newest first, with their state and links, never their bodies', async () => {
      const ids: string[] = [];
      for (let index = 0; index < 52; index += 1) {
        ids.push(
          await queueMail(
            t,
            'password-reset',
            { address: `reader${index}@school.test`, language: 'en' },
            { ...resetData(), token: `token-${index}` },
          ),
        );
      }
      const newest = await outboxRowIn(t, ids.at(-1)!, ['sent']);
      const response = await t.inject({ method: 'GET', url: '/api/v1/outbox', headers: bearer(await t.adminToken()) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toContain('no-store');
      const messages = response.json();
      expect(messages).toHaveLength(50);
      expect(Object.keys(messages[0]).sort()).toEqual(OUTBOX_FIELDS);
      // The two oldest are left out; several written in one millisecond may come in any order among themselves.
      expect(messages.map((message: { id: string }) => message.id).sort()).toEqual(ids.slice(2).sort());
      const times = messages.map((message: { createdAt: string }) => message.createdAt);
      expect(times).toEqual([...times].sort().reverse());
      expect(messages.find((message: { id: string }) => message.id === newest.id)).toEqual({
        id: newest.id,
        kind: 'password-reset',
        to: 'reader51@school.test',
        subject: 'Set a new password for School Newsroom',
        state: 'sent',
        attempts: 1,
        lastError: null,
        createdAt: newest.created_at,
        sentAt: newest.sent_at,
        nextAttemptAt: null,
        links: ['http://localhost:8080/reset-password?token=token-51'],
      });
    });
  },
  { smtp: false },
);
