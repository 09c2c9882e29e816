import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import whatsAppClient from '@green-api/whatsapp-api-client';
import express from 'express';

type Callback = (body: Record<string, unknown>, ...rest: unknown[]) => void;

/** The part of the client's WebhooksCallbackAPI the tests use (its typings leave webhookAPI out). */
export interface GreenApiWebhooks {
  onStateInstance(callback: Callback): void;
  onOutgoingMessageStatus(callback: Callback): void;
  onIncomingMessageText(callback: Callback): void;
}

const { webhookAPI } = whatsAppClient as unknown as {
  webhookAPI(app: express.Express, path: string): GreenApiWebhooks;
};

/**
 * A customer's receiver of Green-API-format webhooks as the client's README builds one: an
 * Express app with a JSON body parser and the client's own `webhookAPI(app, path)`. Each
 * request's headers and parsed body are kept too.
 */
export async function startGreenApiReceiver(path = '/green-webhooks') {
  const app = express();
  const headers: IncomingHttpHeaders[] = [];
  app.use((request, _response, next) => {
    headers.push(request.headers);
    next();
  });
  app.use(express.json());
  const bodies: Array<Record<string, unknown>> = [];
  app.use((request, _response, next) => {
    bodies.push(request.body);
    next();
  });
  const webhooks = webhookAPI(app, path);
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    webhooks,
    headers,
    bodies,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
