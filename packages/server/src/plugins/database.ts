/** Opens the database, brings its schema up to date and closes it when the app closes. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { openDatabase, type DialectName, type DriverClient } from '../db/connection.js';
import { migrateToLatest } from '../db/migrator.js';
import type { Database } from '../db/schema.js';
import type { Config } from '../config.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dialect: DialectName;
    databaseClient: DriverClient;
  }
}

/**
 * PostgreSQL queries that may wait for one of the pool's 10 connections: at 0.5-1 ms a query, the last of them waits
 * 10-20 ms. Past it a request is answered 503 with Retry-After (db/postgres-pool.ts).
 */
const QUERIES_WAITING_MAX = 200;

export default fp(
  async function databasePlugin(app: FastifyInstance, options: { config: Config }) {
    const { db, dialect, client } = openDatabase({
      databaseUrl: options.config.databaseUrl,
      sqlitePath: options.config.sqlitePath,
      onConnectionError: (error) => app.log.warn({ err: error }, 'a database connection broke; the pool replaces it'),
      maxWaiting: QUERIES_WAITING_MAX,
    });
    try {
      await migrateToLatest(db);
    } catch (error) {
      await db.destroy();
      throw error;
    }
    app.decorate('db', db);
    app.decorate('dialect', dialect);
    // A getter: Fastify's typing takes a plain union value for a getter/setter pair.
    app.decorate('databaseClient', { getter: () => client });
    app.addHook('onClose', async () => {
      await db.destroy();
    });
  },
  { name: 'database' },
);
