#!/usr/bin/env node
/**
 * `npm test`: the lint (ESLint, then Prettier's check), the type check (tsc in every workspace), the unit, component and API suites (Vitest, SQLite and
 * PostgreSQL), then the browser suite when it exists, then two built instances behind a proxy (scripts/scale-out-check.mjs), then the built
 * server under load on each database (scripts/load-check.ts). Ends with one plain summary line that CI reads:
 * "N passed, N failed". A lint failure fails the run, but the tests still run, so one run shows both.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'newsroom-test-report-'));
let passed = 0;
let failed = 0;
let exitCode = 0;
/** What went wrong, repeated at the very end: CI logs are often read from their tail. */
const failures = [];

/** Runs a command with its output shown as it comes; with `keepOutput`, also answers that output. */
function run(command, args, { env = {}, keepOutput = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: keepOutput ? ['inherit', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    let output = '';
    for (const [stream, target] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      stream?.on('data', (chunk) => {
        target.write(chunk);
        output += chunk;
      });
    }
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

function countVitest(reportFile) {
  if (!fs.existsSync(reportFile)) return;
  const report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      // Why, in its first lines: a CI log is often kept by its tail only, where Vitest's own account is long gone.
      const message = stripVTControlCharacters(test.failureMessages?.[0] ?? '').trim();
      const why = message ? `\n${firstOf(message.split('\n'), 12)}` : '';
      failures.push(`vitest: ${path.relative(root, file.name)} › ${test.fullName}${why}`);
    }
  }
}

/** Playwright's JSON report: suites nest, each spec holds its tests, each test its outcome. */
function countPlaywright(reportFile, code) {
  const failuresBefore = failures.length;
  if (!fs.existsSync(reportFile)) {
    if (code !== 0) failures.push(`playwright exited with code ${code} and wrote no report`);
    return;
  }
  const report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
  const stats = report.stats ?? {};
  passed += stats.expected ?? 0;
  failed += (stats.unexpected ?? 0) + (stats.flaky ?? 0);
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      if (!spec.ok) failures.push(`playwright: ${spec.file}:${spec.line} › ${spec.title}`);
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  for (const error of report.errors ?? []) failures.push(`playwright: ${error.message ?? String(error)}`);
  if (code !== 0 && failures.length === failuresBefore) failures.push(`playwright exited with code ${code}`);
}

/** A long list cut for the summary at the end; the full one is in the output above. */
function firstOf(lines, limit) {
  const shown = lines.slice(0, limit).map((line) => `    ${line}`);
  if (lines.length > limit) shown.push(`    … and ${lines.length - limit} more`);
  return shown.join('\n');
}

/** ESLint's JSON report: one line per error, as `file:line:column rule`, for the list at the end. */
function eslintErrors(reportFile, code) {
  if (!fs.existsSync(reportFile)) return code === 0 ? [] : [`eslint exited with code ${code} and wrote no report`];
  const errors = [];
  for (const file of JSON.parse(fs.readFileSync(reportFile, 'utf8'))) {
    for (const message of file.messages) {
      if (message.severity !== 2) continue;
      const where = `${path.relative(root, file.filePath)}:${message.line}:${message.column}`;
      errors.push(`${where} ${message.ruleId ?? 'parse error'}: ${message.message.split('\n')[0]}`);
    }
  }
  if (code !== 0 && errors.length === 0) errors.push(`eslint exited with code ${code}`);
  return errors;
}

/** Vitest fails a run on an error thrown outside any test; its section of the output says which and where. */
function unhandledErrors(output) {
  const plain = stripVTControlCharacters(output);
  const start = plain.search(/^.*Unhandled Errors?/m);
  if (start === -1) return '';
  const end = plain.indexOf(' Test Files ', start);
  return plain
    .slice(start, end === -1 ? undefined : end)
    .trim()
    .split('\n')
    .slice(0, 60)
    .join('\n');
}

const eslintReport = path.join(reportDir, 'eslint.json');
const eslint = await run('npx', ['eslint', '.', '--format=json', `--output-file=${eslintReport}`]);
exitCode ||= eslint.code;
const lintErrors = eslintErrors(eslintReport, eslint.code);
for (const error of lintErrors) console.error(`eslint: ${error}`);
if (lintErrors.length > 0) failures.push(`eslint (npm run lint):\n${firstOf(lintErrors, 60)}`);
else console.log('eslint: no errors');

const prettier = await run('npx', ['prettier', '--check', '.'], { keepOutput: true });
exitCode ||= prettier.code;
const unformatted = [...prettier.output.matchAll(/^\[warn\] (?!Code style issues)(.+)$/gm)].map((match) => match[1]);
if (unformatted.length > 0) failures.push(`prettier: ${unformatted.length} files not formatted (npm run format):\n${firstOf(unformatted, 20)}`);
else if (prettier.code !== 0) failures.push(`prettier exited with code ${prettier.code}`);

// Vitest strips types without checking them: a test could pass a value its function's type refuses.
const typecheck = await run('npm', ['run', 'typecheck'], { keepOutput: true });
exitCode ||= typecheck.code;
const typeErrors = [...typecheck.output.matchAll(/^(.+\(\d+,\d+\): error TS\d+: .+)$/gm)].map((match) => match[1]);
if (typeErrors.length > 0) failures.push(`typecheck (npm run typecheck): ${typeErrors.length} errors:\n${firstOf(typeErrors, 30)}`);
else if (typecheck.code !== 0) failures.push(`typecheck exited with code ${typecheck.code}`);
else console.log('typecheck: no errors');

// Code run outside Vitest (the journeys, the server process test's tsx) imports the shared package's built files.
exitCode ||= (await run('npm', ['run', 'build', '-w', 'packages/shared'])).code;
const vitestReport = path.join(reportDir, 'vitest.json');
const vitest = await run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`], {
  keepOutput: true,
});
exitCode ||= vitest.code;
const failuresBeforeVitest = failures.length;
countVitest(vitestReport);
const vitestErrors = unhandledErrors(vitest.output);
if (vitestErrors) failures.push(`vitest: errors outside the tests:\n${vitestErrors}`);
else if (vitest.code !== 0 && failures.length === failuresBeforeVitest) failures.push(`vitest exited with code ${vitest.code}`);

const e2eConfig = path.join(root, 'e2e', 'playwright.config.ts');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const browserMissing = !fs.existsSync(chromium);
if (browserMissing && process.env.REQUIRE_BROWSER === '1') {
  console.error(`\nREQUIRE_BROWSER=1 but there is no Chromium at ${chromium} (apt-get install -y chromium).`);
  exitCode ||= 1;
} else if (browserMissing) {
  console.warn(`\n*** No Chromium at ${chromium}: SKIPPED the browser suite (apt-get install -y chromium to run it). ***`);
} else if (fs.existsSync(e2eConfig)) {
  const e2eReport = path.join(reportDir, 'e2e.json');
  const { code } = await run('npx', ['playwright', 'test', '-c', e2eConfig], { env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport } });
  exitCode ||= code;
  countPlaywright(e2eReport, code);
}

// Two built instances on one PostgreSQL database and one S3 store behind a proxy (scripts/scale-out-check.mjs). The
// browser suite's `npm start` has just built the code; without it, build here.
if (!fs.existsSync(path.join(root, 'packages', 'server', 'dist', 'server.js')) || browserMissing)
  exitCode ||= (await run('npm', ['run', 'build'])).code;
const scaleOut = await run('node', [path.join(root, 'scripts', 'scale-out-check.mjs')], { keepOutput: true });
const scaleOutCounts = /scale-out: (\d+) passed, (\d+) failed/.exec(scaleOut.output);
passed += Number(scaleOutCounts?.[1] ?? 0);
failed += Number(scaleOutCounts?.[2] ?? 0);
exitCode ||= scaleOut.code;
for (const match of scaleOut.output.matchAll(/^\s*✗ (.+)$/gm)) failures.push(`scale-out: ${match[1]}`);
if (scaleOut.code !== 0 && !scaleOutCounts) failures.push(`scale-out check exited with code ${scaleOut.code}`);

// The built server under 50 connections of the load bench's mix, on each database (scripts/load-check.ts).
const loadCheck = await run('npx', ['tsx', path.join(root, 'scripts', 'load-check.ts')], { keepOutput: true });
const loadCheckCounts = /load-check: (\d+) passed, (\d+) failed/.exec(loadCheck.output);
passed += Number(loadCheckCounts?.[1] ?? 0);
failed += Number(loadCheckCounts?.[2] ?? 0);
exitCode ||= loadCheck.code;
for (const match of loadCheck.output.matchAll(/^\s*✗ (.+)$/gm)) failures.push(`load check: ${match[1]}`);
if (loadCheck.code !== 0 && !loadCheckCounts) failures.push(`load check exited with code ${loadCheck.code}`);

if (passed + failed === 0) exitCode ||= 1;
if (failures.length > 0) console.log(`\nWhat failed:\n${failures.map((failure) => `- ${failure}`).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(exitCode);
