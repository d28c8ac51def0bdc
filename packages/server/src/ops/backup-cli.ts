/**
 * `npm run backup -- FILE [--with-secrets]` and `npm run restore -- FILE`: the site the environment points at (DATA_DIR
 * or DATABASE_URL, and S3_* for the media), written to or read from one archive (ops/backup.ts). Stop the server
 * before a restore; a backup can be taken while it runs.
 */
import { loadConfig } from '../config.js';
import { backupSite, RestoreRefused, restoreSite } from './backup.js';

const [command, file, ...flags] = process.argv.slice(2);
const usage = 'usage: npm run backup -- FILE [--with-secrets]   |   npm run restore -- FILE';
const withSecrets = command === 'backup' && flags.includes('--with-secrets');

if ((command !== 'backup' && command !== 'restore') || !file || flags.some((flag) => flag !== '--with-secrets' || command !== 'backup')) {
  console.error(usage);
  process.exit(2);
}

try {
  const config = loadConfig();
  const manifest = command === 'backup' ? await backupSite(config, file, { withSecrets }) : await restoreSite(config, file);
  const rows = Object.entries(manifest.tables)
    .map(([table, count]) => `${table} ${count}`)
    .join(', ');
  console.log(`${command === 'backup' ? 'Wrote' : 'Restored'} ${file}: ${rows}.`);
} catch (error) {
  console.error(error instanceof RestoreRefused ? error.message : error);
  process.exit(1);
}
