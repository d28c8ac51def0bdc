/**
 * Several instances on one PostgreSQL database behave as one site: what one instance changes, the others hear of
 * through PostgreSQL's LISTEN/NOTIFY, within moments: public answers to forget (the public cache's tags) and new
 * notifications (for the back offices whose live stream another instance holds). Each message names its sender,
 * which ignores its own. While the listening connection is down, an instance cannot know what it misses, so it
 * forgets every cached answer when it is back. SQLite is one process's database: nothing to do there.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import type { NotificationRow } from '../db/schema.js';
import { loadPg, postgresClientConfig } from '../db/postgres-pool.js';
import { cacheTags } from '../services/public-cache/public-cache.js';

export const EVENTS_CHANNEL = 'newsroom_events';
/** PostgreSQL refuses NOTIFY payloads of 8,000 bytes or more; notifications go a few at a time below it. */
const PAYLOAD_LIMIT = 7_000;
const RECONNECT_MS = 1_000;

type InstanceEvent = { from: string; cache: string[] } | { from: string; notifications: NotificationRow[] };

/** Splits notifications into messages under PostgreSQL's payload limit. */
export function notificationMessages(from: string, rows: readonly NotificationRow[]): string[] {
  const messages: string[] = [];
  let batch: NotificationRow[] = [];
  for (const row of rows) {
    const next = JSON.stringify({ from, notifications: [...batch, row] });
    if (next.length > PAYLOAD_LIMIT && batch.length > 0) {
      messages.push(JSON.stringify({ from, notifications: batch }));
      batch = [row];
    } else {
      batch.push(row);
    }
  }
  if (batch.length > 0) messages.push(JSON.stringify({ from, notifications: batch }));
  return messages;
}

export default fp(
  async function instanceEvents(app: FastifyInstance) {
    const client = app.databaseClient;
    if (client.dialect !== 'postgres') return;
    const pool = client.pool;
    const self = randomUUID();
    let closing = false;
    // A connection of its own, outside the pool: a listening connection is never given back, and the pool's end
    // (on close, or a health check's test) would wait for it.
    let listener: pg.Client | undefined;

    const publish = (payload: string) =>
      void pool.query('select pg_notify($1, $2)', [EVENTS_CHANNEL, payload]).catch((error: unknown) => {
        app.log.warn({ err: error }, 'could not tell the other instances of a change');
      });
    app.publicCache.onInvalidate((tags) => publish(JSON.stringify({ from: self, cache: tags })));
    app.notifier.onCreated((rows) => notificationMessages(self, rows).forEach(publish));

    function receive(message: pg.Notification): void {
      let event: InstanceEvent;
      try {
        event = JSON.parse(message.payload ?? '') as InstanceEvent;
      } catch {
        return app.log.warn({ payload: message.payload }, 'an unreadable message on the instance channel');
      }
      if (event.from === self) return;
      if ('cache' in event) app.publicCache.invalidateHere(event.cache);
      else app.notifier.deliver(event.notifications);
    }

    let retry: NodeJS.Timeout | undefined;

    /**
     * A broken connection reports it once or more (the server's 57P01, then the socket's end or ECONNRESET), after
     * it is ended too: its listener stays for its whole life, and only the report that finds it listening asks for
     * a new one, so one break never makes two listeners. A connection that breaks before it listens makes listen()
     * fail instead, and its caller tries again; that includes a break read in the same packet as LISTEN's answer,
     * which reaches the listener before the awaited query resolves.
     */
    async function listen(): Promise<void> {
      const connection = new (loadPg().Client)(postgresClientConfig(app.config.databaseUrl!));
      let brokeEarly: unknown;
      connection.on('notification', receive);
      connection.on('error', (error) => {
        void connection.end().catch(() => {});
        if (listener !== connection) {
          brokeEarly ??= error;
          return;
        }
        listener = undefined;
        app.log.warn({ err: error }, 'the instance channel broke; listening again');
        listenAgainSoon();
      });
      try {
        await connection.connect();
        await connection.query(`listen ${EVENTS_CHANNEL}`);
        if (brokeEarly) throw brokeEarly;
      } catch (error) {
        void connection.end().catch(() => {});
        throw error;
      }
      if (closing) return void connection.end().catch(() => {});
      listener = connection;
    }

    /** Every second until it listens again; then it forgets every cached answer (it cannot know what it missed). */
    function listenAgainSoon(): void {
      if (closing || retry) return;
      retry = setTimeout(() => {
        retry = undefined;
        listen().then(
          () => app.publicCache.invalidateHere([cacheTags.everything]),
          (error: unknown) => {
            app.log.warn({ err: error }, 'could not listen on the instance channel; trying again');
            listenAgainSoon();
          },
        );
      }, RECONNECT_MS);
      retry.unref();
    }

    await listen();
    app.addHook('onClose', async () => {
      closing = true;
      clearTimeout(retry);
      const connection = listener;
      listener = undefined;
      await connection?.end().catch(() => {});
    });
  },
  { name: 'instance-events', dependencies: ['database', 'public-cache', 'notifier'] },
);
