import type { IncomingHttpHeaders } from 'node:http';
import whatsAppClient from '@green-api/whatsapp-api-client';
import Fastify from 'fastify';

type Callback = (body: Record<string, unknown>, ...rest: unknown[]) => void;

/** The part of the client's WebhooksCallbackAPI the tests use (its typings leave webhookAPI out). */
export interface GreenApiWebhooks {
  onStateInstance(callback: Callback): void;
  onOutgoingMessageStatus(callback: Callback): void;
  onIncomingMessageText(callback: Callback): void;
}

const { webhookAPI } = whatsAppClient as unknown as {
  webhookAPI(app: unknown, path: string): GreenApiWebhooks;
};

type Handler = (req: { body: unknown }, res: { send(): void }, next: (err: unknown) => void) => void;

/**
 * A customer's receiver of Green-API-format webhooks, built with the client's own
 * `webhookAPI(app, path)`. The client wants an Express app, which the repository does not carry:
 * a Fastify app stands in, offering the one thing webhookAPI uses (`app.post(path, handler)` with
 * a parsed JSON `req.body` and `res.send()`). Each request's headers are kept too.
 */
export async function startGreenApiReceiver(path = '/green-webhooks') {
  const server = Fastify();
  const headers: IncomingHttpHeaders[] = [];
  server.addHook('onRequest', async (request) => {
    headers.push(request.headers);
  });
  const expressLike = {
    post: (route: string, handler: Handler) =>
      server.post(route, (request, reply) => {
        handler(request, { send: () => reply.code(200).send() }, (err) => reply.code(500).send(String(err)));
      }),
  };
  const webhooks = webhookAPI(expressLike, path);
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  const port = address && typeof address === 'object' ? address.port : 0;
  return { url: `http://127.0.0.1:${port}${path}`, webhooks, headers, close: () => server.close() };
}
