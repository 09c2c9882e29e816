import Fastify from 'fastify';
import pg from 'pg';

/** The baseline of bench:api: the least any accepted send must do, one committed single-row insert. */
export async function startBareRoute(databaseUrl: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  await pool.query(
    'create table if not exists bench_bare (id uuid primary key default gen_random_uuid(), remote text, body text, created_at timestamptz default now())',
  );
  const app = Fastify();
  app.post('/bare', async (request) => {
    const { to, body } = request.body as { to: string; body: string };
    const { rows } = await pool.query('insert into bench_bare (remote, body) values ($1, $2) returning id', [
      to,
      body,
    ]);
    return { id: rows[0].id, status: 'queued' };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      await app.close();
      await pool.end();
    },
  };
}
