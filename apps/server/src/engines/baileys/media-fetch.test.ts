import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenLocally } from '../../../test/listen-locally';
import { guardedMediaDispatcher } from './media-fetch';

const server = createServer((_req, res) => res.end('image bytes'));
let port = 0;
beforeAll(async () => {
  port = await listenLocally(server);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('media fetches for WhatsApp', () => {
  it('refuses a host that resolves to a private address, unless the operator allows it', async () => {
    // The same call Baileys makes: global fetch with the socket config's dispatcher.
    const refused = fetch(`http://localhost:${port}/a.jpg`, {
      dispatcher: guardedMediaDispatcher(false),
    } as RequestInit);
    await expect(refused).rejects.toThrow();
    const allowed = await fetch(`http://localhost:${port}/a.jpg`, {
      dispatcher: guardedMediaDispatcher(true),
    } as RequestInit);
    expect(await allowed.text()).toBe('image bytes');
  });
});
