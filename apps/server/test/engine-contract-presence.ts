import { expect, it } from 'vitest';
import { EngineError } from '../src/engines/engine-error';
import { connectedToken, type EngineHarness, nextEvent } from './engine-contract-support';

/** Presence and calls, in the MessagingEngine contract (`h` is the current test's harness). */
export function presenceAndCallsContract(harness: () => EngineHarness) {
  it('shows the token typing or recording on the recipient’s phone, until paused', async () => {
    const h = harness();
    const { insid, phone } = await connectedToken(h);
    const send = h.engine.sendPresence?.bind(h.engine);
    if (!send) throw new Error('the engine has no sendPresence');
    expect(await h.presenceSeen(h.registered, phone)).toBeNull();
    await send(insid, h.registered, 'typing');
    expect(await h.presenceSeen(h.registered, phone)).toBe('typing');
    await send(insid, h.registered, 'recording');
    expect(await h.presenceSeen(h.registered, phone)).toBe('recording');
    await send(insid, h.registered, 'paused');
    expect(await h.presenceSeen(h.registered, phone)).toBeNull();
  });

  it('refuses presence for a token whose phone is not linked (not-connected)', async () => {
    const h = harness();
    const insid = await h.newToken();
    const refused = h.engine.sendPresence?.(insid, h.registered, 'typing');
    await expect(refused).rejects.toBeInstanceOf(EngineError);
    await expect(refused).rejects.toMatchObject({ reason: 'not-connected' });
  });

  it('tells a subscribed token its contact’s presence: typing in its chat, paused, online, offline', async () => {
    const h = harness();
    const { insid, phone } = await connectedToken(h);
    const contact = h.phone();
    await h.phoneWrites(contact, phone, 'hello');
    await h.engine.subscribePresence?.(insid, contact);
    const presence = (state: string) =>
      nextEvent(h.engine, 'presence', (e) => e.insid === insid && e.chatId === contact && e.state === state);

    const typing = presence('typing');
    await h.phonePresence(contact, 'typing', phone);
    expect(await typing).toMatchObject({ insid, chatId: contact, state: 'typing' });
    const paused = presence('paused');
    await h.phonePresence(contact, 'paused', phone);
    await paused;
    const online = presence('available');
    await h.phonePresence(contact, 'available');
    await online;
    const offline = presence('unavailable');
    await h.phonePresence(contact, 'unavailable');
    await offline;
  });

  it('reports an incoming call as a call event, and rejects it on the caller’s phone', async () => {
    const h = harness();
    const { insid, phone } = await connectedToken(h);
    const caller = h.phone();
    await h.phoneWrites(caller, phone, 'calling you');
    const arrived = nextEvent(h.engine, 'call', (e) => e.insid === insid);
    const callId = await h.phoneCalls(caller, phone, true);
    const { call } = await arrived;
    expect(call).toMatchObject({ id: callId, from: caller, video: true, group: false });
    expect(call.timestamp).toBeInstanceOf(Date);
    // A LID, when the engine names the caller by one beside the number.
    if (call.fromLid !== undefined) expect(call.fromLid).toMatch(/^\d+@lid$/);
    expect(await h.callRejected(caller, callId)).toBe(false);
    await h.engine.rejectCall?.(insid, call);
    expect(await h.callRejected(caller, callId)).toBe(true);
  });
}
