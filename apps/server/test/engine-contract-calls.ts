import { expect, it } from 'vitest';
import type { CallChange } from '../src/engines/engine-events';
import { connectedToken, type EngineHarness, nextEvent } from './engine-contract-support';
import type { CallStep } from './fake-whatsapp/calls';

/** A call's life after its offer, in the MessagingEngine contract (`h` is the current test's harness). */
export function callLifecycleContract(harness: () => EngineHarness) {
  /** A phone calls a new token's phone; answers both and the call's id once the token heard of it. */
  async function ringing(h: EngineHarness) {
    const { insid, phone } = await connectedToken(h);
    const caller = h.phone();
    await h.phoneWrites(caller, phone, 'calling you');
    const arrived = nextEvent(h.engine, 'call', (e) => e.insid === insid);
    const callId = await h.phoneCalls(caller, phone, false);
    await arrived;
    /** The step, and the callState event the token hears of it. */
    const step = async (s: CallStep) => {
      const heard = nextEvent(h.engine, 'callState', (e) => e.insid === insid && e.callId === callId);
      await h.callStep(caller, phone, callId, s);
      return heard;
    };
    return { insid, callId, step };
  }

  it('reports a call answered on the token’s phone, then hung up by the caller or by the phone', async () => {
    const h = harness();
    const first = await ringing(h);
    const accepted = await first.step('answer');
    expect(accepted).toMatchObject({ insid: first.insid, callId: first.callId, state: 'accepted' });
    expect(accepted.timestamp).toBeInstanceOf(Date);
    expect((await first.step('caller-hangs-up')).state).toBe<CallChange>('ended');

    const second = await ringing(h);
    await second.step('answer');
    expect((await second.step('callee-hangs-up')).state).toBe<CallChange>('ended');
  });

  it('reports a call declined on the token’s phone, one the caller gave up on, and one that rang out', async () => {
    const h = harness();
    const declined = await ringing(h);
    expect((await declined.step('decline')).state).toBe<CallChange>('rejected');

    const givenUp = await ringing(h);
    expect((await givenUp.step('caller-hangs-up')).state).toBe<CallChange>('ended');

    const rangOut = await ringing(h);
    expect((await rangOut.step('ring-out')).state).toBe<CallChange>('missed');
  });
}
