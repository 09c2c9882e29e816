import { type Config, loadConfig } from '../../apps/server/src/config';
import { type RunningServer, startServer } from '../../apps/server/src/server';
import { UNLIMITED_ADDRESS } from '../../apps/server/test/unlimited-address';

export interface BenchServer extends RunningServer {
  /** The server's address as 127.0.0.1 (no localhost lookup in the measured path). */
  base: string;
  config: Config;
}

/**
 * The whole server on `databaseUrl`, listening on a free port: sandbox engine without delays and
 * no API rate limit nor per-address sign-up limit; `env` adds or overrides settings.
 */
export async function startBenchServer(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<BenchServer> {
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: databaseUrl,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    WEB_DIST: '/nonexistent',
    API_RATE_PER_SECOND: '1000000',
    API_RATE_BURST: '1000000',
    SIM_DELIVERY_DELAY_MS: '0',
    SIM_READ_DELAY_MS: '0',
    ...UNLIMITED_ADDRESS,
    ...env,
  });
  const server = await startServer(config);
  return { ...server, base: server.url.replace('localhost', '127.0.0.1'), config };
}
