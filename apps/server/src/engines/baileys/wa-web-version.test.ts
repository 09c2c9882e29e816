import { describe, expect, it } from 'vitest';
import { baileysHarness, fakeWebVersion } from '../../../test/baileys-harness';
import { parseWebVersion, WaWebVersion } from './wa-web-version';

const bundled = [2, 3000, 1] as [number, number, number];

describe('WhatsApp Web version', () => {
  it('uses the fetched version, the bundled one when the fetch fails, and WA_WEB_VERSION without fetching', async () => {
    const fetched = new WaWebVersion({
      bundled,
      fetchLatest: async () => ({ version: [2, 3000, 7], isLatest: true }),
    });
    expect(await fetched.ready()).toEqual([2, 3000, 7]);
    expect(fetched.current).toEqual({ version: '2.3000.7', source: 'fetched' });

    const offline = new WaWebVersion({
      bundled,
      fetchLatest: async () => ({ version: bundled, isLatest: false, error: new Error('ENOTFOUND') }),
    });
    expect(await offline.ready()).toEqual(bundled);
    expect(offline.current.source).toBe('bundled');

    let fetches = 0;
    const pinned = new WaWebVersion({
      bundled,
      override: [2, 3000, 1023456789],
      fetchLatest: async () => {
        fetches++;
        return { version: [2, 3000, 9], isLatest: true };
      },
    });
    expect(await pinned.ready()).toEqual([2, 3000, 1023456789]);
    expect(pinned.current).toEqual({ version: '2.3000.1023456789', source: 'override' });
    expect(fetches).toBe(0);
    expect(parseWebVersion('2.3000.x')).toBeUndefined();
  });

  it('fetches again and retries when WhatsApp refuses the version (405), then links with the new one', async () => {
    const h = await baileysHarness();
    try {
      h.wa.releaseWebVersion('2.3000.1000000002');
      // A pinned, outdated version: the refusal brings the current one.
      const engine = new (await import('./baileys-engine')).BaileysEngine(h.ctx.db, {
        ...h.engineOptions,
        webVersion: fakeWebVersion(h.wa, '2.3000.999'),
      });
      try {
        const started = await engine.startSession(await h.newToken());
        expect(started.state).toBe('qr');
        expect(h.wa.sockets.map((s) => s.config.version?.join('.'))).toEqual([
          '2.3000.999',
          '2.3000.1000000002',
        ]);
        expect(engine.webVersion()).toEqual({ version: '2.3000.1000000002', source: 'fetched' });
      } finally {
        await engine.close();
      }
    } finally {
      await h.close();
    }
  });

  it('does not loop on a version WhatsApp keeps refusing: it backs off and shows the session failed', async () => {
    const h = await baileysHarness({
      maxFailures: 3,
      startTimeoutMs: 2_000,
      webVersion: new WaWebVersion({
        bundled,
        fetchLatest: async () => ({ version: bundled, isLatest: true }),
      }),
    });
    try {
      h.wa.releaseWebVersion('2.3000.1000000002');
      const insid = await h.newToken();
      await h.engine.startSession(insid).catch(() => undefined);
      await expect
        .poll(() => h.engine.sessionState(insid))
        .toEqual({ state: 'idle', problem: 'version-refused' });
      expect(h.wa.sockets).toHaveLength(3);
    } finally {
      await h.close();
    }
  });
});
