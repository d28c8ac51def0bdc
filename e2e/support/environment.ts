/** Where the browser suite finds the site and the browser. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8180);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const ADMIN_USERNAME = 'admin';
export const ADMIN_PASSWORD = 'E2e#Admin-Password';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** How the browser suite and the Lighthouse bench run Debian's Chromium: headless, quiet, nothing fetched on its own. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
