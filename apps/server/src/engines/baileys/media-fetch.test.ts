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
  it('refuses a private address, named or written out, unless the operator allows it', async () => {
    // The same call Baileys makes: global fetch with the socket config's dispatcher.
    for (const host of ['localhost', '127.0.0.1', '[::ffff:7f00:1]']) {
      const refused = fetch(`http://${host}:${port}/a.jpg`, {
        dispatcher: guardedMediaDispatcher(false),
      } as RequestInit);
      await expect(refused, host).rejects.toThrow(
        expect.objectContaining({ cause: expect.objectContaining({ code: 'EPRIVATE' }) }),
      );
    }
    const allowed = await fetch(`http://localhost:${port}/a.jpg`, {
      dispatcher: guardedMediaDispatcher(true),
    } as RequestInit);
    expect(await allowed.text()).toBe('image bytes');
  });
});
