/**
 * Builds the real app on a fresh database for a suite, once per dialect: SQLite in memory always,
 * PostgreSQL (a database made for the suite and dropped after it) when it is reachable.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Writable } from 'node:stream';
import pg from 'pg';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { LoginResponse, Role, User } from '@newsroom/shared';
import { buildApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { appLoggerOptions } from '../../src/lib/logged-request.js';
import type { DialectName } from '../../src/db/connection.js';

export const ADMIN_USERNAME = 'admin';
export const ADMIN_PASSWORD = 'Admin#Password1';

export const dialects: DialectName[] = inject('postgresAdminUrl') ? ['sqlite', 'postgres'] : ['sqlite'];

/** A connection to the maintenance database for one piece of work: creating, dropping or watching test databases. */
export async function withMaintenanceClient<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('postgresAdminUrl') });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export class TestApp {
  app!: FastifyInstance;
  config!: Config;
  private databaseName?: string;
  private dataDir?: string;
  private tokens = new Map<string, string>();
  private userCounter = 0;

  constructor(
    readonly dialect: DialectName,
    private readonly env: Record<string, string> = {},
    /** SQLite in a file under DATA_DIR (as a real installation) rather than in memory: for tools that open it themselves. */
    private readonly options: {
      fileDatabase?: boolean;
      /** Where the app writes its log, every level, as the server writes it (for tests of what the log keeps). */
      log?: Writable;
    } = {},
  ) {}

  async start(): Promise<void> {
    await this.prepare();
    await this.startApp();
  }

  /** Creates the installation's data folder and database and its configuration, without starting the app. */
  async prepare(): Promise<void> {
    this.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'newsroom-test-'));
    const env: Record<string, string> = {
      DATA_DIR: this.dataDir,
      ADMIN_USERNAME,
      ADMIN_PASSWORD,
      ADMIN_EMAIL: 'admin@school.test',
      ADMIN_FULLNAME: 'Ada Admin',
      WEB_DIST_DIR: path.join(this.dataDir, 'no-web-build'),
      LOG_LEVEL: 'silent',
      // Heavy work on the event loop, as it runs with a database in memory; the work-pool tests ask for threads.
      WORK_THREADS: '0',
      ...this.env,
    };
    if (this.dialect === 'postgres') {
      this.databaseName = `newsroom_test_${process.pid}_${randomBytes(4).toString('hex')}`;
      await withMaintenanceClient((client) => client.query(`create database ${this.databaseName}`));
      const url = new URL(inject('postgresAdminUrl'));
      url.pathname = `/${this.databaseName}`;
      env.DATABASE_URL = url.toString();
    }
    this.config = loadConfig(env);
    if (this.dialect === 'sqlite' && !this.options.fileDatabase) this.config.sqlitePath = ':memory:';
  }

  /** Starts the app on the prepared installation. */
  async startApp(): Promise<void> {
    const { log } = this.options;
    this.app = await buildApp(this.config, { logger: log ? { ...appLoggerOptions('trace'), stream: log } : false });
  }

  async stop(): Promise<void> {
    await this.app?.close();
    if (this.databaseName) {
      const name = this.databaseName;
      await withMaintenanceClient((client) => client.query(`drop database if exists ${name} with (force)`));
    }
    if (this.dataDir) fs.rmSync(this.dataDir, { recursive: true, force: true });
  }

  inject(options: InjectOptions): Promise<LightMyRequestResponse> {
    return this.app.inject(options);
  }

  async login(username: string, password: string): Promise<LightMyRequestResponse> {
    return this.inject({ method: 'POST', url: '/api/v1/login', payload: { username, password } });
  }

  /** A bearer token for the bootstrapped ADMIN. */
  async adminToken(): Promise<string> {
    return this.tokenFor(ADMIN_USERNAME, ADMIN_PASSWORD);
  }

  async tokenFor(username: string, password: string): Promise<string> {
    const cached = this.tokens.get(username);
    if (cached) return cached;
    const response = await this.login(username, password);
    if (response.statusCode !== 200) throw new Error(`login as ${username} failed: ${response.body}`);
    const token = (response.json() as LoginResponse).accessToken;
    this.tokens.set(username, token);
    return token;
  }

  /** Creates a user through the API (as the ADMIN) and signs them in. */
  async createUser(role: Role = 'AUTHOR', overrides: Partial<{ fullname: string; username: string; email: string; password: string }> = {}) {
    this.userCounter += 1;
    const password = overrides.password ?? 'Secret#123';
    const payload = {
      fullname: overrides.fullname ?? `${role === 'ADMIN' ? 'Admin' : 'Author'} Number${this.userCounter}`,
      username: overrides.username ?? `${role.toLowerCase()}${this.userCounter}_${randomBytes(2).toString('hex')}`,
      email: overrides.email ?? `user${this.userCounter}@school.test`,
      role: [role.toLowerCase()],
      password,
    };
    const response = await this.inject({
      method: 'POST',
      url: '/api/v1/user',
      headers: { authorization: `Bearer ${await this.adminToken()}` },
      payload,
    });
    if (response.statusCode !== 201) throw new Error(`creating a user failed: ${response.body}`);
    const user = response.json() as User;
    return { user, password, token: await this.tokenFor(user.username, password) };
  }
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Runs the suite once per available database, each on its own fresh app. */
export function describeEachDatabase(title: string, body: (t: TestApp) => void, env: Record<string, string> = {}) {
  describe.each(dialects)(`${title} [%s]`, (dialect) => {
    const t = new TestApp(dialect, env);
    beforeAll(() => t.start());
    afterAll(() => t.stop());
    body(t);
  });
}

/**
 * A suite of two instances of the app on one PostgreSQL database (when it is reachable): `first` as every suite's
 * app, and a second built on its configuration, as a second server of the same site would be.
 */
export function describeTwoInstances(title: string, body: (first: TestApp, second: () => FastifyInstance) => void, env: Record<string, string> = {}) {
  describe.runIf(dialects.includes('postgres'))(title, () => {
    const first = new TestApp('postgres', env);
    let second: FastifyInstance | undefined;
    beforeAll(async () => {
      await first.start();
      second = await buildApp(first.config, { logger: false });
    });
    afterAll(async () => {
      await second?.close();
      await first.stop();
    });
    body(first, () => second!);
  });
}
