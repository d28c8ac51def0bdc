/** Where the browser suite finds the site and the browser. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8180);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const ADMIN_USERNAME = 'admin';
export const ADMIN_PASSWORD = 'E2e#Admin-Password';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
