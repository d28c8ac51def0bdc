/**
 * `npm run backup -- FILE` and `npm run restore -- FILE`: the site the environment points at (DATA_DIR or
 * DATABASE_URL, and S3_* for the media), written to or read from one archive (ops/backup.ts). Stop the server
 * before a restore; a backup can be taken while it runs.
 */
import { loadConfig } from '../config.js';
import { backupSite, RestoreRefused, restoreSite } from './backup.js';

const [command, file] = process.argv.slice(2);
const usage = 'usage: npm run backup -- FILE   |   npm run restore -- FILE';

if ((command !== 'backup' && command !== 'restore') || !file) {
  console.error(usage);
  process.exit(2);
}

try {
  const config = loadConfig();
  const manifest = command === 'backup' ? await backupSite(config, file) : await restoreSite(config, file);
  const rows = Object.entries(manifest.tables)
    .map(([table, count]) => `${table} ${count}`)
    .join(', ');
  console.log(`${command === 'backup' ? 'Wrote' : 'Restored'} ${file}: ${rows}.`);
} catch (error) {
  console.error(error instanceof RestoreRefused ? error.message : error);
  process.exit(1);
}
