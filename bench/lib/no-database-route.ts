import Fastify from 'fastify';

/**
 * The ceiling of bench:api on the machine it runs on: the same HTTP exchange as a send (parse the
 * JSON body, answer `{id, status}`) with no database at all. No route that stores anything can
 * answer faster, so when this one's p99 is over the target, the machine, not the send path, is
 * what misses it.
 */
export async function startNoDatabaseRoute() {
  const app = Fastify();
  let next = 0;
  app.post('/no-database', async (request) => {
    const { to } = request.body as { to: string };
    next += 1;
    return { id: `${to}-${next}`, status: 'queued' };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, stop: () => app.close() };
}
