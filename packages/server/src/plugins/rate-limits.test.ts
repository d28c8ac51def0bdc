import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { newId } from '../lib/ids.js';
import { describeEachDatabase } from '../../test/helpers/test-app.js';

describeEachDatabase(
  'limits shared by every instance on one database',
  (t) => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'limits-'));
    const opened: FastifyInstance[] = [];
    afterAll(async () => {
      await Promise.all(opened.map((app) => app.close()));
      fs.rmSync(folder, { recursive: true, force: true });
    });

    /** Another server on the suite's database (SQLite: both on one file instead of the suite's memory). */
    async function instance(): Promise<FastifyInstance> {
      const config = { ...t.config, sqlitePath: path.join(folder, 'shared.sqlite') };
      const app = await buildApp(config, { logger: false });
      opened.push(app);
      return app;
    }

    const wrongLogin = (app: FastifyInstance) =>
      app.inject({ method: 'POST', url: '/api/v1/login', payload: { username: 'nobody', password: 'Wrong#Guess1' } });

    it('counts login failures across instances and restarts', async () => {
      const first = await instance();
      const second = await instance();
      for (let attempt = 0; attempt < 3; attempt += 1) expect((await wrongLogin(first)).statusCode).toBe(401);
      for (let attempt = 0; attempt < 2; attempt += 1) expect((await wrongLogin(second)).statusCode).toBe(401);
      expect((await wrongLogin(second)).statusCode).toBe(429);
      await first.close();
      const restarted = await instance();
      expect((await wrongLogin(restarted)).statusCode).toBe(429);
    });

    it('counts public writes across instances', async () => {
      const first = await instance();
      const second = await instance();
      const category = await first.db.selectFrom('categories').select('id').executeTakeFirstOrThrow();
      const id = newId();
      const moment = new Date(Date.now() - 60_000).toISOString();
      await first.db
        .insertInto('news')
        .values({
          id,
          title: 'Story',
          description: 'D',
          content: 'C',
          category_id: category.id,
          author_id: null,
          author_name: 'A',
          thumbnail_media_id: null,
          thumbnail_caption: null,
          thumbnail_credit: null,
          thumbnail_alt: null,
          embed_youtube_url: null,
          status: 'Approved',
          publication_date: moment,
          summary: null,
          summary_key: null,
          views: 0,
          created_at: moment,
          updated_at: moment,
        })
        .execute();
      const view = (app: FastifyInstance) => app.inject({ method: 'POST', url: `/api/v1/view-news/${id}`, remoteAddress: '10.20.30.40' });
      expect((await view(first)).statusCode).toBe(200);
      expect((await view(second)).statusCode).toBe(200);
      const refused = await view(first);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/too many/i);
    });
  },
  { PUBLIC_WRITE_LIMIT: '2' },
);
