import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has a working default for everything', () => {
    const config = loadConfig({});
    const dataDir = path.resolve('./data');
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir,
      sqlitePath: path.join(dataDir, 'newsroom.sqlite'),
      databaseUrl: undefined,
      jwtSecret: undefined,
      tokenTtlSeconds: 8 * 60 * 60,
      trustProxy: false,
      publicWriteLimit: 30,
      commentIntervalMs: 15_000,
      logLevel: 'info',
      ai: { apiKey: undefined, baseUrl: undefined, model: 'gpt-4o-mini' },
      timeZone: 'Asia/Manila',
    });
    expect(path.isAbsolute(config.dataDir)).toBe(true);
    expect(config.admin).toMatchObject({ username: 'admin', password: undefined });
    expect(path.isAbsolute(config.webDistDir)).toBe(true);
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '3000',
      HOST: '127.0.0.1',
      DATA_DIR: 'var/newsroom',
      DATABASE_URL: ' postgres://news@db/newsroom ',
      ADMIN_USERNAME: 'principal',
      ADMIN_PASSWORD: 'Strong#Pass1',
      JWT_SECRET: 'a-shared-secret-of-at-least-32-bytes',
      TOKEN_TTL_SECONDS: '600',
      PUBLIC_WRITE_LIMIT: '5',
      COMMENT_INTERVAL_SECONDS: '0.5',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('var/newsroom'),
      sqlitePath: path.resolve('var/newsroom', 'newsroom.sqlite'),
      databaseUrl: 'postgres://news@db/newsroom',
      jwtSecret: 'a-shared-secret-of-at-least-32-bytes',
      tokenTtlSeconds: 600,
      publicWriteLimit: 5,
      commentIntervalMs: 500,
      logLevel: 'warn',
    });
    expect(config.admin).toMatchObject({ username: 'principal', password: 'Strong#Pass1' });
  });

  it("keeps the school's time zone whatever the machine's, and refuses one that does not exist", () => {
    expect(loadConfig({ TIME_ZONE: ' America/New_York ' }).timeZone).toBe('America/New_York');
    expect(loadConfig({ TIME_ZONE: '' }).timeZone).toBe('Asia/Manila');
    expect(() => loadConfig({ TIME_ZONE: 'Mars/Olympus_Mons' })).toThrow('TIME_ZONE: is not a known time zone');
  });

  it('treats blank optional values as unset', () => {
    const config = loadConfig({ DATABASE_URL: '  ', JWT_SECRET: '', ADMIN_PASSWORD: ' ', OPENAI_API_KEY: '' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.jwtSecret).toBeUndefined();
    expect(config.admin.password).toBeUndefined();
    expect(config.ai.apiKey).toBeUndefined();
  });

  it.each([['abc'], ['70000'], ['-1'], ['80.5']])('refuses PORT=%j with an error that names it', (port) => {
    expect(() => loadConfig({ PORT: port })).toThrow(/^Invalid configuration: PORT: /);
  });

  it('names every wrong variable in one readable error', () => {
    const load = () => loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', TOKEN_TTL_SECONDS: '0' });
    expect(load).toThrow(/^Invalid configuration: /);
    for (const name of ['PORT', 'LOG_LEVEL', 'TOKEN_TTL_SECONDS']) expect(load).toThrow(new RegExp(`(: |; )${name}: `));
  });

  it('uses the default port when PORT is blank', () => {
    expect(loadConfig({ PORT: ' ' }).port).toBe(8080);
  });

  it('keeps media on disk, drains for no time and leaves /metrics open unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ s3: undefined, shutdownDrainSeconds: 0, metricsToken: undefined });
  });

  it('reads the S3 store, the drain and the metrics token', () => {
    const config = loadConfig({
      S3_BUCKET: 'school-media',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      SHUTDOWN_DRAIN_SECONDS: '10',
      METRICS_TOKEN: ' scrape-me ',
    });
    expect(config.s3).toEqual({
      bucket: 'school-media',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(config).toMatchObject({ shutdownDrainSeconds: 10, metricsToken: 'scrape-me' });
    expect(loadConfig({ S3_BUCKET: 'b', S3_REGION: 'eu-west-1' }).s3).toMatchObject({
      region: 'eu-west-1',
      forcePathStyle: false,
      endpoint: undefined,
    });
    expect(() => loadConfig({ S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
    expect(loadConfig({ MEDIA_PUBLIC_URL: 'https://media.school.example/photos/' }).mediaPublicUrl).toBe('https://media.school.example/photos');
    expect(() => loadConfig({ MEDIA_PUBLIC_URL: 'media.school.example' })).toThrow(/MEDIA_PUBLIC_URL/);
  });

  describe('JWT_SECRET', () => {
    it('refuses a signing key shorter than 32 bytes, naming the variable', () => {
      expect(() => loadConfig({ JWT_SECRET: 'short-secret' })).toThrow(/JWT_SECRET: must be at least 32 bytes long/);
    });

    it('counts bytes, and takes a key of 32', () => {
      expect(loadConfig({ JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toBe('x'.repeat(32));
      expect(() => loadConfig({ JWT_SECRET: 'é'.repeat(15) })).toThrow(/JWT_SECRET/);
      expect(loadConfig({ JWT_SECRET: 'é'.repeat(16) }).jwtSecret).toHaveLength(16);
    });
  });

  describe('TRUST_PROXY', () => {
    it.each([[undefined], [''], ['0'], ['false'], ['no']])('is off when %j', (value) => {
      expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(false);
    });

    it.each([['true'], ['TRUE'], ['yes']])('trusts every proxy when %j', (value) => {
      expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(true);
    });

    it.each([
      ['1', [true, false, false]],
      ['2', [true, true, false]],
    ])('trusts %s hop(s), not every proxy', (value, trusted) => {
      const trust = loadConfig({ TRUST_PROXY: value }).trustProxy as (address: string, hop: number) => boolean;
      expect([trust('10.0.0.1', 0), trust('10.0.0.1', 1), trust('10.0.0.1', 2)]).toEqual(trusted);
    });

    it('passes a list of proxy addresses through', () => {
      expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8,127.0.0.1 ' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1');
    });
  });

  it('writes mail to DATA_DIR/outbox with links on http://localhost:8080 unless told otherwise', () => {
    const config = loadConfig({ DATA_DIR: 'var/newsroom' });
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.mail).toEqual({ smtpUrl: undefined, from: undefined, outboxDir: path.resolve('var/newsroom', 'outbox') });
  });

  it('reads the SMTP server, the sender and the public address', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://news%40school.edu:app-password@smtp.gmail.com:465',
      MAIL_FROM: '"DLSAU Newsroom" <news@school.edu>',
      PUBLIC_URL: 'https://news.school.edu/',
    });
    expect(config.mail).toMatchObject({
      smtpUrl: 'smtps://news%40school.edu:app-password@smtp.gmail.com:465',
      from: { name: 'DLSAU Newsroom', address: 'news@school.edu' },
    });
    expect(config.publicUrl).toBe('https://news.school.edu');
    expect(loadConfig({ MAIL_FROM: 'news@school.edu' }).mail.from).toEqual({ address: 'news@school.edu' });
  });

  it.each([
    ['SMTP_URL', 'http://smtp.school.edu'],
    ['MAIL_FROM', 'news@school.edu\r\nBcc: spy@elsewhere.test'],
    ['MAIL_FROM', 'Newsroom <not an address>'],
    ['PUBLIC_URL', 'https://news.school.edu/newsroom'],
    ['PUBLIC_URL', 'news.school.edu'],
  ])('refuses %s=%j', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });

  it('reads the video limits, with their defaults when unset', () => {
    expect(loadConfig({}).video).toEqual({ maxBytes: 2048 * 1024 * 1024, maxMinutes: 60, jobs: 1, keepOriginal: true });
    expect(loadConfig({ VIDEO_MAX_MB: '100', VIDEO_MAX_MINUTES: '10', VIDEO_JOBS: '2', VIDEO_KEEP_ORIGINAL: 'false' }).video).toEqual({
      maxBytes: 100 * 1024 * 1024,
      maxMinutes: 10,
      jobs: 2,
      keepOriginal: false,
    });
    expect(() => loadConfig({ VIDEO_JOBS: '0' })).toThrow(/VIDEO_JOBS/);
    expect(() => loadConfig({ VIDEO_KEEP_ORIGINAL: 'maybe' })).toThrow(/VIDEO_KEEP_ORIGINAL/);
  });
});
