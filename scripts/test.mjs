#!/usr/bin/env node
/**
 * `npm test`: the unit, component and API suites (Vitest, SQLite and PostgreSQL), then the browser suite
 * when it exists. Ends with one plain summary line that CI reads: "N passed, N failed".
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'newsroom-test-report-'));
let passed = 0;
let failed = 0;
let exitCode = 0;

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function countVitest(reportFile) {
  if (!fs.existsSync(reportFile)) return;
  const report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
}

const vitestReport = path.join(reportDir, 'vitest.json');
exitCode ||= run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]);
countVitest(vitestReport);

const e2eConfig = path.join(root, 'e2e', 'playwright.config.ts');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const browserMissing = !fs.existsSync(chromium);
if (browserMissing && process.env.REQUIRE_BROWSER === '1') {
  console.error(`\nREQUIRE_BROWSER=1 but there is no Chromium at ${chromium} (apt-get install -y chromium).`);
  exitCode ||= 1;
} else if (browserMissing) {
  console.warn(`\n*** No Chromium at ${chromium}: SKIPPED the browser suite (apt-get install -y chromium to run it). ***`);
} else if (fs.existsSync(e2eConfig)) {
  // The journeys import the shared package at run time, before `npm start` (their web server) builds it.
  exitCode ||= run('npm', ['run', 'build', '-w', 'packages/shared']);
  const e2eReport = path.join(reportDir, 'e2e.json');
  const code = run('npx', ['playwright', 'test', '-c', e2eConfig], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport });
  exitCode ||= code;
  if (fs.existsSync(e2eReport)) {
    const stats = JSON.parse(fs.readFileSync(e2eReport, 'utf8')).stats ?? {};
    passed += stats.expected ?? 0;
    failed += (stats.unexpected ?? 0) + (stats.flaky ?? 0);
  }
}

if (passed + failed === 0) exitCode ||= 1;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(exitCode);
