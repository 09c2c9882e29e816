import type { FetchInstanceResponse, InstanceEvent, InstanceRow } from '@chatgate/contracts';
import { describe, expect, it } from 'vitest';
import { hasInstance, mergeInstanceEvent, mergeQrResponse, nextQr } from './instance-events';

const row = (insid: string, extra: Partial<InstanceRow> = {}): InstanceRow => ({
  uuid: 'u-1',
  insid,
  instanceName: `Dept ${insid}`,
  authenticated: 0,
  wid: null,
  trial: 1,
  status: '',
  api_key: 'cg_live_…a1b2',
  validTill: null,
  gSheetID: null,
  session: 'idle',
  createdAt: '2025-01-01T00:00:00.000Z',
  ...extra,
});

const data: FetchInstanceResponse = { message: 'Instance Found', result: [row('a'), row('b')] };

const event = (extra: Partial<InstanceEvent> = {}): InstanceEvent => ({
  insid: 'a',
  session: 'connected',
  authenticated: 1,
  wid: '919800000001',
  qr: null,
  expiresAt: null,
  status: '',
  trial: 1,
  ...extra,
});

describe('mergeInstanceEvent', () => {
  it("updates the event's token and leaves the other rows untouched", () => {
    const merged = mergeInstanceEvent(data, event());
    expect(merged?.result[0]).toMatchObject({ session: 'connected', authenticated: 1, wid: '919800000001' });
    expect(merged?.result[0]?.instanceName).toBe('Dept a');
    expect(merged?.result[1]).toBe(data.result[1]);
    expect(merged?.message).toBe('Instance Found');
    expect(data.result[0]?.session).toBe('idle');
  });

  it('applies billing changes (status and trial)', () => {
    const merged = mergeInstanceEvent(
      data,
      event({ session: 'idle', authenticated: 0, wid: null, status: 'Trial Expired', trial: 0 }),
    );
    expect(merged?.result[0]).toMatchObject({
      status: 'Trial Expired',
      trial: 0,
      authenticated: 0,
      wid: null,
    });
  });

  it('returns the same object for an unknown token or no data', () => {
    expect(mergeInstanceEvent(data, event({ insid: 'zzz' }))).toBe(data);
    expect(mergeInstanceEvent(undefined, event())).toBeUndefined();
  });
});

describe('hasInstance', () => {
  it('tells whether the list holds a token', () => {
    expect(hasInstance(data, 'b')).toBe(true);
    expect(hasInstance(data, 'c')).toBe(false);
    expect(hasInstance(undefined, 'a')).toBe(false);
  });
});

describe('nextQr', () => {
  const shown = { qr: 'CG1:old', expiresAt: null };

  it("takes the event's payload while the session waits for a scan", () => {
    expect(nextQr(shown, { session: 'qr', qr: 'CG1:abc', expiresAt: '2025-01-01T00:00:20.000Z' })).toEqual({
      qr: 'CG1:abc',
      expiresAt: '2025-01-01T00:00:20.000Z',
    });
  });

  it('keeps the shown payload when a waiting event carries none', () => {
    expect(nextQr(shown, { session: 'qr', qr: null, expiresAt: null })).toBe(shown);
    expect(nextQr(undefined, { session: 'qr', qr: null, expiresAt: null })).toBeNull();
  });

  it('gives none once connected or idle', () => {
    expect(nextQr(shown, { session: 'connected', qr: null, expiresAt: null })).toBeNull();
    expect(nextQr(shown, { session: 'idle', qr: 'stale', expiresAt: null })).toBeNull();
  });
});

describe('mergeQrResponse', () => {
  it('marks the session as waiting for a scan', () => {
    const merged = mergeQrResponse(data, 'a', { state: 'qr', qr: 'p', expiresAt: null, wid: null });
    expect(merged?.result[0]).toMatchObject({ session: 'qr', authenticated: 0, wid: null });
  });

  it('marks an already linked session as connected with its phone id', () => {
    const merged = mergeQrResponse(data, 'b', {
      state: 'connected',
      qr: null,
      expiresAt: null,
      wid: '91980',
    });
    expect(merged?.result[1]).toMatchObject({ session: 'connected', authenticated: 1, wid: '91980' });
    expect(merged?.result[0]).toBe(data.result[0]);
  });
});
