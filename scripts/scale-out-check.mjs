#!/usr/bin/env node
/**
 * The whole, as it runs in production: two instances of the built server (`npm run serve`'s entry) on one fresh
 * PostgreSQL database and one S3 store (s3rver), behind a small round-robin proxy. Checks that they behave as one
 * site. Needs the build (`npm run build`) and PostgreSQL (POSTGRES_ADMIN_URL, default postgres@127.0.0.1). Ends with
 * "scale-out: N passed, N failed", which `npm test` counts.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { simpleParser } from 'mailparser';
import S3rver from 's3rver';
import sharp from 'sharp';
import { SMTPServer } from 'smtp-server';

const root = path.resolve(import.meta.dirname, '..');
const adminUrl = process.env.POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ADMIN_PASSWORD = 'Scale#Out-Admin1';
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'newsroom-scale-out-'));
const databaseName = `newsroom_scale_out_${randomBytes(4).toString('hex')}`;
const cleanups = [];
let passed = 0;
let failed = 0;

async function check(name, body) {
  try {
    await body();
    passed += 1;
    console.log(`  ✓ ${name}`);
  } catch (error) {
    failed += 1;
    console.log(`  ✗ ${name}\n    ${error instanceof Error ? error.message : String(error)}`);
  }
}

function assert(condition, message) {
  if (!condition) throw new Error(message);
}

/** Retries `probe` until it holds, failing once `ms` pass. */
async function within(ms, probe, what) {
  const started = Date.now();
  for (;;) {
    if (await probe()) return;
    if (Date.now() - started > ms) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function onPostgres(statement) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function startInstance(name, env) {
  const child = spawn(process.execPath, [path.join(root, 'packages/server/dist/server.js')], {
    cwd: root,
    env: { ...process.env, ...env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanups.push(() => new Promise((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', resolve), child.kill('SIGTERM')))));
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk) => {
      output += chunk;
      const found = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (found) resolve(found[1]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code}: ${output.slice(-2000)}`)));
  });
}

/** Round robin over the instances, each request to the next one; answers stream through (the notification stream). */
function startProxy(targets) {
  let next = 0;
  const server = http.createServer((request, response) => {
    const target = new URL(targets[next++ % targets.length]);
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: request.method, path: request.url, headers: { ...request.headers, host: target.host } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => (response.headersSent ? response.destroy() : response.writeHead(502).end()));
    request.pipe(upstream);
  });
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`)));
}

const json = async (response) => ({ status: response.status, body: await response.json().catch(() => null) });
const auth = (token) => ({ authorization: `Bearer ${token}` });

async function login(base, username, password) {
  return fetch(`${base}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
}

/** An ADMIN's review decision (`approve`, `archive`) on a story, through one instance. */
async function review(base, decision, newsId, token) {
  const response = await fetch(`${base}/api/v1/${decision}/news/${newsId}`, {
    method: 'POST',
    headers: { ...auth(token), 'content-type': 'application/json' },
    body: '{}',
  });
  assert(response.status === 200, `${decision} on ${base} answered ${response.status}`);
}

async function listedTitles(base) {
  const { body } = await json(await fetch(`${base}/api/v1/public-news?page=1&size=50`));
  return (body?.items ?? []).map((item) => item.title);
}

/**
 * A mail server that keeps what it takes, slowly (each message held `delayMs`), so the two instances' senders are at
 * work at the same time.
 */
async function startSmtpServer(delayMs) {
  const received = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, session, callback) => {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', async () => {
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        const parsed = await simpleParser(Buffer.concat(chunks));
        received.push({ to: session.envelope.rcptTo.map((recipient) => recipient.address), messageId: parsed.messageId });
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  return { url: `smtp://127.0.0.1:${server.server.address().port}`, received };
}

async function main() {
  await onPostgres(`create database ${databaseName}`);
  cleanups.push(() => onPostgres(`drop database if exists ${databaseName} with (force)`));
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${databaseName}`;
  const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: path.join(scratch, 's3'), configureBuckets: [{ name: 'media' }] });
  const { port: s3Port } = await s3.run();
  cleanups.push(() => s3.close());

  const smtp = await startSmtpServer(150);

  const shared = {
    DATABASE_URL: databaseUrl.toString(),
    SMTP_URL: smtp.url,
    ADMIN_PASSWORD,
    S3_BUCKET: 'media',
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    PUBLIC_WRITE_LIMIT: '4',
  };
  // Started at the same moment on the empty database: they must migrate it once and agree on one signing key.
  const [a, b] = await Promise.all([
    startInstance('instance A', { ...shared, DATA_DIR: path.join(scratch, 'a') }),
    startInstance('instance B', { ...shared, DATA_DIR: path.join(scratch, 'b') }),
  ]);
  const proxy = await startProxy([a, b]);
  console.log(`scale-out: instances ${a} and ${b} behind ${proxy}`);

  const adminToken = (await json(await login(a, 'admin', ADMIN_PASSWORD))).body?.accessToken;
  assert(adminToken, 'the ADMIN could not sign in on instance A');

  await check('a token from one instance works on the other', async () => {
    const response = await fetch(`${b}/api/v1/user?page=1&size=5`, { headers: auth(adminToken) });
    assert(response.status === 200, `instance B answered ${response.status}`);
  });

  // An AUTHOR, made by the ADMIN through the proxy.
  const author = { username: `author${randomBytes(3).toString('hex')}`, password: 'Author#Pass1' };
  const made = await fetch(`${proxy}/api/v1/user`, {
    method: 'POST',
    headers: { ...auth(adminToken), 'content-type': 'application/json' },
    body: JSON.stringify({ ...author, email: `${author.username}@school.test`, fullname: 'Ana Author', role: ['author'] }),
  });
  assert(made.status < 300, `creating the AUTHOR answered ${made.status}: ${await made.text()}`);
  const authorToken = (await json(await login(b, author.username, author.password))).body?.accessToken;
  assert(authorToken, 'the AUTHOR could not sign in on instance B');

  // The AUTHOR holds a notification stream on instance B.
  const { body: ticket } = await json(await fetch(`${b}/api/v1/news/notifications/stream-ticket`, { method: 'POST', headers: auth(authorToken) }));
  const heard = [];
  const stream = await fetch(`${b}/api/v1/news/notifications/stream?ticket=${encodeURIComponent(ticket.ticket)}`);
  const reader = stream.body.getReader();
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ done: true }));
      if (done) return;
      heard.push(Buffer.from(value).toString());
    }
  })();
  cleanups.unshift(() => reader.cancel().catch(() => {}));

  // A story with a photo, written through instance A.
  const photo = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#1971c2' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  const title = `Scale-out story ${randomBytes(3).toString('hex')}`;
  for (const [field, value] of Object.entries({
    title,
    description: 'Written on one instance',
    content: 'Read on both.',
    category: 'BalitAraneta',
  })) {
    form.append(field, value);
  }
  form.append('thumbnailUrl', new Blob([photo], { type: 'image/jpeg' }), 'photo.jpg');
  const created = await json(await fetch(`${a}/api/v1/news`, { method: 'POST', headers: auth(authorToken), body: form }));
  assert(created.status === 201, `creating the story on A answered ${created.status}: ${JSON.stringify(created.body)}`);
  const newsId = created.body.id;

  // Both instances cache the public list before the story is published.
  for (const base of [a, b]) assert(!(await listedTitles(base)).includes(title), 'the story is listed before it is published');

  await check('an item approved through one instance is listed on both within a second', async () => {
    await review(a, 'approve', newsId, adminToken);
    for (const base of [a, b]) await within(1000, async () => (await listedTitles(base)).includes(title), `listed on ${base}`);
  });

  await check('a notification made on one instance reaches a stream held on the other', async () => {
    await within(
      1000,
      async () => heard.join('').includes('event: notification') && heard.join('').includes(title),
      'the approval notification on B',
    );
  });

  await check('a photo uploaded through one instance is served by both', async () => {
    const { body } = await json(await fetch(`${a}/api/v1/public-news/${newsId}`));
    const file = new URL(body.thumbnailUrl, a).pathname;
    const [fromA, fromB] = await Promise.all([fetch(`${a}${file}`), fetch(`${b}${file}`)]);
    assert(fromA.status === 200 && fromB.status === 200, `A answered ${fromA.status}, B ${fromB.status}`);
    const [bytesA, bytesB] = await Promise.all([fromA.arrayBuffer(), fromB.arrayBuffer()]);
    assert(Buffer.from(bytesA).equals(Buffer.from(bytesB)) && bytesA.byteLength > 100, 'the two instances served different bytes');
  });

  await check('public write limits count across both instances', async () => {
    const view = (base) => fetch(`${base}/api/v1/view-news/${newsId}`, { method: 'POST', headers: { 'visitor-id': 'scale-out-visitor' } });
    const statuses = [];
    for (let attempt = 1; attempt <= 6; attempt += 1) statuses.push((await view(attempt % 2 ? a : b)).status);
    assert(statuses.includes(429), `no 429 after 6 writes over both with a limit of 4: ${statuses.join(', ')}`);
    assert(
      statuses.slice(0, 4).every((status) => status !== 429),
      `limited too early: ${statuses.join(', ')}`,
    );
  });

  await check('an item archived through one instance is gone from both within a second', async () => {
    await review(b, 'archive', newsId, adminToken);
    for (const base of [a, b]) await within(1000, async () => !(await listedTitles(base)).includes(title), `gone from ${base}`);
  });

  await check('mail asked for through both instances arrives once each, with both senders running', async () => {
    const people = [];
    for (let index = 0; index < 12; index += 1) {
      const username = `reader${index}${randomBytes(3).toString('hex')}`;
      const response = await fetch(`${proxy}/api/v1/user`, {
        method: 'POST',
        headers: { ...auth(adminToken), 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: 'Reader#Pass1', email: `${username}@school.test`, fullname: 'Rey Reader', role: ['author'] }),
      });
      assert(response.status < 300, `creating user ${index} answered ${response.status}`);
      people.push(`${username}@school.test`);
    }
    const asked = await Promise.all(
      people.map((email, index) =>
        fetch(`${index % 2 ? a : b}/api/v1/auth/password-reset-requests`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email }),
        }),
      ),
    );
    assert(
      asked.every((response) => response.status === 202),
      `reset requests answered ${asked.map((response) => response.status).join(', ')}`,
    );
    // The story written and approved above sent alerts too: only the reset links are counted here.
    const resetLinks = () => smtp.received.filter((mail) => mail.to.some((address) => people.includes(address)));
    await within(30_000, () => resetLinks().length >= people.length, `${people.length} messages at the SMTP server`);
    // Long enough for a second sending of any of them (a lost claim, a lease taken twice) to arrive too.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const received = resetLinks();
    const recipients = received.flatMap((mail) => mail.to).sort();
    assert(received.length === people.length, `${received.length} messages arrived for ${people.length}`);
    assert(JSON.stringify(recipients) === JSON.stringify([...people].sort()), `recipients: ${recipients.join(', ')}`);
    const messageIds = smtp.received.map((mail) => mail.messageId);
    assert(new Set(messageIds).size === messageIds.length, `a Message-ID arrived twice among ${messageIds.length} messages`);
  });

  await check('5 failed logins spread over both make the 6th a 429 on either', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await login(proxy, author.username, `Wrong#${attempt}`);
      assert(response.status === 401, `failed login ${attempt} answered ${response.status}`);
    }
    for (const base of [a, b]) {
      const response = await login(base, author.username, author.password);
      assert(response.status === 429, `the 6th login on ${base} answered ${response.status}`);
    }
  });
}

try {
  await main();
} catch (error) {
  failed += 1;
  console.log(`  ✗ setting up the two instances\n    ${error instanceof Error ? error.stack : String(error)}`);
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  fs.rmSync(scratch, { recursive: true, force: true });
}
console.log(`scale-out: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
