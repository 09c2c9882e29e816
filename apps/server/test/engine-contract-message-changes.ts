import { expect, it } from 'vitest';
import {
  connectedToken,
  type EngineHarness,
  nextEvent,
  statusesUntil,
  text,
} from './engine-contract-support';

/** Editing, deleting and forwarding messages, in the MessagingEngine contract (`h` is the current test's harness). */
export function messageChangesContract(harness: () => EngineHarness) {
  it('edits and deletes a sent message for everyone: a receiving token hears of each, by its own id', async () => {
    const h = harness();
    const a = await connectedToken(h);
    const b = await connectedToken(h);
    const id = '00000000-0000-4000-8000-000000000061';
    const arrived = nextEvent(h.engine, 'message', (e) => e.insid === b.insid);
    await h.engine.send(a.insid, text(id, b.phone, 'at 5'));
    const { message } = await arrived;

    const edited = nextEvent(h.engine, 'changed', (e) => e.insid === b.insid);
    await h.engine.editMessage?.(a.insid, { id, to: b.phone }, 'at 6');
    expect(await edited).toEqual({ insid: b.insid, messageId: message.id, change: 'edit', body: 'at 6' });
    const revoked = nextEvent(h.engine, 'changed', (e) => e.insid === b.insid);
    await h.engine.revokeMessage?.(a.insid, { id, to: b.phone });
    expect(await revoked).toEqual({ insid: b.insid, messageId: message.id, change: 'revoke' });
    await expect(h.engine.editMessage?.(await h.newToken(), { id, to: b.phone }, 'x')).rejects.toMatchObject({
      name: 'EngineError',
      reason: 'not-connected',
    });
  });

  it('reports a phone’s edit and deletion of its message to the token', async () => {
    const h = harness();
    const { insid, phone } = await connectedToken(h);
    const writer = h.phone();
    const arrived = nextEvent(h.engine, 'message', (e) => e.insid === insid && e.message.from === writer);
    const ownId = await h.phoneWrites(writer, phone, 'call me');
    const { message } = await arrived;
    const edited = nextEvent(h.engine, 'changed', (e) => e.insid === insid);
    await h.phoneChanges(writer, phone, ownId, 'call me later');
    expect(await edited).toEqual({ insid, messageId: message.id, change: 'edit', body: 'call me later' });
    const revoked = nextEvent(h.engine, 'changed', (e) => e.insid === insid);
    await h.phoneChanges(writer, phone, ownId, null);
    expect(await revoked).toEqual({ insid, messageId: message.id, change: 'revoke' });
  });

  it('sends a forward marked forwarded: the receiving token sees it so', async () => {
    const h = harness();
    expect(h.engine.sendsForwards).toBe(true);
    const a = await connectedToken(h);
    const b = await connectedToken(h);
    const id = '00000000-0000-4000-8000-000000000071';
    const arrived = nextEvent(h.engine, 'message', (e) => e.insid === b.insid);
    const read = statusesUntil(h.engine, id, 'read');
    await h.engine.send(a.insid, { ...text(id, b.phone, 'pass it on'), forwarded: true });
    expect((await arrived).message).toMatchObject({ body: 'pass it on', forwarded: true });
    expect(await read).toEqual(['sent', 'delivered', 'read']);
  });
}
