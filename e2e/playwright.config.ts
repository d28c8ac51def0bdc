/**
 * The browser suite: Debian's Chromium (never a downloaded browser) against the production build that
 * `npm start` serves, on a fresh data folder for each run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { ADMIN_PASSWORD, BASE_URL, CHROMIUM_FLAGS, CHROMIUM_PATH, E2E_PORT } from './support/environment';

const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'newsroom-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  // tests/public (readers) and tests/back-office (AUTHORs and ADMINs), found recursively.
  testDir: './tests',
  outputDir: '../test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '../test-results/e2e/report.json' }]],
  use: {
    baseURL: BASE_URL,
    // A missing element fails in seconds instead of waiting for the whole test's time.
    actionTimeout: 15_000,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  webServer: {
    command: 'npm start',
    cwd: '..',
    url: `${BASE_URL}/api/v1/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Links in e-mails point at this server; without SMTP_URL the messages land in DATA_DIR/outbox as .eml files.
      PUBLIC_URL: BASE_URL,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      TIME_ZONE: 'UTC',
      // A journey posts many comments and contributions from one address.
      PUBLIC_WRITE_LIMIT: '1000',
      // A visitor's reply follows their comment within seconds; the rule itself is tested against the API.
      COMMENT_INTERVAL_SECONDS: '1',
    },
  },
});
